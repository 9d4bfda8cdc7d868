package org.gametree.connect6;

/**
 * Renju's forbidden points for Black (the first player) on a board of five-in-a-row, as the RIF rules define them: a
 * Black stone is forbidden where it makes an <em>overline</em> (six or more in a row), a <em>double four</em> (two
 * fours at once, also two in one line such as {@code X.XXX.X} filled in the middle) or a <em>double three</em> (two
 * threes at once), unless it makes exactly five in some line, which wins whatever else it makes.
 *
 * <ul>
 *   <li>A <em>four</em> is a line one stone short of exactly five: the points that complete it are counted per line,
 *       and two such points at distance five with four Black stones between them (a straight four,
 *       {@code .XXXX.}) are one four.
 *   <li>A <em>three</em> is a line that one more stone turns into a straight four whose both completions make exactly
 *       five, where that stone is not itself a forbidden point (tested the same way, recursively, with the stone under
 *       test on the board). A "three" whose every such stone is forbidden is a false three and does not count.
 *   <li>A line holding a four is not counted as a three too (four-three is allowed).
 * </ul>
 *
 * <p>The test places stones on the position's byte board only and restores them; it allocates nothing. A cheap screen
 * on the window counts comes first: a point can only be forbidden if some five-window through it holds three Black
 * stones and no White one, or two directions each have such a window with two Black stones.
 */
public final class Renju {
  /** What a Black stone on a point would make, as far as the forbidden-point rule is concerned. */
  public enum Foul {
    /** Not forbidden. */
    NONE("allowed"),
    /** Six or more Black stones in a row. */
    OVERLINE("overline"),
    /** Two or more fours at once. */
    DOUBLE_FOUR("double four"),
    /** Two or more (true) threes at once. */
    DOUBLE_THREE("double three");

    private final String text;

    Foul(String text) {
      this.text = text;
    }

    /** {@code overline}, {@code double four}, {@code double three} (and {@code allowed}). */
    public String text() {
      return text;
    }
  }

  /** Along a row, down a column, and the two diagonals (the order of {@link BoardWindows}' directions). */
  private static final int[] DX = {1, 0, 1, 1};
  private static final int[] DY = {0, 1, 1, -1};
  /** Stones the false-three recursion may add before it takes a three as true. */
  static final int MAX_DEPTH = 24;
  private static final int WALL = 3;

  private Renju() {}

  /**
   * What a Black stone on {@code cell} of {@code s} would make ({@link Foul#NONE} for an occupied cell). The game must
   * be five in a row (renju games are); the position is left as it was.
   */
  public static Foul foul(ConnectState s, int cell) {
    if (s.board[cell] != 0 || !mayBeForbidden(s, cell)) {
      return Foul.NONE;
    }
    int m = s.g.width();
    return check(s.board, m, s.g.height(), cell % m, cell / m, 0);
  }

  /** The screen: a five-window with three Black stones and no White, or two directions with two. */
  private static boolean mayBeForbidden(ConnectState s, int cell) {
    BoardWindows win = s.windows;
    int[] black = s.count[0];
    int[] white = s.count[1];
    int dirs = 0;
    for (int i = win.cellWindowStart[cell], e = win.cellWindowStart[cell + 1]; i < e; i++) {
      int w = win.cellWindows[i];
      if (white[w] != 0) {
        continue;
      }
      int c = black[w];
      if (c >= 3) {
        return true;
      }
      if (c == 2) {
        dirs |= 1 << win.direction[w];
      }
    }
    return Integer.bitCount(dirs) >= 2;
  }

  private static Foul check(byte[] b, int m, int h, int x, int y, int depth) {
    int c = y * m + x;
    b[c] = 1;
    try {
      boolean over = false;
      for (int d = 0; d < 4; d++) {
        int r = run(b, m, h, x, y, d);
        if (r == 5) {
          return Foul.NONE; // exactly five wins, even beside a double or an overline
        }
        over |= r > 5;
      }
      if (over) {
        return Foul.OVERLINE;
      }
      int fours = 0;
      int fourDirs = 0;
      for (int d = 0; d < 4; d++) {
        int f = fours(b, m, h, x, y, d);
        if (f > 0) {
          fours += f;
          fourDirs |= 1 << d;
        }
      }
      if (fours >= 2) {
        return Foul.DOUBLE_FOUR;
      }
      int threes = 0;
      for (int d = 0; d < 4; d++) {
        if ((fourDirs & (1 << d)) == 0 && three(b, m, h, x, y, d, depth) && ++threes == 2) {
          return Foul.DOUBLE_THREE;
        }
      }
      return Foul.NONE;
    } finally {
      b[c] = 0;
    }
  }

