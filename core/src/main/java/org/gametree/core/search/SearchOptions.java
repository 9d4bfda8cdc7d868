package org.gametree.core.search;

import org.gametree.core.GameState;
import org.gametree.core.option.OptionSet;

/**
 * Engine options a game adds to the built-in ones (Othello's {@code probcut=on} and {@code solver=16}, Connect6's
 * {@code tss=on}), found with {@link org.gametree.core.Game#capability(Class)}. Each option binds onto the game's
 * {@link SearchConfig} ({@link org.gametree.core.option.Option#binds}: a {@code Binder<SearchConfig<S>, T>}) and
 * says which engine families it applies to ({@link org.gametree.core.option.Option#appliesOnlyTo}); an engine spec
 * parses its value through the option and rejects it for a kind it does not apply to.
 */
public interface SearchOptions<S extends GameState> {
  /** The game's engine options, for help and for engine specs. */
  OptionSet options();
}
