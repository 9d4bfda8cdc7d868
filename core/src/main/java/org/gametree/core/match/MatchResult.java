package org.gametree.core.match;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A match's outcome from engine 1's side.
 *
 * @param engine1 engine 1's spec
 * @param engine2 engine 2's spec
 * @param stats wins, draws and losses with score, Elo and LOS
 * @param sprt the SPRT settings, or null
 * @param decision the SPRT decision ({@link Sprt.Decision#CONTINUE} without one or if undecided)
 * @param requested the games asked for
 * @param resumed games recovered from the record file
 * @param forfeits games lost by a player failure (crash, silence, illegal move)
 * @param elapsed wall time of this run
 */
public record MatchResult(
    String engine1,
    String engine2,
    EloStatistics stats,
    Sprt sprt,
    Sprt.Decision decision,
    int requested,
    int resumed,
    int forfeits,
    Duration elapsed) {

  /** The {@code --json} object: the documented {@code games, wins, draws, losses, score, eloDiff, eloError95} + extras. */
  public Map<String, Object> toJsonMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("games", stats.games());
    m.put("wins", stats.wins());
    m.put("draws", stats.draws());
    m.put("losses", stats.losses());
    m.put("score", round(stats.score(), 4));
    m.put("eloDiff", round(stats.eloDiff(), 1));
    m.put("eloError95", round(stats.eloError95(), 1));
    m.put("scoreError95", round(stats.scoreError95(), 4));
    m.put("los", round(stats.los(), 4));
    m.put("engine1", engine1);
    m.put("engine2", engine2);
    m.put("requested", requested);
    m.put("resumed", resumed);
    m.put("forfeits", forfeits);
    if (sprt != null) {
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("elo0", sprt.elo0());
      s.put("elo1", sprt.elo1());
      s.put("alpha", sprt.alpha());
      s.put("beta", sprt.beta());
      s.put("llr", round(sprt.llr(stats), 3));
      s.put("lowerBound", round(sprt.lowerBound(), 3));
      s.put("upperBound", round(sprt.upperBound(), 3));
      s.put("decision", decision.name());
      m.put("sprt", s);
    }
    m.put("millis", elapsed.toMillis());
    return m;
  }

  /** The {@code --json} object on one line (infinite Elo values print as null). */
  public String toJson() {
    return Json.toJson(toJsonMap());
  }

  /** A few human lines. */
  public String summary() {
    StringBuilder b = new StringBuilder();
    b.append(String.format("%s vs %s: %d game%s, +%d =%d -%d, score %.1f%%%s%n", engine1, engine2,
        stats.games(), stats.games() == 1 ? "" : "s", stats.wins(), stats.draws(), stats.losses(),
        100 * stats.score(), usable(stats.scoreError95()) ? String.format(" ± %.1f%%", 100 * stats.scoreError95())
            : ""));
    b.append(String.format("Elo difference %s, LOS %.1f%%", elo(stats), 100 * stats.los()));
    if (forfeits > 0) {
      b.append(String.format(", %d forfeits", forfeits));
    }
    if (sprt != null) {
      b.append(String.format("%n%s: LLR %.2f (%.2f, %.2f) %s", sprt, sprt.llr(stats), sprt.lowerBound(),
          sprt.upperBound(), decision == Sprt.Decision.CONTINUE ? "undecided" : "accepts " + decision));
    }
    return b.toString();
  }

  /**
   * The Elo difference with its 95 % interval, {@code +29.0 ± 120.3 (95%)}, or with {@code (too few games for an
   * interval)} where the interval is infinite, undefined or of zero width (one game, or one result every game so far).
   */
  static String elo(EloStatistics stats) {
    return fmt(stats.eloDiff()) + (usable(stats.eloError95())
        ? " ± " + fmt(stats.eloError95()).replace("+", "") + " (95%)" : " (too few games for an interval)");
  }

  private static boolean usable(double error) {
    return error > 0 && Double.isFinite(error);
  }

  static String fmt(double elo) {
    if (Double.isInfinite(elo) || Double.isNaN(elo)) {
      return elo > 0 ? "+inf" : elo < 0 ? "-inf" : "nan";
    }
    return String.format("%+.1f", elo + 0.0); // + 0.0: no "-0.0"
  }

  private static Double round(double v, int digits) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return null;
    }
    double f = Math.pow(10, digits);
    return Math.round(v * f) / f;
  }
}
