package org.gametree.xiangqi.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.xiangqi.XiangqiGame;

/** {@code gametree serve xiangqi --protocol uci}: each connection is a {@link UciSession}. */
public final class UciServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "uci";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    return new UciSession((XiangqiGame) game, engine, out);
  }
}
