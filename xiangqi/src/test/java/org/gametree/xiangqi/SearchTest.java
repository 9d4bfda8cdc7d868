package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Selectivity;
import org.junit.jupiter.api.Test;

class SearchTest {
  private final XiangqiGame game = new XiangqiGame();

  @Test
  void coreSearchScoresAMateInOneAsAWinInOnePly() {
    XiangqiState s = game.parsePosition("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1");
    try (SearchEngine<XiangqiState> engine = Engines.create(game, "negascout:depth=3")) {
      SearchResult r = engine.searcher().search(s, SearchLimits.depth(3));
      assertEquals(Score.win(1), r.score());
      s.play(r.bestMove());
      assertTrue(s.isTerminal());
      assertEquals(0, s.outcome().winner());
    }
  }

  @Test
  void coreSearchFindsAMateInTwo() {
    // two chariots against a bare general: a forced win within three plies
    XiangqiState s = game.parsePosition("3k5/9/R8/9/9/9/9/9/1R7/4K4 w - - 0 1");
    try (SearchEngine<XiangqiState> engine = Engines.create(game, "negascout:depth=4")) {
      SearchResult r = engine.searcher().search(s, SearchLimits.depth(4));
      assertTrue(Score.isWin(r.score()), Score.toString(r.score()));
      assertTrue(Score.pliesToEnd(r.score()) <= 3, Score.toString(r.score()));
    }
  }

  @Test
  void selectiveOffWithNullMoveOnSearchesOneTreeWhicheverOptionComesFirst() {
    // selective is a macro: it expands first and nullmove=on wins in either order (before, the later option won)
    long[] nodes = new long[2];
    String[] specs = {"negascout:depth=4,selective=off,nullmove=on", "negascout:depth=4,nullmove=on,selective=off"};
    for (int i = 0; i < 2; i++) {
      EngineSpec spec = EngineSpec.parse(specs[i]);
      assertEquals(Selectivity.NONE.withNullMove(true), Engines.configure(game, spec).search().selectivity());
      try (SearchEngine<XiangqiState> engine = Engines.create(game, spec)) {
        nodes[i] = engine.searcher().search(game.newInitialState(), SearchLimits.depth(4)).nodes();
      }
    }
    assertEquals(nodes[0], nodes[1]);
  }

  @Test
  void everyAlgorithmFindsTheMateInOne() {
    XiangqiState s = game.parsePosition("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1");
    for (String kind : new String[] {"alphabeta", "negascout", "mtdf"}) {
      try (SearchEngine<XiangqiState> engine = Engines.create(game, kind + ":depth=3")) {
        assertEquals(Score.win(1), engine.searcher().search(s, SearchLimits.depth(3)).score(), kind);
      }
    }
  }

  @Test
  void searchmovesAndBanmovesLimitTheRootInsideTheSearch() {
    XiangqiState s = game.parsePosition("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1");
    try (SearchEngine<XiangqiState> engine = Engines.create(game, "negascout:depth=3")) {
      int mate = engine.searcher().search(s, SearchLimits.depth(3)).bestMove();
      SearchResult banned = engine.searcher().search(s, SearchLimits.depth(3).withBannedMoves(mate));
      assertTrue(banned.bestMove() != mate, "played a banned move");
      assertTrue(s.isLegal(banned.bestMove()));
      int quiet = s.parseMove("a8a7");
      SearchResult only = engine.searcher().search(s, SearchLimits.depth(3).withOnlyMoves(quiet));
      assertEquals(quiet, only.bestMove());
    }
  }

  @Test
  void evaluationIsSymmetricForTheSideToMove() {
    XiangqiState s = game.newInitialState();
    int red = game.defaultEvaluator().evaluate(s);
    XiangqiState b = game.parsePosition(XiangqiGame.START_FEN.replace(" w ", " b "));
    assertEquals(red, game.defaultEvaluator().evaluate(b));
  }
}
