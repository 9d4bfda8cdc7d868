package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloStatisticsTest {
  @Test
  void seventyFivePercentScoreIsPlus190point8Elo() {
    EloStatistics s = new EloStatistics(75, 0, 25);
    assertEquals(0.75, s.score(), 1e-12);
    assertEquals(190.8485, s.eloDiff(), 1e-3);
    assertEquals(190.8485, EloStatistics.eloFromScore(0.75), 1e-3);
    assertEquals(-190.8485, EloStatistics.eloFromScore(0.25), 1e-3);
  }

  @Test
  void eloAndScoreAreInverse() {
    for (double elo = -600; elo <= 600; elo += 37.5) {
      assertEquals(elo, EloStatistics.eloFromScore(EloStatistics.scoreFromElo(elo)), 1e-9);
    }
  }

  @Test
  void evenMatchWithDrawsHasKnownIntervalWidths() {
    // 40 wins, 20 draws, 40 losses: per-game variance 0.2, score 0.5 ± 1.96 * sqrt(0.2 / 100) = ± 0.0877
    EloStatistics s = new EloStatistics(40, 20, 40);
    assertEquals(0.2, s.perGameVariance(), 1e-12);
    assertEquals(0.087652, s.scoreError95(), 1e-6);
    assertEquals(0, s.eloDiff(), 1e-9);
    assertEquals(61.5427, s.eloError95(), 1e-3);
    assertEquals(-61.5427, s.eloLow95(), 1e-3);
  }

  @Test
  void drawsNarrowTheIntervalComparedWithDecisiveGames() {
    assertTrue(new EloStatistics(25, 50, 25).eloError95() < new EloStatistics(50, 0, 50).eloError95());
  }

  @Test
  void unevenMatchHasKnownEloAndInterval() {
    EloStatistics s = new EloStatistics(60, 20, 20);
    assertEquals(0.7, s.score(), 1e-12);
    assertEquals(147.1907, s.eloDiff(), 1e-3);
    assertEquals(0.16, s.perGameVariance(), 1e-12);
    assertEquals(66.0134, s.eloError95(), 1e-3);
  }

  @Test
  void losOfSixtyWinsToFortyIsPhiOfTwo() {
    // (w - l) / sqrt(w + l) = 20 / 10 = 2 standard deviations: LOS = Phi(2) = 0.97725
    assertEquals(0.97725, new EloStatistics(60, 7, 40).los(), 1e-5);
    assertEquals(1 - 0.97725, new EloStatistics(40, 0, 60).los(), 1e-5);
  }

  @Test
  void losIsOneHalfWithoutDecisiveGamesOrWithEqualWins() {
    assertEquals(0.5, new EloStatistics(0, 10, 0).los(), 0);
    assertEquals(0.5, new EloStatistics(12, 3, 12).los(), 1e-12);
  }

  @Test
  void perfectScoreHasInfiniteElo() {
    assertEquals(Double.POSITIVE_INFINITY, new EloStatistics(10, 0, 0).eloDiff());
    assertTrue(new MatchResult("a", "b", new EloStatistics(10, 0, 0), null, Sprt.Decision.CONTINUE, 10, 0, 0,
        java.time.Duration.ZERO).toJson().contains("\"eloDiff\":null"));
  }

  @Test
  void plusCountsOneGame() {
    EloStatistics s = new EloStatistics(0, 0, 0).plus(1).plus(0.5).plus(0).plus(1);
    assertEquals(new EloStatistics(2, 1, 1), s);
  }
}
