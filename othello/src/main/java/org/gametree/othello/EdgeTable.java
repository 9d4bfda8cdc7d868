package org.gametree.othello;

import java.util.Arrays;

/**
 * BILL's edge table: a value for each of the 3^10 configurations of an edge (8 squares) plus its two X-squares,
 * from the point of view of the player whose discs are "mine". Built once by probabilistic minimax (Iago/BILL as
 * described by Norvig, PAIP ch. 18): start from a static value (per square class and stability: stable, semi-stable,
 * unstable), then five times, from the fullest configurations down, replace each value by the expectation over the
 * mover's candidate edge moves, best first, each taken with its probability of being legal, the remaining
 * probability staying with the current value. Square order in an index: X, corner, C, A, B, B, A, C, corner, X;
 * digit 0 = empty, 1 = mine, 2 = theirs, first square least significant.
 */
public final class EdgeTable {
  /** Number of configurations, 3^10. */
  public static final int SIZE = 59049;
  private static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049};
  // static values per position (0..9) and stability class: stable, semi-stable, unstable
  private static final int[][] STATIC = {
      {0, 0, -2000}, {700, 700, 700}, {1200, 200, -25}, {1000, 200, 75}, {1000, 200, 50},
      {1000, 200, 50}, {1000, 200, 75}, {1200, 200, -25}, {700, 700, 700}, {0, 0, -2000}};
  private static final double[][] NEIGHBOUR_PROB = {{.1, .4, .7}, {.05, .3, 0}, {.01, 0, 0}};

  private final int[] values;

  private EdgeTable(int[] values) {
    this.values = values;
  }

  private static final class Holder {
    static final EdgeTable SHARED = build();
  }

  /** The table, built once on first use and shared (it is immutable). */
  public static EdgeTable shared() {
    return Holder.SHARED;
  }

  /** Builds the table (a fraction of a second). */
  public static EdgeTable build() {
    double[] table = new double[SIZE];
    int[] cells = new int[10];
    for (int i = 0; i < SIZE; i++) {
      decode(i, cells);
      table[i] = staticValue(cells);
    }
    Integer[] byCount = new Integer[SIZE];
    for (int i = 0; i < SIZE; i++) {
      byCount[i] = i;
    }
    int[] filled = new int[SIZE];
    for (int i = 0; i < SIZE; i++) {
      decode(i, cells);
      int n = 0;
      for (int c : cells) {
        n += c != 0 ? 1 : 0;
      }
      filled[i] = n;
    }
    Arrays.sort(byCount, (a, b) -> filled[b] - filled[a]);
    double[] probs = new double[10];
    double[] vals = new double[10];
    int[] next = new int[10];
    for (int iter = 0; iter < 5; iter++) {
      for (int idx : byCount) {
        if (filled[idx] == 10 || filled[idx] == 0) {
          continue;
        }
        decode(idx, cells);
        int k = 0;
        for (int sq = 0; sq < 10; sq++) {
          if (cells[sq] != 0) {
            continue;
          }
          double p = moveProbability(cells, sq);
          if (p <= 0) {
            continue;
          }
          System.arraycopy(cells, 0, next, 0, 10);
          applyMove(next, sq);
          // value after the move, from the opponent's view, negated
          probs[k] = p;
          vals[k] = -table[encodeSwapped(next)];
          k++;
        }
        // sort best first
        for (int a = 1; a < k; a++) {
          for (int b = a; b > 0 && vals[b] > vals[b - 1]; b--) {
            double t = vals[b];
            vals[b] = vals[b - 1];
            vals[b - 1] = t;
            t = probs[b];
            probs[b] = probs[b - 1];
            probs[b - 1] = t;
          }
        }
        double remaining = 1.0;
        double sum = 0;
        for (int a = 0; a < k; a++) {
          sum += remaining * probs[a] * vals[a];
          remaining -= remaining * probs[a];
        }
        sum += remaining * table[idx];
        table[idx] = sum;
      }
    }
    int[] out = new int[SIZE];
    for (int i = 0; i < SIZE; i++) {
      out[i] = (int) Math.round(table[i]);
    }
    return new EdgeTable(out);
  }

  /** The value of configuration {@code index}, for "mine". */
  public int value(int index) {
    return values[index];
  }

  /** The index of a configuration given as 10 digits (0 empty, 1 mine, 2 theirs). */
  public static int index(int... cells) {
    int idx = 0;
    for (int i = 9; i >= 0; i--) {
      idx = idx * 3 + cells[i];
    }
    return idx;
  }

  /** The index with the two colours swapped. */
  public static int swapColours(int index) {
    int[] c = new int[10];
    decode(index, c);
    return encodeSwapped(c);
  }

  /** The index of the same edge read from the other end. */
  public static int mirror(int index) {
    int[] c = new int[10];
    decode(index, c);
    int[] m = new int[10];
    for (int i = 0; i < 10; i++) {
      m[i] = c[9 - i];
    }
    return index(m);
  }

  static void decode(int index, int[] cells) {
    for (int i = 0; i < 10; i++) {
      cells[i] = index % 3;
      index /= 3;
    }
  }

  private static int encodeSwapped(int[] cells) {
    int idx = 0;
    for (int i = 9; i >= 0; i--) {
      int c = cells[i];
      idx = idx * 3 + (c == 0 ? 0 : 3 - c);
    }
    return idx;
  }

  /** Squares 1..8 are the edge line; 0 and 9 the X-squares next to corners 1 and 8. */
  private static double staticValue(int[] cells) {
    double v = 0;
    for (int sq = 0; sq < 10; sq++) {
      int c = cells[sq];
      if (c == 0) {
        continue;
      }
      int cls;
      if (sq == 0 || sq == 9) {
        int corner = sq == 0 ? 1 : 8;
        cls = cells[corner] == 0 ? 2 : 0;
      } else {
        cls = stability(cells, sq);
      }
      v += c == 1 ? STATIC[sq][cls] : -STATIC[sq][cls];
    }
    return v;
  }

  /** 0 stable, 1 semi-stable, 2 unstable, for the disc on edge square sq (1..8), looking along the line. */
  private static int stability(int[] cells, int sq) {
    int me = cells[sq];
    int i = sq + 1;
    while (i <= 8 && cells[i] == me) {
      i++;
    }
    int right = i <= 8 ? cells[i] : -1;
    i = sq - 1;
    while (i >= 1 && cells[i] == me) {
      i--;
    }
    int left = i >= 1 ? cells[i] : -1;
    int opp = 3 - me;
    if ((right == 0 && left == opp) || (left == 0 && right == opp)) {
      return 2;
    }
    boolean anyEmpty = false;
    for (int k = 1; k <= 8; k++) {
      anyEmpty |= cells[k] == 0;
    }
    if (right == opp && left == opp && anyEmpty) {
      return 1;
    }
    if (right == 0 && left == 0) {
      return 1;
    }
    return 0;
  }

  private static boolean legalOnLine(int[] cells, int sq, int me) {
    if (sq == 0 || sq == 9) {
      return false;
    }
    int opp = 3 - me;
    for (int d = -1; d <= 1; d += 2) {
      int i = sq + d;
      int n = 0;
      while (i >= 1 && i <= 8 && cells[i] == opp) {
        i += d;
        n++;
      }
      if (n > 0 && i >= 1 && i <= 8 && cells[i] == me) {
        return true;
      }
    }
    return false;
  }

  private static double moveProbability(int[] cells, int sq) {
    if (sq == 0 || sq == 9) {
      return .5;
    }
    if (legalOnLine(cells, sq, 1)) {
      return 1.0;
    }
    if (sq == 1 || sq == 8) {
      int x = sq == 1 ? 0 : 9;
      return cells[x] == 0 ? .1 : cells[x] == 1 ? .001 : .9;
    }
    int mine = (cells[sq - 1] == 1 ? 1 : 0) + (cells[sq + 1] == 1 ? 1 : 0);
    int theirs = (cells[sq - 1] == 2 ? 1 : 0) + (cells[sq + 1] == 2 ? 1 : 0);
    double p = NEIGHBOUR_PROB[mine][theirs];
    if (p == 0) {
      p = .01;
    }
    return legalOnLine(cells, sq, 2) ? p / 2 : p;
  }

  private static void applyMove(int[] cells, int sq) {
    cells[sq] = 1;
    if (sq == 0 || sq == 9) {
      return;
    }
    for (int d = -1; d <= 1; d += 2) {
      int i = sq + d;
      while (i >= 1 && i <= 8 && cells[i] == 2) {
        i += d;
      }
      if (i != sq + d && i >= 1 && i <= 8 && cells[i] == 1) {
        for (int k = sq + d; k != i; k += d) {
          cells[k] = 1;
        }
      }
    }
  }
}
