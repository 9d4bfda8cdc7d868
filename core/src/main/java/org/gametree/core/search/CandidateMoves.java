package org.gametree.core.search;

/**
 * Game hook for selective move generation: a state that implements it names the moves worth searching below the
 * root, a subset of its legal moves (Connect6 and Gomoku: cells near stones and the answers to threats, a "relevance
 * zone"). The root always searches every legal move, so a restriction never hides the move a search returns; below it
 * the search tries only the candidates. Off whenever exactness is asked for ({@link Search.Builder#selective}).
 */
public interface CandidateMoves {
  /**
   * Writes the candidate moves into {@code out} (sized for all legal moves) and returns how many. Each must be
   * legal; returning 0 while legal moves exist makes the search fall back to all of them.
   */
  int candidateMoves(int[] out);
}
