package org.gametree.othello.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.othello.OthelloGame;

/** The providers of Othello's protocols for {@code gametree serve othello --protocol nboard|gtp}. */
public final class OthelloProtocols {
  private OthelloProtocols() {}

  /** NBoard. */
  public static final class NBoard implements ProtocolProvider {
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
      return new NBoardHandler(OthelloEngine.create(game, engine), out);
    }
  }

  /** GTP as Edax speaks it. */
  public static final class Gtp implements ProtocolProvider {
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
      return new OthelloGtpEngine(OthelloEngine.create(game, engine), out);
    }
  }
}
