package org.gametree.go.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.go.GoGame;

/** Offers {@code gametree serve go --protocol gtp}; the game spec's rules stay in force across {@code boardsize}. */
public final class GtpServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof GoGame;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    return new GtpSession((GoGame) game, engine, out);
  }
}
