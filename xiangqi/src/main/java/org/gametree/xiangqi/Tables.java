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
  /**
   * The horse's mobility term per square and free-leg pattern: {@code HORSE_REACH[sq << 4 | free]}, {@code free} bit d
   * set when the orthogonal neighbour in direction d (up, down, right, left) is empty, counts the on-board moves whose
   * leg is free.
   */
  static final byte[] HORSE_REACH = new byte[90 << 4];
  /**
   * Horse attacks on a point grouped by leg, in flat arrays: {@code HORSE_CHECK_LEG[sq * 4 + d]} is the diagonal
   * neighbour d of {@code sq} (or -1 off the board) and {@code HORSE_CHECK_FROM[sq * 8 + 2 * d + i]} the two points
   * from which a horse attacks {@code sq} through that leg (or -1).
   */
  static final int[] HORSE_CHECK_LEG = new int[90 * 4];
  static final int[] HORSE_CHECK_FROM = new int[90 * 8];
  /** RAYS[sq][dir], dir 0 up (towards Black), 1 down, 2 right (file+1), 3 left. */
  static final int[][][] RAYS = new int[90][4][];
  static final int[][][] SOLDIER_MOVES = new int[2][90][];
  static final int[] RANK_OF = new int[90];
  static final int[] FILE_OF = new int[90];
  /**
   * Sliding lookups on one line (a file of 10 points or a rank of 9) from its occupancy bits: {@code LINE_FILE[rank <<
   * 10 | fileBits]} and {@code LINE_RANK[file << 9 | rankBits]} pack, 4 bits each, the first and second occupied
   * index above the point ({@link #HI1}, {@link #HI2}) and below it ({@link #LO1}, {@link #LO2}); {@link #NONE} if
   * there is none. Chariot attacks are the first blockers, cannon captures the second, in O(1) per line.
   */
  static final int[] LINE_FILE = new int[10 << 10];
  static final int[] LINE_RANK = new int[9 << 9];
  static final int HI1 = 0;
  static final int HI2 = 4;
  static final int LO1 = 8;
  static final int LO2 = 12;
  static final int NONE = 15;
  /** Points a chariot reaches on the line (empty ones plus the first blocker each way), and how many ways are blocked. */
  static final byte[] REACH_FILE = new byte[10 << 10];
  static final byte[] REACH_RANK = new byte[9 << 9];
  static final byte[] BLOCKED_FILE = new byte[10 << 10];
  static final byte[] BLOCKED_RANK = new byte[9 << 9];
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
          }
        }
      }
      HORSE_MOVES[sq] = java.util.Arrays.copyOf(buf, n);
      HORSE_LEGS[sq] = java.util.Arrays.copyOf(buf2, n);
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
    for (int sq = 0; sq < 90; sq++) {
      RANK_OF[sq] = sq / 9;
      FILE_OF[sq] = sq % 9;
    }
    for (int sq = 0; sq < 90; sq++) {
      for (int free = 0; free < 16; free++) {
        int n = 0;
        for (int leg : HORSE_LEGS[sq]) {
          int d = leg == sq + 9 ? 0 : leg == sq - 9 ? 1 : leg == sq + 1 ? 2 : 3;
          n += free >> d & 1;
        }
        HORSE_REACH[sq << 4 | free] = (byte) n;
      }
    }
    int[][] diagonals = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int sq = 0; sq < 90; sq++) {
      int r = sq / 9;
      int f = sq % 9;
      for (int d = 0; d < 4; d++) {
        int dr = diagonals[d][0];
        int df = diagonals[d][1];
        HORSE_CHECK_LEG[sq * 4 + d] = onBoard(r + dr, f + df) ? (r + dr) * 9 + f + df : -1;
        HORSE_CHECK_FROM[sq * 8 + 2 * d] = onBoard(r + 2 * dr, f + df) ? (r + 2 * dr) * 9 + f + df : -1;
        HORSE_CHECK_FROM[sq * 8 + 2 * d + 1] = onBoard(r + dr, f + 2 * df) ? (r + dr) * 9 + f + 2 * df : -1;
      }
    }
    fillLine(10, LINE_FILE, REACH_FILE, BLOCKED_FILE);
    fillLine(9, LINE_RANK, REACH_RANK, BLOCKED_RANK);
    SplittableRandom random = new SplittableRandom(0x58_69_61_6E_67_71_69L);
    for (int i = 0; i < ZOBRIST.length; i++) {
      ZOBRIST[i] = random.nextLong();
    }
    SIDE_KEY = random.nextLong();
  }

  private static void fillLine(int length, int[] line, byte[] reach, byte[] blocked) {
    int shift = length == 10 ? 10 : 9;
    for (int pos = 0; pos < length; pos++) {
      for (int occ = 0; occ < 1 << length; occ++) {
        int hi1 = NONE;
        int hi2 = NONE;
        for (int i = pos + 1; i < length; i++) {
          if ((occ >> i & 1) != 0) {
            if (hi1 == NONE) {
              hi1 = i;
            } else {
              hi2 = i;
              break;
            }
          }
        }
        int lo1 = NONE;
        int lo2 = NONE;
        for (int i = pos - 1; i >= 0; i--) {
          if ((occ >> i & 1) != 0) {
            if (lo1 == NONE) {
              lo1 = i;
            } else {
              lo2 = i;
              break;
            }
          }
        }
        int index = pos << shift | occ;
        line[index] = hi1 << HI1 | hi2 << HI2 | lo1 << LO1 | lo2 << LO2;
        reach[index] = (byte) ((hi1 == NONE ? length - 1 - pos : hi1 - pos) + (lo1 == NONE ? pos : pos - lo1));
        blocked[index] = (byte) ((hi1 == NONE ? 0 : 1) + (lo1 == NONE ? 0 : 1));
      }
    }
  }
}
