package org.gametree.core.search;

/** Receives search progress; protocols translate it into {@code info} lines. Called on the searching thread. */
@FunctionalInterface
public interface SearchListener {
  /** A listener that ignores everything. */
  SearchListener NONE = info -> {};

  /** Called after each completed iteration. */
  void onIteration(SearchInfo info);
}
