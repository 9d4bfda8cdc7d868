package org.gametree.othello.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BitsTest {
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

  /** Flips by walking each direction square by square: slow and obviously right. */
  private static long walkFlips(long p, long o, int sq) {
    long all = 0;
    for (int[] d : DIRECTIONS) {
      long run = 0;
      int r = (sq >> 3) + d[0];
      int c = (sq & 7) + d[1];
      while (r >= 0 && r < 8 && c >= 0 && c < 8 && (o >>> (r * 8 + c) & 1) != 0) {
        run |= 1L << (r * 8 + c);
        r += d[0];
        c += d[1];
      }
      if (r >= 0 && r < 8 && c >= 0 && c < 8 && (p >>> (r * 8 + c) & 1) != 0) {
        all |= run;
      }
    }
    return all;
  }

  @Test
  void flipsAndMovesAgreeWithASquareBySquareWalkOnRandomBoards() {
    Random rnd = new Random(3);
    for (int k = 0; k < 20_000; k++) {
      // vary the density so that long runs, full lines and nearly empty boards all occur
      long filled = rnd.nextLong() | (k % 3 == 0 ? rnd.nextLong() : 0) | (k % 5 == 0 ? rnd.nextLong() : 0);
      long p = filled & rnd.nextLong() & (k % 7 == 0 ? rnd.nextLong() : -1L);
      long o = filled & ~p;
      long expectedMoves = 0;
      for (int sq = 0; sq < 64; sq++) {
        if (((p | o) >>> sq & 1) != 0) {
          continue;
        }
        long f = walkFlips(p, o, sq);
        assertEquals(f, Bits.flips(p, o, sq), "flips at " + sq);
        if (f != 0) {
          expectedMoves |= 1L << sq;
        }
      }
      assertEquals(expectedMoves, Bits.moves(p, o), "moves of " + p + ", " + o);
    }
  }

  @Test
  void lastFlipCountMatchesTheFlipsWhenOneSquareIsEmpty() {
    Random rnd = new Random(5);
    for (int k = 0; k < 50_000; k++) {
      int sq = rnd.nextInt(64);
      long p = rnd.nextLong() & (k % 4 == 0 ? rnd.nextLong() : -1L) & ~(1L << sq);
      long o = ~p & ~(1L << sq);
      assertEquals(Long.bitCount(Bits.flips(p, o, sq)), Bits.lastFlipCount(p, sq), "square " + sq + " of " + p);
      assertEquals(Long.bitCount(Bits.flips(o, p, sq)), Bits.lastFlipCount(o, sq), "square " + sq + " of " + o);
    }
  }
}
