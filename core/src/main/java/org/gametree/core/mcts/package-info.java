/**
 * Monte Carlo tree search for any {@link org.gametree.core.GameState}: UCT, RAVE/AMAF, PUCT with priors, rollout
 * policies, leaf evaluators, tree reuse and tree parallelisation with virtual loss.
 */
package org.gametree.core.mcts;
