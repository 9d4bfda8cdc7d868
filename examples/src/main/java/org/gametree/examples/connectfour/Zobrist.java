package org.gametree.examples.connectfour;

/** Fixed random keys for the incremental position hash: one per (player, square) and one for the second player. */
final class Zobrist {
  private static final long[][] STONES = new long[2][64];
  private static final long SIDE;

  static {
    long x = 0x7A3F_1C2B_9D4E_5F60L;
    for (int p = 0; p < 2; p++) {
      for (int sq = 0; sq < 64; sq++) {
        x = next(x);
        STONES[p][sq] = mix(x);
      }
    }
    SIDE = mix(next(x));
  }

  private Zobrist() {}

  private static long next(long x) {
    return x + 0x9E3779B97F4A7C15L;
  }

  /** SplitMix64 finaliser: good spread from a counter. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static long stone(int player, int square) {
    return STONES[player][square];
  }

  static long side() {
    return SIDE;
  }

  static long initial() {
    return 0;
  }

  /** The hash computed from scratch. */
  static long of(long[] stones, int player) {
    long h = player == 1 ? SIDE : 0;
    for (int p = 0; p < 2; p++) {
      long bits = stones[p];
      while (bits != 0) {
        h ^= STONES[p][Long.numberOfTrailingZeros(bits)];
        bits &= bits - 1;
      }
    }
    return h;
  }
}
