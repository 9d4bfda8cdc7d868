package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.XiangqiGame;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;

/**
 * The {@code ucci} and {@code uci} protocol providers for Xiangqi: each connection is a {@link UcciSession} or a
 * {@link UciSession}.
 */
public final class XiangqiProtocols {
  private XiangqiProtocols() {}

  /** {@code gametree serve xiangqi --protocol ucci}. */
  public static final class Ucci implements ProtocolProvider {
    @Override
    public String protocol() {
      return "ucci";
    }

    @Override
    public boolean supports(Game<?> game) {
      return game instanceof XiangqiGame;
    }

    @Override
    public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
      return new UcciSession((XiangqiGame) game, engine, out);
    }
  }

  /** {@code gametree serve xiangqi --protocol uci}. */
  public static final class Uci implements ProtocolProvider {
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
}
