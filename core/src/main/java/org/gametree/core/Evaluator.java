package org.gametree.core;

/**
 * A heuristic value of a non-terminal position from the point of view of the player to move, within
 * {@code ±Score.MAX_EVAL}. Evaluators may keep scratch buffers but no state that changes their answers.
 */
@FunctionalInterface
public interface Evaluator<S extends GameState> {
  /** The value of {@code state} for {@link GameState#currentPlayer()}. */
  int evaluate(S state);
}
