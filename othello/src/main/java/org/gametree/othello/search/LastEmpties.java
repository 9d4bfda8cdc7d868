package org.gametree.othello.search;

import org.gametree.othello.internal.Bits;

/**
 * The endgame solver's last plies, below the sorted search: the empty squares kept in a doubly linked list in a fixed
 * good-squares-first order, a small alpha-beta for 5 and 6 empties that tries odd-quadrant squares first (parity), and
 * dedicated code for the last four, three, two and one empties, none of them generating a move list. A superclass of
 * {@link EndgameSolver} rather than a field of it so that the hot calls and the node counter cost no indirection.
 */
abstract class LastEmpties {
  /** The sentinel of the doubly linked list of empty squares. */
  static final int LIST_END = 64;

  private static final long[] QUADRANT = new long[64];
  /** One bit per quadrant (a1–d4, e1–h4, a5–d8, e5–h8), the bit of the square's quadrant. */
  private static final int[] QUADRANT_BIT = new int[64];
  /** The up to eight squares around each square: no flip is possible without an opponent disc among them. */
  private static final long[] NEIGHBOURS = new long[64];
  /**
   * All squares, best first, for the order in which the shallow search tries empties: corners; the inner ring
   * around the centre (c4, c3 and their mirrors); the edge squares two and three from a corner (c1, d1, …); the
   * rest of the second ring (d2, c2, …); C-squares and X-squares last.
   */
  private static final int[] STATIC_ORDER;

  static {
    long[] quadrants = {0x000000000F0F0F0FL, 0x00000000F0F0F0F0L, 0x0F0F0F0F00000000L, 0xF0F0F0F000000000L};
    for (int sq = 0; sq < 64; sq++) {
      int q = ((sq >> 5) << 1) | ((sq & 7) >> 2);
      QUADRANT[sq] = quadrants[q];
      QUADRANT_BIT[sq] = 1 << q;
      long bit = 1L << sq;
      NEIGHBOURS[sq] = ((bit << 8) | (bit >>> 8) | ((bit & Bits.NOT_H) << 1) | ((bit & Bits.NOT_A) >>> 1)
          | ((bit & Bits.NOT_H) << 9) | ((bit & Bits.NOT_A) >>> 9) | ((bit & Bits.NOT_A) << 7)
          | ((bit & Bits.NOT_H) >>> 7));
    }
    // rank of each square of the a1–d4 quarter (row by row), mirrored onto the other three quarters
    int[] quarterRank = {
        0, 8, 3, 4,
        8, 9, 7, 6,
        3, 7, 2, 1,
        4, 6, 1, 10};
    Integer[] squares = new Integer[64];
    int[] rank = new int[64];
    for (int sq = 0; sq < 64; sq++) {
      int row = sq >> 3;
      int col = sq & 7;
      rank[sq] = quarterRank[Math.min(row, 7 - row) * 4 + Math.min(col, 7 - col)];
      squares[sq] = sq;
    }
    java.util.Arrays.sort(squares, (a, b) -> rank[a] != rank[b] ? rank[a] - rank[b] : a - b);
    STATIC_ORDER = new int[64];
    for (int i = 0; i < 64; i++) {
      STATIC_ORDER[i] = squares[i];
    }
  }

  /** Nodes visited since the last reset, by every part of the solver. */
  long nodes;
  /** The empty squares in {@link #STATIC_ORDER}, linked through square indices; {@link #LIST_END} closes it. */
  final int[] next = new int[65];
  final int[] prev = new int[65];
  /** Bit q is set when quadrant q has an odd number of empty squares. */
  int parity;
  private final int[] fourSquares = new int[4];

  /** Links the empty squares in {@link #STATIC_ORDER} and sets {@link #parity}. */
  final void linkEmpties(long empty) {
    int last = LIST_END;
    parity = 0;
    for (int sq : STATIC_ORDER) {
      if ((empty >>> sq & 1) != 0) {
        next[last] = sq;
        prev[sq] = last;
        last = sq;
        parity ^= QUADRANT_BIT[sq];
      }
    }
    next[last] = LIST_END;
    prev[LIST_END] = last;
  }

  /** Takes a square just played out of the empty list; {@link #relink} undoes it (last out, first back). */
  final void unlink(int sq) {
    next[prev[sq]] = next[sq];
    prev[next[sq]] = prev[sq];
    parity ^= QUADRANT_BIT[sq];
  }

  final void relink(int sq) {
    next[prev[sq]] = sq;
    prev[next[sq]] = sq;
    parity ^= QUADRANT_BIT[sq];
  }

