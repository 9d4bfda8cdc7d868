package org.gametree.core.mcts;

import org.gametree.core.GameState;

/**
 * Optional capability of a {@link org.gametree.core.Game}: game-specific rollout and prior policies by name. When the
 * game implements it, MCTS uses {@code rolloutPolicy("default")} and {@code priorPolicy("default")} unless the
 * configuration sets its own or names another ({@code mcts:rollout=light}, {@code mcts:prior=none}).
 */
public interface MctsKnowledge<S extends GameState> {
  /** A rollout policy by name ({@code "default"} always works); null if the name is unknown. */
  RolloutPolicy<S> rolloutPolicy(String name);

  /** A prior policy by name ({@code "default"} always works); null if the name is unknown. */
  PriorPolicy<S> priorPolicy(String name);
}
