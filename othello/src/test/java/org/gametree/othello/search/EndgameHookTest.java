package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.Ffo;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

class EndgameHookTest {
  @Test
  void aSolveReportsItsNodesAsWorkAndALookupReportsNone() {
    OthelloGame game = OthelloProvider.game();
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
    OthelloGame game = OthelloProvider.game();
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

  /**
   * The hook solves within the search's window, fail-soft: for positions of 6–12 empties reached by random play, and
   * windows around decisive scores of every margin, heuristic values, draws and the infinite bounds, a result at or
   * below alpha bounds the exact score from above, one at or above beta from below, and one inside is the exact score.
   */
  @Test
  void aWindowedSolveIsFailSoftInTheSearchsWindow() {
    OthelloGame game = OthelloProvider.game();
    Random rnd = new Random(23);
    int[] moves = new int[64];
    EndgameSolver exact = new EndgameSolver(16, 64);
    ExactSolver<OthelloState> hook = EndgameHook.solver(14, null).forThread();
    int inside = 0;
    int bounds = 0;
    for (int k = 0; k < 40; k++) {
      OthelloState s = game.newInitialState();
      int empties = 6 + rnd.nextInt(7);
      while (s.empties() > empties && !s.isTerminal()) {
        s.play(moves[rnd.nextInt(s.legalMoves(moves))]);
      }
      if (s.isTerminal()) {
        continue;
      }
      int ply = rnd.nextInt(40);
      int end = ply + s.empties();
      int truth = EndgameSolver.toScore(exact.solve(s.player(), s.opponent()).score(), end);
      int[] edges = {-Score.INFINITE, -Score.WIN, EndgameSolver.toScore(-64, end) - 1, EndgameSolver.toScore(-64, end),
          truth - 1, truth, truth + 1, -151, -1, 0, 1, 150, EndgameSolver.toScore(2 + 2 * rnd.nextInt(31), end),
          EndgameSolver.toScore(-2 - 2 * rnd.nextInt(31), end) + 1, EndgameSolver.toScore(64, end),
          EndgameSolver.toScore(64, end) + 1, Score.WIN, Score.INFINITE};
      for (int alpha : edges) {
        for (int beta : edges) {
          if (alpha >= beta) {
            continue;
          }
          String where = s + " ply " + ply + " window (" + alpha + ", " + beta + "), exact " + truth;
          int v = hook.solve(s, alpha, beta, ply);
          if (v <= alpha) {
            assertTrue(truth <= v, "fail low above the exact score: " + v + " at " + where);
            bounds++;
          } else if (v >= beta) {
            assertTrue(truth >= v, "fail high below the exact score: " + v + " at " + where);
            bounds++;
          } else {
            assertEquals(truth, v, where);
            inside++;
          }
        }
      }
    }
    assertTrue(inside > 500 && bounds > 500, "both kinds of result are checked: " + inside + " / " + bounds);
  }

  /** A window that asks only "does the mover win?" costs a fraction of the exact margin on FFO #1–#5 (14 empties). */
  @Test
  void aWinOrNotWindowCostsLessThanTheExactMargin() {
    OthelloGame game = OthelloProvider.game();
    long full = 0;
    long winOrNot = 0;
    for (Ffo ffo : Ffo.load("/othello/fforum-1-19.obf", 1).subList(0, 5)) {
      OthelloState s = game.parsePosition(ffo.obf());
      ExactSolver<OthelloState> hook = EndgameHook.solver(14, null).forThread();
      hook.solve(s, -Score.INFINITE, Score.INFINITE, 0);
      full += hook.lastWork();
      hook = EndgameHook.solver(14, null).forThread();
      int v = hook.solve(s, 0, 1, 0);
      winOrNot += hook.lastWork();
      assertEquals(ffo.best() > 0, v >= 1, "FFO #" + ffo.number() + " is won: " + ffo.best());
    }
    assertTrue(2 * winOrNot < full, "win-or-not " + winOrNot + " nodes against exact " + full);
  }

  @Test
  void searchWindowsMapToTheNarrowestDiscWindows() {
    int end = 30;
    assertEquals(0, EndgameSolver.discAlpha(150, end));
    assertEquals(1, EndgameSolver.discBeta(151, end));
    assertEquals(-1, EndgameSolver.discAlpha(-1, end));
    assertEquals(0, EndgameSolver.discBeta(-150, end));
    assertEquals(-64, EndgameSolver.discAlpha(-Score.INFINITE, end));
    assertEquals(64, EndgameSolver.discBeta(Score.INFINITE, end));
    int win10 = EndgameSolver.toScore(10, end);
    assertEquals(10, EndgameSolver.discAlpha(win10, end));
    assertEquals(9, EndgameSolver.discAlpha(win10 - 1, end));
    assertEquals(10, EndgameSolver.discBeta(win10, end));
    assertEquals(11, EndgameSolver.discBeta(win10 + 1, end));
  }
}
