package org.gametree.core.report;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;

/**
 * A match's statistics after each game, as figures: the score over games with its 95 % interval, and the Elo
 * difference over games with its 95 % interval (engine 1's view, as {@link EloStatistics} computes them). Listen to a
 * match with it ({@link #alongside} keeps the console's progress too), then write {@link #scoreFigure()} and
 * {@link #eloFigure()}. Games recovered from a record file are counted in the first point, which is then past 1.
 */
public final class MatchCurve implements MatchProgress {
  private final List<double[]> points = new ArrayList<>();
  private final String title;

  /** A curve whose figures are titled {@code title} (e.g. the two engines' specs). */
  public MatchCurve(String title) {
    this.title = title;
  }

  /** A listener that tells {@code other} everything, then this curve. */
  public MatchProgress alongside(MatchProgress other) {
    MatchCurve self = this;
    return new MatchProgress() {
      @Override
      public void started(int total, int alreadyDone) {
        other.started(total, alreadyDone);
      }

      @Override
      public void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {
        other.gameFinished(game, stats, done, total, elapsed);
        self.gameFinished(game, stats, done, total, elapsed);
      }

      @Override
      public void finished(MatchResult result) {
        other.finished(result);
      }
    };
  }

  @Override
  public synchronized void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {
    add(stats);
  }

  /** Adds the statistics after one more game (what {@link #gameFinished} does). */
  public synchronized void add(EloStatistics stats) {
    points.add(new double[] {stats.games(), stats.score(), stats.scoreError95(), stats.eloDiff(), stats.eloLow95(),
        stats.eloHigh95()});
  }

  /** Points so far. */
  public synchronized int size() {
    return points.size();
  }

  private synchronized double[] column(int c) {
    double[] v = new double[points.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = points.get(i)[c];
    }
    return v;
  }

  /** Score per game over games, with 95 % error bars, on [0, 1] with a reference line at an even score. */
  public Figure scoreFigure() {
    return Figure.line("Match score: " + title, "games", "score (points per game)").yRange(0, 1).referenceLine(0.5)
        .series("score, 95 % interval", column(0), column(1), column(2)).build();
  }

  /**
   * The Elo difference over games with the ends of its 95 % interval as two more series; an end that is infinite
   * (all games won or lost so far) is a gap.
   */
  public Figure eloFigure() {
    double[] games = column(0);
    return Figure.line("Elo difference: " + title, "games", "Elo difference").referenceLine(0)
        .series("Elo", games, column(3))
        .series("95 % low", games, column(4))
        .series("95 % high", games, column(5)).build();
  }
}
