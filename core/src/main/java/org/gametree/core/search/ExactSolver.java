package org.gametree.core.search;

import org.gametree.core.GameState;

/**
 * Game hook for endgames: a solver that search hands a position to once it is small enough to solve exactly (the
 * last empties of Othello, a threat-space win in Connect6). Set it with {@link Search.Builder#solver}.
 */
public interface ExactSolver<S extends GameState> {
  /** Whether {@link #solve} should be used for this position instead of further search. */
  boolean canSolve(S state);

  /**
   * The exact value of {@code state} for the side to move, as a {@link org.gametree.core.Score} relative to
   * {@code ply} (plies from the root), within a fail-soft window (alpha, beta). The state is left as given.
   */
  int solve(S state, int alpha, int beta, int ply);

  /**
   * A solver with the same answers that one more search thread (Lazy SMP) may use at the same time as this one.
   * Stateless solvers return themselves (the default); solvers with tables, caches or buffers return a fresh one.
   */
  default ExactSolver<S> forThread() {
    return this;
  }
}
