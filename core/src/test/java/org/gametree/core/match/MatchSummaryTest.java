package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class MatchSummaryTest {
  private static String summary(int wins, int draws, int losses) {
    return new MatchResult("a", "b", new EloStatistics(wins, draws, losses), null, Sprt.Decision.CONTINUE,
        wins + draws + losses, 0, 0, Duration.ZERO).summary();
  }

  @Test
  void tooFewGamesSayNoIntervalInsteadOfInfinity() {
    for (String s : new String[] {summary(1, 0, 0), summary(2, 0, 0), summary(0, 1, 0), summary(6, 0, 2)}) {
      assertFalse(s.contains("± inf") || s.contains("± nan") || s.contains("± 0.0%"), s);
      assertTrue(s.contains("too few games for an interval"), s);
      assertFalse(ProgressPrinter.standing(new EloStatistics(1, 0, 0)).contains("inf ±"));
    }
  }

  @Test
  void enoughGamesKeepTheirIntervals() {
    String s = summary(6, 4, 5);
    assertTrue(s.matches("(?s).*score [0-9.]+% ± [0-9.]+%.*Elo difference [-+][0-9.]+ ± [0-9.]+ \\(95%\\).*"), s);
  }
}
