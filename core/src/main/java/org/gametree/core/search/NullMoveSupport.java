package org.gametree.core.search;

/**
 * Game hook for null-move pruning: the state can hand the move to the opponent without playing, and says when doing
 * so gives a sound lower bound (not in check, not in zugzwang-prone endings, never in games with compulsory moves).
 */
public interface NullMoveSupport {
  /** Whether a null move is sound in this position. */
  boolean nullMoveAllowed();

  /** Passes the turn to the opponent. */
  void playNull();

  /** Undoes {@link #playNull()}. */
  void undoNull();
}
