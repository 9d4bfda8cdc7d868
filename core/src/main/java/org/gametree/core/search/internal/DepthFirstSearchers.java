package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/** Creates the depth-first searchers (MINIMAX, ALPHA_BETA, NEGASCOUT, MTDF) from a configuration. */
public final class DepthFirstSearchers {
  private DepthFirstSearchers() {}

  /** A reusable searcher configured as {@code config} says; close it to release its helper threads. */
  public static <S extends GameState> Searcher<S> create(SearchConfig<S> config) {
    if (!(config.kind() instanceof Algorithm)) {
      throw new IllegalArgumentException("not a depth-first algorithm: " + config.kind());
    }
    return new DepthFirstSearcher<>(config);
  }
}
