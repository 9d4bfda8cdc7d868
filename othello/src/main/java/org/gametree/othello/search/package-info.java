/**
 * Othello's search knowledge: the exact endgame solver ({@link org.gametree.othello.search.EndgameSolver}, its
 * parallel form and tables), the hook that hands endgames to it inside search, ProbCut's models, move ordering, and
 * the {@code Solvable} and {@code SearchOptions} capabilities the module gives the game.
 */
package org.gametree.othello.search;
