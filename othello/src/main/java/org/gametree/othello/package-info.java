/**
 * Othello for gametree: {@link org.gametree.othello.OthelloGame} (rules, OBF/GGF, perft, exact solving),
 * {@link org.gametree.othello.search.EndgameSolver}, BILL's features and evaluator, and the NBoard and GTP front ends.
 */
package org.gametree.othello;
