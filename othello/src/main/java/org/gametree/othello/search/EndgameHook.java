package org.gametree.othello.search;

import java.util.function.BooleanSupplier;
import org.gametree.core.search.ExactSolver;
import org.gametree.othello.OthelloState;

/**
 * The exact solver as the core search's hook, as the engine options {@code solver=N} and {@code solver-midgame=M}
 * set it: {@link EndgameSolver} takes every node of a search whose root has at most N empties, so that the search
 * plays exactly from N empties on; in a midgame search (more than N empties at the root) it takes a node only if the
 * node has at most M empties (M = N unless set) and lies within {@link EndgameSolver#worthSolving reach} of the
 * search's depth. M = 0 keeps the solver out of midgame searches. Each solve reports its nodes as {@link #lastWork},
 * so the search checks its clock and stop signal while the solver does the work (docs/othello.md).
 */
public final class EndgameHook implements ExactSolver<OthelloState> {
  /** The solver's table: 2^20 entries. */
  private static final int TABLE_BITS = 20;

  private final EndgameSolver solver;
  private final int empties;
  /** M, or -1 for "as N". */
  private final int midgameEmpties;

  private EndgameHook(EndgameSolver solver, int empties, int midgameEmpties) {
    this.solver = solver;
    this.empties = empties;
    this.midgameEmpties = midgameEmpties;
  }

  /** The hook for {@code solver=empties}, keeping the {@code solver-midgame} of {@code previous} (may be null). */
  public static ExactSolver<OthelloState> solver(int empties, ExactSolver<OthelloState> previous) {
    int midgame = previous instanceof EndgameHook h ? h.midgameEmpties : -1;
    return empties <= 0 && midgame < 0 ? null : hook(empties, midgame);
  }

  /** The hook for {@code solver-midgame=midgameEmpties}, keeping the {@code solver} of {@code previous} (or null). */
  public static ExactSolver<OthelloState> midgame(int midgameEmpties, ExactSolver<OthelloState> previous) {
    int n = previous instanceof EndgameHook h ? h.empties : 0;
    return hook(n, midgameEmpties);
  }

  private static EndgameHook hook(int empties, int midgameEmpties) {
    return new EndgameHook(empties > 0 ? new EndgameSolver(TABLE_BITS, empties) : null, Math.max(0, empties),
        midgameEmpties);
  }

  @Override
  public boolean canSolve(OthelloState state) {
    return solver != null && solver.canSolve(state);
  }

  @Override
  public boolean worthSolving(OthelloState state, int depth) {
    return state.empties() <= (midgameEmpties < 0 ? empties : midgameEmpties) && solver.worthSolving(state, depth);
  }

  @Override
  public int solve(OthelloState state, int alpha, int beta, int ply) {
    return solver.solve(state, alpha, beta, ply);
  }

  /** The solve as the core search calls it, ended early when the search's {@code stop} poll says so. */
  @Override
  public int solve(OthelloState state, int alpha, int beta, int ply, BooleanSupplier stop) {
    return solver.solve(state, alpha, beta, ply, stop);
  }

  /** The nodes of the solver's last solve (0 after {@link #canSolve}, which does no search). */
  @Override
  public long lastWork() {
    return solver == null ? 0 : solver.lastWork();
  }

  @Override
  public EndgameHook forThread() {
    return new EndgameHook(solver == null ? null : solver.forThread(), empties, midgameEmpties);
  }
}
