package org.gametree.core.search;

import org.gametree.core.GameState;

/**
 * A configured search. A searcher keeps its transposition table (and MCTS tree) between calls; call
 * {@link #newGame()} to forget them. One search runs at a time; the root is left as it was given.
 */
public interface Searcher<S extends GameState> extends AutoCloseable {
  /** Searches {@code root} within {@code limits}, reporting progress to {@code listener}. */
  SearchResult search(S root, SearchLimits limits, SearchListener listener);

  /** Searches without a listener. */
  default SearchResult search(S root, SearchLimits limits) {
    return search(root, limits, SearchListener.NONE);
  }

  /** Forgets everything learned from earlier searches (tables, histories, trees). */
  default void newGame() {}

  /** Releases threads; the searcher cannot be used afterwards. */
  @Override
  default void close() {}
}
