package org.gametree.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.gametree.core.Score;
import org.gametree.core.mcts.Mcts;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.junit.jupiter.api.Test;

/** MCTS-Solver proves Connect Four endgames and agrees with an exhaustive alpha-beta search. */
class ConnectFourMctsSolverTest {
  private final ConnectFourGame game = new ConnectFourGame();

  /** A position from random play with {@code empties} squares left, not over; null if the game ended first. */
  private ConnectFourState randomPosition(SplittableRandom random, int empties) {
    ConnectFourState s = game.newInitialState();
    int[] moves = new int[7];
    while (42 - s.plyCount() > empties) {
      if (s.isTerminal()) {
        return null;
      }
      int n = s.legalMoves(moves);
      s.play(moves[random.nextInt(n)]);
    }
    return s.isTerminal() ? null : s;
  }

  @Test
  void provenValuesMatchExhaustiveAlphaBeta() {
    SplittableRandom random = new SplittableRandom(7);
    int checked = 0;
    int decisive = 0;
    while (checked < 8) {
      ConnectFourState s = randomPosition(random, 12);
      if (s == null) {
        continue;
      }
      String where = game.formatPosition(s);
      SearchResult exact = Search.builder(game).algorithm(Algorithm.NEGASCOUT).selective(false).build()
          .search(s, SearchLimits.depth(12));
      double expected = Score.isWin(exact.score()) ? 1 : Score.isLoss(exact.score()) ? 0 : 0.5;
      Searcher<ConnectFourState> solver = Search.builder(game).mcts(MctsConfig.<ConnectFourState>uct().solver(true)).build();
      SearchResult r = solver.search(s, SearchLimits.playouts(500_000));
      OptionalDouble proven = Mcts.provenValue(solver);
      assertTrue(proven.isPresent(), "not proven after " + r.nodes() + " playouts: " + where);
      assertEquals(expected, proven.getAsDouble(), where);
      ConnectFourState after = (ConnectFourState) s.copy();
      after.play(r.bestMove());
      SearchResult reply = Search.builder(game).algorithm(Algorithm.NEGASCOUT).selective(false).build()
          .search(after, SearchLimits.depth(11));
      double kept = after.isTerminal() ? 1 - after.outcome().pointsFor(after.currentPlayer())
          : Score.isWin(reply.score()) ? 0 : Score.isLoss(reply.score()) ? 1 : 0.5;
      assertEquals(expected, kept, where + ": the move played keeps the proven value");
      decisive += expected != 0.5 ? 1 : 0;
      checked++;
    }
    assertTrue(decisive > 0, "some positions are decisive");
  }
}
