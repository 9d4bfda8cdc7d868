package org.gametree.xiangqi;

import java.util.SplittableRandom;

/** Precomputed, immutable move tables of the 9x10 board (square = rank * 9 + file, rank 0 is Red's back rank). */
final class Tables {
  static final int EMPTY = 0;
  static final int KING = 1;
  static final int ADVISOR = 2;
  static final int ELEPHANT = 3;
  static final int HORSE = 4;
  static final int CHARIOT = 5;
  static final int CANNON = 6;
  static final int SOLDIER = 7;
  /** Black pieces are {@code BLACK | type}. */
  static final int BLACK = 8;

  static final int[][] KING_MOVES = new int[90][];
  static final int[][] ADVISOR_MOVES = new int[90][];
  static final int[][] ELEPHANT_MOVES = new int[90][];
  static final int[][] ELEPHANT_EYES = new int[90][];
  static final int[][] HORSE_MOVES = new int[90][];
  static final int[][] HORSE_LEGS = new int[90][];
  /** Squares from which a horse attacks the square, and the leg that horse needs empty. */
  static final int[][] HORSE_FROM = new int[90][];
  static final int[][] HORSE_FROM_LEGS = new int[90][];
  /** RAYS[sq][dir], dir 0 up (towards Black), 1 down, 2 right (file+1), 3 left. */
  static final int[][][] RAYS = new int[90][4][];
  static final int[][][] SOLDIER_MOVES = new int[2][90][];
  static final long[] ZOBRIST = new long[16 * 90];
  static final long SIDE_KEY;

  private Tables() {}

  static int rank(int sq) {
    return sq / 9;
  }

  static int file(int sq) {
    return sq % 9;
  }

  static boolean onBoard(int rank, int file) {
    return rank >= 0 && rank < 10 && file >= 0 && file < 9;
  }

  static boolean inPalace(int rank, int file) {
    return file >= 3 && file <= 5 && (rank <= 2 || rank >= 7);
  }

  static {
    int[][] orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int[][] diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int sq = 0; sq < 90; sq++) {
      int r = rank(sq);
      int f = file(sq);
      int[] buf = new int[8];
      int[] buf2 = new int[8];
      int n = 0;
      if (inPalace(r, f)) {
        for (int[] d : orth) {
          if (onBoard(r + d[0], f + d[1]) && inPalace(r + d[0], f + d[1])) {
            buf[n++] = (r + d[0]) * 9 + f + d[1];
          }
        }
      }
      KING_MOVES[sq] = java.util.Arrays.copyOf(buf, n);
      n = 0;
      if (inPalace(r, f)) {
        for (int[] d : diag) {
          if (onBoard(r + d[0], f + d[1]) && inPalace(r + d[0], f + d[1])) {
            buf[n++] = (r + d[0]) * 9 + f + d[1];
          }
        }
      }
      ADVISOR_MOVES[sq] = java.util.Arrays.copyOf(buf, n);
      n = 0;
      for (int[] d : diag) {
        int tr = r + 2 * d[0];
        int tf = f + 2 * d[1];
        if (onBoard(tr, tf) && (tr <= 4) == (r <= 4)) {
          buf[n] = tr * 9 + tf;
          buf2[n++] = (r + d[0]) * 9 + f + d[1];
        }
      }
      ELEPHANT_MOVES[sq] = java.util.Arrays.copyOf(buf, n);
      ELEPHANT_EYES[sq] = java.util.Arrays.copyOf(buf2, n);
      n = 0;
      int m = 0;
      int[] from = new int[8];
      int[] fromLegs = new int[8];
      for (int dr = -2; dr <= 2; dr++) {
        for (int df = -2; df <= 2; df++) {
          if (Math.abs(dr) + Math.abs(df) != 3) {
            continue;
          }
          // the leg is next to the horse, one step along the long leg of the L
          int lr = Math.abs(dr) == 2 ? Integer.signum(dr) : 0;
          int lf = Math.abs(df) == 2 ? Integer.signum(df) : 0;
          if (onBoard(r + dr, f + df)) {
            buf[n] = (r + dr) * 9 + f + df;
            buf2[n++] = (r + lr) * 9 + f + lf;
            // a horse on (r+dr, f+df) reaches sq through the leg next to itself
            from[m] = (r + dr) * 9 + f + df;
            fromLegs[m++] = (r + dr - lr) * 9 + f + df - lf;
          }
        }
      }
      HORSE_MOVES[sq] = java.util.Arrays.copyOf(buf, n);
      HORSE_LEGS[sq] = java.util.Arrays.copyOf(buf2, n);
      HORSE_FROM[sq] = java.util.Arrays.copyOf(from, m);
      HORSE_FROM_LEGS[sq] = java.util.Arrays.copyOf(fromLegs, m);
      for (int dir = 0; dir < 4; dir++) {
        n = 0;
        int[] ray = new int[10];
        int tr = r + orth[dir][0];
        int tf = f + orth[dir][1];
        while (onBoard(tr, tf)) {
          ray[n++] = tr * 9 + tf;
          tr += orth[dir][0];
          tf += orth[dir][1];
        }
        RAYS[sq][dir] = java.util.Arrays.copyOf(ray, n);
      }
      for (int color = 0; color < 2; color++) {
        n = 0;
        int fwd = color == 0 ? 1 : -1;
        boolean crossed = color == 0 ? r >= 5 : r <= 4;
        if (onBoard(r + fwd, f)) {
          buf[n++] = (r + fwd) * 9 + f;
        }
        if (crossed) {
          if (f > 0) {
            buf[n++] = sq - 1;
          }
          if (f < 8) {
            buf[n++] = sq + 1;
          }
        }
        SOLDIER_MOVES[color][sq] = java.util.Arrays.copyOf(buf, n);
      }
    }
    SplittableRandom random = new SplittableRandom(0x58_69_61_6E_67_71_69L);
    for (int i = 0; i < ZOBRIST.length; i++) {
      ZOBRIST[i] = random.nextLong();
    }
    SIDE_KEY = random.nextLong();
  }
}
