package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.match.EloStatistics;
import org.junit.jupiter.api.Test;

class PentanomialTest {
  @Test
  void countsPairsByTheirPoints() {
    Pentanomial p = Pentanomial.of(List.of(new double[] {1, 1}, new double[] {1, 0.5}, new double[] {0, 1},
        new double[] {0.5, 0.5}, new double[] {0, 0}, new double[] {1, 0}));
    assertEquals(new Pentanomial(new long[] {1, 0, 3, 1, 1}), p);
    assertEquals(6, p.pairs());
    // points 0 + 3 + 1.5 + 2 = 6.5 of 12 games
    assertEquals(6.5 / 12, p.score(), 1e-15);
    double s = 6.5 / 12;
    double var = (Math.pow(0 - s, 2) + 3 * Math.pow(0.5 - s, 2) + Math.pow(0.75 - s, 2) + Math.pow(1 - s, 2)) / 6;
    assertEquals(var, p.perPairVariance(), 1e-15);
    assertEquals(EloStatistics.Z95 * Math.sqrt(var / 6), p.scoreError95(), 1e-15);
    assertEquals(EloStatistics.eloFromScore(s), p.eloDiff(), 1e-12);
  }

  @Test
  void correlatedPairsGiveATighterIntervalThanGamesCountedAlone() {
    // Each opening is won by whoever has the good side: 1-0 pairs; a trinomial count sees 50 % of noisy games.
    Pentanomial p = new Pentanomial(new long[] {0, 0, 50, 0, 0});
    EloStatistics t = new EloStatistics(50, 0, 50);
    assertEquals(t.score(), p.score(), 0);
    assertEquals(0, p.scoreError95(), 0);
    assertTrue(t.scoreError95() > 0.09);
    assertEquals(0, p.eloError95(), 1e-9);
    assertEquals(Double.POSITIVE_INFINITY, new Pentanomial(new long[] {0, 0, 0, 0, 3}).eloError95());
  }
}
