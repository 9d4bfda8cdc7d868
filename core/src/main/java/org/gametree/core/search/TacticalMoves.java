package org.gametree.core.search;

/**
 * Game hook for quiescence search: a state that implements it is searched past the nominal depth over its tactical
 * moves (captures, threats) until the position is quiet, with the static evaluation as a stand-pat bound. Selective
 * search also asks it which moves are tactical and whether the side to move is in check.
 */
public interface TacticalMoves {
  /** Writes the tactical moves into {@code out} and returns how many. */
  int tacticalMoves(int[] out);

  /** Whether standing pat is unsound here (e.g. in check): then quiescence searches every legal move. */
  default boolean mustEvade() {
    return false;
  }

  /**
   * Whether {@code move}, legal here, is tactical (a capture, a threat): selective search never reduces or prunes it
   * as a quiet move. The default treats every move as quiet.
   */
  default boolean isTactical(int move) {
    return false;
  }

  /**
   * At most how much the tactical {@code move}, legal here, can gain in evaluation units (the value of what it
   * captures). Quiescence skips a capture that could not bring the evaluation within a futility margin of alpha
   * (delta pruning), where the evaluator declares {@link PruningMargins}. The default, {@code Score.MAX_EVAL}, never
   * prunes.
   */
  default int gain(int move) {
    return org.gametree.core.Score.MAX_EVAL;
  }
}
