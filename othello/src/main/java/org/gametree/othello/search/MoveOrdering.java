package org.gametree.othello.search;

import org.gametree.othello.internal.Bits;

/**
 * Move lists and move ordering for the endgame solver's sorted search: the moves with their flips, generated once
 * per node into preallocated arrays (the enhanced transposition cutoffs, the table move and the ordering all read
 * them), and fastest-first ordering, the moves that leave the opponent the fewest replies first, without allocating.
 * Two refinements near the root were measured and dropped (docs/othello.md): a 1- to 3-ply alpha-beta search over the
 * same mobility terms (50–60 % more nodes on FFO #41–#47) and a term for the bounds the table already holds for each
 * child (0.4–0.6 % more). From 18 empties up {@link EvalOrdering} reorders the list by shallow searches with BILL's
 * evaluation, which does pay (27 % fewer nodes).
 */
final class MoveOrdering {
  private MoveOrdering() {}

  private static final long CORNERS = 0x8100000000000081L;
  /** Bits of a packed order entry that hold the move's index in the list (the key is above them). */
  static final int INDEX_BITS = 6;
  static final int INDEX_MASK = (1 << INDEX_BITS) - 1;
  /** Added to a key before packing so that the packed entry is never negative (a key is at least −3). */
  private static final int KEY_OFFSET = 16;

  /** The moves in {@code moves} in ascending square order with their flips; returns the count. */
  static int generate(long p, long o, long moves, int[] squares, long[] flips) {
    int n = 0;
    for (; moves != 0; moves &= moves - 1) {
      int sq = Long.numberOfTrailingZeros(moves);
      squares[n] = sq;
      flips[n] = Bits.flips(p, o, sq);
      n++;
    }
    return n;
  }

  /**
   * Fastest-first over a generated list, leaving out the move on {@code skip} (-1 for none): sorts the moves by
   * 2·(opponent replies) + 4·(opponent corner replies) + (empty squares next to the mover's discs, the opponent's
   * potential mobility) − 3 for taking a corner, lowest first, ties in list order. Writes {@code key << INDEX_BITS |
   * index} per move to {@code order} (one int array to shift in the insertion sort) and returns the count.
   */
  static int fastestFirst(long p, long o, int[] squares, long[] flips, int n, int skip, int[] order) {
    long empty = ~(p | o);
    int count = 0;
    for (int i = 0; i < n; i++) {
      int sq = squares[i];
      if (sq == skip) {
        continue;
      }
      long bit = 1L << sq;
      long f = flips[i];
      long np = p | f | bit;
      long no = o ^ f;
      long opp = Bits.moves(no, np);
      // weights tuned by node counts on FFO #20-#44; parity, which the shallow search uses, did not help here
      int key = 2 * Long.bitCount(opp) + 4 * Long.bitCount(opp & CORNERS)
          + Long.bitCount(Bits.frontier(np, empty & ~bit));
      if ((bit & CORNERS) != 0) {
        key -= 3;
      }
      // the index grows along the list, so equal keys stay in list order
      int packed = (key + KEY_OFFSET) << INDEX_BITS | i;
      int j = count;
      while (j > 0 && order[j - 1] > packed) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = packed;
      count++;
    }
    return count;
  }
}
