package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.gametree.core.Evaluator;
import org.gametree.core.ScoreUnit;
import org.junit.jupiter.api.Test;

/** Each shipped Othello evaluator says what it counts, and declaring it changed no value. */
class EvaluatorUnitsTest {
  private static final OthelloGame GAME = new OthelloGame();

  @Test
  void discMarginEvaluatorsCountCentiDiscs() {
    for (String name : new String[] {"default", "bill", "margin", "discs"}) {
      ScoreUnit unit = GAME.evaluator(name).unit();
      assertEquals(BillEvaluator.CENTI_DISCS, unit, name);
      assertEquals(0.56, unit.inPlayerUnits(56), 1e-12, name);
    }
  }

  @Test
  void classifiersCountLogOddsAndTheRestHaveNoPlayersUnit() {
    assertEquals(ScoreUnit.of("log-odds ×1000"), GAME.evaluator("bayes").unit());
    assertEquals(ScoreUnit.of("log-odds ×1000"), GAME.evaluator("linear").unit());
    for (String name : new String[] {"signature", "samuel", "mobility"}) {
      assertFalse(GAME.evaluator(name).unit().hasPlayerUnit(), name);
    }
  }

  @Test
  void theDiscCountStillCountsAHundredADiscAndCopiesKeepTheUnit() {
    OthelloState s = GAME.newInitialState();
    s.play(s.parseMove("d3"));
    Evaluator<OthelloState> discs = GAME.evaluator("discs");
    // after d3 White (to move) has 1 disc against Black's 4
    assertEquals(-300, discs.evaluate(s));
    assertEquals(discs.unit(), discs.forThread().unit());
    assertEquals(BillEvaluator.CENTI_DISCS, GAME.evaluator("margin").forThread().unit());
  }
}
