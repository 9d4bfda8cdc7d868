package org.gametree.xiangqi.protocol;

import java.time.Duration;
import java.util.function.ToIntFunction;
import org.gametree.core.Ascii;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TimeControl;

/**
 * The arguments of UCI/UCCI {@code go} turned into {@link SearchLimits} (the clock as a {@link TimeControl}: the
 * search decides the move's time), with every number checked: text that is not
 * a whole number is refused ({@link IllegalArgumentException} naming it); a negative clock ({@code wtime}, {@code time},
 * a GUI that lags) counts as no time left; a negative depth, node count or move count is refused; anything larger
 * than {@link #MAX_MILLIS} milliseconds, {@link SearchLimits#MAX_DEPTH} plies or {@code Long.MAX_VALUE} nodes is
 * clamped to it. So no overflow reaches the time arithmetic, and a search always runs at least
 * {@link TimeControl#MIN_MOVE}.
 */
final class GoArguments {
  /** The longest time a search is given, about eleven days (the engine option {@code time}'s maximum). */
  static final long MAX_MILLIS = 1_000_000_000L;

  private GoArguments() {}

  /**
   * The limits {@code tok} asks for ({@code tok[0]} is {@code go}), or null when it names none (the session's
   * defaults apply).
   *
   * @param red whether Red (UCI's White) is to move, for {@code wtime}/{@code btime}
   * @param timeUnit milliseconds per unit of UCCI's {@code time} and {@code increment}
   * @param move parses one move of {@code searchmoves}, -1 if the text is not a move
   */
  static SearchLimits parse(String[] tok, boolean red, long timeUnit, ToIntFunction<String> move) {
    SearchLimits limits = SearchLimits.infinite();
    boolean limited = false;
    long myTime = -1;
    long myInc = 0;
    long movesToGo = 0;
    for (int i = 1; i < tok.length; i++) {
      String key = tok[i];
      switch (key) {
        case "ponder", "draw", "infinite" -> limited |= key.equals("infinite");
        case "depth" -> {
          limits = limits.withDepth((int) Math.max(1, Math.min(SearchLimits.MAX_DEPTH, count(tok, ++i))));
          limited = true;
        }
        case "nodes" -> {
          limits = limits.withNodes(Math.max(1, count(tok, ++i)));
          limited = true;
        }
        case "movetime" -> {
          limits = limits.withTime(Duration.ofMillis(Math.max(1, millis(tok, ++i, 1))));
          limited = true;
        }
        case "time" -> myTime = millis(tok, ++i, timeUnit);
        case "increment" -> myInc = millis(tok, ++i, timeUnit);
        case "wtime", "btime" -> {
          long v = millis(tok, ++i, 1);
          if (key.equals("wtime") == red) {
            myTime = v;
          }
        }
        case "winc", "binc" -> {
          long v = millis(tok, ++i, 1);
          if (key.equals("winc") == red) {
            myInc = v;
          }
        }
        case "movestogo" -> movesToGo = Math.max(1, count(tok, ++i));
        case "opptime", "oppmovestogo", "oppincrement" -> millis(tok, ++i, 1);
        case "searchmoves" -> {
          int end = i + 1;
          while (end < tok.length && move.applyAsInt(tok[end]) >= 0) {
            end++;
          }
          int[] moves = new int[end - i - 1];
          for (int j = 0; j < moves.length; j++) {
            moves[j] = move.applyAsInt(tok[i + 1 + j]);
          }
          limits = limits.withOnlyMoves(moves);
          i = end - 1;
        }
        default -> throw new IllegalArgumentException("unknown go argument '" + EngineSession.clip(key) + "'");
      }
    }
    if (myTime >= 0) {
      // the search decides the move's time from the clock; every value is at most MAX_MILLIS
      limits = limits.withTimeControl(TimeControl.clock(Duration.ofMillis(myTime), Duration.ofMillis(myInc),
          (int) Math.min(Integer.MAX_VALUE, movesToGo)));
      limited = true;
    }
    return limited ? limits : null;
  }

  /** The whole number at {@code tok[i]}, any sign; beyond the long range it is clamped. */
  private static long number(String[] tok, int i) {
    if (i >= tok.length) {
      throw new IllegalArgumentException("'" + tok[i - 1] + "' needs a number");
    }
    String text = tok[i];
    if (!text.matches("[+-]?\\d{1,4000}")) {
      throw new IllegalArgumentException("'" + tok[i - 1] + "' needs a whole number, got '" + EngineSession.clip(text)
          + "'");
    }
    try {
      return Ascii.parseLong(text);
    } catch (NumberFormatException e) {
      return text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
    }
  }

  /** A count (depth, nodes, moves to go): negative is refused. */
  private static long count(String[] tok, int i) {
    long v = number(tok, i);
    if (v < 0) {
      throw new IllegalArgumentException("'" + tok[i - 1] + "' cannot be negative, got '" + EngineSession.clip(tok[i])
          + "'");
    }
    return v;
  }

  /** A time in {@code unit} milliseconds, as milliseconds in {@code [0, MAX_MILLIS]}: negative is no time left. */
  private static long millis(String[] tok, int i, long unit) {
    long v = number(tok, i);
    if (v <= 0) {
      return 0;
    }
    return v > MAX_MILLIS / unit ? MAX_MILLIS : v * unit;
  }
}
