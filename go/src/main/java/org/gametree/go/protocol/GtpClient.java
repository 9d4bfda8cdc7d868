package org.gametree.go.protocol;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.GtpPlayer;
import org.gametree.core.match.Player;
import org.gametree.go.GoGame;
import org.gametree.go.GoState;

/**
 * The GTP client for Go matches ({@code gtp:/usr/games/gnugo --mode gtp}): after {@code clear_board} it sends
 * {@code boardsize}, {@code komi} and, for a start position with Black stones only, {@code set_free_handicap}.
 */
public final class GtpClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof GoGame;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    GtpPlayer.Dialect<S> go = (g, start) -> setupCommands((GoGame) g, (GoState) start);
    return new GtpPlayer<>(game, spec.command(), timeout, go);
  }

  /** {@code boardsize N}, {@code komi K} and the handicap stones of a start position. */
  static List<String> setupCommands(GoGame game, GoState start) {
    List<String> commands = new ArrayList<>();
    commands.add("boardsize " + game.size());
    commands.add("clear_board");
    commands.add("komi " + GoGame.formatKomi(game.komi()));
    StringBuilder stones = new StringBuilder();
    int[] setup = start.setupStones();
    for (int m = 0; m < setup.length; m++) {
      if (setup[m] == GoState.BLACK) {
        stones.append(' ').append(game.moveToString(m));
      }
    }
    if (stones.length() > 0) {
      commands.add("set_free_handicap" + stones);
    }
    return commands;
  }
}
