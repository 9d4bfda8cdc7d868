package org.gametree.core.option;

/** The families of built-in engine kinds an engine option may apply to. */
public enum EngineFamily {
  /** The depth-first kinds: {@code minimax}, {@code alphabeta}, {@code negascout}, {@code mtdf}. */
  DEPTH_FIRST,
  /** Monte Carlo tree search: {@code mcts}. */
  MCTS;

  /** The family of a built-in engine kind: {@code mcts} and {@code uct} are MCTS, every other kind depth-first. */
  public static EngineFamily ofKind(String kind) {
    return kind.equals("mcts") || kind.equals("uct") ? MCTS : DEPTH_FIRST;
  }

  /** How specs and help name the family. */
  public String label() {
    return this == MCTS ? "mcts" : "depth-first";
  }
}
