package org.gametree.core.search;

/**
 * Game hook for quiescence search: a state that implements it is searched past the nominal depth over its tactical
 * moves (captures, threats) until the position is quiet, with the static evaluation as a stand-pat bound.
 */
public interface TacticalMoves {
  /** Writes the tactical moves into {@code out} and returns how many. */
  int tacticalMoves(int[] out);

  /** Whether standing pat is unsound here (e.g. in check): then quiescence searches every legal move. */
  default boolean mustEvade() {
    return false;
  }
}
