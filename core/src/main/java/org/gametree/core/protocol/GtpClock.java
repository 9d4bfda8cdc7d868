package org.gametree.core.protocol;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.gametree.core.search.SearchLimits;

/**
 * The time GTP's {@code time_settings} and {@code time_left} give, turned into a time for one move. Values are
 * checked where they come in ({@link #settings(List)}, {@link #left(int, List)}: finite, not negative, at most
 * {@link #MAX_SECONDS} seconds and {@link #MAX_STONES} stones), and the time per move is clamped to
 * 50 ms .. {@link #MAX_SECONDS} seconds, so no arithmetic on client numbers can give an empty or negative budget.
 * Immutable: a command that fails changes nothing.
 *
 * @param mainTime main time in seconds, or -1 before {@code time_settings}
 * @param byoTime byo-yomi period in seconds
 * @param byoStones stones per byo-yomi period (0 with a period: no limit)
 * @param timeLeft per colour, the seconds {@code time_left} last gave, or -1
 * @param stonesLeft per colour, the stones {@code time_left} last gave
 */
public record GtpClock(double mainTime, double byoTime, int byoStones, double[] timeLeft, int[] stonesLeft) {
  /** The most seconds any time value may hold (about 11.5 days). */
  public static final double MAX_SECONDS = 1e6;
  /** The most stones a byo-yomi period may hold. */
  public static final int MAX_STONES = 1_000_000;

  /** No time settings: the engine spec's own limits apply. */
  public static GtpClock none() {
    return new GtpClock(-1, 0, 0, new double[] {-1, -1}, new int[] {0, 0});
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
    return new GtpClock(main, byo, stones, new double[] {-1, -1}, new int[] {0, 0});
  }

  /** {@code time_left colour seconds stones} (already checked). */
  public GtpClock left(int colour, double seconds, int stones) {
    double[] t = timeLeft.clone();
    int[] s = stonesLeft.clone();
    t[colour] = seconds;
    s[colour] = stones;
    return new GtpClock(mainTime, byoTime, byoStones, t, s);
  }

  /**
   * The limits for one move of {@code colour} with {@code emptyPoints} empty points left (main time is shared over
   * {@code max(10, emptyPoints / 2)} moves), or {@code engineLimits} when no time was set or byo-yomi without stones
   * means no limit.
   */
  public SearchLimits limits(int colour, int emptyPoints, SearchLimits engineLimits) {
    boolean noLimit = byoTime > 0 && byoStones == 0;
    if ((mainTime < 0 && timeLeft[colour] < 0) || noLimit) {
      return engineLimits;
    }
    double left = timeLeft[colour] >= 0 ? timeLeft[colour] : mainTime;
    int stones = timeLeft[colour] >= 0 ? stonesLeft[colour] : 0;
    double seconds;
    if (stones > 0) {
      seconds = left / stones;
    } else {
      int movesToGo = Math.max(10, emptyPoints / 2);
      seconds = left / movesToGo + (byoTime > 0 && byoStones > 0 ? 0.8 * byoTime / byoStones : 0);
    }
    seconds = seconds * 0.9 - 0.1;
    if (!(seconds >= 0.05)) { // also NaN, which checked input cannot produce
      seconds = 0.05;
    }
    seconds = Math.min(seconds, MAX_SECONDS);
    return SearchLimits.time(Duration.ofMillis(Math.round(seconds * 1000)));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GtpClock c && c.mainTime == mainTime && c.byoTime == byoTime && c.byoStones == byoStones
        && Arrays.equals(c.timeLeft, timeLeft) && Arrays.equals(c.stonesLeft, stonesLeft);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(timeLeft) * 31 + Arrays.hashCode(stonesLeft) + Double.hashCode(mainTime);
  }

  @Override
  public String toString() {
    return "main " + mainTime + " byo " + byoTime + "/" + byoStones + " left " + Arrays.toString(timeLeft) + " "
        + Arrays.toString(stonesLeft);
  }
}
