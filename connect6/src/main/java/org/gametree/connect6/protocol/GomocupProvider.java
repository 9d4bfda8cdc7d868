package org.gametree.connect6.protocol;

import org.gametree.connect6.ConnectGame;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;

/** {@code gametree serve gomoku --protocol gomocup}: the Piskvork brain protocol for p = q = 1 connect games. */
public final class GomocupProvider implements ProtocolProvider {
  @Override
  public String protocol() {
    return "gomocup";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame && ((ConnectGame) game).p() == 1 && ((ConnectGame) game).q() == 1;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    if (!supports(game)) {
      throw new IllegalArgumentException("gomocup serves connect games with one stone per turn, not " + game.id());
    }
    return new GomocupHandler((ConnectGame) game, g -> new EnginePlayer(g, engine), out);
  }
}
