package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SprtTest {
  @Test
  void boundsForFivePercentErrorsAreMinusAndPlus2point944() {
    Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
    assertEquals(Math.log(19), sprt.upperBound(), 1e-12);
    assertEquals(2.944439, sprt.upperBound(), 1e-6);
    assertEquals(-2.944439, sprt.lowerBound(), 1e-6);
  }

  @Test
  void asymmetricErrorRatesGiveWaldBounds() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.10);
    assertEquals(Math.log(0.90 / 0.05), sprt.upperBound(), 1e-12);
    assertEquals(Math.log(0.10 / 0.95), sprt.lowerBound(), 1e-12);
  }

  @Test
  void llrOfKnownResultMatchesTheNormalApproximation() {
    // 60/20/20: s = 0.7, var = 0.16; s0 = 0.5, s1 = 1/(1+10^(-10/400)) = 0.514388
    // LLR = 100 * 0.014388 * (1.4 - 1.014388) / 0.32 = 1.73371
    Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
    assertEquals(1.73371, sprt.llr(new EloStatistics(60, 20, 20)), 1e-5);
    assertEquals(Sprt.Decision.CONTINUE, sprt.decide(new EloStatistics(60, 20, 20)));
  }

  @Test
  void decidesH1ForAClearlyStrongerEngineAndH0ForAWeakerOne() {
    Sprt sprt = new Sprt(0, 50, 0.05, 0.05);
    assertEquals(Sprt.Decision.H1, sprt.decide(new EloStatistics(80, 10, 20)));
    assertEquals(Sprt.Decision.H0, sprt.decide(new EloStatistics(30, 10, 60)));
  }

  @Test
  void noGamesOrNoVarianceGivesZeroLlr() {
    Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
    assertEquals(0, sprt.llr(new EloStatistics(0, 0, 0)));
    assertEquals(0, sprt.llr(new EloStatistics(0, 5, 0)));
  }

  @Test
  void parsesTwoOrFourNumbersAndRejectsTheRest() {
    assertEquals(new Sprt(0, 10, 0.05, 0.05), Sprt.parse("0,10"));
    assertEquals(new Sprt(-5, 5, 0.1, 0.2), Sprt.parse("-5, 5, 0.1, 0.2"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("10,0"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("x,1"));
  }
}
