package org.gametree.core;

import java.util.List;
import java.util.TreeSet;

/** The games that {@link Registry}'s modules provide. */
public final class Games {
  private Games() {}

  /** Every registered provider, in class-path order. */
  public static List<GameProvider> providers() {
    return Registry.plugins(GameProvider.class);
  }

  /** Every name a game can be created by. */
  public static List<String> names() {
    TreeSet<String> names = new TreeSet<>();
    providers().forEach(p -> names.addAll(p.names()));
    return List.copyOf(names);
  }

  /**
   * Creates a game from a spec such as {@code othello}, {@code go(size=9,komi=7.5)} or
   * {@code connect(m=7,n=7,k=5,p=1,q=1)}; {@link UnknownGameException} naming the spec if nothing answers it.
   */
  public static Game<?> byId(String spec) {
    GameSpec parsed = GameSpec.parse(spec);
    for (GameProvider p : providers()) {
      if (p.names().contains(parsed.name())) {
        parsed.parameters(p.parameters()); // an unknown or malformed parameter fails here, whatever create does
        return p.create(parsed);
      }
    }
    throw new UnknownGameException(spec, "unknown game '" + parsed.name() + "'; known games: " + names());
  }
}
