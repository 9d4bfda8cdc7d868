package org.gametree.core.mcts;

import org.gametree.core.GameState;

/** Prior probabilities of a node's moves, for PUCT selection and tie-breaking among unvisited moves. */
@FunctionalInterface
public interface PriorPolicy<S extends GameState> {
  /** Writes a probability for each of {@code moves[0..n)} into {@code out[0..n)} (they need not sum to exactly 1). */
  void priors(S state, int[] moves, int n, double[] out);

  /** Every move equally likely. */
  static <S extends GameState> PriorPolicy<S> uniform() {
    return (state, moves, n, out) -> java.util.Arrays.fill(out, 0, n, 1.0 / Math.max(1, n));
  }
}
