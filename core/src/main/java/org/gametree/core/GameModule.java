package org.gametree.core;

import java.util.List;

/**
 * The one plug-in point: a jar that adds games, protocols, engine clients or training recipes lists one implementation
 * of this interface in {@code META-INF/services/org.gametree.core.GameModule}, and {@link Registry} finds everything
 * it contributes. A module for a new game usually looks like
 *
 * <pre>{@code
 * public final class MyGameModule implements GameModule {
 *   public List<Plugin> plugins() {
 *     return List.of(new MyGameProvider(), new MyGtpServer(), new MyRecipe());
 *   }
 * }
 * }</pre>
 */
public interface GameModule {
  /** Everything this module contributes, each created once when the registry loads. */
  List<Plugin> plugins();
}
