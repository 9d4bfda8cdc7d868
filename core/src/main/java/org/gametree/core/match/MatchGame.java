package org.gametree.core.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished match game, as written to the record file (one JSON line).
 *
 * @param id the game's identity {@code 2 * opening + (swapped ? 1 : 0)}; a match plays each id once
 * @param opening index of the opening
 * @param swapped whether engine 1 played the second colour (player 1)
 * @param openingPosition the opening's start position, or null for the initial one
 * @param openingMoves the opening's moves
 * @param moves the moves the engines played after the opening, in the game's notation
 * @param winner 0, 1 or -1 for a draw
 * @param margin the winner's margin
 * @param termination {@code rules}, {@code resign}, {@code adjudicated-draw}, {@code adjudicated-resign},
 *     {@code time} (the loser went over its {@link MatchClock}) or {@code forfeit: ...}
 * @param engine1 engine 1's name
 * @param engine2 engine 2's name
 * @param engine1Millis engine 1's thinking time
 * @param engine2Millis engine 2's thinking time
 */
public record MatchGame(
    int id,
    int opening,
    boolean swapped,
    String openingPosition,
    List<String> openingMoves,
    List<String> moves,
    int winner,
    int margin,
    String termination,
    String engine1,
    String engine2,
    long engine1Millis,
    long engine2Millis) {
  /** Copies the move lists. */
  public MatchGame {
    openingMoves = List.copyOf(openingMoves);
    moves = List.copyOf(moves);
  }

  /** The colour (0 or 1) engine 1 played. */
  public int engine1Player() {
    return swapped ? 1 : 0;
  }

  /** Engine 1's points: 1, ½ or 0. */
  public double engine1Points() {
    return winner < 0 ? 0.5 : winner == engine1Player() ? 1 : 0;
  }

  /** The result from player 0's side: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    return winner < 0 ? "1/2-1/2" : winner == 0 ? "1-0" : "0-1";
  }

  /** The record line's fields. */
  public Map<String, Object> toJson() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("opening", opening);
    m.put("swapped", swapped);
    m.put("openingPosition", openingPosition);
    m.put("openingMoves", openingMoves);
    m.put("moves", moves);
    m.put("result", result());
    m.put("winner", winner);
    m.put("margin", margin);
    m.put("termination", termination);
    // first and second, not colours: the games name their sides differently (Red moves first in Xiangqi); records
    // written before say black and white for the same two fields, which nothing reads back
    m.put("first", swapped ? engine2 : engine1);
    m.put("second", swapped ? engine1 : engine2);
    m.put("engine1", engine1);
    m.put("engine2", engine2);
    m.put("engine1Points", engine1Points());
    m.put("engine1Millis", engine1Millis);
    m.put("engine2Millis", engine2Millis);
    return m;
  }

  /** Reads a record line's fields back. */
  public static MatchGame fromJson(Map<String, Object> m) {
    try {
      return new MatchGame(
          num(m, "id"),
          num(m, "opening"),
          (Boolean) m.get("swapped"),
          (String) m.get("openingPosition"),
          strings(m.get("openingMoves")),
          strings(m.get("moves")),
          num(m, "winner"),
          num(m, "margin"),
          (String) m.get("termination"),
          (String) m.get("engine1"),
          (String) m.get("engine2"),
          ((Number) m.get("engine1Millis")).longValue(),
          ((Number) m.get("engine2Millis")).longValue());
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not a match game record: " + m, e);
    }
  }

  private static int num(Map<String, Object> m, String key) {
    return ((Number) m.get(key)).intValue();
  }

  static List<String> strings(Object o) {
    List<String> out = new ArrayList<>();
    for (Object x : (List<?>) o) {
      out.add((String) x);
    }
    return out;
  }
}
