package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.GameState;
import org.gametree.core.Score;

/** A textbook depth-limited negamax written independently of the library, to check the library's MINIMAX. */
public final class Reference {
  private Reference() {}

  /** The value of {@code state} for its player to move, {@code ply} plies below the search root. */
  public static <S extends GameState> int value(S state, int depth, int ply, Evaluator<S> evaluator, int maxMoves) {
    if (state.isTerminal()) {
      return Score.terminal(state.outcome(), state.currentPlayer(), ply, false);
    }
    if (depth == 0) {
      return evaluator.evaluate(state);
    }
    int[] moves = new int[maxMoves];
    int n = state.legalMoves(moves);
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      best = Math.max(best, childValue(state, moves[i], depth, ply, evaluator, maxMoves));
    }
    return best;
  }

  /** The value for the player to move of playing {@code move} and searching the rest to {@code depth - 1}. */
  public static <S extends GameState> int childValue(
      S state, int move, int depth, int ply, Evaluator<S> evaluator, int maxMoves) {
    int mover = state.currentPlayer();
    state.playUnchecked(move);
    int v = value(state, depth - 1, ply + 1, evaluator, maxMoves);
    boolean flipped = state.currentPlayer() != mover;
    state.undo();
    return flipped ? -v : v;
  }
}
