package org.gametree.othello.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.othello.OthelloGame;

/** {@code gametree serve othello --protocol gtp}, GTP as Edax speaks it: each connection is a {@link GtpSession}. */
public final class GtpServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof OthelloGame;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    return new GtpSession(OthelloEngine.create(game, engine), out);
  }
}
