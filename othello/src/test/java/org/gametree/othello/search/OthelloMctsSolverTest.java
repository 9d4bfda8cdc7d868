package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.gametree.core.mcts.Mcts;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Solvable.SolveResult;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

/** MCTS-Solver proves Othello endgames of a few empties: win, draw or loss as the exact endgame solver says. */
class OthelloMctsSolverTest {
  private final OthelloGame game = OthelloProvider.game();

  /** A position from random play with {@code empties} empty squares, not over; null if the game ended first. */
  private OthelloState randomPosition(SplittableRandom random, int empties) {
    OthelloState s = game.newInitialState();
    int[] moves = new int[game.maxLegalMoves()];
    while (Long.bitCount(~(s.player() | s.opponent())) > empties) {
      if (s.isTerminal()) {
        return null;
      }
      int n = s.legalMoves(moves);
      s.play(moves[random.nextInt(n)]);
    }
    return s.isTerminal() ? null : s;
  }

  private static double sign(int value) {
    return value > 0 ? 1 : value < 0 ? 0 : 0.5;
  }

  @Test
  void provenResultsMatchTheExactSolver() {
    SplittableRandom random = new SplittableRandom(11);
    int checked = 0;
    while (checked < 6) {
      OthelloState s = randomPosition(random, 8);
      if (s == null) {
        continue;
      }
      String where = game.formatPosition(s);
      SolveResult exact = OthelloSolver.INSTANCE.solve(s, SearchLimits.infinite());
      assertTrue(exact.proven());
      Searcher<OthelloState> solver = Search.builder(game).mcts(MctsConfig.<OthelloState>uct().solver(true)).build();
      SearchResult r = solver.search(s, SearchLimits.playouts(300_000));
      OptionalDouble proven = Mcts.provenValue(solver);
      assertTrue(proven.isPresent(), "not proven after " + r.nodes() + " playouts: " + where);
      assertEquals(sign(exact.value()), proven.getAsDouble(), where + " exact " + exact.value());
      OthelloState after = (OthelloState) s.copy();
      after.play(r.bestMove());
      double kept;
      if (after.isTerminal()) {
        kept = after.outcome().pointsFor(s.currentPlayer());
      } else {
        double v = sign(OthelloSolver.INSTANCE.solve(after, SearchLimits.infinite()).value());
        kept = after.currentPlayer() == s.currentPlayer() ? v : 1 - v;
      }
      assertEquals(proven.getAsDouble(), kept, where + ": the move played keeps the proven result");
      checked++;
    }
  }

  @Test
  void theMctsSolverOptionDoesNotClashWithOthellosSolverOption() {
    try (org.gametree.core.engine.SearchEngine<OthelloState> e =
        org.gametree.core.engine.Engines.create(game, "mcts:mcts-solver=on,playouts=100")) {
      assertTrue(e.searcher().search(game.newInitialState(), SearchLimits.playouts(100)).bestMove() >= 0);
    }
    // Othello's solver is the depth-first searches' exact solver: an MCTS spec naming it is an error naming it
    IllegalArgumentException wrong = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> org.gametree.core.engine.Engines.create(game, "mcts:mcts-solver=on,solver=0,playouts=100"));
    assertTrue(wrong.getMessage().contains("'solver'"), wrong.getMessage());
  }
}