  /**
   * Alpha-beta without table or move generation for 5 and 6 empties: the empty list is walked twice, squares in
   * quadrants with an odd number of empties first (the last move in a region is worth having), and a square is
   * tried only if it touches an opponent disc.
   */
  final int shallow(long p, long o, int alpha, int beta, int empties, boolean passed) {
    nodes++;
    int best = -65;
    int odd = parity;
    for (int round = 0; round < 2; round++) {
      int wanted = round == 0 ? odd : ~odd;
      for (int sq = next[LIST_END]; sq != LIST_END; sq = next[sq]) {
        if ((QUADRANT_BIT[sq] & wanted) == 0 || (NEIGHBOURS[sq] & o) == 0) {
          continue;
        }
        long f = Bits.flips(p, o, sq);
        if (f == 0) {
          continue;
        }
        unlink(sq);
        long np = o ^ f;
        long no = p | f | (1L << sq);
        int v = empties == 5
            ? -last4(np, no, -beta, -Math.max(alpha, best), false)
            : -shallow(np, no, -beta, -Math.max(alpha, best), empties - 1, false);
        relink(sq);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -shallow(o, p, -beta, -alpha, empties, true);
    }
    return best;
  }

  /** Four empties: the squares are read once from the list, odd-quadrant ones first, and passed down by value. */
  final int last4(long p, long o, int alpha, int beta, boolean passed) {
    nodes++;
    int[] sq = fourSquares;
    int n = 0;
    int odd = parity;
    for (int x = next[LIST_END]; x != LIST_END; x = next[x]) {
      if ((QUADRANT_BIT[x] & odd) != 0) {
        sq[n++] = x;
      }
    }
    for (int x = next[LIST_END]; x != LIST_END; x = next[x]) {
      if ((QUADRANT_BIT[x] & odd) == 0) {
        sq[n++] = x;
      }
    }
    int a = sq[0];
    int b = sq[1];
    int c = sq[2];
    int d = sq[3];
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last3(o ^ f, p | f | (1L << a), -beta, -alpha, b, c, d, false);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << b), -beta, -Math.max(alpha, best), a, c, d, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[c] & o) != 0) {
      long f = Bits.flips(p, o, c);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << c), -beta, -Math.max(alpha, best), a, b, d, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[d] & o) != 0) {
      long f = Bits.flips(p, o, d);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << d), -beta, -Math.max(alpha, best), a, b, c, false);
        if (v > best) {
          best = v;
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last4(o, p, -beta, -alpha, true);
    }
    return best;
  }

  /** Three empties {@code a, b, c}: the square alone in its quadrant first (parity), no move generation. */
  final int last3(long p, long o, int alpha, int beta, int a, int b, int c, boolean passed) {
    nodes++;
    if (!passed) {
      if (QUADRANT[a] == QUADRANT[b]) {
        int t = a;
        a = c;
        c = t;
      } else if (QUADRANT[a] == QUADRANT[c]) {
        int t = a;
        a = b;
        b = t;
      }
    }
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last2(o ^ f, p | f | (1L << a), -beta, -alpha, b, c, false);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last2(o ^ f, p | f | (1L << b), -beta, -Math.max(alpha, best), a, c, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[c] & o) != 0) {
      long f = Bits.flips(p, o, c);
      if (f != 0) {
        int v = -last2(o ^ f, p | f | (1L << c), -beta, -Math.max(alpha, best), a, b, false);
        if (v > best) {
          best = v;
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last3(o, p, -beta, -alpha, a, b, c, true);
    }
    return best;
  }

  final int last2(long p, long o, int alpha, int beta, int a, int b, boolean passed) {
    nodes++;
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last1(o ^ f, p | f | (1L << a), -beta, b);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last1(o ^ f, p | f | (1L << b), -beta, a);
        if (v > best) {
          best = v;
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last2(o, p, -beta, -alpha, a, b, true);
    }
    return best;
  }

  /**
   * One empty square {@code sq}: the score for the owner of {@code p}, counted without playing the move; when
   * {@code p} cannot play it and the score without the opponent's move is already at most {@code alpha}, that
   * upper bound is returned (the opponent's move could only lower it).
   */
  final int last1(long p, long o, int alpha, int sq) {
    nodes++;
    int mine = Long.bitCount(p);
    int flipped = Bits.lastFlipCount(p, sq);
    if (flipped != 0) {
      return 2 * (mine + flipped) - 62;
    }
    // the board has 63 discs, so the difference without the last move is odd and the empty goes to the winner
    int diff = 2 * mine - 63;
    int unplayed = diff > 0 ? diff + 1 : diff - 1;
    if (unplayed <= alpha) {
      return unplayed;
    }
    flipped = Bits.lastFlipCount(o, sq);
    if (flipped != 0) {
      return 2 * (mine - flipped) - 64;
    }
    return unplayed;
  }
}
