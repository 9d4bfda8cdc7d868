package org.gametree.connect6.protocol;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.gametree.connect6.ConnectRule;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.TimeControl;

/**
 * What a Gomocup manager says with {@code INFO key value}, read through core's {@link Option}s so that every number
 * is checked the same way: a value that is not a whole number (NaN, {@code 1e3}, text), that overflows a long, or
 * that is negative is refused (the session answers {@code ERROR} naming it, and the setting keeps its value); a time
 * beyond {@link #MAX_MILLIS} is clamped to it (managers send {@code 2147483647} for "no limit"). The one exception is
 * {@code time_left}, which a manager may send below zero when the brain is over its time: that counts as no time
 * left. Keys the brain does not know are ignored, as the protocol asks. {@code rule} takes 0 (freestyle), 1 (exactly
 * five) and 4 (renju); any other value (2 continuous game, 8 caro, combinations) is refused naming it.
 */
final class GomocupInfo {
  /** The longest time taken from a manager, about eleven days. */
  static final long MAX_MILLIS = 1_000_000_000L;
  /** The least time a move is given. */
  static final long MIN_MOVE_MILLIS = 20;
  /** Moves a match clock is spread over. */
  static final int EXPECTED_MOVES = 20;

  /** The keys read, with their types and ranges. */
  static final OptionSet KEYS = new OptionSet("Gomocup INFO keys", List.of(
      Option.longInteger("timeout_turn", 0L, 0L, Long.MAX_VALUE, "milliseconds a move (0: the engine's own limits)"),
      Option.longInteger("timeout_match", 0L, 0L, Long.MAX_VALUE, "milliseconds for the whole match (0: none)"),
      Option.longInteger("time_left", 0L, Long.MIN_VALUE, Long.MAX_VALUE, "milliseconds left in the match"),
      Option.longInteger("max_memory", 0L, 0L, Long.MAX_VALUE, "bytes of memory (0: no limit)"),
      Option.integer("game_type", 0, 0, 3, "0 human, 1 brain, 2 tournament, 3 network tournament"),
      Option.integer("rule", 0, 0, 255, "bit mask: 1 exactly five, 2 continuous, 4 renju, 8 caro"),
      Option.text("folder", "", "a folder for persistent files"),
      Option.text("evaluate", "", "x,y of the cursor (ignored)")));

  private long turn;
  private long match;
  private long left = -1;
  /** The rule the last {@code INFO rule} asked for, until {@link #takeRule} reads it. */
  private ConnectRule rule;

  /**
   * Applies {@code INFO} with {@code arg} (the text after {@code INFO}); returns null, or the reason it was refused
   * (which names the value, at most about 80 characters of it), in which case nothing changed.
   */
  String set(String arg) {
    String[] kv = arg.strip().split("\\s+", 2);
    Option<?> key = KEYS.find(kv[0].toLowerCase(Locale.ROOT));
    if (key == null) {
      return null;
    }
    Object v;
    try {
      v = key.parse(kv.length < 2 ? null : GomocupServer.clip(kv[1].strip()));
    } catch (IllegalArgumentException e) {
      return "INFO " + e.getMessage();
    }
    switch (key.name()) {
      case "timeout_turn" -> turn = Math.min(MAX_MILLIS, (long) v);
      case "timeout_match" -> match = Math.min(MAX_MILLIS, (long) v);
      case "time_left" -> left = Math.max(0, Math.min(MAX_MILLIS, (long) v));
      case "rule" -> {
        ConnectRule r = ConnectRule.ofGomocup((int) v);
        if (r == null) {
          return "INFO rule " + v + " is not supported (0 freestyle, 1 exactly five, 4 renju; no continuous game, "
              + "no caro)";
        }
        rule = r;
      }
      default -> {
        // read and checked; nothing in the brain depends on it
      }
    }
    return null;
  }

  /** The rule of the last accepted {@code INFO rule} not read yet, or null; reading it forgets it. */
  ConnectRule takeRule() {
    ConnectRule r = rule;
    rule = null;
    return r;
  }

  /**
   * The clock as the manager states it, or null (the engine spec's own limits): {@code timeout_turn} is a fixed time
   * a move of seven tenths of it (the manager's limit includes the process's own time); a match clock is the time
   * left over {@value #EXPECTED_MOVES} more moves, within that seven tenths when both are set. The search decides
   * the move's time from it.
   */
  TimeControl timeControl() {
    boolean clock = match > 0 && left >= 0;
    if (turn == 0 && !clock) {
      return null;
    }
    Duration perTurn = Duration.ofMillis(Math.max(MIN_MOVE_MILLIS, turn * 7 / 10));
    if (!clock) {
      return TimeControl.perMove(perTurn);
    }
    TimeControl tc = TimeControl.clock(Duration.ofMillis(left), Duration.ZERO, 0).withExpectedMoves(EXPECTED_MOVES);
    return turn > 0 ? tc.withMaxMove(perTurn) : tc;
  }

  /** The next move's maximum in milliseconds (0: the engine spec's own limits), for the state dump. */
  long turnMillis() {
    TimeControl tc = timeControl();
    return tc == null ? 0 : Math.max(MIN_MOVE_MILLIS, tc.budget().maximum().toMillis());
  }
}
