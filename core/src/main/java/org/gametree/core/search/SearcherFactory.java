package org.gametree.core.search;

import org.gametree.core.GameState;

/**
 * A search algorithm that lives outside this package and builds its searcher from a {@link Search.Builder}'s
 * settings (game, evaluator, threads). MCTS plugs in this way ({@code org.gametree.core.mcts.MctsConfig} is one), so
 * this package does not depend on the MCTS package; the MCTS package depends on this one for {@link Searcher},
 * {@link SearchLimits} and {@link SearchResult}.
 */
@FunctionalInterface
public interface SearcherFactory<S extends GameState> {
  /** The searcher {@code builder} describes. */
  Searcher<S> create(Search.Builder<S> builder);
}
