package org.gametree.othello;

/**
 * Computes the 46 {@link PatternSet} indices from the two bitboards in a few hundred word operations, without
 * allocating: the board is turned by each of the eight symmetries (byte reversal, a mirror within each byte, a
 * transposition), and every instance is then read as its shape's instance at a1 on the turned board that carries it
 * there — a row as a byte, a 2×5 or 3×3 block as 5- or 3-bit slices of consecutive rows, a diagonal gathered into a
 * byte by one multiplication — each byte of the mover's and the opponent's discs mapped to base 3 by a table. One
 * indexer per thread: {@link #compute} reuses its arrays.
 */
public final class PatternIndexer {
  /** BASE3[b] = Σ over the set bits k of b of 3^k. */
  private static final int[] BASE3 = new int[256];
  private static final long DIAG = 0x8040201008040201L;
  private static final long GATHER = 0x0101010101010101L;
  /** The diagonals of length 8, 7, 6, 5, 4 at a1 (b1–h7, …): squares (i, k + i). */
  private static final long[] DIAG_MASK = new long[5];
  /** For each instance, the symmetry whose turned board carries it onto its shape's instance at a1. */
  private static final int[] BOARD_OF = new int[PatternSet.INSTANCES];

  static {
    for (int b = 1; b < 256; b++) {
      BASE3[b] = BASE3[b & (b - 1)] + PatternSet.pow3(Integer.numberOfTrailingZeros(b));
    }
    for (int k = 0; k < 5; k++) {
      long m = 0;
      for (int i = 0; i + k < 8; i++) {
        m |= 1L << (i * 8 + k + i);
      }
      DIAG_MASK[k] = m;
    }
    for (int k = 0; k < PatternSet.INSTANCES; k++) {
      BOARD_OF[k] = inverse(PatternSet.symmetryOf(k));
    }
  }

  private final int[] index = new int[PatternSet.INSTANCES];
  private final long[] mine = new long[8];
  private final long[] theirs = new long[8];

  private static int inverse(int sym) {
    for (int s = 0; s < 8; s++) {
      boolean all = true;
      for (int q = 0; q < 64 && all; q++) {
        all = PatternSet.transform(s, PatternSet.transform(sym, q)) == q;
      }
      if (all) {
        return s;
      }
    }
    throw new AssertionError("no inverse of symmetry " + sym);
  }

  /** {@link PatternSet#transform(int, long)} by word operations. */
  static long turn(int sym, long b) {
    if ((sym & 1) != 0) {
      b = Long.reverseBytes(b);
    }
    if ((sym & 2) != 0) {
      b = ((b >>> 1) & 0x5555555555555555L) | ((b & 0x5555555555555555L) << 1);
      b = ((b >>> 2) & 0x3333333333333333L) | ((b & 0x3333333333333333L) << 2);
      b = ((b >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((b & 0x0F0F0F0F0F0F0F0FL) << 4);
    }
    if ((sym & 4) != 0) {
      long t = 0x0F0F0F0F00000000L & (b ^ (b << 28));
      b ^= t ^ (t >>> 28);
      t = 0x3333000033330000L & (b ^ (b << 14));
      b ^= t ^ (t >>> 14);
      t = 0x5500550055005500L & (b ^ (b << 7));
      b ^= t ^ (t >>> 7);
    }
    return b;
  }

  private static int row3(long p, long o, int shift, int mask) {
    return BASE3[(int) (p >>> shift) & mask] + 2 * BASE3[(int) (o >>> shift) & mask];
  }

  private static int diag3(long p, long o, int k) {
    long m = DIAG_MASK[k];
    return BASE3[(int) (((p & m) * GATHER) >>> 56) >>> k] + 2 * BASE3[(int) (((o & m) * GATHER) >>> 56) >>> k];
  }

  private static int digit(long p, long o, int sq) {
    return (int) ((p >>> sq) & 1) + 2 * (int) ((o >>> sq) & 1);
  }

  /** The index of instance at a1 of {@code shape} on the boards {@code p}, {@code o}. */
  private static int shapeIndex(int shape, long p, long o) {
    return switch (shape) {
      case 0 -> digit(p, o, 9) + 3 * row3(p, o, 0, 0xFF) + 19683 * digit(p, o, 14);
      case 1 -> row3(p, o, 0, 31) + 243 * row3(p, o, 8, 31);
      case 2 -> row3(p, o, 0, 7) + 27 * row3(p, o, 8, 7) + 729 * row3(p, o, 16, 7);
      case 3 -> row3(p, o, 8, 0xFF);
      case 4 -> row3(p, o, 16, 0xFF);
      case 5 -> row3(p, o, 24, 0xFF);
      default -> diag3(p, o, shape - 6);
    };
  }

  /** The indices for the owner of {@code p} (the array is reused by the next call). */
  public int[] compute(long p, long o) {
    for (int s = 0; s < 8; s++) {
      mine[s] = turn(s, p);
      theirs[s] = turn(s, o);
    }
    for (int k = 0; k < index.length; k++) {
      int b = BOARD_OF[k];
      index[k] = shapeIndex(PatternSet.shapeOf(k), mine[b], theirs[b]);
    }
    return index;
  }
}
