package org.gametree.examples.hexapawn;

/** Fixed random keys for the incremental position hash: one per (player, square) and one for Black to move. */
final class Zobrist {
  private static final long[][] PAWNS = new long[2][HexapawnState.SQUARES];
  private static final long SIDE;

  static {
    // SplitMix64 from a fixed seed: the same keys in every run, so hashes (and test failures) are reproducible.
    long x = 0x4865_7861_7061_776EL;
    for (int p = 0; p < 2; p++) {
      for (int sq = 0; sq < HexapawnState.SQUARES; sq++) {
        x += 0x9E3779B97F4A7C15L;
        PAWNS[p][sq] = mix(x);
      }
    }
    SIDE = mix(x + 0x9E3779B97F4A7C15L);
  }

  private Zobrist() {}

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static long pawn(int player, int square) {
    return PAWNS[player][square];
  }

  static long side() {
    return SIDE;
  }

  /** The hash computed from scratch; the parser uses it, and the contract checks it against the incremental one. */
  static long of(int[] pawns, int player) {
    long h = player == HexapawnState.BLACK ? SIDE : 0;
    for (int p = 0; p < 2; p++) {
      for (int bits = pawns[p]; bits != 0; bits &= bits - 1) {
        h ^= PAWNS[p][Integer.numberOfTrailingZeros(bits)];
      }
    }
    return h;
  }
}
