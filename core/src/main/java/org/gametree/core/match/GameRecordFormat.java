package org.gametree.core.match;

import java.util.List;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;

/**
 * A game's own record format (SGF, PGN, GGF) that a {@link org.gametree.core.Game} may also implement; matches then
 * append each finished game to {@code OUT.EXT} next to the JSON-lines record.
 */
public interface GameRecordFormat<S extends GameState> {
  /** The file extension without the dot ({@code sgf}, {@code pgn}, {@code ggf}). */
  String extension();

  /**
   * One game as text (ending with a newline), from {@code start} through {@code moves}.
   *
   * @param players the names of player 0 and player 1
   * @param outcome the result, or null for a game still in progress (the browser board saves those too)
   */
  String format(S start, List<Integer> moves, List<String> players, Outcome outcome);
}
