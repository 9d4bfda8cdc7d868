package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
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
