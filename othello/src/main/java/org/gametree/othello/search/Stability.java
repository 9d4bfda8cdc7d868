package org.gametree.othello.search;

/**
 * Stable discs for the endgame solver's stability cutoff: discs that no sequence of moves can flip, found from full
 * lines and the board's edges. An undercount is safe (the bound is only weaker); an overcount would make the solver
 * wrong, which the tests check against random playouts.
 */
final class Stability {
  private Stability() {}

  private static final long COL_A = 0x0101010101010101L;
  private static final long COL_H = 0x8080808080808080L;
  private static final long ROW_1 = 0x00000000000000FFL;
  private static final long ROW_8 = 0xFF00000000000000L;
  private static final long BORDER = COL_A | COL_H | ROW_1 | ROW_8;

  /**
   * Discs of {@code o} that can never be flipped: in each of the four axes the line through the disc is full or a
   * neighbour along that axis is off the board or another stable disc of the same colour (iterated to a fixpoint).
   */
  static long stable(long o, long p) {
    long filled = o | p;
    long fullH = fullRows(filled);
    long fullV = fullColumns(filled);
    long fullD9 = fullDiagonals9(filled);
    long fullD7 = fullDiagonals7(filled);
    long h = fullH | COL_A | COL_H;
    long v = fullV | ROW_1 | ROW_8;
    long d9 = fullD9 | BORDER;
    long d7 = fullD7 | BORDER;
    long st = o & h & v & d9 & d7;
    if (st == 0) {
      return 0;
    }
    while (true) {
      long hh = h | ((st << 1) & NOT_A_MASK) | ((st >>> 1) & NOT_H_MASK);
      long vv = v | (st << 8) | (st >>> 8);
      long a9 = d9 | ((st << 9) & NOT_A_MASK) | ((st >>> 9) & NOT_H_MASK);
      long a7 = d7 | ((st << 7) & NOT_H_MASK) | ((st >>> 7) & NOT_A_MASK);
      long next = o & hh & vv & a9 & a7;
      if (next == st) {
        return st;
      }
      st = next;
    }
  }

  private static final long NOT_A_MASK = 0xFEFEFEFEFEFEFEFEL;
  private static final long NOT_H_MASK = 0x7F7F7F7F7F7F7F7FL;

  /** Squares whose row holds no empty square. */
  static long fullRows(long filled) {
    long h = filled & (filled >>> 4);
    h &= h >>> 2;
    h &= h >>> 1;
    return (h & COL_A) * 0xFFL;
  }

  /** Squares whose column holds no empty square. */
  static long fullColumns(long filled) {
    long v = filled & (filled >>> 32);
    v &= v >>> 16;
    v &= v >>> 8;
    return (v & 0xFFL) * COL_A;
  }

  // Kogge-Stone masks: the squares that can receive a bit shifted 1, 2 and 4 steps along a diagonal without wrapping
  private static final long UP9_1 = NOT_A_MASK;
  private static final long UP9_2 = UP9_1 & (UP9_1 << 9);
  private static final long UP9_4 = UP9_2 & (UP9_2 << 18);
  private static final long DOWN9_1 = NOT_H_MASK;
  private static final long DOWN9_2 = DOWN9_1 & (DOWN9_1 >>> 9);
  private static final long DOWN9_4 = DOWN9_2 & (DOWN9_2 >>> 18);
  private static final long UP7_1 = NOT_H_MASK;
  private static final long UP7_2 = UP7_1 & (UP7_1 << 7);
  private static final long UP7_4 = UP7_2 & (UP7_2 << 14);
  private static final long DOWN7_1 = NOT_A_MASK;
  private static final long DOWN7_2 = DOWN7_1 & (DOWN7_1 >>> 7);
  private static final long DOWN7_4 = DOWN7_2 & (DOWN7_2 >>> 14);

  /** Squares whose a1–h8-direction diagonal holds no empty square: the empties are smeared along it both ways. */
  static long fullDiagonals9(long filled) {
    long up = ~filled;
    up |= UP9_1 & (up << 9);
    up |= UP9_2 & (up << 18);
    up |= UP9_4 & (up << 36);
    long down = ~filled;
    down |= DOWN9_1 & (down >>> 9);
    down |= DOWN9_2 & (down >>> 18);
    down |= DOWN9_4 & (down >>> 36);
    return ~(up | down);
  }

  /** Squares whose a8–h1-direction diagonal holds no empty square. */
  static long fullDiagonals7(long filled) {
    long up = ~filled;
    up |= UP7_1 & (up << 7);
    up |= UP7_2 & (up << 14);
    up |= UP7_4 & (up << 28);
    long down = ~filled;
    down |= DOWN7_1 & (down >>> 7);
    down |= DOWN7_2 & (down >>> 14);
    down |= DOWN7_4 & (down >>> 28);
    return ~(up | down);
  }
}
