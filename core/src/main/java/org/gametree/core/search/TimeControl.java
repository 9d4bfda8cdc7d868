package org.gametree.core.search;

import java.time.Duration;

/**
 * A player's clock as a protocol states it, turned into the time for its next move: either a fixed time a move, or
 * the time remaining with an increment, moves to go and byo-yomi (Japanese periods, or Canadian stones per period).
 * {@link #budget()} gives an optimum (what a move should take when the search is stable) and a maximum (what it may
 * take when the best move changes or fails low), the two {@link SearchLimits#withTimeControl} hands the search.
 *
 * <p>The arithmetic: with main time left, the optimum is {@code (remaining − overhead) / movesLeft + 0.8 × increment}
 * (moves left: the moves to go, else {@link #expectedMoves}), the maximum {@value #MAX_RATIO} times the optimum,
 * capped at a share of the time left (a fifth in sudden death, {@code 2 / (movesToGo + 1)} with moves to go, at most
 * 0.8). In byo-yomi the main time is spent first, and a move never gets less than a period affords; once in the
 * periods, a move gets the period's time (Canadian: the period's time left over its stones left) minus a margin
 * ({@link #margin}). No budget is below {@link #MIN_MOVE}, so a clock near zero still gives a search.
 *
 * @param moveTime a fixed time a move, or null for a clock
 * @param remaining main time left (zero once in byo-yomi)
 * @param increment time added after each move
 * @param movesToGo moves until the next time control, or 0 for none (sudden death)
 * @param periods byo-yomi periods left (0: none)
 * @param periodTime time of one byo-yomi period, or what is left of the current Canadian period
 * @param periodStones stones to play in the current period (0: Japanese byo-yomi, one move a period)
 * @param expectedMoves moves the rest of the game is expected to take for this side (the game's estimate)
 * @param maxMove a limit on any one move whatever the clock leaves (Gomocup's {@code timeout_turn}), or null
 */
