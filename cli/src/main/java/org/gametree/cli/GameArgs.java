package org.gametree.cli;

import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game and starting position shared by most commands. */
final class GameArgs {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "A game id such as othello, connect6 or 'go(size=13)' ('gametree games' lists them).")
  String gameSpec;

  @Option(names = "--position", paramLabel = "P",
      description = "Start from this position in the game's format (OBF, FEN, SGF, ...). Default: the initial position.")
  String position;

  Game<?> game() {
    return Games.byId(gameSpec);
  }

  /** The starting position of {@code game}. */
  <S extends GameState> S state(Game<S> game) {
    return position == null ? game.newInitialState() : game.parsePosition(position);
  }
}
