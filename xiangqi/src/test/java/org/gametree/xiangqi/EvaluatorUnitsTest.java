package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.core.Games;
import org.gametree.core.search.SearchScore;
import org.junit.jupiter.api.Test;

/** Every shipped Xiangqi evaluator counts centipawns, so a score reads in pawns for Red or Black. */
class EvaluatorUnitsTest {
  @Test
  void everyShippedEvaluatorCountsCentipawns() {
    XiangqiGame game = (XiangqiGame) Games.byId("xiangqi");
    for (String name : game.evaluatorNames()) {
      assertEquals(XiangqiEvaluator.CENTIPAWNS, game.evaluator(name).unit(), name);
    }
    assertEquals("Red +1.30 pawns", new SearchScore.Heuristic(130, XiangqiEvaluator.CENTIPAWNS).describe("Red"));
  }
}
