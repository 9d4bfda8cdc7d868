/**
 * Go's MCTS knowledge ({@link org.gametree.go.search.GoKnowledge}, the capability the module gives the game): rollout
 * policies ({@link org.gametree.go.search.GoPlayout}), priors ({@link org.gametree.go.search.GoPriors} and the learned
 * {@link org.gametree.go.search.LearnedPriors}), the 3×3 shapes both use and ladder reading. It reads positions only
 * through the public API of {@link org.gametree.go.GoBoard}, {@link org.gametree.go.GoTactics},
 * {@link org.gametree.go.GoPlayoutBoard} and {@link org.gametree.go.GoState}.
 */
package org.gametree.go.search;
