package org.gametree.othello.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.othello.OthelloGame;

/** {@code gametree serve othello --protocol nboard}: each connection is an {@link NBoardSession}. */
public final class NBoardServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "nboard";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof OthelloGame;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    return new NBoardSession(OthelloEngine.create(game, engine), out);
  }
}
