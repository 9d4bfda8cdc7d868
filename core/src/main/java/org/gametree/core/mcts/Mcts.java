package org.gametree.core.mcts;

import org.gametree.core.GameState;
import org.gametree.core.search.Search;
import org.gametree.core.search.Searcher;

/** Recipes and the factory for MCTS searchers. */
public final class Mcts {
  private Mcts() {}

  /** The MCTS searcher a builder describes. */
  public static <S extends GameState> Searcher<S> searcher(Search.Builder<S> builder) {
    throw new UnsupportedOperationException("MCTS is being written (issue 8)");
  }
}
