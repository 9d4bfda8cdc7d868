package org.gametree.othello.search;

import org.gametree.othello.internal.Bits;

/**
 * Move ordering for the endgame solver's sorted search: fastest-first, the moves that leave the opponent the fewest
 * replies go first, sorted with each move's flips kept for the search, without allocating. Two refinements near the
 * root were measured and dropped (docs/othello.md): a 1- to 3-ply alpha-beta search over the same mobility terms
 * (50–60 % more nodes on FFO #41–#47) and a term for the bounds the table already holds for each child (0.4–0.6 % more).
 */
final class MoveOrdering {
  private MoveOrdering() {}

  private static final long CORNERS = 0x8100000000000081L;

  /**
   * Fastest-first: sorts the moves by 2·(opponent replies) + 4·(opponent corner replies) + (empty squares next to
   * the mover's discs, the opponent's potential mobility) − 3 for taking a corner, lowest first, and keeps each
   * move's flips for the search. Returns the count.
   */
  static int fastestFirst(long p, long o, long moves, int[] out, long[] flipsOut, int[] keys) {
    long empty = ~(p | o);
    int n = 0;
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long bit = 1L << sq;
      long f = Bits.flips(p, o, sq);
      long np = p | f | bit;
      long no = o ^ f;
      long opp = Bits.moves(no, np);
      // weights tuned by node counts on FFO #20-#44; parity, which the shallow search uses, did not help here
      int key = 2 * Long.bitCount(opp) + 4 * Long.bitCount(opp & CORNERS)
          + Long.bitCount(Bits.frontier(np, empty & ~bit));
      if ((bit & CORNERS) != 0) {
        key -= 3;
      }
      n = insert(out, flipsOut, keys, n, sq, f, key);
    }
    return n;
  }

  /** Insertion into the sorted prefix of length n; returns n + 1. */
  private static int insert(int[] out, long[] flipsOut, int[] keys, int n, int sq, long f, int key) {
    int j = n;
    while (j > 0 && keys[j - 1] > key) {
      keys[j] = keys[j - 1];
      out[j] = out[j - 1];
      flipsOut[j] = flipsOut[j - 1];
      j--;
    }
    keys[j] = key;
    out[j] = sq;
    flipsOut[j] = f;
    return n + 1;
  }
}
