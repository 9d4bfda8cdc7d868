package org.gametree.connect6;

import java.util.List;
import org.gametree.core.Outcome;

/**
 * One game read from a record file ({@link ConnectSgf}, {@link ConnectPsq}): the start position (the empty board
 * unless the file sets stones up), the stones played from it in order, the players' names and the result.
 *
 * @param start the position before the first move (not modified by the readers after they return it)
 * @param moves the cells played, one stone a move
 * @param players the names of player 0 (first, Black, X) and player 1; empty strings when the file has none
 * @param outcome the result the file states, or null if it states none
 */
public record ConnectRecord(ConnectState start, List<Integer> moves, List<String> players, Outcome outcome) {
  /** Copies the lists, so that a record cannot change after it is made. */
  public ConnectRecord {
    moves = List.copyOf(moves);
    players = List.copyOf(players);
  }

  /** The position after all the moves (a new copy). */
  public ConnectState finalState() {
    ConnectState s = start.copy();
    for (int m : moves) {
      s.play(m);
    }
    return s;
  }

  /** Text shown in error messages: at most 80 characters of {@code text}, on one line. */
  static String snip(String text) {
    String t = text.replace('\n', ' ').replace('\r', ' ').strip();
    return t.length() <= 80 ? t : t.substring(0, 77) + "...";
  }

  /**
   * The mover and stones left after {@code stones} stones played from the empty board by the rules (q stones for
   * player 0, then p a turn): {@code {player, left}}.
   */
  static int[] turnAfter(ConnectGame g, int stones) {
    if (stones < g.q()) {
      return new int[] {0, g.q() - stones};
    }
    int t = stones - g.q();
    return new int[] {(t / g.p()) % 2 == 0 ? 1 : 0, g.p() - t % g.p()};
  }
}
