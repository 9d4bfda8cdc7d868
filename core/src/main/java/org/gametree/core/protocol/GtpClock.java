package org.gametree.core.protocol;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TimeControl;

/**
 * The clock GTP's {@code time_settings}, {@code kgs-time_settings} and {@code time_left} give, turned into a
 * {@link TimeControl} for the search (which decides the time of the move; see {@link TimeControl#budget()}). GTP's
 * byo-yomi is Canadian (stones per period); {@code kgs-time_settings byoyomi} is Japanese (periods of one move). Values
 * are checked where they come in ({@link #settings(List)}, {@link #kgsSettings(List)}, {@link #left(int, List)}:
 * finite, not negative, at most {@link #MAX_SECONDS} seconds and {@link #MAX_STONES} stones), so no arithmetic on
 * client numbers can give an empty or negative budget. Immutable: a command that fails changes nothing.
 *
 * @param mainTime main time in seconds, or -1 before {@code time_settings}
 * @param byoTime byo-yomi period in seconds
 * @param byoStones stones per Canadian byo-yomi period (0 with a period and no Japanese periods: no limit)
 * @param byoPeriods Japanese byo-yomi periods (0: Canadian or none)
 * @param timeLeft per colour, the seconds {@code time_left} last gave, or -1
 * @param stonesLeft per colour, the stones (Japanese: periods) {@code time_left} last gave
 */
