package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Random;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.Ffo;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ParallelEndgameSolverTest {
  private final OthelloGame game = OthelloProvider.game();

  @Test
  void twoThreadsGiveTheSerialScoresAndABestMoveOnFfoOneToThirty() {
    List<Ffo> all = new java.util.ArrayList<>(Ffo.load("/othello/fforum-1-19.obf", 1));
    all.addAll(Ffo.load("/othello/fforum-20-39.obf", 20).subList(0, 11));
    agreeOnFfo(all);
  }

  /** #40–#59 (20–27 empties): a few minutes on one thread, so a benchmark rather than a unit test. */
  @Test
  @Tag("slow")
  void twoThreadsGiveThePublishedScoresOnFfoFortyToFiftyNine() {
    List<Ffo> all = new java.util.ArrayList<>(Ffo.load("/othello/fforum-40-44.obf", 40));
    all.addAll(Ffo.load("/othello/fforum-45-59.obf", 45));
    agreeOnFfo(all);
  }

  private void agreeOnFfo(List<Ffo> all) {
    EndgameSolver serial = new EndgameSolver(20, 64);
    try (ParallelEndgameSolver parallel = new ParallelEndgameSolver(2, 20)) {
      for (Ffo ffo : all) {
        OthelloState s = game.parsePosition(ffo.obf());
        EndgameSolver.Result one = serial.solve(s.player(), s.opponent());
        EndgameSolver.Result two = parallel.solve(s.player(), s.opponent());
        assertEquals(ffo.best(), one.score(), "serial score of FFO #" + ffo.number());
        assertEquals(one.score(), two.score(), "parallel score of FFO #" + ffo.number());
        assertEquals(ffo.best(), ffo.moveScores().getOrDefault(two.bestMove(), Integer.MIN_VALUE),
            "parallel best move of FFO #" + ffo.number());
      }
    }
  }

  @Test
  void twoThreadsAgreeWithOneOnRandomPositionsWithPassesAndEarlyEnds() {
    Random rnd = new Random(17);
    int[] moves = new int[64];
    EndgameSolver serial = new EndgameSolver(16, 64);
    try (ParallelEndgameSolver parallel = new ParallelEndgameSolver(2, 16)) {
      for (int k = 0; k < 60; k++) {
        int empties = 1 + rnd.nextInt(18);
        OthelloState s = game.newInitialState();
        while (s.empties() > empties && !s.isTerminal()) {
          s.play(moves[rnd.nextInt(s.legalMoves(moves))]);
        }
        assertEquals(serial.solve(s.player(), s.opponent()).score(),
            parallel.solve(s.player(), s.opponent()).score(), s.toString());
      }
    }
  }

  @Test
  void aWinDrawLossWindowGivesTheSignOfTheExactScoreOnOneAndTwoThreads() {
    Random rnd = new Random(23);
    int[] moves = new int[64];
    EndgameSolver serial = new EndgameSolver(16, 64);
    try (ParallelEndgameSolver parallel = new ParallelEndgameSolver(2, 16)) {
      for (int k = 0; k < 60; k++) {
        OthelloState s = game.newInitialState();
        int empties = 1 + rnd.nextInt(18);
        while (s.empties() > empties && !s.isTerminal()) {
          s.play(moves[rnd.nextInt(s.legalMoves(moves))]);
        }
        int exact = new EndgameSolver(16, 64).solve(s.player(), s.opponent()).score();
        int one = serial.solve(s.player(), s.opponent(), -1, 1, Long.MAX_VALUE, null, Long.MAX_VALUE).score();
        int two = parallel.solve(s.player(), s.opponent(), -1, 1, Long.MAX_VALUE, null, Long.MAX_VALUE).score();
        assertEquals(Integer.signum(exact), Integer.signum(one), s.toString());
        assertEquals(Integer.signum(exact), Integer.signum(two), s.toString());
      }
    }
  }

  @Test
  void aRaisedStopSignalEndsAParallelSolveUnproven() {
    OthelloState s = game.parsePosition(Ffo.load("/othello/fforum-40-44.obf", 40).get(0).obf());
    StopSignal stop = new StopSignal();
    stop.raise();
    try (ParallelEndgameSolver parallel = new ParallelEndgameSolver(2, 16)) {
      assertNull(parallel.solve(s.player(), s.opponent(), Long.MAX_VALUE, stop, Long.MAX_VALUE));
    }
  }
}
