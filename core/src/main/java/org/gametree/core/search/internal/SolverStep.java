package org.gametree.core.search.internal;

import java.util.function.BooleanSupplier;
import org.gametree.core.GameState;
import org.gametree.core.search.ExactSolver;

/**
 * How one search thread hands nodes to the game's {@link ExactSolver}: which nodes it takes (never the root; every
 * node it accepts when it accepted the root, else only where it finds solving worth its cost), and the solver's own
 * work counted against the clock, so a solver that searches by itself cannot hold a timed search past its limit.
 */
final class SolverStep<S extends GameState> {
  private final SearchWorker<S> worker;
  /** This thread's solver, or null: Lazy-SMP helpers get their own, since solvers keep tables and buffers. */
  private final ExactSolver<S> solver;
  /** Whether the solver accepts the root of the current search (then it takes every node it accepts). */
  private boolean rootSolvable;
  /** The solver's work since the last clock check it caused ({@link ExactSolver#lastWork}). */
  private long work;
  /** {@link #shouldStop}, made once: the solver's stop poll. */
  private final BooleanSupplier stop = this::shouldStop;

  SolverStep(SearchWorker<S> worker, ExactSolver<S> solver) {
    this.worker = worker;
    this.solver = solver;
  }

  /** Prepares for a search of {@code root}. */
  void begin(S root) {
    rootSolvable = solver != null && solver.canSolve(root);
    work = 0;
  }

  /** Whether the solver takes the node at {@code ply} with {@code depth} plies left. */
  boolean takes(int ply, int depth) {
    S state = worker.state;
    if (solver == null || ply == 0) {
      return false;
    }
    boolean accepted = solver.canSolve(state);
    charge();
    return accepted && (rootSolvable || solver.worthSolving(state, depth));
  }

  /** The solver's value of the node in the window (alpha, beta). */
  int solve(int alpha, int beta, int ply) {
    int value = solver.solve(worker.state, alpha, beta, ply, stop);
    charge();
    return value;
  }

  /**
   * The solver's poll ({@link ExactSolver#solve(GameState, int, int, int, BooleanSupplier)}): the search's stop
   * signal, deadline, node budget and the other threads' stop, as at a node's poll; the search stops with the solver.
   */
  private boolean shouldStop() {
    if (!worker.stopped && worker.time().poll(0)) {
      worker.stopped = true;
    }
    return worker.stopped;
  }

  /** Adds the solver's last call to its work and checks the clock (no nodes added) each poll interval of it. */
  private void charge() {
    long last = solver.lastWork();
    if (last > 0) {
      work += last;
      if (work >= TimeManager.CHECK_INTERVAL) {
        work = 0;
        if (worker.time().poll(0)) {
          worker.stopped = true;
        }
      }
    }
  }
}
