/**
 * Internals of the depth-first search: the iterative-deepening driver, the plain reference recursion (Minimax), the
 * one selective recursion behind ALPHA_BETA, NEGASCOUT and MTD(f) (Negamax, driven by Mtdf for MTD(f)), the shared
 * lock-free transposition table, move ordering and time management. Use
 * {@link org.gametree.core.search.Search#builder} rather than these classes.
 */
package org.gametree.core.search.internal;
