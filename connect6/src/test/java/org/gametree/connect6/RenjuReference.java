package org.gametree.connect6;

/**
 * A test-only renju referee written apart from {@link Renju}, on a plain grid: the
 * forbidden-point test from the rules' definitions, and a perft that plays on its own grid. Slow and simple, for
 * cross-checking counts; it shares no code with the rules under test.
 */
final class RenjuReference {
  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int WHITE = 2;
  private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private final int size;

  RenjuReference(int size) {
    this.size = size;
  }

  /** The grid of a position ({@code grid[y][x]}, y from the top). */
  int[][] grid(ConnectState s) {
    int[][] g = new int[size][size];
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        g[y][x] = s.at(y * size + x);
      }
    }
    return g;
  }

  private int at(int[][] g, int x, int y) {
    return x < 0 || y < 0 || x >= size || y >= size ? -1 : g[y][x];
  }

  /** Longest Black run through (x, y) along direction d; (x, y) must hold Black. */
  private int runLength(int[][] g, int x, int y, int[] d) {
    int len = 1;
    for (int sign = -1; sign <= 1; sign += 2) {
      int cx = x + sign * d[0];
      int cy = y + sign * d[1];
      while (at(g, cx, cy) == BLACK) {
        len++;
        cx += sign * d[0];
        cy += sign * d[1];
      }
    }
    return len;
  }

  /** Whether Black on empty (x, y) is forbidden in grid g (g is left as it was). */
  boolean forbidden(int[][] g, int x, int y) {
    g[y][x] = BLACK;
    try {
      return forbiddenWithStone(g, x, y);
    } finally {
      g[y][x] = EMPTY;
    }
  }

  private boolean forbiddenWithStone(int[][] b, int x, int y) {
    for (int[] d : DIRS) {
      if (runLength(b, x, y, d) == 5) {
        return false;
      }
    }
    for (int[] d : DIRS) {
      if (runLength(b, x, y, d) >= 6) {
        return true;
      }
    }
    int fours = 0;
    boolean[] hasFour = new boolean[4];
    for (int i = 0; i < 4; i++) {
      int f = fourCount(b, x, y, DIRS[i]);
      hasFour[i] = f > 0;
      fours += f;
    }
    if (fours >= 2) {
      return true;
    }
    int threes = 0;
    for (int i = 0; i < 4; i++) {
      if (!hasFour[i] && isThree(b, x, y, DIRS[i])) {
        threes++;
      }
    }
    return threes >= 2;
  }

  /** The empty points along d (within 4) whose Black stone makes exactly five through (x, y). */
  private java.util.List<Integer> fivePoints(int[][] b, int x, int y, int[] d) {
    java.util.List<Integer> points = new java.util.ArrayList<>();
    for (int i = -4; i <= 4; i++) {
      int px = x + i * d[0];
      int py = y + i * d[1];
      if (i != 0 && at(b, px, py) == EMPTY) {
        b[py][px] = BLACK;
        if (runLength(b, x, y, d) == 5) {
          points.add(i);
        }
        b[py][px] = EMPTY;
      }
    }
    return points;
  }

  /** Fours through (x, y) along d: five points, where the two ends of one unbroken four count once. */
  private int fourCount(int[][] b, int x, int y, int[] d) {
    java.util.List<Integer> p = fivePoints(b, x, y, d);
    if (p.size() == 2) {
      int lo = p.get(0);
      int hi = p.get(1);
      boolean unbroken = hi - lo == 5;
      for (int i = lo + 1; i < hi && unbroken; i++) {
        unbroken = at(b, x + i * d[0], y + i * d[1]) == BLACK;
      }
      return unbroken ? 1 : 2;
    }
    return Math.min(p.size(), 2);
  }

  /** Whether some empty point along d, itself allowed, turns the line through (x, y) into an open (straight) four. */
  private boolean isThree(int[][] b, int x, int y, int[] d) {
    for (int i = -4; i <= 4; i++) {
      int px = x + i * d[0];
      int py = y + i * d[1];
      if (i == 0 || at(b, px, py) != EMPTY) {
        continue;
      }
      b[py][px] = BLACK;
      java.util.List<Integer> p = fivePoints(b, x, y, d);
      boolean straight = p.size() == 2 && p.get(1) - p.get(0) == 5 && runLength(b, x, y, d) == 4;
      b[py][px] = EMPTY;
      if (straight && !forbidden(b, px, py)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the stone just put on (x, y) by {@code colour} wins: exactly five for Black, five or more for White. */
  private boolean wins(int[][] g, int x, int y, int colour) {
    for (int[] d : DIRS) {
      int len = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int cx = x + sign * d[0];
        int cy = y + sign * d[1];
        while (at(g, cx, cy) == colour) {
          len++;
          cx += sign * d[0];
          cy += sign * d[1];
        }
      }
      if (colour == BLACK ? len == 5 : len >= 5) {
        return true;
      }
    }
    return false;
  }

  /** Leaves of the game tree {@code depth} plies below grid g with {@code colour} to move (g is restored). */
  long perft(int[][] g, int colour, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        if (g[y][x] != EMPTY || colour == BLACK && mayMatter(g, x, y) && forbidden(g, x, y)) {
          continue;
        }
        g[y][x] = colour;
        total += wins(g, x, y, colour) ? (depth == 1 ? 1 : 0) : perft(g, 3 - colour, depth - 1);
        g[y][x] = EMPTY;
      }
    }
    return total;
  }

  /** A point with fewer than two Black stones within four cells along every line can forbid nothing. */
  private boolean mayMatter(int[][] g, int x, int y) {
    for (int[] d : DIRS) {
      int black = 0;
      for (int i = -4; i <= 4; i++) {
        if (i != 0 && at(g, x + i * d[0], y + i * d[1]) == BLACK) {
          black++;
        }
      }
      if (black >= 2) {
        return true;
      }
    }
    return false;
  }
}