public record TimeControl(Duration moveTime, Duration remaining, Duration increment, int movesToGo, int periods,
    Duration periodTime, int periodStones, int expectedMoves, Duration maxMove) {
  /** Moves left assumed when neither moves to go nor the game say. */
  public static final int DEFAULT_EXPECTED_MOVES = 30;
  /** The maximum as a multiple of the optimum. */
  public static final double MAX_RATIO = 4;
  /** Time kept back on every move for the process and the pipe (reading the command, writing the reply). */
  public static final Duration OVERHEAD = Duration.ofMillis(50);
  /** The least time any move gets. */
  public static final Duration MIN_MOVE = Duration.ofMillis(10);

  /** Checks the values. */
  public TimeControl {
    if ((moveTime != null && moveTime.isNegative()) || (maxMove != null && maxMove.isNegative())) {
      throw new IllegalArgumentException("move time must not be negative: " + moveTime);
    }
    remaining = nonNegative("remaining", remaining);
    increment = nonNegative("increment", increment);
    periodTime = nonNegative("period time", periodTime);
    if (movesToGo < 0 || periods < 0 || periodStones < 0 || expectedMoves < 1) {
      throw new IllegalArgumentException("moves to go, periods and stones must be >= 0, expected moves >= 1: "
          + movesToGo + ", " + periods + ", " + periodStones + ", " + expectedMoves);
    }
  }

  private static Duration nonNegative(String what, Duration d) {
    if (d == null) {
      return Duration.ZERO;
    }
    if (d.isNegative()) {
      throw new IllegalArgumentException(what + " must not be negative: " + d);
    }
    return d;
  }

  /** A fixed time a move (UCI {@code movetime}, {@code --time}): the optimum and the maximum are both {@code time}. */
  public static TimeControl perMove(Duration time) {
    return new TimeControl(time, Duration.ZERO, Duration.ZERO, 0, 0, Duration.ZERO, 0, DEFAULT_EXPECTED_MOVES, null);
  }

  /** {@code remaining} on the clock plus {@code increment} a move, {@code movesToGo} to the next control (0: none). */
  public static TimeControl clock(Duration remaining, Duration increment, int movesToGo) {
    return new TimeControl(null, remaining, increment, movesToGo, 0, Duration.ZERO, 0, DEFAULT_EXPECTED_MOVES, null);
  }

  /** This clock with Japanese byo-yomi: {@code periods} periods of {@code periodTime}, one move each. */
  public TimeControl withByoYomi(int periods, Duration periodTime) {
    return new TimeControl(moveTime, remaining, increment, movesToGo, periods, periodTime, 0, expectedMoves, maxMove);
  }

  /**
   * This clock with Canadian byo-yomi: {@code stones} moves to play in {@code periodTime} (what is left of the
   * current period once in it).
   */
  public TimeControl withCanadian(Duration periodTime, int stones) {
    return new TimeControl(moveTime, remaining, increment, movesToGo, stones > 0 ? 1 : 0, periodTime, stones,
        expectedMoves, maxMove);
  }

  /** This clock with the game's estimate of the moves this side has left (Go: about half the empty points). */
  public TimeControl withExpectedMoves(int moves) {
    return new TimeControl(moveTime, remaining, increment, movesToGo, periods, periodTime, periodStones,
        Math.max(1, moves), maxMove);
  }

  /** This clock with no move longer than {@code cap}, whatever the clock leaves. */
  public TimeControl withMaxMove(Duration cap) {
    return new TimeControl(moveTime, remaining, increment, movesToGo, periods, periodTime, periodStones,
        expectedMoves, cap);
  }

  /** The next move's optimum and maximum. */
  public record Budget(Duration optimum, Duration maximum) {
    /** Checks that the optimum is at most the maximum. */
    public Budget {
      if (optimum.compareTo(maximum) > 0) {
        throw new IllegalArgumentException("optimum " + optimum + " above maximum " + maximum);
      }
    }
  }

  /** The next move's budget (see the class comment for the arithmetic), within {@link #maxMove} if set. */
  public Budget budget() {
    Budget b = clockBudget();
    if (maxMove == null || b.maximum().compareTo(maxMove) <= 0) {
      return b;
    }
    return new Budget(b.optimum().compareTo(maxMove) <= 0 ? b.optimum() : maxMove, maxMove);
  }

  private Budget clockBudget() {
    if (moveTime != null) {
      return new Budget(moveTime, moveTime);
    }
    long min = MIN_MOVE.toNanos();
    long byoOpt = 0;
    if (periods > 0 && periodTime.toNanos() > 0) {
      long usable = Math.max(0, periodTime.toNanos() - margin(periodTime).toNanos());
      byoOpt = periodStones > 0 ? usable / periodStones : usable;
    }
    long main = remaining.toNanos();
    if (main <= 0) {
      long t = Math.max(min, byoOpt);
      return budget(t, t);
    }
    long usable = Math.max(0, main - OVERHEAD.toNanos());
    int movesLeft = movesToGo > 0 ? movesToGo : expectedMoves;
    long opt = usable / movesLeft + (long) (0.8 * increment.toNanos());
    double share = movesToGo > 0 ? Math.min(0.8, 2.0 / (movesToGo + 1)) : 0.2;
    long cap = (long) (usable * share);
    long max = Math.min((long) (opt * MAX_RATIO), cap + (long) (0.8 * increment.toNanos()));
    max = Math.min(max, usable);
    opt = Math.max(Math.min(opt, max), byoOpt);
    max = Math.max(max, byoOpt);
    return budget(Math.max(min, opt), Math.max(min, max));
  }

  private static Budget budget(long opt, long max) {
    return new Budget(Duration.ofNanos(Math.min(opt, max)), Duration.ofNanos(max));
  }

  /** What a period keeps back: the {@link #OVERHEAD} plus a tenth of the period, at most a second more. */
  static Duration margin(Duration period) {
    return OVERHEAD.plus(Duration.ofNanos(Math.min(1_000_000_000L, period.toNanos() / 10)));
  }
}
