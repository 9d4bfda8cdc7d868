package org.gametree.core.search.internal;

/** One depth-first algorithm as the iterative-deepening driver sees it: search the root to a depth in a window. */
interface RootSearch {
  /**
   * Searches the worker's root to {@code depth} in the window (alpha, beta) and returns its fail-soft value; the
   * root's best move and PV are left in the worker ({@code rootBestMove}, {@code pv}).
   */
  int searchRoot(int depth, int alpha, int beta);

  /** Whether aspiration windows help this algorithm (not for MINIMAX, which ignores windows, nor MTD(f)). */
  default boolean usesAspiration() {
    return true;
  }
}
