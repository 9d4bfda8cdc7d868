package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.search.Search;
import org.gametree.core.search.Searcher;

/** Creates the depth-first searchers (MINIMAX, ALPHA_BETA, NEGASCOUT, MTDF) from a builder. */
public final class DepthFirstSearchers {
  private DepthFirstSearchers() {}

  /** A reusable searcher configured as {@code builder} says; close it to release its helper threads. */
  public static <S extends GameState> Searcher<S> create(Search.Builder<S> builder) {
    return new DepthFirstSearcher<>(builder);
  }
}
