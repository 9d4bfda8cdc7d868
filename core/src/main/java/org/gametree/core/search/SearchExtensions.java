package org.gametree.core.search;

/** Game hook for search extensions (e.g. check): asked of a state right after a move was played into it. */
public interface SearchExtensions {
  /** Plies by which to extend the search below this position (0 or 1, usually). */
  int extension();
}
