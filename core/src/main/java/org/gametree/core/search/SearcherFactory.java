package org.gametree.core.search;

import org.gametree.core.GameState;

/**
 * A searcher kind that lives outside this package and builds its searcher from a {@link SearchConfig} (its game,
 * evaluator and threads). MCTS plugs in this way ({@code org.gametree.core.mcts.MctsConfig} is one), so this package
 * does not depend on the MCTS package; the MCTS package depends on this one for {@link Searcher},
 * {@link SearchLimits} and {@link SearchResult}.
 */
@FunctionalInterface
public non-sealed interface SearcherFactory<S extends GameState> extends SearcherKind {
  /** The searcher {@code config} describes ({@code config.kind()} is this factory). */
  Searcher<S> create(SearchConfig<S> config);
}
