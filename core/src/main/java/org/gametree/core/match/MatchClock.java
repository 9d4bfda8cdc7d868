package org.gametree.core.match;

import java.time.Duration;
import org.gametree.core.Ascii;
import org.gametree.core.search.TimeControl;

/**
 * A match's time control, the way {@code --tc} writes it: {@code MOVES/SECONDS+INCREMENT} ({@code 40/60+0.5}: 60 s
 * for every 40 moves, plus 0.5 s after each move), {@code SECONDS+INCREMENT} ({@code 60+0.5}, sudden death),
 * {@code MOVES/SECONDS} ({@code 40/60}), or a bare {@code SECONDS} ({@code 0.2}): a fixed time a move. The referee keeps
 * each side's clock ({@link #start}, {@link #after}); a side whose clock falls below {@code -}{@link #TOLERANCE} (with
 * a fixed time: whose move takes longer than it plus the tolerance) loses on time.
 *
 * @param moves moves per period ({@code 0}: one period for the game)
 * @param base the time of a period (with a fixed time a move, that time)
 * @param increment time added after each move
 * @param fixed whether {@code base} is a fixed time a move
 */
public record MatchClock(int moves, Duration base, Duration increment, boolean fixed) {
  /** How far past its clock a side may go before it loses on time (the pipe and the process, not the search). */
  public static final Duration TOLERANCE = Duration.ofMillis(100);

  /** Checks the values. */
  public MatchClock {
    if (moves < 0 || base.isNegative() || base.isZero() || increment.isNegative() || (fixed && moves > 0)) {
      throw new IllegalArgumentException("bad time control: " + moves + "/" + base + "+" + increment);
    }
  }

  /** Parses {@code --tc}'s text (see the class comment); an {@link IllegalArgumentException} names bad text. */
  public static MatchClock parse(String text) {
    String t = text.strip();
    try {
      int slash = t.indexOf('/');
      int moves = slash < 0 ? 0 : Integer.parseInt(t.substring(0, slash));
      String rest = t.substring(slash + 1);
      int plus = rest.indexOf('+');
      Duration base = seconds(plus < 0 ? rest : rest.substring(0, plus));
      Duration increment = plus < 0 ? Duration.ZERO : seconds(rest.substring(plus + 1));
      boolean fixed = slash < 0 && plus < 0;
      if (slash >= 0 && moves < 1) {
        throw new IllegalArgumentException("moves per period must be >= 1");
      }
      return new MatchClock(moves, base, increment, fixed);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("time control '" + text + "' is not MOVES/SECONDS+INC, SECONDS+INC or"
          + " SECONDS (e.g. 40/60+0.5, 60+0.5, 0.2): " + e.getMessage(), e);
    }
  }

  private static Duration seconds(String text) {
    double s = Ascii.parseDouble(text);
    if (!(s >= 0 && s <= 1e6) || text.strip().isEmpty() || !text.matches("[0-9.]+")) {
      throw new IllegalArgumentException("not a number of seconds in 0..1e6: '" + text + "'");
    }
    return Duration.ofNanos(Math.round(s * 1e9));
  }

  /** A side's clock at the start of a game. */
  public Duration start() {
    return fixed ? Duration.ZERO : base;
  }

  /** The clock a side sees for its next move after {@code played} moves of its own, with {@code remaining} left. */
  public TimeControl control(Duration remaining, int played) {
    if (fixed) {
      return TimeControl.perMove(base);
    }
    int toGo = moves == 0 ? 0 : moves - played % moves;
    return TimeControl.clock(remaining.isNegative() ? Duration.ZERO : remaining, increment, toGo);
  }

  /**
   * The side's clock after a move that took {@code used}, its {@code played}-th (counting this one): less the time
   * used, plus the increment, plus a new period when one ends.
   */
  public Duration after(Duration remaining, Duration used, int played) {
    if (fixed) {
      return Duration.ZERO;
    }
    Duration left = remaining.minus(used).plus(increment);
    return moves > 0 && played % moves == 0 ? left.plus(base) : left;
  }

  /** Whether a move that took {@code used} from a clock of {@code remaining} lost on time. */
  public boolean flagged(Duration remaining, Duration used) {
    Duration limit = fixed ? base : remaining;
    return used.compareTo(limit.plus(TOLERANCE)) > 0;
  }
}
