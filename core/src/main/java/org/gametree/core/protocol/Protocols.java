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

  /**
   * {@code text} with every control character and Unicode line or paragraph separator replaced by {@code '?'}, so
   * that client input quoted in a reply stays on the reply's one line for every reader (a regex {@code .}, a
   * {@code BufferedReader}, a terminal) and cannot forge a second answer.
   */
  public static String printable(CharSequence text) {
    StringBuilder b = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        if (b == null) {
          b = new StringBuilder(text);
        }
        b.setCharAt(i, '?');
      }
    }
    return b == null ? text.toString() : b.toString();
  }
}
