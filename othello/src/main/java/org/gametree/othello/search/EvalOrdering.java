package org.gametree.othello.search;

import org.gametree.othello.EdgeTable;
import org.gametree.othello.internal.Bits;

/**
 * Move ordering near the root of a large solve by a shallow search with BILL 2.0's evaluation (the {@code default}
 * evaluator's terms, docs/othello.md "Evaluation", on bitboards and in integers): each move is searched to a small
 * depth with the evaluation at the leaves, and the moves are tried best value first, fastest-first breaking ties.
 */
final class EvalOrdering {
  private static final long CORNERS = 0x8100000000000081L;
  private static final long X_SQUARES = 0x0042000000004200L;
  private static final long EDGES = 0xFF818181818181FFL;
  /** The classic square weights (corner 100, C −20, A 10, B 5, X −50, inner −1/−2), one mask per weight. */
  private static final int[] WEIGHTS = {100, -20, 10, 5, -50, -2, -1};
  private static final long[] WEIGHT_MASKS = new long[WEIGHTS.length];
  // edge squares in the edge table's order: X, corner .. corner, X
  private static final int[][] EDGE_SQUARES = {
      {9, 0, 1, 2, 3, 4, 5, 6, 7, 14},
      {49, 56, 57, 58, 59, 60, 61, 62, 63, 54},
      {9, 0, 8, 16, 24, 32, 40, 48, 56, 49},
      {14, 7, 15, 23, 31, 39, 47, 55, 63, 54}};
  private static final int INFINITE = 1 << 20;

  static {
    int[] table = {
        100, -20, 10, 5, 5, 10, -20, 100,
        -20, -50, -2, -2, -2, -2, -50, -20,
        10, -2, -1, -1, -1, -1, -2, 10,
        5, -2, -1, -1, -1, -1, -2, 5,
        5, -2, -1, -1, -1, -1, -2, 5,
        10, -2, -1, -1, -1, -1, -2, 10,
        -20, -50, -2, -2, -2, -2, -50, -20,
        100, -20, 10, 5, 5, 10, -20, 100};
    for (int sq = 0; sq < 64; sq++) {
      for (int w = 0; w < WEIGHTS.length; w++) {
        if (WEIGHTS[w] == table[sq]) {
          WEIGHT_MASKS[w] |= 1L << sq;
        }
      }
    }
  }

  private final EdgeTable edges = EdgeTable.shared();
  /** Nodes of the shallow searches (not counted as solver nodes). */
  long nodes;

  /** BILL 2.0's value for the owner of {@code p}, in half centi-discs. */
  int evaluate(long p, long o) {
    nodes++;
    int discs = Long.bitCount(p | o);
    // m(s) = 40 − 30·(s − 4)/60 and q(s) = 20 − 15·(s − 4)/60, doubled (the half weights below are then whole)
    int m = 80 - (discs - 4);
    int q = 40 - (discs - 4) / 2;
    long mp = Bits.moves(p, o);
    long mo = Bits.moves(o, p);
    int mobility = 2 * (Long.bitCount(mp) - Long.bitCount(mo)) + 2 * (Long.bitCount(mp & CORNERS)
        - Long.bitCount(mo & CORNERS)) - (Long.bitCount(mp & X_SQUARES) - Long.bitCount(mo & X_SQUARES));
    long empty = ~(p | o);
    long fo = Bits.frontier(o, empty);
    long fp = Bits.frontier(p, empty);
    int potential = 2 * (Long.bitCount(fo) - Long.bitCount(fp)) - (Long.bitCount(fo & EDGES)
        - Long.bitCount(fp & EDGES));
    int squares = 0;
    for (int w = 0; w < WEIGHTS.length; w++) {
      squares += WEIGHTS[w] * (Long.bitCount(p & WEIGHT_MASKS[w]) - Long.bitCount(o & WEIGHT_MASKS[w]));
    }
    int edge = 0;
    for (int[] line : EDGE_SQUARES) {
      int idx = 0;
      for (int i = 9; i >= 0; i--) {
        idx = idx * 3 + (int) (p >>> line[i] & 1) + 2 * (int) (o >>> line[i] & 1);
      }
      edge += edges.value(idx);
    }
    return (m * mobility + q * potential) / 2 + 2 * squares + edge / 50;
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
