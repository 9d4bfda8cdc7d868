package org.gametree.connect6;

/** Test fixture: positions built from lists of stones through the public position format, for every test package. */
public final class Positions {
  private Positions() {}

  /**
   * The position with {@code black} and {@code white} stones (cell texts such as {@code j10}, space-separated),
   * {@code mover} (0 or 1) to move with {@code left} stones left in its turn.
   */
  public static ConnectState of(ConnectGame g, String black, String white, int mover, int left) {
    char[] cells = new char[g.moveSpace()];
    java.util.Arrays.fill(cells, '.');
    for (String c : black.split(" ")) {
      if (!c.isEmpty()) {
        cells[g.parseMoveText(c)] = 'X';
      }
    }
    for (String c : white.split(" ")) {
      if (!c.isEmpty()) {
        cells[g.parseMoveText(c)] = 'O';
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int y = 0; y < g.height(); y++) {
      sb.append(cells, y * g.width(), g.width()).append('\n');
    }
    sb.append(mover == 0 ? 'X' : 'O').append(' ').append(left).append('\n');
    return g.parsePosition(sb.toString());
  }
}
