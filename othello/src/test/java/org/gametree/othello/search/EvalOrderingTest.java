package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.gametree.othello.internal.Bits;
import org.junit.jupiter.api.Test;

class EvalOrderingTest {
  /** Positions of 18–30 empties from random games (the side to move has a move). */
  private static long[][] positions(int count, long seed) {
    Random r = new Random(seed);
    long[][] out = new long[count][];
    int n = 0;
    while (n < count) {
      long p = 0x0000000810000000L;
      long o = 0x0000001008000000L;
      int stop = 18 + r.nextInt(13);
      while (64 - Long.bitCount(p | o) > stop) {
        long m = Bits.moves(p, o);
        if (m == 0) {
          if (Bits.moves(o, p) == 0) {
            break;
          }
          long t = p;
          p = o;
          o = t;
          continue;
        }
        for (int k = r.nextInt(Long.bitCount(m)); k > 0; k--) {
          m &= m - 1;
        }
        int sq = Long.numberOfTrailingZeros(m);
        long f = Bits.flips(p, o, sq);
        long np = o ^ f;
        o = p | f | (1L << sq);
        p = np;
      }
      if (Bits.moves(p, o) != 0 && 64 - Long.bitCount(p | o) == stop) {
        out[n++] = new long[] {p, o};
      }
    }
    return out;
  }

  @Test
  void sortingReordersTheFastestFirstEntriesBestValueFirst() {
    EvalOrdering eval = new EvalOrdering();
    int[] squares = new int[33];
    long[] flips = new long[33];
    int[] order = new int[33];
    long[] scratch = new long[33];
    for (long[] pos : positions(100, 7)) {
      long p = pos[0];
      long o = pos[1];
      int n = MoveOrdering.generate(p, o, Bits.moves(p, o), squares, flips);
      int m = MoveOrdering.fastestFirst(p, o, squares, flips, n, -1, order);
      int[] before = Arrays.copyOf(order, m);
      for (int depth = 1; depth <= 3; depth++) {
        System.arraycopy(before, 0, order, 0, m);
        eval.sort(p, o, squares, flips, order, m, depth, scratch);
        int[] sorted = Arrays.copyOf(order, m);
        int[] a = sorted.clone();
        int[] b = before.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        assertArrayEquals(b, a, "a permutation of the fastest-first entries");
        int last = Integer.MAX_VALUE;
        for (int entry : sorted) {
          int i = entry & MoveOrdering.INDEX_MASK;
          long f = flips[i];
          int v = -eval.search(o ^ f, p | f | (1L << squares[i]), depth - 1, -(1 << 20), 1 << 20, false);
          assertTrue(v <= last, "values do not rise along the order");
          last = v;
        }
      }
    }
  }

  @Test
  void aOnePlySearchIsTheBestChildEvaluationAndCornersCount() {
    EvalOrdering eval = new EvalOrdering();
    for (long[] pos : positions(100, 11)) {
      long p = pos[0];
      long o = pos[1];
      int best = Integer.MIN_VALUE;
      for (long m = Bits.moves(p, o); m != 0; m &= m - 1) {
        int sq = Long.numberOfTrailingZeros(m);
        long f = Bits.flips(p, o, sq);
        best = Math.max(best, -eval.evaluate(o ^ f, p | f | (1L << sq)));
      }
      assertEquals(best, eval.search(p, o, 1, -(1 << 20), 1 << 20, false));
    }
    // the same discs are worth more on the corners than on the X-squares
    long corners = 0x8100000000000081L | 0x0000001818000000L;
    long xSquares = 0x0042000000004200L | 0x0000001818000000L;
    long rest = 0x0000240000240000L;
    assertTrue(eval.evaluate(corners & ~0x0000001818000000L | 0x0000000800000000L, rest)
        > eval.evaluate(xSquares & ~0x0000001818000000L | 0x0000000800000000L, rest));
  }
}
