package org.gametree.core.search;

import java.util.function.BooleanSupplier;
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
   * {@link #solve(GameState, int, int, int)} as the search calls it: a solver that may take long polls {@code stop}
   * every few thousand nodes of its own and, once it answers true (the search's stop signal was raised, its deadline
   * or node budget passed, or another thread ended the search), returns at once with any value, which the search then
   * discards (the search's own stop flag is set by the poll that answered true). The default ignores {@code stop}.
   */
  default int solve(S state, int alpha, int beta, int ply, BooleanSupplier stop) {
    return solve(state, alpha, beta, ply);
  }

  /**
   * Whether to solve a node that {@link #canSolve} accepts when the search's root is itself too large to solve (a
   * midgame search), with {@code depth} plies of search left at the node. Solving every such node can cost far more
   * than the search would (Othello: every 14-empty leaf of a depth-6 search solved exactly), so a game may answer by
   * the depth left. The default solves them all. A search whose root the solver accepts solves every accepted node.
   */
  default boolean worthSolving(S state, int depth) {
    return true;
  }

  /**
   * The work the last {@link #canSolve} or {@link #solve} call did, in units comparable to search nodes (a solver that
   * searches on its own counts its own nodes). The search adds it up and checks its clock and stop signal once it
   * reaches the interval at which it polls between nodes, so a solver called at many nodes cannot hold a timed search
   * past its limit. Not counted as search nodes. The default, 0, is for solvers whose calls are cheap or rare.
   */
  default long lastWork() {
    return 0;
  }

  /**
   * A solver with the same answers that one more search thread (Lazy SMP) may use at the same time as this one.
   * Stateless solvers return themselves (the default); solvers with tables, caches or buffers return a fresh one.
   */
  default ExactSolver<S> forThread() {
    return this;
  }
}
