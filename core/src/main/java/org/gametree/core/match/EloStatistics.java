package org.gametree.core.match;

import org.apache.commons.math3.special.Erf;

/**
 * Match statistics from wins, draws and losses (engine 1's view): score, its 95 % interval from the per-game variance
 * (draws counted as half points, normal approximation), the logistic Elo difference {@code -400 log10(1/s - 1)} with
 * the interval mapped through the same curve, and the likelihood of superiority
 * {@code LOS = ½ (1 + erf((w - l) / sqrt(2 (w + l))))} (draws carry no information about which side is stronger).
 *
 * @param wins games engine 1 won
 * @param draws drawn games
 * @param losses games engine 1 lost
 */
public record EloStatistics(int wins, int draws, int losses) {
  /** The two-sided 95 % normal quantile. */
  public static final double Z95 = 1.959963984540054;

  /** Refuses negative counts. */
  public EloStatistics {
    if (wins < 0 || draws < 0 || losses < 0) {
      throw new IllegalArgumentException("counts must be >= 0: " + wins + "/" + draws + "/" + losses);
    }
  }

  /** Games counted. */
  public int games() {
    return wins + draws + losses;
  }

  /** Points per game, in [0, 1]; 0.5 with no games. */
  public double score() {
    int n = games();
    return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
  }

  /** The variance of one game's points around {@link #score()}. */
  public double perGameVariance() {
    int n = games();
    if (n == 0) {
      return 0;
    }
    double s = score();
    return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
  }

  /** Half the width of the 95 % interval of the score. */
  public double scoreError95() {
    int n = games();
    return n == 0 ? 0.5 : Z95 * Math.sqrt(perGameVariance() / n);
  }

  /** The logistic Elo difference of a score: {@code -400 log10(1/s - 1)}; ±infinity at 0 and 1. */
  public static double eloFromScore(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  /** The expected score of an Elo difference: {@code 1 / (1 + 10^(-elo/400))}. */
  public static double scoreFromElo(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /** Engine 1's Elo advantage. */
  public double eloDiff() {
    return eloFromScore(score());
  }

  /** Lower end of the 95 % Elo interval. */
  public double eloLow95() {
    return eloFromScore(score() - scoreError95());
  }

  /** Upper end of the 95 % Elo interval. */
  public double eloHigh95() {
    return eloFromScore(score() + scoreError95());
  }

  /** Half the width of the 95 % Elo interval (infinite when the interval reaches a 0 or 100 % score). */
  public double eloError95() {
    double half = (eloHigh95() - eloLow95()) / 2;
    return Double.isNaN(half) ? Double.POSITIVE_INFINITY : half;
  }

  /** Likelihood that engine 1 is the stronger: ½ when no game was decisive. */
  public double los() {
    int decisive = wins + losses;
    if (decisive == 0) {
      return 0.5;
    }
    return 0.5 * (1 + Erf.erf((wins - losses) / Math.sqrt(2.0 * decisive)));
  }

  /** These counts with one more game's points for engine 1 (1, ½ or 0). */
  public EloStatistics plus(double points) {
    if (points == 1) {
      return new EloStatistics(wins + 1, draws, losses);
    }
    if (points == 0) {
      return new EloStatistics(wins, draws, losses + 1);
    }
    return new EloStatistics(wins, draws + 1, losses);
  }
}
