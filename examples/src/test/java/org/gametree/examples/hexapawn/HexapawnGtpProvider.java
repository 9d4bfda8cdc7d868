package org.gametree.examples.hexapawn;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;

/** Offers {@code gametree serve hexapawn --protocol gtp}. */
public final class HexapawnGtpProvider implements ProtocolProvider {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof HexapawnGame;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    HexapawnGame hexapawn = (HexapawnGame) game;
    // The engine spec (negascout:depth=8, mcts:playouts=500, ...) is built the same way as for every other game.
    return new HexapawnGtpEngine(hexapawn, Engines.create(hexapawn, engine), out);
  }
}
