package org.gametree.core;

import java.util.Set;

/**
 * A game family for {@link Games}: its names, its description and how a spec becomes a game. A {@link GameModule}
 * contributes it.
 */
public interface GameProvider extends Plugin {
  /** The names this provider answers to (a family and its aliases, e.g. {@code connect}, {@code gomoku}). */
  Set<String> names();

  /** One line for {@code gametree games}: what the game is and its parameters. */
  String description();

  /** Creates the game a spec names; {@link UnknownGameException} for parameters it does not accept. */
  Game<?> create(GameSpec spec);
}