  private static int stone(byte[] b, int m, int h, int x, int y) {
    return x < 0 || x >= m || y < 0 || y >= h ? WALL : b[y * m + x];
  }

  /** Black stones in a row through (x, y) in direction d, the point itself included. */
  private static int run(byte[] b, int m, int h, int x, int y, int d) {
    int r = 1;
    for (int i = 1; stone(b, m, h, x + i * DX[d], y + i * DY[d]) == 1; i++) {
      r++;
    }
    for (int i = 1; stone(b, m, h, x - i * DX[d], y - i * DY[d]) == 1; i++) {
      r++;
    }
    return r;
  }

  /** Fours through (x, y) in direction d: its points making exactly five with it, a straight four counting once. */
  private static int fours(byte[] b, int m, int h, int x, int y, int d) {
    int count = 0;
    int first = 0;
    int second = 0;
    for (int j = -4; j <= 4; j++) {
      int ex = x + j * DX[d];
      int ey = y + j * DY[d];
      if (j == 0 || stone(b, m, h, ex, ey) != 0) {
        continue;
      }
      int e = ey * m + ex;
      b[e] = 1;
      boolean five = run(b, m, h, x, y, d) == 5;
      b[e] = 0;
      if (five) {
        if (count == 0) {
          first = j;
        } else if (count == 1) {
          second = j;
        }
        count++;
      }
    }
    return count == 2 && second - first == 5 ? 1 : Math.min(count, 2);
  }

  /** Whether (x, y) makes a true three in direction d: a point, not forbidden itself, making a straight four. */
  private static boolean three(byte[] b, int m, int h, int x, int y, int d, int depth) {
    for (int j = -3; j <= 3; j++) {
      int ex = x + j * DX[d];
      int ey = y + j * DY[d];
      if (j == 0 || stone(b, m, h, ex, ey) != 0) {
        continue;
      }
      int e = ey * m + ex;
      b[e] = 1;
      boolean straight = straightFour(b, m, h, x, y, d);
      b[e] = 0;
      if (straight && (depth >= MAX_DEPTH || check(b, m, h, ex, ey, depth + 1) == Foul.NONE)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the run through (x, y) in direction d is four long with both ends completing exactly five. */
  private static boolean straightFour(byte[] b, int m, int h, int x, int y, int d) {
    int back = 0;
    while (stone(b, m, h, x - (back + 1) * DX[d], y - (back + 1) * DY[d]) == 1) {
      back++;
    }
    int fwd = 0;
    while (stone(b, m, h, x + (fwd + 1) * DX[d], y + (fwd + 1) * DY[d]) == 1) {
      fwd++;
    }
    if (back + fwd + 1 != 4) {
      return false;
    }
    int lx = x - (back + 1) * DX[d];
    int ly = y - (back + 1) * DY[d];
    int rx = x + (fwd + 1) * DX[d];
    int ry = y + (fwd + 1) * DY[d];
    return stone(b, m, h, lx, ly) == 0 && stone(b, m, h, rx, ry) == 0
        && stone(b, m, h, lx - DX[d], ly - DY[d]) != 1 && stone(b, m, h, rx + DX[d], ry + DY[d]) != 1;
  }

  /** Drops Black's forbidden points from {@code out[from..n)}, in place; the new count. */
  static int keepAllowed(ConnectState s, int[] out, int from, int n) {
    int kept = from;
    for (int i = from; i < n; i++) {
      if (foul(s, out[i]) == Foul.NONE) {
        out[kept++] = out[i];
      }
    }
    return kept;
  }

  /** Whether every empty cell of {@code s} is forbidden for Black (the first allowed cell ends the scan). */
  static boolean noAllowedPoint(ConnectState s) {
    for (int c = 0; c < s.cells; c++) {
      if (s.board[c] == 0 && foul(s, c) == Foul.NONE) {
        return false;
      }
    }
    return true;
  }
}
