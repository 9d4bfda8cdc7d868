package org.gametree.core.mcts;

import org.gametree.core.GameState;

/** MCTS configuration (selection, rollouts, priors, threads). */
public final class MctsConfig<S extends GameState> {
  /** UCT with random rollouts. */
  public static <S extends GameState> MctsConfig<S> uct() {
    return new MctsConfig<>();
  }

  /** Applies an engine-spec option ({@code c=1.4}, {@code rave=on}, ...); false if the key is unknown. */
  public boolean configure(String key, String value) {
    return false;
  }
}
