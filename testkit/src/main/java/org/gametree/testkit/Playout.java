package org.gametree.testkit;

import java.util.List;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * A reproducible random walk from a game's initial state: the {@code i}-th choice picks legal move
 * {@code choice mod count} at ply {@code i}. jqwik generates and shrinks the choices, so a failing position is
 * reported as a short list of small numbers that replays to the same position.
 *
 * @param choices one non-negative choice per ply; the walk stops early at a terminal state
 */
public record Playout(List<Integer> choices) {
  /** Copies the choices and refuses a negative one. */
  public Playout {
    choices = List.copyOf(choices);
    for (int c : choices) {
      if (c < 0) {
        throw new IllegalArgumentException("choices must be >= 0: " + c);
      }
    }
  }

  /** A playout from explicit choices, e.g. {@code Playout.of(3, 0, 2)}. */
  public static Playout of(int... choices) {
    return new Playout(java.util.Arrays.stream(choices).boxed().toList());
  }

  /** Plays the walk (with {@link GameState#play}, so rule checks apply) on a new initial state and returns it. */
  public <S extends GameState> S replay(Game<S> game) {
    S state = game.newInitialState();
    int[] moves = new int[game.maxLegalMoves()];
    for (int choice : choices) {
      if (state.isTerminal()) {
        break;
      }
      int n = state.legalMoves(moves);
      if (n == 0) {
        break;
      }
      state.play(moves[choice % n]);
    }
    return state;
  }
}
