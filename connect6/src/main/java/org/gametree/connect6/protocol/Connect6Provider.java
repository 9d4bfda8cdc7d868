package org.gametree.connect6.protocol;

import org.gametree.connect6.ConnectGame;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;

/** {@code gametree serve connect6 --protocol connect6}: the Cloudict-style text protocol for connect games. */
public final class Connect6Provider implements ProtocolProvider {
  @Override
  public String protocol() {
    return "connect6";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame && ((ConnectGame) game).width() <= 26;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    if (!supports(game)) {
      throw new IllegalArgumentException("connect6 protocol serves connect games, not " + game.id());
    }
    ConnectGame g = (ConnectGame) game;
    return new Connect6Handler(g, new EnginePlayer(g, engine), out);
  }
}
