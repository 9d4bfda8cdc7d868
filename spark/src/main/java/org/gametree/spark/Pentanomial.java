package org.gametree.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.gametree.core.match.EloStatistics;

/**
 * Pentanomial statistics of a match played in game pairs (each opening once with each colour): the five counts of
 * engine 1's points over a pair, 0, ½, 1, 1½ or 2. The two games of a pair share an opening, so their results are
 * correlated; the variance of pair scores accounts for that and gives a tighter, honest interval than counting games
 * one by one (the trinomial {@link EloStatistics}). Score and Elo are per game: {@code s = Σ n_k · k/4 / N}, the
 * interval {@code s ± 1.96 · sqrt(var / N)} with {@code var = Σ n_k (k/4 − s)² / N} over the {@code N} pairs, and the
 * Elo interval that interval mapped through {@link EloStatistics#eloFromScore}. Pairs missing a game are left out.
 *
 * @param counts pairs by engine 1's points over the pair in half points: {@code counts[k]} pairs scored {@code k/2}
 */
public record Pentanomial(long[] counts) {
  public Pentanomial {
    if (counts.length != 5) {
      throw new IllegalArgumentException("five counts, not " + counts.length);
    }
    counts = counts.clone();
  }

  /** Counts from each complete pair's points (two games, each 0, ½ or 1, for engine 1). */
  public static Pentanomial of(Iterable<double[]> pairs) {
    long[] c = new long[5];
    for (double[] p : pairs) {
      c[(int) Math.round(2 * (p[0] + p[1]))]++;
    }
    return new Pentanomial(c);
  }

  /** Complete pairs counted. */
  public long pairs() {
    long n = 0;
    for (long c : counts) {
      n += c;
    }
    return n;
  }

  /** Engine 1's points per game over the complete pairs; ½ without any. */
  public double score() {
    long n = pairs();
    if (n == 0) {
      return 0.5;
    }
    double s = 0;
    for (int k = 0; k < 5; k++) {
      s += counts[k] * (k / 4.0);
    }
    return s / n;
  }

  /** The variance of one pair's per-game score around {@link #score()}. */
  public double perPairVariance() {
    long n = pairs();
    if (n == 0) {
      return 0;
    }
    double s = score();
    double v = 0;
    for (int k = 0; k < 5; k++) {
      double d = k / 4.0 - s;
      v += counts[k] * d * d;
    }
    return v / n;
  }

  /** Half the width of the 95 % interval of the score. */
  public double scoreError95() {
    long n = pairs();
    return n == 0 ? 0.5 : EloStatistics.Z95 * Math.sqrt(perPairVariance() / n);
  }

  /** Engine 1's Elo advantage. */
  public double eloDiff() {
    return EloStatistics.eloFromScore(score());
  }

  /** Half the width of the 95 % Elo interval (infinite when it reaches a 0 or 100 % score). */
  public double eloError95() {
    double low = EloStatistics.eloFromScore(score() - scoreError95());
    double high = EloStatistics.eloFromScore(score() + scoreError95());
    double half = (high - low) / 2;
    return Double.isNaN(half) ? Double.POSITIVE_INFINITY : half;
  }

  /** The JSON object: {@code {pairs, counts, score, scoreError95, eloDiff, eloError95}}. */
  public Map<String, Object> toJsonMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("pairs", pairs());
    m.put("counts", java.util.Arrays.stream(counts).boxed().toList());
    m.put("score", round(score(), 4));
    m.put("scoreError95", round(scoreError95(), 4));
    m.put("eloDiff", round(eloDiff(), 1));
    m.put("eloError95", round(eloError95(), 1));
    return m;
  }

  /** One human line. */
  public String summary() {
    return String.format("pentanomial %s over %d pairs: score %.1f%% ± %.1f%%, Elo %s ± %s", java.util.Arrays.toString(
        counts), pairs(), 100 * score(), 100 * scoreError95(), fmt(eloDiff()), fmt(eloError95()).replace("+", ""));
  }

  private static String fmt(double elo) {
    return Double.isInfinite(elo) || Double.isNaN(elo) ? (elo > 0 ? "+inf" : elo < 0 ? "-inf" : "nan")
        : String.format("%+.1f", elo);
  }

  private static Double round(double v, int digits) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return null;
    }
    double f = Math.pow(10, digits);
    return Math.round(v * f) / f;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Pentanomial p && java.util.Arrays.equals(counts, p.counts);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(counts);
  }

  @Override
  public String toString() {
    return "Pentanomial" + java.util.Arrays.toString(counts);
  }
}
