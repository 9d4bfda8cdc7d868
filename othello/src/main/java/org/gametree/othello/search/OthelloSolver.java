package org.gametree.othello.search;

import java.time.Duration;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable;
import org.gametree.othello.OthelloState;

/** Othello's exact solver as the {@link Solvable} capability ({@code gametree solve}, exact self-play labels). */
public final class OthelloSolver implements Solvable<OthelloState> {
  /** The solver; one serves every caller (each solve builds its own tables). */
  public static final OthelloSolver INSTANCE = new OthelloSolver();

  private OthelloSolver() {}

  /**
   * Solves exactly: value is the final disc difference for the side to move with empties going to the winner,
   * bestMove a move achieving it (64 = pass; -1 at a finished game). A node limit, time limit or stop signal in
   * {@code limits}
   * can end it early, then {@code proven} is false and the value 0.
   */
  @Override
  public SolveResult solve(OthelloState state, SearchLimits limits) {
    long start = System.nanoTime();
    EndgameSolver solver = new EndgameSolver(21, 14);
    long deadline = limits == null || limits.maxTime() == null ? Long.MAX_VALUE
        : start + limits.maxTime().toNanos();
    EndgameSolver.Result r = solver.solve(state.player(), state.opponent(),
        limits == null ? Long.MAX_VALUE : limits.maxNodes(), limits == null ? null : limits.stopSignal(), deadline);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (r == null) {
      return new SolveResult(0, -1, solver.nodes(), elapsed, false);
    }
    return new SolveResult(r.score(), r.bestMove(), r.nodes(), elapsed, true);
  }

  /**
   * Solves with {@code settings}: the parallel solver on {@code threads} threads over one shared table of
   * {@code hashMegabytes} (48 MB if 0; 24 bytes an entry), and with {@code winLossDraw} only the sign, proved with the
   * window (-1, 1) at a fraction of the exact margin's cost (the value is then +1, 0 or -1).
   */
  @Override
  public SolveResult solve(OthelloState state, SearchLimits limits, SolveSettings settings) {
    if (settings.equals(SolveSettings.DEFAULT)) {
      return solve(state, limits);
    }
    long entries = (settings.hashMegabytes() == 0 ? 48L : settings.hashMegabytes()) * (1L << 20) / 24;
    int bits = Math.max(10, Math.min(30, 63 - Long.numberOfLeadingZeros(entries)));
    long start = System.nanoTime();
    long deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    try (ParallelEndgameSolver solver = new ParallelEndgameSolver(settings.threads(), bits)) {
      boolean wld = settings.winLossDraw();
      EndgameSolver.Result r = solver.solve(state.player(), state.opponent(), wld ? -1 : -64, wld ? 1 : 64,
          limits.maxNodes(), limits.stopSignal(), deadline);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      return r == null ? new SolveResult(0, -1, solver.nodes(), elapsed, false)
          : new SolveResult(wld ? Integer.signum(r.score()) : r.score(), r.bestMove(), r.nodes(), elapsed, true);
    }
  }
}
