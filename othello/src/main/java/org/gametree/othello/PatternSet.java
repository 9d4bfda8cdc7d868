package org.gametree.othello;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The board cut into patterns in Buro's manner (Logistello; Edax uses a set of the same kind): eleven shapes, each
 * placed on the board in all its distinct symmetric positions, 46 instances in all. An instance's index is its
 * squares read as base-3 digits (0 empty, 1 the mover's disc, 2 the opponent's), square i of the instance worth 3^i.
 * Instances of one shape list their squares in corresponding order under the board symmetry that maps one onto the
 * other, so one index means the same configuration and they share one table.
 *
 * <table>
 *   <caption>Shapes (squares given for the instance at a1; the others are its reflections and rotations)</caption>
 *   <tr><th>shape</th><th>squares</th><th>instances</th></tr>
 *   <tr><td>edge+2X</td><td>b2 a1 b1 … h1 g2 (10)</td><td>4</td></tr>
 *   <tr><td>corner 2×5</td><td>a1–e1, a2–e2 (10)</td><td>8</td></tr>
 *   <tr><td>corner 3×3</td><td>a1–c3 (9)</td><td>4</td></tr>
 *   <tr><td>row 2, row 3, row 4</td><td>a2–h2, a3–h3, a4–h4 (8)</td><td>4 each</td></tr>
 *   <tr><td>diagonal 8</td><td>a1–h8</td><td>2</td></tr>
 *   <tr><td>diagonals 7, 6, 5, 4</td><td>b1–h7, c1–h6, d1–h5, e1–h4</td><td>4 each</td></tr>
 * </table>
 *
 * <p>{@link #indices} computes all 46 indices from the two bitboards without allocating: one pass over the occupied
 * squares, each adding its digit's power to the instances that contain it.
 */
public final class PatternSet {
  /** Shape names, in table order. */
  public static final List<String> SHAPES = List.of("edge+2X", "corner2x5", "corner3x3", "row2", "row3", "row4",
      "diag8", "diag7", "diag6", "diag5", "diag4");

  private static final int[][] BASE = {
      {sq(1, 1), sq(0, 0), sq(0, 1), sq(0, 2), sq(0, 3), sq(0, 4), sq(0, 5), sq(0, 6), sq(0, 7), sq(1, 6)},
      {sq(0, 0), sq(0, 1), sq(0, 2), sq(0, 3), sq(0, 4), sq(1, 0), sq(1, 1), sq(1, 2), sq(1, 3), sq(1, 4)},
      {sq(0, 0), sq(0, 1), sq(0, 2), sq(1, 0), sq(1, 1), sq(1, 2), sq(2, 0), sq(2, 1), sq(2, 2)},
      line(1, 0, 0, 1, 8), line(2, 0, 0, 1, 8), line(3, 0, 0, 1, 8),
      line(0, 0, 1, 1, 8), line(0, 1, 1, 1, 7), line(0, 2, 1, 1, 6), line(0, 3, 1, 1, 5), line(0, 4, 1, 1, 4)};

  /** Number of instances (46). */
  public static final int INSTANCES;
  /** The shape (table) of each instance. */
  private static final int[] SHAPE_OF;
  /** The symmetry that maps each shape's instance at a1 onto the instance. */
  private static final int[] SYMMETRY_OF;
  /** The squares of each instance, digit order. */
  private static final int[][] SQUARES;
  /** Per square: the range [SQ_START[sq], SQ_START[sq + 1]) of {@link #SQ_SLOT} and {@link #SQ_POW}. */
  private static final int[] SQ_START = new int[65];
  private static final int[] SQ_SLOT;
  private static final int[] SQ_POW;
  private static final int[] SIZES;
  /** Per shape: each index's canonical form, the least index among its images under the shape's own symmetries. */
  private static final int[][] CANONICAL;

  static {
    List<int[]> squares = new ArrayList<>();
    List<Integer> shapes = new ArrayList<>();
    List<Integer> syms = new ArrayList<>();
    for (int shape = 0; shape < BASE.length; shape++) {
      List<Long> seen = new ArrayList<>();
      for (int sym = 0; sym < 8; sym++) {
        int[] inst = new int[BASE[shape].length];
        long set = 0;
        for (int i = 0; i < inst.length; i++) {
          inst[i] = transform(sym, BASE[shape][i]);
          set |= 1L << inst[i];
        }
        if (!seen.contains(set)) {
          seen.add(set);
          squares.add(inst);
          shapes.add(shape);
          syms.add(sym);
        }
      }
    }
    INSTANCES = squares.size();
    SQUARES = squares.toArray(new int[0][]);
    SHAPE_OF = shapes.stream().mapToInt(Integer::intValue).toArray();
    SYMMETRY_OF = syms.stream().mapToInt(Integer::intValue).toArray();
    SIZES = new int[BASE.length];
    for (int s = 0; s < BASE.length; s++) {
      SIZES[s] = pow3(BASE[s].length);
    }
    CANONICAL = new int[BASE.length][];
    for (int s = 0; s < BASE.length; s++) {
      CANONICAL[s] = canonicalTable(BASE[s]);
    }
    int[] count = new int[64];
    for (int[] inst : SQUARES) {
      for (int q : inst) {
        count[q]++;
      }
    }
    for (int q = 0; q < 64; q++) {
      SQ_START[q + 1] = SQ_START[q] + count[q];
    }
    SQ_SLOT = new int[SQ_START[64]];
    SQ_POW = new int[SQ_START[64]];
    int[] fill = Arrays.copyOf(SQ_START, 64);
    for (int k = 0; k < INSTANCES; k++) {
      for (int i = 0; i < SQUARES[k].length; i++) {
        int q = SQUARES[k][i];
        SQ_SLOT[fill[q]] = k;
        SQ_POW[fill[q]] = pow3(i);
        fill[q]++;
      }
    }
  }

  private PatternSet() {}

  /** The least image of every index under the board symmetries that map the shape's square set onto itself. */
  private static int[] canonicalTable(int[] base) {
    long set = 0;
    for (int q : base) {
      set |= 1L << q;
    }
    List<int[]> perms = new ArrayList<>();
    for (int sym = 1; sym < 8; sym++) {
      int[] perm = new int[base.length];
      long image = 0;
      for (int i = 0; i < base.length; i++) {
        int t = transform(sym, base[i]);
        image |= 1L << t;
        for (int j = 0; j < base.length; j++) {
          if (base[j] == t) {
            perm[i] = j;
          }
        }
      }
      if (image == set) {
        perms.add(perm);
      }
    }
    int size = pow3(base.length);
    int[] canon = new int[size];
    int[] digits = new int[base.length];
    int[] moved = new int[base.length];
    for (int idx = 0; idx < size; idx++) {
      int v = idx;
      for (int i = 0; i < base.length; i++) {
        digits[i] = v % 3;
        v /= 3;
      }
      int least = idx;
      for (int[] perm : perms) {
        for (int i = 0; i < base.length; i++) {
          moved[perm[i]] = digits[i]; // the disc on square i lands on the shape's square perm[i]
        }
        int image = 0;
        for (int i = base.length - 1; i >= 0; i--) {
          image = image * 3 + moved[i];
        }
        least = Math.min(least, image);
      }
      canon[idx] = least;
    }
    return canon;
  }

  /**
   * The canonical form of configuration {@code index} of shape {@code s}: the least index among its images under the
   * symmetries that map the shape onto itself (an edge read from either end). Tables whose entries agree on every
   * canonical class evaluate a position and its reflections and rotations alike.
   */
  public static int canonical(int s, int index) {
    return CANONICAL[s][index];
  }

  private static int sq(int row, int col) {
    return row * 8 + col;
  }

  private static int[] line(int row, int col, int dRow, int dCol, int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = sq(row + i * dRow, col + i * dCol);
    }
    return out;
  }

  /** Square {@code q} under symmetry {@code sym} (0–7: the reflections and rotations of the board). */
  public static int transform(int sym, int q) {
    int r = q >>> 3;
    int c = q & 7;
    int nr = (sym & 1) != 0 ? 7 - r : r;
    int nc = (sym & 2) != 0 ? 7 - c : c;
    return (sym & 4) != 0 ? sq(nc, nr) : sq(nr, nc);
  }

  /** A bitboard under symmetry {@code sym} (square by square; for tests and data augmentation). */
  public static long transform(int sym, long board) {
    long out = 0;
    while (board != 0) {
      out |= 1L << transform(sym, Long.numberOfTrailingZeros(board));
      board &= board - 1;
    }
    return out;
  }

  static int pow3(int n) {
    int p = 1;
    for (int i = 0; i < n; i++) {
      p *= 3;
    }
    return p;
  }

  /** Number of shapes (tables per stage). */
  public static int shapes() {
    return BASE.length;
  }

  /** Entries of shape {@code s}'s table (3^squares). */
  public static int tableSize(int s) {
    return SIZES[s];
  }

  /** The shape of instance {@code k}. */
  public static int shapeOf(int k) {
    return SHAPE_OF[k];
  }

  /** The symmetry ({@link #transform(int, int)}) that maps instance {@code k}'s shape at a1 onto it. */
  public static int symmetryOf(int k) {
    return SYMMETRY_OF[k];
  }

  /** The squares of instance {@code k} in digit order (a copy). */
  public static int[] squares(int k) {
    return SQUARES[k].clone();
  }

  /** Writes the {@link #INSTANCES} indices for the owner of {@code p} into {@code out}; allocates nothing. */
  public static void indices(long p, long o, int[] out) {
    Arrays.fill(out, 0, INSTANCES, 0);
    long b = p;
    while (b != 0) {
      int q = Long.numberOfTrailingZeros(b);
      b &= b - 1;
      for (int j = SQ_START[q], end = SQ_START[q + 1]; j < end; j++) {
        out[SQ_SLOT[j]] += SQ_POW[j];
      }
    }
    b = o;
    while (b != 0) {
      int q = Long.numberOfTrailingZeros(b);
      b &= b - 1;
      for (int j = SQ_START[q], end = SQ_START[q + 1]; j < end; j++) {
        out[SQ_SLOT[j]] += 2 * SQ_POW[j];
      }
    }
  }

  /** Instance {@code k}'s index read square by square, as defined (tests compare it with {@link #indices}). */
  public static int indexBySquare(int k, long p, long o) {
    int[] line = SQUARES[k];
    int idx = 0;
    for (int i = line.length - 1; i >= 0; i--) {
      int q = line[i];
      idx = idx * 3 + (int) ((p >>> q) & 1) + 2 * (int) ((o >>> q) & 1);
    }
    return idx;
  }
}
