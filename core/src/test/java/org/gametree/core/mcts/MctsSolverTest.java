package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.toys.Nim;
import org.gametree.core.toys.Reference;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MCTS-Solver (Winands et al.): proven results match an exact negamax; a proven move is played at once. */
class MctsSolverTest {
  private static <S extends org.gametree.core.GameState> Searcher<S> solver(org.gametree.core.Game<S> game,
      String parallel, int threads) {
    MctsConfig<S> config = MctsConfig.<S>uct().solver(true);
    assertTrue(config.configure("parallel", parallel));
    return Search.builder(game).mcts(config).threads(threads).build();
  }

  /** The exact value for the player to move: 1 win, ½ draw, 0 loss. */
  private static double exact(TicTacToe game, TicTacToe.State s) {
    int v = Reference.value(s, 9, 0, game.defaultEvaluator(), 9);
    return v > 0 ? 1 : v < 0 ? 0 : 0.5;
  }

  @Test
  void provesEveryTicTacToePositionOneAndTwoPliesIn() {
    TicTacToe game = new TicTacToe();
    TicTacToe.State s = game.newInitialState();
    int checked = 0;
    int[] first = new int[9];
    int n = s.legalMoves(first);
    for (int i = 0; i < n; i++) {
      s.play(first[i]);
      int[] second = new int[9];
      int m = s.legalMoves(second);
      for (int j = -1; j < m; j++) {
        if (j >= 0) {
          s.play(second[j]);
        }
        Searcher<TicTacToe.State> searcher = solver(game, "tree", 1);
        SearchResult r = searcher.search(s, SearchLimits.playouts(200_000));
        OptionalDouble proven = Mcts.provenValue(searcher);
        String where = game.formatPosition(s);
        assertTrue(proven.isPresent(), "not proven after " + r.nodes() + " playouts: " + where);
        assertEquals(exact(game, s), proven.getAsDouble(), where);
        assertTrue(r.nodes() < 200_000, "the search stops once the root is proven");
        int v = Reference.childValue(s, r.bestMove(), 9, 0, game.defaultEvaluator(), 9);
        double got = v > 0 ? 1 : v < 0 ? 0 : 0.5;
        assertEquals(proven.getAsDouble(), got, where + ": the move played keeps the proven value");
        checked++;
        if (j >= 0) {
          s.undo();
        }
      }
      s.undo();
    }
    assertEquals(9 + 72, checked);
  }

  @ParameterizedTest
  @ValueSource(strings = {"tree", "tree-locked", "root", "leaf"})
  void everyParallelFormProvesTheEmptyBoardADraw(String parallel) {
    TicTacToe game = new TicTacToe();
    Searcher<TicTacToe.State> searcher = solver(game, parallel, 2);
    SearchResult r = searcher.search(game.newInitialState(), SearchLimits.playouts(400_000));
    assertEquals(OptionalDouble.of(0.5), Mcts.provenValue(searcher), parallel + " after " + r.nodes());
  }

  @Test
  void aProvenWinningMoveIsPlayedAtOnce() {
    TicTacToe game = new TicTacToe();
    TicTacToe.State s = game.parsePosition("xx.oo....");
    Searcher<TicTacToe.State> searcher = solver(game, "tree", 1);
    SearchResult r = searcher.search(s, SearchLimits.playouts(1_000_000));
    assertEquals("c1", s.moveToString(r.bestMove()));
    assertEquals(OptionalDouble.of(1.0), Mcts.provenValue(searcher));
    assertTrue(r.nodes() < 100, "stopped once proven: " + r.nodes());
    assertEquals(1000, r.score(), "a proven win scores as a certain win");
    Searcher<TicTacToe.State> plain = Search.builder(game).mcts(MctsConfig.uct()).build();
    assertEquals(1000, plain.search(s, SearchLimits.playouts(1_000)).nodes(), "without the solver: the budget");
    assertEquals(OptionalDouble.empty(), Mcts.provenValue(plain));
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12})
  void provesNimWithTwoTakesPerTurn(int pile) {
    Nim game = Nim.of(pile).takes(1, 2).turns(2, 2);
    Nim.State s = game.newInitialState();
    Searcher<Nim.State> searcher = solver(game, "tree", 1);
    SearchResult r = searcher.search(s, SearchLimits.playouts(100_000));
    assertEquals(OptionalDouble.of(s.moverWins() ? 1.0 : 0.0), Mcts.provenValue(searcher), "pile " + pile);
    if (s.moverWins()) {
      assertTrue(s.isWinningMove(r.bestMove()), "pile " + pile + " move " + r.bestMove());
    }
  }

  @Test
  void theEngineSpecTurnsTheSolverOn() {
    TicTacToe game = new TicTacToe();
    try (org.gametree.core.engine.SearchEngine<TicTacToe.State> e =
        org.gametree.core.engine.Engines.create(game, "mcts:mcts-solver=on,parallel=root,threads=2,playouts=400000")) {
      TicTacToe.State s = game.parsePosition("xx.oo....");
      assertEquals("c1", s.moveToString(e.searcher().search(s, SearchLimits.playouts(400_000)).bestMove()));
      assertEquals(OptionalDouble.of(1.0), Mcts.provenValue(e.searcher()));
    }
  }
}
