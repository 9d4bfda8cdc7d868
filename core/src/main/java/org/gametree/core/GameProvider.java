package org.gametree.core;

import java.util.Set;
import org.gametree.core.option.OptionSet;

/**
 * A game family for {@link Games}: its names, its description and how a spec becomes a game. A {@link GameModule}
 * contributes it.
 */
public interface GameProvider extends Plugin {
  /** The names this provider answers to (a family and its aliases, e.g. {@code connect}, {@code gomoku}). */
  Set<String> names();

  /** One line for {@code gametree games}: what the game is and its parameters. */
  String description();

  /**
   * The parameters a spec may give ({@code go(size=9,komi=7)}), each with its type, default and help, for
   * {@code gametree games} and for parsing ({@link GameSpec#parameters}); none by default. Booleans are
   * {@link org.gametree.core.option.Option#onOff}, so {@code on|off|true|false|yes|no|1|0} work as in engine specs.
   */
  default OptionSet parameters() {
    return OptionSet.empty("parameters");
  }

  /** Creates the game a spec names; {@link UnknownGameException} for parameters it does not accept
   * (parse them with {@code spec.parameters(parameters())}). */
  Game<?> create(GameSpec spec);
}
