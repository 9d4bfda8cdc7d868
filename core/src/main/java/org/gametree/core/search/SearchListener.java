package org.gametree.core.search;

/** Receives search progress; protocols translate it into {@code info} lines. Called on the searching thread. */
@FunctionalInterface
public interface SearchListener {
  /** A listener that ignores everything. */
  SearchListener NONE = info -> {};

  /** Called after each completed iteration. */
  void onIteration(SearchInfo info);

  /**
   * Called when an iteration's aspiration window failed and the iteration is searched again with a wider window
   * (ALPHA_BETA and NEGASCOUT, main thread only). The default ignores it.
   *
   * @param depth the iteration's depth
   * @param value the fail-soft bound the failed search returned
   * @param high true if it failed high ({@code value} is a lower bound), false if it failed low (an upper bound)
   */
  default void onAspirationFail(int depth, int value, boolean high) {}
}
