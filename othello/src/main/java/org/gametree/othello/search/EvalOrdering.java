package org.gametree.othello.search;

import org.gametree.othello.BillFeatures;
import org.gametree.othello.PatternEvaluator;
import org.gametree.othello.internal.Bits;

/**
 * Move ordering near the root of a large solve by a shallow search with BILL 2.0's evaluation (the {@code default}
 * evaluator's terms, docs/othello.md "Evaluation", on bitboards and in integers): each move is searched to a small
 * depth with the evaluation at the leaves, and the moves are tried best value first, fastest-first breaking ties.
 */
final class EvalOrdering {
  private static final int INFINITE = 1 << 20;
  /**
   * A measuring switch, off by default: with the system property {@code gametree.othello.solver-order=pattern} the
   * shallow searches evaluate with the shipped pattern tables ({@link PatternEvaluator}, doubled to the same half
   * centi-discs) instead of BILL's terms (docs/experiments/othello-patterns.md has the node counts).
   */
  static final boolean PATTERNS = "pattern".equals(System.getProperty("gametree.othello.solver-order"));

  private final BillFeatures bill = new BillFeatures();
  private final PatternEvaluator patterns = PATTERNS ? new PatternEvaluator() : null;
  /** Nodes of the shallow searches (not counted as solver nodes). */
  long nodes;

  /** BILL 2.0's value for the owner of {@code p}, in half centi-discs ({@link BillFeatures#handSetValue}). */
  int evaluate(long p, long o) {
    nodes++;
    return patterns != null ? 2 * patterns.value(p, o) : bill.handSetValue(p, o);
  }

  /** Alpha-beta to {@code depth} with the evaluation at the leaves; the final margin × 200 at the end. */
  int search(long p, long o, int depth, int alpha, int beta, boolean passed) {
    if (depth == 0) {
      return evaluate(p, o);
    }
    nodes++;
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (passed) {
        return -200 * Bits.finalScore(o, p);
      }
      return -search(o, p, depth, -beta, -alpha, true);
    }
    int best = -INFINITE;
    for (; moves != 0; moves &= moves - 1) {
      int sq = Long.numberOfTrailingZeros(moves);
      long f = Bits.flips(p, o, sq);
      int v = -search(o ^ f, p | f | (1L << sq), depth - 1, -beta, -Math.max(alpha, best), false);
      if (v > best) {
        best = v;
        if (v >= beta) {
          break;
        }
      }
    }
    return best;
  }

  /**
   * Reorders {@code order} (packed fastest-first entries, {@link MoveOrdering#fastestFirst}) by each move's value from
   * a search of {@code depth} plies, best first; equal values keep the fastest-first order.
   */
  void sort(long p, long o, int[] squares, long[] flips, int[] order, int count, int depth, long[] scratch) {
    for (int k = 0; k < count; k++) {
      int i = order[k] & MoveOrdering.INDEX_MASK;
      long f = flips[i];
      int v = -search(o ^ f, p | f | (1L << squares[i]), depth - 1, -INFINITE, INFINITE, false);
      // higher values first; the position k breaks ties (fastest-first order)
      scratch[k] = ((long) -v << 40) | ((long) k << 32) | (order[k] & 0xFFFFFFFFL);
    }
    java.util.Arrays.sort(scratch, 0, count);
    for (int k = 0; k < count; k++) {
      order[k] = (int) scratch[k];
    }
  }
}
