package org.gametree.core.mcts;

import java.util.OptionalDouble;
import org.gametree.core.search.Searcher;

/**
 * The factory for MCTS searchers: {@code Search.builder(game).mcts(MctsConfig.rave()).threads(2).build()}. The
 * searcher's {@link org.gametree.core.search.SearchResult#nodes()} counts playouts, its score maps the best move's win
 * rate w to {@code round((2w − 1) · 1000)} (its typed value is the rate itself, or the proven result), below the
 * resignation threshold it sets {@link org.gametree.core.search.SearchResult#resigned()}, and its principal variation
 * follows the most visited children.
 */
public final class Mcts {
  private Mcts() {}

  /**
   * After a search by an MCTS searcher with the solver on ({@code mcts-solver=on}): the proven value of the root for its
   * player to move (1 a win, ½ a draw, 0 a loss), or empty when the root is not proven or the searcher is not MCTS.
   */
  public static OptionalDouble provenValue(Searcher<?> searcher) {
    if (searcher instanceof MctsSearcher<?> m) {
      double v = m.rootProof();
      return Double.isNaN(v) ? OptionalDouble.empty() : OptionalDouble.of(v);
    }
    return OptionalDouble.empty();
  }
}
