package org.gametree.core.protocol;

import org.gametree.core.Game;
import org.gametree.core.Plugin;
import org.gametree.core.engine.EngineSpec;

/**
 * Offers an engine protocol to {@code gametree serve}; a {@link org.gametree.core.GameModule} contributes it.
 */
public interface ProtocolProvider extends Plugin {
  /** The protocol's name as {@code --protocol} takes it: {@code gtp}, {@code uci}, {@code nboard}, ... */
  String protocol();

  /** Whether this provider can serve {@code game}. */
  boolean supports(Game<?> game);

  /** A new session for {@code game}, with the engine an engine spec describes. */
  ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out);
}
