package org.gametree.core.search;

/**
 * Game hook for repeated positions: a state that implements it tells the search what a position is worth that repeats
 * an earlier one, by the rule the game ends such a cycle with (a draw, or a loss for the side that checked or chased
 * throughout it, as in Xiangqi). The search asks it at every node below the root before anything else, the
 * transposition table included, and never lets a value that depends on it cut off a search on another path.
 *
 * <p>A state without the hook is searched as before: the game's own {@code isTerminal()} is its only end.
 */
public interface RepetitionRule {
  /** What a repetition is worth for the player to move at the repeated position. */
  enum Verdict {
    /** No repetition the rule scores: search the position. */
    NONE,
    /** A draw (scored with the engine's contempt, like any draw). */
    DRAW,
    /** The player to move wins. */
    WIN,
    /** The player to move loses. */
    LOSS
  }

  /**
   * The verdict on the current position, or {@link Verdict#NONE}. It is the game's own result if the history (the game
   * before the search's root included) already ends the game by repetition here; otherwise, if the position repeats
   * one of those of the last {@code plies} moves (the search's path back to its root, the root included), the result
   * the game's rule would give if play went round that cycle until the rule ends the game. Repeating only a position
   * from before the root is no verdict: the search has not looked at the ways out of it. Called at every node, so
   * it should be cheap where no position repeats.
   *
   * @param plies the moves played since the search's root, at least 1
   */
  Verdict repetition(int plies);
}
