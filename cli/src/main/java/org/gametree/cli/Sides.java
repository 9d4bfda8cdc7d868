package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.gametree.core.BoardView;
import org.gametree.core.Game;
import org.gametree.core.search.SearchScore;

/** The names a game gives its players ({@code Black}, {@code Red}), to say whose view a score is from. */
final class Sides {
  private static final List<String> UNNAMED = List.of("player 1", "player 2");

  private Sides() {}

  /** The game's names for player 0 and player 1 (its board's colours), or {@code player 1} and {@code player 2}. */
  static List<String> of(Game<?> game) {
    BoardView<?> view = game.capability(BoardView.class).orElse(null);
    return view == null ? UNNAMED : view.players();
  }

  /** The name of {@code player} in {@code game}. */
  static String name(Game<?> game, int player) {
    return of(game).get(player);
  }

  /**
   * Adds the typed fields {@code --json} writes beside {@code score} and {@code scoreUnit}: {@code side} (whose view),
   * {@code value} (the typed value, {@link SearchScore#fields()}; null when there is none) and {@code scoreText} (as
   * the text output prints it).
   */
  static ObjectNode putTyped(ObjectNode out, String side, SearchScore value, String text) {
    out.put("side", side);
    if (value == null) {
      out.putNull("value");
    } else {
      out.putPOJO("value", value.fields());
    }
    return out.put("scoreText", text);
  }
}
