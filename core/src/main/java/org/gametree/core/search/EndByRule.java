package org.gametree.core.search;

/**
 * Game hook for terminal detection inside the search: a state that implements it promises that its game is over
 * exactly when {@link #endedByRule()} holds or the player to move has no legal move (an empty {@code legalMoves}). The
 * search then asks only this cheap question at the nodes where it generates moves, and takes an empty generation as
 * the end of the game, instead of calling {@code isTerminal()} and generating again. A game where having no move is
 * not the end (a pass that is a legal move, as in Othello and Go) keeps the promise as long as {@code legalMoves}
 * lists the pass.
 */
public interface EndByRule {
  /**
   * Whether the game is over here by a rule other than the player to move having no legal move: a move limit, a
   * repetition the rules judge. Called at most nodes, so it should be cheap.
   */
  boolean endedByRule();
}
