package org.gametree.connect6;

import org.gametree.core.Ascii;
import org.gametree.core.PositionFormatException;

/**
 * The connect games' board diagram ({@link ConnectGame#parsePosition} beside the game records): {@code n} lines of
 * {@code m} characters from the top row ({@code .} empty, {@code X} first player, {@code O} second), then a line
 * {@code X 2}, the side to move and the stones left in its turn; and the board as {@code render} draws it.
 */
final class ConnectBoardText {
  private ConnectBoardText() {}

  /** The diagram's position; {@link PositionFormatException} naming the line and column of anything malformed. */
  static ConnectState parse(ConnectGame g, String text) {
    int m = g.width();
    int n = g.height();
    int p = g.p();
    int q = g.q();
    String shown = ConnectRecord.snip(text); // the exceptions quote at most 80 characters
    String[] lines = text.strip().split("\r?\n");
    if (lines.length != n + 1) {
      throw new PositionFormatException(shown,
          "expected " + n + " board rows and a turn line, got " + lines.length + " lines", Math.min(lines.length, n + 1),
          1);
    }
    ConnectState s = new ConnectState(g);
    int[] counts = new int[2];
    for (int y = 0; y < n; y++) {
      String row = lines[y].strip();
      if (row.length() != m) {
        throw new PositionFormatException(shown, "row must have " + m + " cells, got '" + ConnectRecord.snip(row) + "'", y + 1,
            Math.min(row.length(), m) + 1);
      }
      for (int x = 0; x < m; x++) {
        char c = row.charAt(x);
        int player;
        if (c == '.' || c == '-') {
          continue;
        } else if (c == 'X' || c == 'x') {
          player = 0;
        } else if (c == 'O' || c == 'o') {
          player = 1;
        } else {
          throw new PositionFormatException(shown, "unexpected '" + c + "' (use . X O)", y + 1, x + 1);
        }
        counts[player]++;
        s.place(g.cell(x, y), player);
      }
    }
    String turn = lines[n].strip();
    String[] parts = turn.split("\\s+");
    if (parts.length != 2 || !(parts[0].equals("X") || parts[0].equals("O"))) {
      throw new PositionFormatException(shown, "turn line must be 'X|O stones-left', got '" + ConnectRecord.snip(turn) + "'", n + 1, 1);
    }
    int left;
    try {
      left = Ascii.parseInt(parts[1]);
    } catch (NumberFormatException e) {
      throw new PositionFormatException(shown, "stones left must be a number, got '" + ConnectRecord.snip(parts[1]) + "'", n + 1, 3);
    }
    if (left < 1 || left > Math.max(p, q)) {
      throw new PositionFormatException(shown, "stones left must be 1.." + Math.max(p, q) + ", got " + left, n + 1, 3);
    }
    int winner = s.findWinnerOnBoard();
    if (winner == -3) {
      throw new PositionFormatException(shown, "both players have a winning line", 1, 1);
    }
    s.setTurn(parts[0].equals("X") ? 0 : 1, left, winner);
    return s;
  }

  /** The diagram {@link #parse} reads. */
  static String format(ConnectState state) {
    ConnectGame g = state.game();
    int m = g.width();
    int n = g.height();
    StringBuilder b = new StringBuilder();
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < m; x++) {
        int v = state.at(g.cell(x, y));
        b.append(v == 0 ? '.' : v == 1 ? 'X' : 'O');
      }
      b.append('\n');
    }
    b.append(state.currentPlayer() == 0 ? 'X' : 'O').append(' ').append(state.stonesLeft()).append('\n');
    return b.toString();
  }

  /** The board with its coordinates and the side to move, as a terminal shows it. */
  static String render(ConnectState state) {
    ConnectGame g = state.game();
    int m = g.width();
    int n = g.height();
    StringBuilder b = new StringBuilder();
    for (int y = 0; y < n; y++) {
      b.append(String.format("%3d ", n - y));
      for (int x = 0; x < m; x++) {
        int v = state.at(g.cell(x, y));
        b.append(v == 0 ? '.' : v == 1 ? 'X' : 'O').append(' ');
      }
      b.append('\n');
    }
    b.append("    ");
    for (int x = 0; x < m; x++) {
      b.append((char) ('a' + x)).append(' ');
    }
    b.append('\n').append(state.currentPlayer() == 0 ? "X" : "O").append(" to move, ").append(state.stonesLeft())
        .append(" stone(s) left in the turn\n");
    return b.toString();
  }
}
