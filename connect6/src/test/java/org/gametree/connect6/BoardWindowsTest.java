package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link BoardWindows}, the public geometry the solvers and features read: checked against its definition. */
class BoardWindowsTest {
  @Test
  void connect6HasEveryRunOfSixInFourDirections() {
    BoardWindows w = ConnectGame.connect6().windows();
    assertEquals(6, w.length());
    assertEquals(19 * 14 * 2 + 14 * 14 * 2, w.count()); // rows and columns, then both diagonals
    assertEquals(w.count(), ConnectGame.connect6().windowCount());
  }

  @Test
  void windowsAreStraightRunsWithTheirEndCellsAndAreListedAtEachOfTheirCells() {
    int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}; // HORIZONTAL, VERTICAL, DIAGONAL, ANTI_DIAGONAL
    for (ConnectGame g : new ConnectGame[] {ConnectGame.connect6(), new ConnectGame(12, 7, 5, 1, 1),
        ConnectGame.tictactoe()}) {
      BoardWindows w = g.windows();
      int m = g.width();
      int[] listed = new int[w.count()];
      for (int c = 0; c < g.moveSpace(); c++) {
        for (int i = w.windowsFrom(c); i < w.windowsTo(c); i++) {
          int win = w.windowAt(i);
          listed[win]++;
          boolean contains = false;
          for (int j = 0; j < w.length(); j++) {
            contains |= w.cell(win, j) == c;
          }
          assertTrue(contains, "window " + win + " listed at a cell it does not hold");
        }
      }
      for (int win = 0; win < w.count(); win++) {
        assertEquals(w.length(), listed[win], "each window is listed at each of its cells once");
        int[] step = steps[w.direction(win)];
        int x0 = w.cell(win, 0) % m;
        int y0 = w.cell(win, 0) / m;
        for (int j = 0; j < w.length(); j++) {
          assertEquals(g.cell(x0 + j * step[0], y0 + j * step[1]), w.cell(win, j));
        }
        assertEquals(cellOrNone(g, x0 - step[0], y0 - step[1]), w.before(win));
        assertEquals(cellOrNone(g, x0 + w.length() * step[0], y0 + w.length() * step[1]), w.after(win));
      }
    }
  }

  private static int cellOrNone(ConnectGame g, int x, int y) {
    return x >= 0 && x < g.width() && y >= 0 && y < g.height() ? g.cell(x, y) : -1;
  }
}
