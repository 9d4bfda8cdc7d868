package org.gametree.core;

import java.util.Set;

/**
 * Registers games with {@link Games}: list an implementation in
 * {@code META-INF/services/org.gametree.core.GameProvider}.
 */
public interface GameProvider {
  /** The names this provider answers to (a family and its aliases, e.g. {@code connect}, {@code gomoku}). */
  Set<String> names();

  /** One line for {@code gametree games}: what the game is and its parameters. */
  String description();

  /** Creates the game a spec names; {@link UnknownGameException} for parameters it does not accept. */
  Game<?> create(GameSpec spec);
}
