package org.gametree.connect6;

import java.util.ArrayList;
import java.util.List;

/**
 * The k-windows of an m×n board: every run of k consecutive cells in one of the four directions (horizontal,
 * vertical, diagonal down-right, diagonal up-right), numbered 0 .. {@link #count()} − 1. Every rule, threat count,
 * feature and solver of the connect games is written over these windows: a position keeps each player's stone count
 * per window ({@link ConnectState#windowCount}), and a line is won when a window fills.
 *
 * <p>Read-only and shared by every position and thread of a game ({@link ConnectGame#windows()}). The accessors are
 * single array reads, so the search code outside this package (solvers, features) loops over them as fast as over
 * the tables themselves: the windows through a cell are {@code windowAt(i)} for {@code windowsFrom(cell) <= i <
 * windowsTo(cell)}.
 */
public final class BoardWindows {
  /** Direction numbers, as {@link #direction} reports them: along a row, a column, and the two diagonals. */
  public static final int HORIZONTAL = 0;
  /** Down a column (rows count from the top). */
  public static final int VERTICAL = 1;
  /** Down and to the right. */
  public static final int DIAGONAL = 2;
  /** Up and to the right. */
  public static final int ANTI_DIAGONAL = 3;

  final int k;
  final int count;
  /** Window w covers cells cells[w*k .. w*k+k), in order along its line. */
  final int[] cells;
  /** For each window, the cell before and after it in its line, or -1 off the board. */
  final int[] before;
  final int[] after;
  final int[] direction;
  /** For each cell, the windows containing it: cellWindows[cellWindowStart[c] .. cellWindowStart[c+1]). */
  final int[] cellWindows;
  final int[] cellWindowStart;

  /** The k-windows of an {@code m}×{@code n} board (k ≤ max(m, n); cells are {@code y * m + x}). */
  BoardWindows(int m, int n, int k) {
    this.k = k;
    int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    List<int[]> wins = new ArrayList<>();
    List<int[]> ends = new ArrayList<>();
    for (int d = 0; d < 4; d++) {
      int dx = dirs[d][0];
      int dy = dirs[d][1];
      for (int y = 0; y < n; y++) {
        for (int x = 0; x < m; x++) {
          int ex = x + (k - 1) * dx;
          int ey = y + (k - 1) * dy;
          if (ex < 0 || ex >= m || ey < 0 || ey >= n) {
            continue;
          }
          int[] line = new int[k];
          for (int i = 0; i < k; i++) {
            line[i] = (y + i * dy) * m + (x + i * dx);
          }
          wins.add(line);
          int bx = x - dx;
          int by = y - dy;
          int ax = ex + dx;
          int ay = ey + dy;
          int b = bx >= 0 && bx < m && by >= 0 && by < n ? by * m + bx : -1;
          int a = ax >= 0 && ax < m && ay >= 0 && ay < n ? ay * m + ax : -1;
          ends.add(new int[] {b, a, d});
        }
      }
    }
    count = wins.size();
    cells = new int[count * k];
    before = new int[count];
    after = new int[count];
    direction = new int[count];
    int[] perCell = new int[m * n];
    for (int w = 0; w < count; w++) {
      System.arraycopy(wins.get(w), 0, cells, w * k, k);
      before[w] = ends.get(w)[0];
      after[w] = ends.get(w)[1];
      direction[w] = ends.get(w)[2];
      for (int c : wins.get(w)) {
        perCell[c]++;
      }
    }
    cellWindowStart = new int[m * n + 1];
    for (int c = 0; c < m * n; c++) {
      cellWindowStart[c + 1] = cellWindowStart[c] + perCell[c];
    }
    cellWindows = new int[cellWindowStart[m * n]];
    int[] fill = cellWindowStart.clone();
    for (int w = 0; w < count; w++) {
      for (int i = 0; i < k; i++) {
        cellWindows[fill[cells[w * k + i]]++] = w;
      }
    }
  }

  /** Number of windows. */
  public int count() {
    return count;
  }

  /** Cells per window (the game's k). */
  public int length() {
    return k;
  }

  /** Cell {@code i} (0 ≤ i &lt; k, in order along the line) of window {@code w}. */
  public int cell(int w, int i) {
    return cells[w * k + i];
  }

  /**
   * The cell just before window {@code w} in its line, or -1 off the board: with the cell {@link #after}, what the
   * exact-k rule (no overlines) and open-end patterns look at.
   */
  public int before(int w) {
    return before[w];
  }

  /** The cell just after window {@code w} in its line, or -1 off the board. */
  public int after(int w) {
    return after[w];
  }

  /**
   * Window {@code w}'s direction: {@link #HORIZONTAL}, {@link #VERTICAL}, {@link #DIAGONAL} or {@link #ANTI_DIAGONAL}.
   */
  public int direction(int w) {
    return direction[w];
  }

  /** First index of the windows through {@code cell}: {@link #windowAt}{@code (i)} for i up to {@link #windowsTo}. */
  public int windowsFrom(int cell) {
    return cellWindowStart[cell];
  }

  /** End (exclusive) of the indices of the windows through {@code cell}. */
  public int windowsTo(int cell) {
    return cellWindowStart[cell + 1];
  }

  /** The window at index {@code i} of the per-cell lists ({@link #windowsFrom} … {@link #windowsTo}). */
  public int windowAt(int i) {
    return cellWindows[i];
  }

  /** The move-ordering weight of a window holding {@code n} of one side's stones and none of the other's. */
  private static final int[] WINDOW_WEIGHT = {1, 8, 64, 512, 4096, 32768, 262144, 262144, 262144, 262144};

  /**
   * Move ordering by line patterns ({@link ConnectState#scoreMoves}): each live window through the cell adds a weight
   * growing with the stones of the side that owns it ({@code mine}: the mover's window counts, which weigh double).
   */
  void scoreMoves(int[] mine, int[] theirs, int[] moves, int n, int[] scores) {
    for (int i = 0; i < n; i++) {
      int cell = moves[i];
      int s = 0;
      for (int j = cellWindowStart[cell], e = cellWindowStart[cell + 1]; j < e; j++) {
        int w = cellWindows[j];
        int a = mine[w];
        int b = theirs[w];
        if (b == 0 && a > 0) {
          s += WINDOW_WEIGHT[Math.min(a, 9)] * 2;
        } else if (a == 0 && b > 0) {
          s += WINDOW_WEIGHT[Math.min(b, 9)];
        }
      }
      scores[i] = s;
    }
  }
}
