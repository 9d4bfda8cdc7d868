/**
 * Othello for gametree, the bottom of the module: {@link org.gametree.othello.OthelloGame} (rules, OBF/GGF, perft),
 * the state, notation, GGF records, BILL's evaluator and the features the evaluators read
 * ({@link org.gametree.othello.BillFeatures}, {@link org.gametree.othello.SamuelFeatures}). The solver and the other
 * search knowledge are in {@code .search}, the front ends in {@code .protocol}, training in {@code .learn}, and
 * {@code .module} wires them together.
 */
package org.gametree.othello;
