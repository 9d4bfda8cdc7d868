package org.gametree.core.protocol;

import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;

/**
 * Offers an engine protocol to {@code gametree serve}: list an implementation in
 * {@code META-INF/services/org.gametree.core.protocol.ProtocolProvider}.
 */
public interface ProtocolProvider {
  /** The protocol's name as {@code --protocol} takes it: {@code gtp}, {@code uci}, {@code nboard}, ... */
  String protocol();

  /** Whether this provider can serve {@code game}. */
  boolean supports(Game<?> game);

  /** A new session for {@code game}, with the engine an engine spec describes. */
  ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out);
}
