package org.gametree.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gametree.core.Score;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.testkit.Positions;
import org.junit.jupiter.api.Test;

/** Game-specific properties on reachable positions from the testkit, and the embedding guide's search. */
class ConnectFourPropertiesTest {
  private final ConnectFourGame game = new ConnectFourGame();

  @Provide
  Arbitrary<ConnectFourState> positions() {
    return Positions.reachable(new ConnectFourGame(), 30);
  }

  @Property(tries = 50)
  void evaluationIsBoundedAndFromTheMoversView(@ForAll("positions") ConnectFourState s) {
    int value = new ConnectFourEvaluator().evaluate(s);
    assertTrue(Math.abs(value) <= Score.MAX_EVAL);
    ConnectFourState mirrored = game.parsePosition(game.formatPosition(s));
    assertEquals(value, new ConnectFourEvaluator().evaluate(mirrored), "same position, same value");
  }

  @Property(tries = 50)
  void plyCountIsTheNumberOfStones(@ForAll("positions") ConnectFourState s) {
    assertEquals(s.plyCount(), Long.bitCount(s.stones(0)) + Long.bitCount(s.stones(1)));
  }

  @Test
  void searchFromTheGuideFindsTheImmediateWin() {
    ConnectFourState root = game.parsePosition("121212");
    try (Searcher<ConnectFourState> searcher =
        Search.builder(game).algorithm(Algorithm.NEGASCOUT).hashMegabytes(1).build()) {
      SearchResult result = searcher.search(root, SearchLimits.depth(4).withTime(Duration.ofSeconds(5)));
      assertEquals("1", root.moveToString(result.bestMove()));
      assertTrue(Score.isWin(result.score()));
      assertEquals(1, Score.pliesToEnd(result.score()));
    }
  }
}