public record GtpClock(double mainTime, double byoTime, int byoStones, int byoPeriods, double[] timeLeft,
    int[] stonesLeft) {
  /** The most seconds any time value may hold (about 11.5 days). */
  public static final double MAX_SECONDS = 1e6;
  /** The most stones a byo-yomi period may hold. */
  public static final int MAX_STONES = 1_000_000;

  /** No time settings: the engine spec's own limits apply. */
  public static GtpClock none() {
    return new GtpClock(-1, 0, 0, 0, new double[] {-1, -1}, new int[] {0, 0});
  }

  /** Copies the per-colour arrays. */
  public GtpClock {
    timeLeft = timeLeft.clone();
    stonesLeft = stonesLeft.clone();
  }

  /** The arguments of {@code time_settings M B S}, checked; a {@link GtpEngine.GtpError} naming a bad one. */
  public GtpClock settings(List<String> args) {
    GtpEngine.requireArgs(args, 3);
    return settings(GtpEngine.number(args.get(0), 0, MAX_SECONDS), GtpEngine.number(args.get(1), 0, MAX_SECONDS),
        GtpEngine.integer(args.get(2), 0, MAX_STONES));
  }

  /**
   * The arguments of {@code kgs-time_settings none | absolute M | byoyomi M T P | canadian M T S}, checked: none is
   * no limit, absolute sudden death, byoyomi P Japanese periods of T seconds, canadian S stones in T seconds.
   */
  public GtpClock kgsSettings(List<String> args) {
    if (args.isEmpty()) {
      throw new GtpEngine.GtpError("syntax error");
    }
    switch (args.get(0)) {
      case "none":
        GtpEngine.requireArgs(args, 1);
        return settings(0, 1, 0); // GTP's "byo-yomi without stones": no limit
      case "absolute":
        GtpEngine.requireArgs(args, 2);
        return settings(GtpEngine.number(args.get(1), 0, MAX_SECONDS), 0, 0);
      case "byoyomi": {
        GtpEngine.requireArgs(args, 4);
        double main = GtpEngine.number(args.get(1), 0, MAX_SECONDS);
        double period = GtpEngine.number(args.get(2), 0, MAX_SECONDS);
        int periods = GtpEngine.integer(args.get(3), 1, MAX_STONES);
        return new GtpClock(main, period, 0, periods, new double[] {-1, -1}, new int[] {0, 0});
      }
      case "canadian":
        GtpEngine.requireArgs(args, 4);
        return settings(GtpEngine.number(args.get(1), 0, MAX_SECONDS), GtpEngine.number(args.get(2), 0, MAX_SECONDS),
            GtpEngine.integer(args.get(3), 1, MAX_STONES));
      default:
        throw new GtpEngine.GtpError("syntax error: unknown time system '" + GtpEngine.quote(args.get(0)) + "'");
    }
  }

  /** The time and stones of {@code time_left C T S} (the colour already read), checked. */
  public GtpClock left(int colour, List<String> timeAndStones) {
    if (timeAndStones.size() != 2) {
      throw new GtpEngine.GtpError("syntax error");
    }
    return left(colour, GtpEngine.number(timeAndStones.get(0), 0, MAX_SECONDS),
        GtpEngine.integer(timeAndStones.get(1), 0, MAX_STONES));
  }

  /** {@code time_settings main byo stones} (already checked): clears what {@code time_left} said. */
  public GtpClock settings(double main, double byo, int stones) {
    return new GtpClock(main, byo, stones, 0, new double[] {-1, -1}, new int[] {0, 0});
  }

  /** {@code time_left colour seconds stones} (already checked). */
  public GtpClock left(int colour, double seconds, int stones) {
    double[] t = timeLeft.clone();
    int[] s = stonesLeft.clone();
    t[colour] = seconds;
    s[colour] = stones;
    return new GtpClock(mainTime, byoTime, byoStones, byoPeriods, t, s);
  }

  /**
   * The clock of {@code colour} with {@code emptyPoints} empty points left (the game is expected to last
   * {@code max(10, emptyPoints / 2)} more moves of this side), or null when no time was set or byo-yomi without
   * stones means no limit.
   */
  public TimeControl timeControl(int colour, int emptyPoints) {
    boolean noLimit = byoTime > 0 && byoStones == 0 && byoPeriods == 0;
    if ((mainTime < 0 && timeLeft[colour] < 0) || noLimit) {
      return null;
    }
    boolean told = timeLeft[colour] >= 0;
    double left = told ? timeLeft[colour] : mainTime;
    int stones = told ? stonesLeft[colour] : 0;
    TimeControl tc;
    if (stones > 0) { // in byo-yomi: the time left is the current period's
      tc = TimeControl.clock(Duration.ZERO, Duration.ZERO, 0);
      tc = byoPeriods > 0 ? tc.withByoYomi(stones, seconds(left)) : tc.withCanadian(seconds(left), stones);
    } else {
      tc = TimeControl.clock(seconds(left), Duration.ZERO, 0);
      if (byoTime > 0) {
        tc = byoPeriods > 0 ? tc.withByoYomi(byoPeriods, seconds(byoTime))
            : tc.withCanadian(seconds(byoTime), byoStones);
      }
    }
    return tc.withExpectedMoves(Math.max(10, emptyPoints / 2));
  }

  /**
   * The limits for one move of {@code colour} with {@code emptyPoints} empty points left: the {@link #timeControl}
   * alone if there is one (the clock replaces the engine spec's limits), else {@code engineLimits}.
   */
  public SearchLimits limits(int colour, int emptyPoints, SearchLimits engineLimits) {
    TimeControl tc = timeControl(colour, emptyPoints);
    return tc == null ? engineLimits : SearchLimits.infinite().withTimeControl(tc);
  }

  private static Duration seconds(double s) {
    return Duration.ofNanos(Math.round(Math.min(s, MAX_SECONDS) * 1e9));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GtpClock c && c.mainTime == mainTime && c.byoTime == byoTime && c.byoStones == byoStones
        && c.byoPeriods == byoPeriods && Arrays.equals(c.timeLeft, timeLeft) && Arrays.equals(c.stonesLeft, stonesLeft);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(timeLeft) * 31 + Arrays.hashCode(stonesLeft) + Double.hashCode(mainTime) + byoPeriods;
  }

  @Override
  public String toString() {
    return "main " + mainTime + " byo " + byoTime + "/" + byoStones + (byoPeriods > 0 ? " x" + byoPeriods : "")
        + " left " + Arrays.toString(timeLeft) + " " + Arrays.toString(stonesLeft);
  }
}
