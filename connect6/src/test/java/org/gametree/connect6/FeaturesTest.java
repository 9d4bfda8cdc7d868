package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

class FeaturesTest {
  private final ConnectGame c6 = ConnectGame.connect6();

  @Test
  void extractorHas32NamedInputsSixteenPerSide() {
    ConnectFeatures f = new ConnectFeatures(c6);
    assertEquals(32, f.dimension());
    assertEquals(32, f.names().size());
    assertEquals("me.need1", f.names().get(0));
    assertEquals("op.crossings", f.names().get(31));
  }

  @Test
  void liveFourFeaturesCountWindowsThreatsAndSquares() {
    // White to move; black has c10 d10 e10 f10 on an open row.
    ConnectState s = ThreatsTest.position(c6, "c10 d10 e10 f10", "s1", 1, 2);
    double[] out = new double[32];
    new ConnectFeatures(c6).extract(s, out);
    int op = ConnectFeatures.PER_SIDE;
    assertEquals(0, out[op + 0]); // no window missing one
    assertEquals(3, out[op + 1]); // a-f, b-g, c-h miss two
    assertEquals(1, out[op + 2]); // d-i misses three (e-j misses four)
    assertEquals(1, out[op + 3]);
    assertEquals(2, out[op + 6]); // live four = two threats
    assertEquals(4, out[op + 7]); // threat squares a b g h
    assertEquals(4, out[op + 10]);
    assertEquals(4, out[op + 12]);
    assertEquals(1, out[14]);
    assertEquals(0, out[op + 14]);
    assertEquals(1, out[10]);
  }

  @Test
  void priorPrefersTheSideWithThreatsAndSeesLostPositions() {
    PriorEvaluator prior = new PriorEvaluator(c6);
    ConnectState threeThreats = ThreatsTest.position(c6, "a5 a6 a7 a8 k5 k6 k7 k8 s10 s11 s12 s13",
        "a4 k4 s14", 1, 2);
    assertEquals(-Score.MAX_EVAL / 2, prior.evaluate(threeThreats));
    ConnectState winNow = ThreatsTest.position(c6, "c10 d10 e10 f10", "s1", 0, 2);
    assertEquals(Score.MAX_EVAL / 2, prior.evaluate(winNow));
    ConnectState better = ThreatsTest.position(c6, "j10 k10 j11", "a1 s19", 1, 2);
    assertTrue(prior.evaluate(better) < 0);
    assertTrue(Math.abs(prior.evaluate(c6.newInitialState())) <= Score.MAX_EVAL);
  }

  @Test
  void eachSearchThreadGetsItsOwnPrior() {
    PriorEvaluator prior = new PriorEvaluator(c6);
    PriorEvaluator copy = prior.forThread();
    assertTrue(copy != prior, "the prior keeps scratch buffers, so threads must not share it");
    ConnectState s = ThreatsTest.position(c6, "j10 k10 j11", "a1 s19", 1, 2);
    assertEquals(prior.evaluate(s), copy.evaluate(s));
  }
}
