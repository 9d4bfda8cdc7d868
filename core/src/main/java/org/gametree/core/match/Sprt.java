package org.gametree.core.match;

/**
 * Sequential probability ratio test between H0: Elo = {@code elo0} and H1: Elo = {@code elo1} under the logistic Elo
 * model, with the generalised SPRT's normal approximation of the log-likelihood ratio over trinomial (win, draw, loss)
 * outcomes (Michel Van den Bergh's derivation, as used by Fishtest for logistic bounds):
 * {@code LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)}, where {@code s0, s1} are the scores the two hypotheses predict,
 * {@code s} the observed score and {@code var} the per-game variance. The test accepts H1 when {@code LLR >= ln((1 -
 * beta) / alpha)} and H0 when {@code LLR <= ln(beta / (1 - alpha))}.
 *
 * @param elo0 Elo difference of the null hypothesis
 * @param elo1 Elo difference of the alternative
 * @param alpha false-positive rate
 * @param beta false-negative rate
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
  /** What the test says so far. */
  public enum Decision {
    /** Not enough evidence yet. */
    CONTINUE,
    /** Accept H1: engine 1 is at least {@code elo1} stronger. */
    H1,
    /** Accept H0: engine 1 is at most {@code elo0} stronger. */
    H0
  }

  /** Checks the hypotheses and error rates. */
  public Sprt {
    if (!(elo0 < elo1)) {
      throw new IllegalArgumentException("SPRT needs elo0 < elo1: " + elo0 + ", " + elo1);
    }
    if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
      throw new IllegalArgumentException("SPRT alpha and beta must be in (0, 0.5): " + alpha + ", " + beta);
    }
  }

  /** Parses {@code elo0,elo1[,alpha,beta]} (alpha and beta default to 0.05). */
  public static Sprt parse(String text) {
    String[] p = text.split(",");
    try {
      if (p.length == 2) {
        return new Sprt(Double.parseDouble(p[0].strip()), Double.parseDouble(p[1].strip()), 0.05, 0.05);
      }
      if (p.length == 4) {
        return new Sprt(Double.parseDouble(p[0].strip()), Double.parseDouble(p[1].strip()),
            Double.parseDouble(p[2].strip()), Double.parseDouble(p[3].strip()));
      }
    } catch (NumberFormatException e) {
      // fall through to the error below
    }
    throw new IllegalArgumentException("SPRT must be elo0,elo1[,alpha,beta], got '" + text + "'");
  }

  /** The LLR at which H1 is accepted: {@code ln((1 - beta) / alpha)}. */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /** The LLR at which H0 is accepted: {@code ln(beta / (1 - alpha))}. */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /** The log-likelihood ratio of H1 against H0 for these results; 0 while the variance is 0. */
  public double llr(EloStatistics stats) {
    double var = stats.perGameVariance();
    if (stats.games() == 0 || var <= 0) {
      return 0;
    }
    double s0 = EloStatistics.scoreFromElo(elo0);
    double s1 = EloStatistics.scoreFromElo(elo1);
    return stats.games() * (s1 - s0) * (2 * stats.score() - s0 - s1) / (2 * var);
  }

  /** The decision for these results. */
  public Decision decide(EloStatistics stats) {
    double llr = llr(stats);
    if (llr >= upperBound()) {
      return Decision.H1;
    }
    if (llr <= lowerBound()) {
      return Decision.H0;
    }
    return Decision.CONTINUE;
  }

  @Override
  public String toString() {
    return "SPRT(elo0=" + elo0 + ", elo1=" + elo1 + ", alpha=" + alpha + ", beta=" + beta + ")";
  }
}
