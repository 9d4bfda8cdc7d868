package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.Ffo;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.junit.jupiter.api.Test;

class EndgameHookTest {
  @Test
  void aSolveReportsItsNodesAsWorkAndALookupReportsNone() {
    OthelloGame game = new OthelloGame();
    // FFO #1: 14 empties
    OthelloState s = game.parsePosition(Ffo.load("/othello/fforum-1-19.obf", 1).get(0).obf());
    ExactSolver<OthelloState> hook = EndgameHook.solver(14, null).forThread();
    assertTrue(hook.canSolve(s));
    assertEquals(0, hook.lastWork());
    hook.solve(s, -1_000_000, 1_000_000, 0);
    // a 14-empty solve visits thousands of nodes: the search charges them to its clock
    assertTrue(hook.lastWork() > 1000, "work " + hook.lastWork());
    hook.canSolve(s);
    assertEquals(0, hook.lastWork());
  }

  /**
   * A solve the core search hands to the hook ends when the search is stopped: FFO #45 (24 empties) with the solver
   * taking every node, so that each root move is a 23-empty solve of seconds to minutes. A stop signal raised before
   * the search ends the first solve at its first check (the solver's total work stays below two check intervals), and
   * one raised from another thread, or the search's deadline, ends the search in well under the time of one solve.
   */
  @Test
  void aSolveThroughTheSearchStopsWhenTheSearchIsStopped() {
    OthelloGame game = new OthelloGame();
    OthelloState s = game.parsePosition(Ffo.load("/othello/fforum-45-59.obf", 45).get(0).obf());
    assertEquals(24, s.empties());
    for (int mode = 0; mode < 3; mode++) {
      ExactSolver<OthelloState> hook = EndgameHook.solver(24, null);
      AtomicLong work = new AtomicLong();
      ExactSolver<OthelloState> counting = new ExactSolver<>() {
        @Override
        public boolean canSolve(OthelloState state) {
          return hook.canSolve(state);
        }

        @Override
        public int solve(OthelloState state, int alpha, int beta, int ply) {
          throw new AssertionError("the search passes its stop poll");
        }

        @Override
        public int solve(OthelloState state, int alpha, int beta, int ply, BooleanSupplier stop) {
          int v = hook.solve(state, alpha, beta, ply, stop);
          work.addAndGet(hook.lastWork());
          return v;
        }

        @Override
        public long lastWork() {
          return hook.lastWork();
        }
      };
      StopSignal signal = new StopSignal();
      SearchLimits limits = mode == 2 ? SearchLimits.time(Duration.ofMillis(200)) : SearchLimits.infinite().withStop(signal);
      if (mode == 0) {
        signal.raise();
      } else if (mode == 1) {
        Thread raiser = new Thread(() -> {
          try {
            Thread.sleep(200);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          signal.raise();
        });
        raiser.setDaemon(true);
        raiser.start();
      }
      SearchResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
        try (Searcher<OthelloState> searcher = Search.builder(game).solver(counting).build()) {
          return searcher.search(s, limits);
        }
      }, "mode " + mode);
      assertTrue(s.isLegal(r.bestMove()), "mode " + mode + ": a legal move " + r.bestMove());
      if (mode == 0) {
        assertTrue(work.get() < 2 * EndgameSolver.CHECK_INTERVAL, "work after a raised stop: " + work.get());
      }
    }
  }
}
