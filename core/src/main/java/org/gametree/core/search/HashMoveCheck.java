package org.gametree.core.search;

/**
 * Game hook for the move picker: a state that can tell cheaply whether a move is legal here lets the search try the
 * transposition table's move before it generates any move, so a cutoff by that move costs no generation and no
 * scoring. Without the hook the search generates first and finds the hash move in the list.
 */
public interface HashMoveCheck {
  /**
   * Whether {@code move} is legal here. It may be any int (the table's move can come from another position with the
   * same key), and must agree with {@code legalMoves}; it should cost much less than generating the moves.
   */
  boolean hashMoveLegal(int move);
}
