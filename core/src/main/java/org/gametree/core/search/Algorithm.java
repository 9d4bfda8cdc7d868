package org.gametree.core.search;

/** The search algorithms {@link Search#builder} can build. */
public enum Algorithm {
  /** Plain minimax (negamax form): the reference every other algorithm must agree with. */
  MINIMAX,
  /** Alpha-beta (fail-soft negamax). */
  ALPHA_BETA,
  /** NegaScout / principal variation search: null windows for all but the first move. */
  NEGASCOUT,
  /** MTD(f): a sequence of null-window alpha-beta searches with memory, converging on the minimax value. */
  MTDF,
  /** Monte Carlo tree search (UCT, RAVE, PUCT): needs {@link Search.Builder#mcts}, the MCTS package's configuration. */
  MCTS;

  /** Parses {@code minimax}, {@code alphabeta}/{@code alpha_beta}, {@code negascout}/{@code pvs}, {@code mtdf}, {@code mcts}. */
  public static Algorithm parse(String text) {
    switch (text.strip().toLowerCase(java.util.Locale.ROOT).replace("-", "").replace("_", "")) {
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
      case "mcts":
      case "uct":
        return MCTS;
      default:
        throw new IllegalArgumentException(
            "unknown algorithm '" + text + "'; choose minimax, alphabeta, negascout, mtdf or mcts");
    }
  }
}
