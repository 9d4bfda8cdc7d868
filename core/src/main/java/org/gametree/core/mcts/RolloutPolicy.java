package org.gametree.core.mcts;

import java.util.SplittableRandom;
import org.gametree.core.GameState;

/**
 * Finishes a game from a leaf and reports the result; the state must be as it was on return. The default
 * ({@link #random}) plays uniformly random legal moves. Implementations are shared by search threads: keep per-thread
 * scratch space in the state copy or a thread-confined object.
 */
@FunctionalInterface
public interface RolloutPolicy<S extends GameState> {
  /** Receives every move a rollout plays, in order, with the player who played it. */
  @FunctionalInterface
  interface MoveRecorder {
    /** Notes that {@code player} played {@code move}. */
    void record(int player, int move);

    /** A recorder that drops everything. */
    MoveRecorder NONE = (player, move) -> {};
  }

  /**
   * Plays {@code state} out and returns the reward of player 0 in [0, 1] (1 win, ½ draw or unfinished, 0 loss).
   */
  double rollout(S state, SplittableRandom random, MoveRecorder recorder);

  /**
   * Uniformly random legal moves, at most {@code maxPlies} of them (unfinished games score ½). Each search thread
   * reuses one move buffer, so a rollout allocates nothing.
   */
  static <S extends GameState> RolloutPolicy<S> random(int maxMoves, int maxPlies) {
    ThreadLocal<int[]> buffers = ThreadLocal.withInitial(() -> new int[maxMoves]);
    return (state, random, recorder) -> {
      int[] moves = buffers.get();
      int played = 0;
      double reward = 0.5;
      while (played < maxPlies) {
        if (state.isTerminal()) {
          reward = state.outcome().pointsFor(0);
          break;
        }
        int n = state.legalMoves(moves);
        if (n == 0) {
          break;
        }
        int move = moves[random.nextInt(n)];
        recorder.record(state.currentPlayer(), move);
        state.playUnchecked(move);
        played++;
      }
      for (int i = 0; i < played; i++) {
        state.undo();
      }
      return reward;
    };
  }
}
