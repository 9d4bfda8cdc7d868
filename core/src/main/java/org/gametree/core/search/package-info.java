/**
 * Depth-first game-tree search: MINIMAX, ALPHA_BETA, NEGASCOUT (PVS) and MTDF inside one iterative-deepening
 * driver, with a shared transposition table, move ordering and optional game hooks. Build a searcher with
 * {@link org.gametree.core.search.Search#builder}.
 */
package org.gametree.core.search;
