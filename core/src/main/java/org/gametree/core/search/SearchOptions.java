package org.gametree.core.search;

import org.gametree.core.GameState;
import org.gametree.core.option.OptionSet;

/**
 * Engine options a game adds to the built-in ones (Othello's {@code probcut=on} and {@code solver=16}, Connect6's
 * {@code tss=on}), found with {@link org.gametree.core.Game#capability(Class)}.
 */
public interface SearchOptions<S extends GameState> {
  /** The options {@link #configureSearch} takes, for help and for checking values before a search is built. */
  OptionSet options();

  /**
   * Applies the option {@code key=value} from an engine spec to {@code builder}; false if the game does not know the
   * key, {@link IllegalArgumentException} naming the key and value if it knows the key but not the value.
   */
  boolean configureSearch(Search.Builder<S> builder, String key, String value);
}
