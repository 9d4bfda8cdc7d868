package org.gametree.othello.protocol;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.GtpPlayer;
import org.gametree.core.match.Player;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * The GTP client for Othello matches ({@code gtp:/usr/games/gtp-rhino}, Edax, this project's own GTP server): core's
 * {@link GtpPlayer} with Othello's dialect. Vertices go in upper case, as Edax and GRhino print them. Othello engines
 * disagree on forced passes: some expect {@code play b pass}, others (GRhino) pass implicitly and refuse it, so a
 * refused pass is ignored. A {@code pass} from {@code genmove}, in either case, is the pass move.
 */
public final class GtpClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof OthelloGame;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return new GtpPlayer<>(game, spec.command(), timeout, new OthelloDialect<>());
  }

  /** Upper-case vertices, forced passes that an engine may have made implicitly; no setup commands. */
  static final class OthelloDialect<S extends GameState> implements GtpPlayer.Dialect<S> {
    @Override
    public List<String> setupCommands(Game<S> game, S start) {
      return List.of();
    }

    @Override
    public String vertex(S state, int move) {
      return move == OthelloState.PASS ? "pass" : state.moveToString(move).toUpperCase(Locale.ROOT);
    }

    @Override
    public boolean passMayBeImplicit() {
      return true;
    }
  }
}
