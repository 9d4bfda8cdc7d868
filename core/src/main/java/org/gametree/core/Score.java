package org.gametree.core;

/**
 * Integer scores shared by every searcher.
 *
 * <p>Heuristic values lie within {@code ±MAX_EVAL}. A decisive (game-theoretic) result is {@code WIN − ply} for a win
 * found {@code ply} moves from the root and its negation for a loss, so shorter wins and longer losses are preferred.
 * Games whose final margin matters (Othello's disc count) use {@link #winByMargin}: a larger margin beats a shorter
 * win, and the margin can be read back with {@link #margin}. All decisive scores satisfy
 * {@code |s| >= DECISIVE_BOUND > MAX_EVAL}.
 */
public final class Score {
  /** Larger than any score; the initial alpha-beta window is {@code (-INFINITE, INFINITE)}. */
  public static final int INFINITE = 1_000_000_000;
  /** The score of a win at the root itself. */
  public static final int WIN = 100_000_000;
  /** Decisive scores have absolute value at least this. */
  public static final int DECISIVE_BOUND = WIN - 2_000_000;
  /** Evaluators stay within ±MAX_EVAL. */
  public static final int MAX_EVAL = 10_000_000;
  /** Plies from the root that a decisive score can encode; deeper plies are clamped. */
  public static final int MAX_PLY = 1023;
  /** The largest margin a margin score can encode. */
  public static final int MAX_MARGIN = 999;
  private static final int MARGIN_STEP = MAX_PLY + 1;

  private Score() {}

  /** A win {@code ply} moves from the root. */
  public static int win(int ply) {
    return WIN - clampPly(ply);
  }

  /** A loss {@code ply} moves from the root. */
  public static int loss(int ply) {
    return -win(ply);
  }

  /** A win by {@code margin} (≥ 1) {@code ply} moves from the root: larger margins first, then shorter wins. */
  public static int winByMargin(int margin, int ply) {
    int m = Math.max(1, Math.min(margin, MAX_MARGIN));
    return WIN - (MAX_MARGIN + 1 - m) * MARGIN_STEP - clampPly(ply);
  }

  /**
   * The score of a finished game for {@code player}, {@code ply} moves from the root.
   *
   * @param withMargin whether the outcome's margin orders wins (and draws score 0 either way)
   */
  public static int terminal(Outcome outcome, int player, int ply, boolean withMargin) {
    int sign = outcome.signFor(player);
    if (sign == 0) {
      return 0;
    }
    int w = withMargin && outcome.margin() > 0 ? winByMargin(outcome.margin(), ply) : win(ply);
    return sign * w;
  }

  /** Whether {@code score} is a proven win or loss. */
  public static boolean isDecisive(int score) {
    return score >= DECISIVE_BOUND || score <= -DECISIVE_BOUND;
  }

  /** Whether {@code score} is a proven win for the side it belongs to. */
  public static boolean isWin(int score) {
    return score >= DECISIVE_BOUND;
  }

  /** Whether {@code score} is a proven loss for the side it belongs to. */
  public static boolean isLoss(int score) {
    return score <= -DECISIVE_BOUND;
  }

  /**
   * Converts a score relative to the root into one relative to the node {@code ply} moves deep, for storing in a
   * transposition table: the same position reached at another depth must read the same distance to the end.
   */
  public static int toTable(int score, int ply) {
    if (score >= DECISIVE_BOUND) {
      return score + ply;
    }
    if (score <= -DECISIVE_BOUND) {
      return score - ply;
    }
    return score;
  }

  /** Inverse of {@link #toTable}. */
  public static int fromTable(int score, int ply) {
    if (score >= DECISIVE_BOUND) {
      return score - ply;
    }
    if (score <= -DECISIVE_BOUND) {
      return score + ply;
    }
    return score;
  }

  /** Moves from the root to the end of the game for a decisive score. */
  public static int pliesToEnd(int score) {
    return (WIN - Math.abs(score)) % MARGIN_STEP;
  }

  /** The margin of a decisive margin score, or 0 for a plain decisive score or a heuristic one. */
  public static int margin(int score) {
    if (!isDecisive(score)) {
      return 0;
    }
    int steps = (WIN - Math.abs(score)) / MARGIN_STEP;
    return steps == 0 ? 0 : MAX_MARGIN + 1 - steps;
  }

  /**
   * What a search's score measures, as output names it ({@code scoreUnit} in JSON): {@code "proven"} for a decisive
   * score (a win or loss found by search, {@link #toString} tells plies and margin), {@code "winrate"} for an MCTS
   * result that is not proven ({@code 1000 × (2 × rate − 1)}, so 0 is even and ±1000 certain), and
   * {@code "evaluation"} for a depth-first result scored by the evaluator (its own units; positive favours the side
   * to move).
   */
  public static String unit(int score, boolean winRate) {
    if (isDecisive(score)) {
      return "proven";
    }
    return winRate ? "winrate" : "evaluation";
  }

  /** A short human-readable form: {@code win in 7}, {@code loss in 4 (margin 12)}, or the number. */
  public static String toString(int score) {
    if (!isDecisive(score)) {
      return Integer.toString(score);
    }
    String text = (score > 0 ? "win in " : "loss in ") + pliesToEnd(score);
    int m = margin(score);
    return m > 0 ? text + " (margin " + m + ")" : text;
  }

  private static int clampPly(int ply) {
    return Math.max(0, Math.min(ply, MAX_PLY));
  }
}
