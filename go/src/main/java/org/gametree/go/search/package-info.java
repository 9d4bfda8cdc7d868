/**
 * Go's MCTS knowledge: rollout policies ({@link org.gametree.go.search.GoPlayout}), priors
 * ({@link org.gametree.go.search.GoPriors}), the 3×3 shapes both use and ladder reading. It reads positions only
 * through the public API of {@link org.gametree.go.GoBoard}, {@link org.gametree.go.GoTactics},
 * {@link org.gametree.go.GoPlayoutBoard} and {@link org.gametree.go.GoState}.
 */
package org.gametree.go.search;
