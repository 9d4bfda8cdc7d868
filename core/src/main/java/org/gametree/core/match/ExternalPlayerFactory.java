package org.gametree.core.match;

import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Plugin;
import org.gametree.core.engine.EngineSpec;

/**
 * Makes players that drive an external engine over one protocol. A {@link org.gametree.core.GameModule} contributes
 * it; core provides {@code gtp} and {@code uci} ({@link ClientsModule}), and each game module adds its own protocol
 * (NBoard, UCCI, Gomocup, ...) or a better client for a protocol core has.
 */
public interface ExternalPlayerFactory extends Plugin {
  /** The spec kind this factory serves ({@code gtp}, {@code uci}, ...). */
  String protocol();

  /** Whether this factory can drive engines for {@code game}; a game-specific factory wins over a generic one. */
  boolean supports(Game<?> game);

  /** Whether this factory was written for particular games (preferred over generic ones when both support a game). */
  default boolean gameSpecific() {
    return false;
  }

  /**
   * Whether this protocol has a command that sets an engine option, so that the spec's {@code option.NAME=VALUE}
   * words ({@link EngineSpec#params()} of an external spec) can be sent. A client that says so sends every one of them
   * after the handshake and fails ({@link PlayerException}) when the engine does not take one; {@link Players}
   * refuses options for a protocol that has none before starting anything.
   */
  default boolean takesOptions() {
    return false;
  }

  /**
   * Starts the engine and completes its handshake; {@link PlayerException} if it does not answer within
   * {@code timeout}.
   */
  <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout);
}
