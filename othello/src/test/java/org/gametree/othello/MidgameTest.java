package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.othello.learn.ProbCutRecipe;
import org.gametree.othello.learn.TrainingGames;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.protocol.OthelloEngine;
import org.junit.jupiter.api.Test;

class MidgameTest {
  private final OthelloGame game = OthelloProvider.game();

  @Test
  void billEvaluatorPrefersTakingACornerToGivingOne() {
    // black to move can take a1; compare a1 against the other moves by the evaluator after one ply
    OthelloState s = game.parsePosition("-OOOOOX-XOOOOO--XXOOOO--XXXOXO--XXXXOO--XXXXO---X-----------X--- X");
    BillEvaluator e = new BillEvaluator();
    s.play(0);
    int afterCorner = -e.evaluate(s);
    s.undo();
    int[] moves = new int[64];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      if (moves[i] != 0) {
        s.play(moves[i]);
        assertTrue(afterCorner > -e.evaluate(s), "a1 should beat " + Notation.moveToString(moves[i]));
        s.undo();
      }
    }
  }

  @Test
  void theMoveScorerTriesACornerFirst() {
    // black to move can take a1; the scorer ranks it first and leaves the state alone
    OthelloState s = game.parsePosition("-OOOOOX-XOOOOO--XXOOOO--XXXOXO--XXXXOO--XXXXO---X-----------X--- X");
    OthelloState before = s.copy();
    int[] moves = new int[64];
    int n = s.legalMoves(moves);
    int[] scores = new int[n];
    s.scoreMoves(moves, n, scores);
    assertEquals(before, s);
    int best = 0;
    for (int i = 1; i < n; i++) {
      best = scores[i] > scores[best] ? i : best;
    }
    assertEquals("a1", Notation.moveToString(moves[best]));
  }

  @Test
  void theRecommendedEngineSolvesSmallEndgamesExactly() {
    for (int i = 0; i < 3; i++) {
      Ffo ffo = Ffo.load("/othello/fforum-1-19.obf", 1).get(i);
      OthelloState s = game.parsePosition(ffo.obf());
      try (OthelloEngine engine = OthelloEngine.create(game, null)) {
        SearchResult r = engine.search(s, SearchLimits.depth(2));
        assertTrue(Score.isDecisive(r.score()) || ffo.best() == 0, "FFO #" + ffo.number());
        assertEquals(ffo.best(), OthelloEngine.discs(r.score()), 0, "FFO #" + ffo.number());
        assertEquals(ffo.best(), ffo.moveScores().get(r.bestMove()), "FFO #" + ffo.number());
      }
    }
  }

  @Test
  void solverMidgameKeepsTheSolverToEndgameRootsWhicheverOptionComesFirst() {
    OthelloState fourteen = game.parsePosition(Ffo.load("/othello/fforum-1-19.obf", 1).get(0).obf());
    for (String spec : new String[] {"negascout:solver=16,solver-midgame=0", "negascout:solver-midgame=0,solver=16"}) {
      ExactSolver<OthelloState> solver = solver(spec);
      assertTrue(solver.canSolve(fourteen), "a search from 14 empties is solved");
      assertFalse(solver.worthSolving(fourteen, 60), "a midgame search never solves");
    }
    ExactSolver<OthelloState> solver = solver("negascout:solver=16");
    assertTrue(solver.worthSolving(fourteen, 10), "by default within 4 plies of the depth");
    assertFalse(solver.worthSolving(fourteen, 9));
    assertNull(solver("negascout:solver=0"));
    assertThrows(IllegalArgumentException.class, () -> solver("negascout:solver=-1"));
  }

  private ExactSolver<OthelloState> solver(String spec) {
    return Engines.configure(game, EngineSpec.parse(spec)).search().solver();
  }

  @Test
  void searchWithAndWithoutProbCutReturnsLegalMovesAndLeavesTheRootAlone() {
    OthelloState s = game.newInitialState();
    for (String m : new String[] {"f5", "d6", "c3", "d3", "c4"}) {
      s.play(Notation.parseMove(m));
    }
    OthelloState before = s.copy();
    for (String pc : new String[] {"off", "on"}) {
      var engine = Engines.create(game, "negascout:depth=6,solver=12,probcut=" + pc);
      SearchResult r = engine.searcher().search(s, engine.limits());
      assertTrue(s.isLegal(r.bestMove()));
      assertEquals(6, r.depth());
      assertEquals(before, s);
      engine.close();
    }
  }

  @Test
  void trainingSearchesAreExactAtTheirDepth() {
    // the recipes' searcher (TrainingGames.searcher) has no selectivity: plain minimax's value at every depth
    for (int i = 0; i < 4; i++) {
      OthelloState s = ProbCutRecipe.position(9, i);
      for (int depth = 1; depth <= 4; depth++) {
        try (Searcher<OthelloState> training = TrainingGames.searcher(new BillEvaluator());
             Searcher<OthelloState> minimax = Search.builder(game).algorithm(Algorithm.MINIMAX).build()) {
          assertEquals(minimax.search(s, SearchLimits.depth(depth)).score(),
              training.search(s, SearchLimits.depth(depth)).score(), "position " + i + " depth " + depth);
        }
      }
    }
  }

  @Test
  void evaluatorsAreNamedAndDefaultIsBill() {
    assertTrue(game.evaluatorNames().containsAll(java.util.Set.of("default", "bill", "bayes", "linear", "signature", "discs", "mobility")));
    OthelloState s = game.newInitialState();
    assertEquals(game.defaultEvaluator().evaluate(s), game.evaluator("bill").evaluate(s));
    assertEquals(0, game.evaluator("discs").evaluate(s));
  }

  @Test
  void coreNegaScoutPlaysOthelloWithTheSolverHook() {
    var engine = org.gametree.core.engine.Engines.create(game, "negascout:depth=4,solver=14");
    OthelloState s = game.newInitialState();
    SearchResult r = engine.searcher().search(s, engine.limits());
    assertTrue(s.isLegal(r.bestMove()));
    Ffo ffo = Ffo.load("/othello/fforum-1-19.obf", 1).get(2);
    OthelloState e = game.parsePosition(ffo.obf());
    SearchResult end = engine.searcher().search(e, SearchLimits.depth(2));
    assertEquals(ffo.best(), ffo.moveScores().get(end.bestMove()));
  }

  @Test
  void lazySmpThreadsEachSolveWithTheirOwnSolver() {
    // two threads calling one solver at once corrupted its empty-square list; each now has its own
    for (int i = 0; i < 3; i++) {
      Ffo ffo = Ffo.load("/othello/fforum-1-19.obf", 1).get(i);
      var one = org.gametree.core.engine.Engines.create(game, "negascout:depth=3,solver=20");
      var two = org.gametree.core.engine.Engines.create(game, "negascout:depth=3,solver=20,threads=2");
      int exact = ffo.best();
      assertEquals(exact, ffo.moveScores().get(one.searcher().search(game.parsePosition(ffo.obf()), one.limits())
          .bestMove()));
      assertEquals(exact, ffo.moveScores().get(two.searcher().search(game.parsePosition(ffo.obf()), two.limits())
          .bestMove()));
      one.close();
      two.close();
    }
  }

  @Test
  void eachSearchThreadGetsItsOwnBillEvaluator() {
    BillEvaluator bill = new BillEvaluator();
    BillEvaluator copy = bill.forThread();
    assertTrue(copy != bill, "the evaluator keeps a feature buffer, so threads must not share it");
    OthelloState s = ProbCutRecipe.position(1, 3);
    assertEquals(bill.evaluate(s), copy.evaluate(s));
  }
}
