package org.gametree.core.mcts;

import org.gametree.core.GameState;

/**
 * Prior probabilities of a node's moves: for PUCT selection, as equivalent experience ({@code eqex},
 * {@code priorvisits}) and to order unvisited moves. Called once per new tree node on the searching thread's own
 * state; a policy may play and undo moves on it (Go reads ladders) but must leave it as it found it.
 */
@FunctionalInterface
public interface PriorPolicy<S extends GameState> {
  /** Writes a probability for each of {@code moves[0..n)} into {@code out[0..n)} (they need not sum to exactly 1). */
  void priors(S state, int[] moves, int n, double[] out);

  /** Every move equally likely. */
  static <S extends GameState> PriorPolicy<S> uniform() {
    return (state, moves, n, out) -> java.util.Arrays.fill(out, 0, n, 1.0 / Math.max(1, n));
  }
}
