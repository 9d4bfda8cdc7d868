package org.gametree.core.search;

/**
 * A {@link SearchListener} that also wants how a visit-counting search (MCTS) shares its effort among the root's
 * moves, for analysis displays. Other searches only call {@link #onIteration}.
 */
public interface RootVisitsListener extends SearchListener {
  /**
   * Called with each progress report and once when the search ends (on the searching thread).
   *
   * @param moves the root's moves
   * @param visits {@code visits[i]} playouts went through {@code moves[i]}
   * @param winRates the mean result of those playouts for the side to move at the root, in [0, 1] (NaN if unvisited)
   */
  void onRootVisits(int[] moves, int[] visits, double[] winRates);
}
