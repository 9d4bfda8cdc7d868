package org.gametree.core.option;

/** The families of built-in engine kinds an engine option may apply to. */
public enum EngineFamily {
  /** The depth-first kinds: {@code minimax}, {@code alphabeta}, {@code negascout}, {@code mtdf}. */
  DEPTH_FIRST,
  /** Monte Carlo tree search: {@code mcts}. */
  MCTS;

  /** How specs and help name the family. */
  public String label() {
    return this == MCTS ? "mcts" : "depth-first";
  }
}
