package org.gametree.core.search;

/**
 * Game hook for move ordering: a state (or evaluator) that implements it scores moves before they are searched,
 * higher first (MVV-LVA captures, threats, mobility). The hash move, killers and history come on top of this.
 */
public interface MoveScorer {
  /** Writes a score for each of {@code moves[0..count)} into {@code scores[0..count)}. */
  void scoreMoves(int[] moves, int count, int[] scores);
}
