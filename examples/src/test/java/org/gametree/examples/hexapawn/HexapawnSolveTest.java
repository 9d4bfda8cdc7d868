package org.gametree.examples.hexapawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Solvable;
import org.junit.jupiter.api.Test;

/**
 * The solved value: the second player (Black) wins. With best play on both sides the game lasts 6 plies (the winner
 * hurrying, the loser holding out), the value src/test/resources/hexapawn/independent_count.py finds by brute force.
 */
class HexapawnSolveTest {
  private final HexapawnGame game = new HexapawnGame();

  private int score(Algorithm algorithm, HexapawnState root) {
    // No table: every algorithm walks the tree itself, so agreement is not one table answering for all.
    try (Searcher<HexapawnState> searcher =
        Search.builder(game).algorithm(algorithm).selective(false).hashMegabytes(0).build()) {
      SearchResult r = searcher.search(root, SearchLimits.depth(HexapawnGame.LONGEST_GAME));
      return r.score();
    }
  }

  @Test
  void minimaxToTheEndFindsTheFirstPlayerLosesInSixPlies() {
    assertEquals(Score.loss(6), score(Algorithm.MINIMAX, game.newInitialState()));
  }

  @Test
  void negaScoutAlphaBetaAndMtdfAgreeWithMinimax() {
    for (Algorithm a : new Algorithm[] {Algorithm.NEGASCOUT, Algorithm.ALPHA_BETA, Algorithm.MTDF}) {
      assertEquals(Score.loss(6), score(a, game.newInitialState()), a.toString());
    }
  }

  @Test
  void everyFirstMoveLosesAndTheCentreHoldsOutLongest() {
    // Black to move wins in 3 more plies after a1a2 or c1c2, in 5 after b1b2 (the independent count again).
    assertEquals(Score.win(3), score(Algorithm.MINIMAX, game.parsePosition("a1a2")));
    assertEquals(Score.win(5), score(Algorithm.MINIMAX, game.parsePosition("b1b2")));
    assertEquals(Score.win(3), score(Algorithm.MINIMAX, game.parsePosition("c1c2")));
  }

  @Test
  void theSolverCapabilitySaysTheSame() {
    @SuppressWarnings("unchecked")
    Solvable<HexapawnState> solver = game.capability(Solvable.class).orElseThrow();
    Solvable.SolveResult r = solver.solve(game.newInitialState(), SearchLimits.infinite());
    assertTrue(r.proven());
    assertEquals(-1, r.value());
    assertEquals("b1b2", game.newInitialState().moveToString(r.bestMove()));
  }
}
