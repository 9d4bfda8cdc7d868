/**
 * Internals of the depth-first search: the iterative-deepening driver, one class per algorithm (Minimax, AlphaBeta,
 * NegaScout, Mtdf), the shared lock-free transposition table, move ordering and time management. Use
 * {@link org.gametree.core.search.Search#builder} rather than these classes.
 */
package org.gametree.core.search.internal;
