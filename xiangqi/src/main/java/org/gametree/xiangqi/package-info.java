/**
 * Xiangqi (Chinese chess), the bottom of the module: rules with repetition and chase, FEN, ICCS/WXF notation, PGN,
 * perft, the evaluators and the features they read. The search hooks are on the state; the UCCI/UCI front ends are
 * in {@code .protocol}, training in {@code .learn}, and {@code .module} wires them together.
 */
package org.gametree.xiangqi;
