package org.gametree.core.search;

import java.util.Locale;

/** The depth-first search algorithms {@link Search#builder} can build; MCTS is set with {@link Search.Builder#mcts}. */
public enum Algorithm implements SearcherKind {
  /** Plain minimax (negamax form): the reference every other algorithm must agree with. */
  MINIMAX,
  /** Alpha-beta (fail-soft negamax). */
  ALPHA_BETA,
  /** NegaScout / principal variation search: null windows for all but the first move. */
  NEGASCOUT,
  /** MTD(f): a sequence of null-window alpha-beta searches with memory, converging on the minimax value. */
  MTDF;

  /** Parses {@code minimax}, {@code alphabeta}/{@code alpha_beta}/{@code ab}, {@code negascout}/{@code pvs}, {@code mtdf}. */
  public static Algorithm parse(String text) {
    switch (text.strip().toLowerCase(Locale.ROOT).replace("-", "").replace("_", "")) {
      case "minimax":
        return MINIMAX;
      case "alphabeta":
      case "ab":
        return ALPHA_BETA;
      case "negascout":
      case "pvs":
        return NEGASCOUT;
      case "mtdf":
        return MTDF;
      default:
        throw new IllegalArgumentException(
            "unknown algorithm '" + text + "'; choose minimax, alphabeta, negascout or mtdf");
    }
  }
}
