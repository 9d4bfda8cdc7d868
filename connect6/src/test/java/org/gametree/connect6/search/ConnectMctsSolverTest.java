package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.mcts.Mcts;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Solvable.SolveResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** MCTS-Solver proves small connect(m,n,k,p,q) positions with the small-board solver's result. */
class ConnectMctsSolverTest {
  @ParameterizedTest(name = "connect({0},{1},{2},{3},{4}), {5} empties")
  @CsvSource({"3,3,3,1,1,7", "4,4,3,1,1,8", "4,4,4,1,1,7", "5,4,4,2,1,8"})
  void provenResultsMatchTheSmallBoardSolver(int m, int n, int k, int p, int q, int empties) {
    ConnectGame game = new ConnectGame(m, n, k, p, q);
    SplittableRandom random = new SplittableRandom(5);
    int[] moves = new int[game.maxLegalMoves()];
    int checked = 0;
    while (checked < 5) {
      ConnectState s = game.newInitialState();
      while (m * n - s.plyCount() > empties && !s.isTerminal()) {
        s.play(moves[random.nextInt(s.legalMoves(moves))]);
      }
      if (s.isTerminal()) {
        continue;
      }
      String where = game.formatPosition(s);
      SolveResult exact = new ConnectSolver(game).solve(s, SearchLimits.infinite());
      assertTrue(exact.proven(), where);
      Searcher<ConnectState> solver = Search.builder(game).mcts(MctsConfig.<ConnectState>uct().solver(true)).build();
      SearchResult r = solver.search(s, SearchLimits.playouts(300_000));
      OptionalDouble proven = Mcts.provenValue(solver);
      assertTrue(proven.isPresent(), "not proven after " + r.nodes() + " playouts: " + where);
      double expected = exact.value() > 0 ? 1 : exact.value() < 0 ? 0 : 0.5;
      assertEquals(expected, proven.getAsDouble(), where);
      checked++;
    }
  }
}
