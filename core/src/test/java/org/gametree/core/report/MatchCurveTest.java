package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.junit.jupiter.api.Test;

/** A match's curve holds the statistics after each game, and its figures show them. */
class MatchCurveTest {
  @Test
  void scoreAndEloFollowTheGamesWithTheirIntervals() {
    MatchCurve curve = new MatchCurve("a vs b");
    EloStatistics s = new EloStatistics(0, 0, 0);
    for (double points : new double[] {1, 0.5, 0, 1}) {
      s = s.plus(points);
      curve.add(s);
    }
    Figure score = curve.scoreFigure();
    assertEquals(1, score.series().size());
    assertArrayEquals(new double[] {1, 2, 3, 4}, score.series().get(0).x());
    assertArrayEquals(new double[] {1, 0.75, 0.5, 0.625}, score.series().get(0).y(), 1e-12);
    assertEquals(s.scoreError95(), score.series().get(0).error()[3], 1e-12);
    assertEquals(0.5, score.referenceY());

    Figure elo = curve.eloFigure();
    assertEquals(3, elo.series().size(), "Elo and the two ends of its interval");
    double[] mid = elo.series().get(0).y();
    double[] low = elo.series().get(1).y();
    double[] high = elo.series().get(2).y();
    assertEquals(Double.POSITIVE_INFINITY, mid[0], "one win: the Elo is infinite, drawn as a gap");
    assertEquals(s.eloDiff(), mid[3], 1e-9);
    assertTrue(low[3] < mid[3] && mid[3] < high[3]);
    assertEquals(s.eloLow95(), low[3], 1e-9);
  }

  @Test
  void alongsideTellsTheOtherListenerAndRecordsEachGame() {
    List<Integer> seen = new ArrayList<>();
    MatchProgress other = new MatchProgress() {
      @Override
      public void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {
        seen.add(done);
      }
    };
    MatchCurve curve = new MatchCurve("t");
    MatchProgress both = curve.alongside(other);
    both.gameFinished(null, new EloStatistics(1, 0, 0), 1, 2, Duration.ZERO);
    both.gameFinished(null, new EloStatistics(1, 0, 1), 2, 2, Duration.ZERO);
    assertEquals(List.of(1, 2), seen);
    assertEquals(2, curve.size());
    assertArrayEquals(new double[] {1, 0.5}, curve.scoreFigure().series().get(0).y());
  }
}
