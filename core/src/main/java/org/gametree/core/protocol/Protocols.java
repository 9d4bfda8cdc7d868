package org.gametree.core.protocol;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Game;
import org.gametree.core.Registry;

/** The protocol servers that {@link Registry}'s modules provide. */
public final class Protocols {
  private Protocols() {}

  /** Every registered provider. */
  public static List<ProtocolProvider> providers() {
    return Registry.plugins(ProtocolProvider.class);
  }

  /** The protocols that can serve {@code game}. */
  public static List<String> supported(Game<?> game) {
    List<String> names = new ArrayList<>();
    for (ProtocolProvider p : providers()) {
      if (p.supports(game)) {
        names.add(p.protocol());
      }
    }
    return names;
  }

  /** The provider of {@code protocol} for {@code game}; {@link IllegalArgumentException} naming the choices. */
  public static ProtocolProvider find(String protocol, Game<?> game) {
    for (ProtocolProvider p : providers()) {
      if (p.protocol().equalsIgnoreCase(protocol) && p.supports(game)) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "no protocol '" + protocol + "' for " + game.id() + "; available: " + supported(game));
  }
}
