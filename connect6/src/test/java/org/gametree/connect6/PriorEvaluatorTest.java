package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

/** The prior evaluation S(p): its decisive values and its scratch kept per thread. */
class PriorEvaluatorTest {
  private final ConnectGame c6 = ConnectGame.connect6();

  @Test
  void priorPrefersTheSideWithThreatsAndSeesLostPositions() {
    PriorEvaluator prior = new PriorEvaluator(c6);
    ConnectState threeThreats = Positions.of(c6, "a5 a6 a7 a8 k5 k6 k7 k8 s10 s11 s12 s13",
        "a4 k4 s14", 1, 2);
    assertEquals(-Score.MAX_EVAL / 2, prior.evaluate(threeThreats));
    ConnectState winNow = Positions.of(c6, "c10 d10 e10 f10", "s1", 0, 2);
    assertEquals(Score.MAX_EVAL / 2, prior.evaluate(winNow));
    ConnectState better = Positions.of(c6, "j10 k10 j11", "a1 s19", 1, 2);
    assertTrue(prior.evaluate(better) < 0);
    assertTrue(Math.abs(prior.evaluate(c6.newInitialState())) <= Score.MAX_EVAL);
  }

  @Test
  void eachSearchThreadGetsItsOwnPrior() {
    PriorEvaluator prior = new PriorEvaluator(c6);
    PriorEvaluator copy = prior.forThread();
    assertTrue(copy != prior, "the prior keeps scratch buffers, so threads must not share it");
    ConnectState s = Positions.of(c6, "j10 k10 j11", "a1 s19", 1, 2);
    assertEquals(prior.evaluate(s), copy.evaluate(s));
  }
}
