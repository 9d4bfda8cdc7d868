package org.gametree.connect6;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Line patterns: for a cell, a direction and a player, the 2(k−1) cells around the cell on that line (k−1 each side)
 * as a code of 2 bits per cell (0 empty, 1 the player's stone, 2 the opponent's stone or off the board), the cell
 * itself counted as the player's. A table indexed by the code gives the line's pattern class, from the threat count
 * of the windows through the cell (the stones the opponent needs to stop every window the player could fill with
 * one turn of p stones):
 *
 * <ul>
 *   <li>{@link #FIVE}: a complete line through the cell;
 *   <li>{@link #WIN_LINE}: more than p threats (gomoku's open four {@code .XXXX.});
 *   <li>{@link #FORCING}: exactly p threats (gomoku's four, Connect6's live four), {@link #HALF}: 1..p−1 threats;
 *   <li>{@link #OPEN_THREE}/{@link #THREE}/{@link #WEAK_THREE}: no threat, but one more stone on the line makes one
 *       of the three above ({@code .XXX.} is an open three);
 *   <li>{@link #OPEN_TWO}/{@link #TWO}: one more stone makes an open three / a three; {@link #ONE}: a live window
 *       (no opponent stone) through the cell; {@link #DEAD}: none.
 * </ul>
 *
 * <p>Codes are read from the board on demand (4 × 2(k−1) cell reads per cell and side, nothing allocated) rather
 * than kept in play and undo, so the position's play/undo is untouched; {@link #code} is the one definition and
 * {@code LinePatternsTest} checks the table against a direct recomputation. Tables exist for 3 ≤ k ≤ 6 (4^10 entries
 * for k = 6, built once per (k, p) and shared); other k have no patterns ({@link #of} returns null). Under
 * {@code exact} the table still counts an overline as a five: the classes order moves and score positions, the
 * threat searches check wins with {@link Threats}.
 */
public final class LinePatterns {
  public static final int DEAD = 0;
  public static final int ONE = 1;
  public static final int TWO = 2;
  public static final int OPEN_TWO = 3;
  public static final int WEAK_THREE = 4;
  public static final int THREE = 5;
  public static final int OPEN_THREE = 6;
  public static final int HALF = 7;
  public static final int FORCING = 8;
  public static final int WIN_LINE = 9;
  public static final int FIVE = 10;
  /** Number of classes. */
  public static final int CLASSES = 11;

  private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  private static final ConcurrentHashMap<Integer, byte[]> TABLES = new ConcurrentHashMap<>();

  private final int k;
  private final int side;
  /** The class of each code. */
  private final byte[] table;
  /** line[(cell * 4 + dir) * 2(k-1) + j]: the j-th cell around the cell on that line, or -1 off the board. */
  private final int[] line;

  private LinePatterns(ConnectGame g) {
    this.k = g.k();
    this.side = 2 * (k - 1);
    int p = Math.min(g.p(), 3);
    this.table = TABLES.computeIfAbsent(k * 8 + p, key -> build(k, p));
    int m = g.width();
    int n = g.height();
    line = new int[m * n * 4 * side];
    for (int c = 0; c < m * n; c++) {
      int x = c % m;
      int y = c / m;
      for (int d = 0; d < 4; d++) {
        int base = (c * 4 + d) * side;
        int j = 0;
        for (int off = -(k - 1); off <= k - 1; off++) {
          if (off == 0) {
            continue;
          }
          int xx = x + off * DIRS[d][0];
          int yy = y + off * DIRS[d][1];
          line[base + j++] = xx >= 0 && xx < m && yy >= 0 && yy < n ? yy * m + xx : -1;
        }
      }
    }
  }

  /** The patterns of {@code game}, or null where the game has none (k outside 3..6). */
  public static LinePatterns of(ConnectGame game) {
    return game.k() >= 3 && game.k() <= 6 ? new LinePatterns(game) : null;
  }

  /** The code of the line through {@code cell} in direction {@code dir} (0..3) for {@code player}. */
  public int code(ConnectState s, int cell, int dir, int player) {
    byte[] board = s.board;
    int own = player + 1;
    int base = (cell * 4 + dir) * side;
    int code = 0;
    for (int j = 0; j < side; j++) {
      int c = line[base + j];
      int v = c < 0 ? 2 : board[c] == 0 ? 0 : board[c] == own ? 1 : 2;
      code |= v << (2 * j);
    }
    return code;
  }

  /** The class of the line through {@code cell} in direction {@code dir} for {@code player}. */
  public int lineClass(ConnectState s, int cell, int dir, int player) {
    return table[code(s, cell, dir, player)];
  }

  /** The class of a code. */
  public int classOf(int code) {
    return table[code];
  }

  /** The four directions' classes of {@code cell} for {@code player}, as 4 bits each (direction 0 lowest). */
  public int classes(ConnectState s, int cell, int player) {
    int r = 0;
    for (int d = 0; d < 4; d++) {
      r |= table[code(s, cell, d, player)] << (4 * d);
    }
    return r;
  }

  /** The highest class among {@link #classes}' four. */
  public static int best(int classes) {
    int b = 0;
    for (int d = 0; d < 4; d++) {
      b = Math.max(b, (classes >>> (4 * d)) & 15);
    }
    return b;
  }

  /** How many of {@link #classes}' four are at least {@code level}. */
  public static int atLeast(int classes, int level) {
    int n = 0;
    for (int d = 0; d < 4; d++) {
      if (((classes >>> (4 * d)) & 15) >= level) {
        n++;
      }
    }
    return n;
  }

  /** Neighbour cells read per (cell, direction): 2(k−1). */
  public int span() {
    return side;
  }

  /** The j-th cell ({@code 0 <= j < span}) around {@code cell} on direction {@code dir}, or -1 off the board. */
  public int around(int cell, int dir, int j) {
    return line[(cell * 4 + dir) * side + j];
  }

  // ---- table construction: threat count T, then one-stone-more U, then the class ----

  private static byte[] build(int k, int p) {
    int side = 2 * (k - 1);
    int size = 1 << (2 * side);
    byte[] t = new byte[size];
    for (int code = 0; code < size; code++) {
      t[code] = (byte) threatCount(code, k, p);
    }
    byte[] u = new byte[size];
    for (int code = 0; code < size; code++) {
      u[code] = (byte) bestAfterOne(code, side, t);
    }
    byte[] cls = new byte[size];
    for (int code = 0; code < size; code++) {
      cls[code] = (byte) classify(code, k, p, side, t, u);
    }
    return cls;
  }

  /** Cell j of the segment of 2k−1 cells (the centre, index k−1, is own): 0 empty, 1 own, 2 blocked. */
  static int cellOf(int code, int k, int j) {
    if (j == k - 1) {
      return 1;
    }
    int idx = j < k - 1 ? j : j - 1;
    int v = (code >>> (2 * idx)) & 3;
    return v == 3 ? 2 : v;
  }

  /**
   * The threat count of the code's windows through the centre: windows without a blocked cell and at most p empty
   * cells, hit by as few empty cells as possible (greedy from the left, rightmost empty cell of the first unhit
   * window: exact for windows of equal length); 15 for a complete window.
   */
  static int threatCount(int code, int k, int p) {
    int hitUpTo = -1; // the last chosen cell; windows starting at or before it and containing it are hit
    int count = 0;
    for (int s = 0; s < k; s++) { // window cells s..s+k-1 of the 2k-1 segment; all contain the centre k-1
      int empties = 0;
      int lastEmpty = -1;
      boolean blocked = false;
      for (int j = s; j < s + k; j++) {
        int v = cellOf(code, k, j);
        if (v == 2) {
          blocked = true;
          break;
        }
        if (v == 0) {
          empties++;
          lastEmpty = j;
        }
      }
      if (blocked || empties > p) {
        continue;
      }
      if (empties == 0) {
        return 15;
      }
      if (hitUpTo >= s) {
        continue; // the last chosen (empty) cell lies in this window: s <= it <= the previous window's end
      }
      hitUpTo = lastEmpty;
      count++;
    }
    return count;
  }

  private static int bestAfterOne(int code, int side, byte[] t) {
    int best = 0;
    for (int j = 0; j < side; j++) {
      if (((code >>> (2 * j)) & 3) == 0) {
        best = Math.max(best, t[code | (1 << (2 * j))]);
      }
    }
    return best;
  }

  private static int classify(int code, int k, int p, int side, byte[] t, byte[] u) {
    int threats = t[code];
    if (threats == 15) {
      return FIVE;
    }
    if (threats > p) {
      return WIN_LINE;
    }
    if (threats == p) {
      return FORCING;
    }
    if (threats > 0) {
      return HALF;
    }
    int one = u[code];
    if (one >= p + 1) {
      return OPEN_THREE;
    }
    if (one == p) {
      return THREE;
    }
    if (one > 0) {
      return WEAK_THREE;
    }
    int two = 0;
    for (int j = 0; j < side; j++) {
      if (((code >>> (2 * j)) & 3) == 0) {
        two = Math.max(two, u[code | (1 << (2 * j))]);
      }
    }
    if (two >= p + 1) {
      return OPEN_TWO;
    }
    if (two > 0) {
      return TWO;
    }
    return liveWindow(code, k) ? ONE : DEAD;
  }

  private static boolean liveWindow(int code, int k) {
    for (int s = 0; s < k; s++) {
      boolean blocked = false;
      for (int j = s; j < s + k && !blocked; j++) {
        blocked = cellOf(code, k, j) == 2;
      }
      if (!blocked) {
        return true;
      }
    }
    return false;
  }
}
