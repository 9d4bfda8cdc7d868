package org.gametree.examples.connectfour;

import java.util.List;
import org.gametree.core.BoardView;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.PositionFormatException;

/**
 * Connect Four on the standard 7 x 6 board, the library's embedding example.
 *
 * <p>Position format: six rows from top to bottom separated by {@code /}, each seven cells of {@code x} (first
 * player), {@code o} (second player) or {@code .}, e.g. {@code ......./......./......./......./......./...x...}.
 * The mover follows from the stone counts. {@link #parsePosition} also accepts a move sequence of column digits
 * {@code 1}..{@code 7} (e.g. {@code 4453}), the notation of Connect Four solvers; the empty string is the start.
 */
public final class ConnectFourGame implements Game<ConnectFourState> {
  private final ConnectFourEvaluator evaluator = new ConnectFourEvaluator();

  @Override
  public String id() {
    return "connect-four";
  }

  @Override
  public ConnectFourState newInitialState() {
    return new ConnectFourState();
  }

  @Override
  public ConnectFourState parsePosition(String text) {
    String t = text.strip();
    if (t.indexOf('/') >= 0) {
      return parseBoard(text);
    }
    return parseMoves(text);
  }

  private ConnectFourState parseMoves(String text) {
    ConnectFourState state = new ConnectFourState();
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      if (Character.isWhitespace(ch)) {
        continue;
      }
      if (ch < '1' || ch > '7') {
        throw new PositionFormatException(text, "expected a column 1 to 7 or a board with '/', found '" + ch + "'",
            1, i + 1);
      }
      int column = ch - '1';
      if (!state.isLegal(column)) {
        throw new PositionFormatException(text,
            "move " + ch + (state.isTerminal() ? " after the game ended" : " into a full column"), 1, i + 1);
      }
      state.playUnchecked(column);
    }
    return state;
  }

  private ConnectFourState parseBoard(String text) {
    int[][] cells = new int[ConnectFourState.WIDTH][ConnectFourState.HEIGHT];
    int row = ConnectFourState.HEIGHT - 1;
    int column = 0;
    int start = 0;
    while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
      start++;
    }
    int end = text.length();
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    int[] counts = new int[2];
    for (int i = start; i < end; i++) {
      char ch = text.charAt(i);
      int col1 = i + 1;
      if (ch == '/') {
        if (column != ConnectFourState.WIDTH) {
          throw new PositionFormatException(text, "row has " + column + " cells, expected 7", 1, col1);
        }
        if (row == 0) {
          throw new PositionFormatException(text, "more than 6 rows", 1, col1);
        }
        row--;
        column = 0;
        continue;
      }
      if (column == ConnectFourState.WIDTH) {
        throw new PositionFormatException(text, "row has more than 7 cells", 1, col1);
      }
      int player;
      if (ch == 'x' || ch == 'X') {
        player = 0;
      } else if (ch == 'o' || ch == 'O') {
        player = 1;
      } else if (ch == '.') {
        player = -1;
      } else {
        throw new PositionFormatException(text, "unexpected '" + ch + "' (cells are x, o or .)", 1, col1);
      }
      if (player >= 0) {
        counts[player]++;
      }
      cells[column][row] = player + 1;
      column++;
    }
    if (row != 0 || column != ConnectFourState.WIDTH) {
      throw new PositionFormatException(text, "expected 6 rows of 7 cells", 1, end - start + 1);
    }
    ConnectFourState state = new ConnectFourState();
    for (int c = 0; c < ConnectFourState.WIDTH; c++) {
      boolean gap = false;
      for (int r = 0; r < ConnectFourState.HEIGHT; r++) {
        if (cells[c][r] == 0) {
          gap = true;
        } else if (gap) {
          int at = start + (ConnectFourState.HEIGHT - 1 - r) * (ConnectFourState.WIDTH + 1) + c + 1;
          throw new PositionFormatException(text, "stone floating above an empty cell", 1, at);
        } else {
          state.place(c, cells[c][r] - 1);
        }
      }
    }
    if (counts[0] != counts[1] && counts[0] != counts[1] + 1) {
      throw new PositionFormatException(text,
          "x has " + counts[0] + " stones and o " + counts[1] + "; x moves first, so x = o or x = o + 1", 1, 1);
    }
    boolean xWon = ConnectFourState.hasFour(state.stones(0));
    boolean oWon = ConnectFourState.hasFour(state.stones(1));
    if ((xWon && oWon) || (xWon && counts[0] == counts[1]) || (oWon && counts[0] != counts[1])) {
      throw new PositionFormatException(text, "play went on after a four in a row", 1, 1);
    }
    state.finishSetup(counts[0] + counts[1]);
    return state;
  }

  @Override
  public String formatPosition(ConnectFourState state) {
    StringBuilder b = new StringBuilder(ConnectFourState.HEIGHT * (ConnectFourState.WIDTH + 1));
    for (int r = ConnectFourState.HEIGHT - 1; r >= 0; r--) {
      for (int c = 0; c < ConnectFourState.WIDTH; c++) {
        int p = state.cell(c, r);
        b.append(p == 0 ? 'x' : p == 1 ? 'o' : '.');
      }
      if (r > 0) {
        b.append('/');
      }
    }
    return b.toString();
  }

  @Override
  public String render(ConnectFourState state) {
    StringBuilder b = new StringBuilder();
    for (int r = ConnectFourState.HEIGHT - 1; r >= 0; r--) {
      b.append('|');
      for (int c = 0; c < ConnectFourState.WIDTH; c++) {
        int p = state.cell(c, r);
        b.append(' ').append(p == 0 ? 'X' : p == 1 ? 'O' : '.');
      }
      b.append(" |\n");
    }
    b.append("+---------------+\n  1 2 3 4 5 6 7\n");
    if (state.isTerminal()) {
      var outcome = state.outcome();
      b.append(outcome.isDraw() ? "draw" : (outcome.winner() == 0 ? "X" : "O") + " wins").append('\n');
    } else {
      b.append(state.currentPlayer() == 0 ? "X" : "O").append(" to move\n");
    }
    return b.toString();
  }

  @Override
  public int moveSpace() {
    return ConnectFourState.WIDTH;
  }

  @Override
  public int maxLegalMoves() {
    return ConnectFourState.WIDTH;
  }

  @Override
  public Evaluator<ConnectFourState> defaultEvaluator() {
    return evaluator;
  }

  @Override
  public List<String> benchPositions() {
    return List.of(formatPosition(newInitialState()), formatPosition(parsePosition("4453")));
  }

  @Override
  public int benchDepth() {
    return 10;
  }

  /** Adds the {@link BoardView} (how the browser board draws positions) to the capabilities the class implements. */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    return type == BoardView.class ? java.util.Optional.of(type.cast(ConnectFourBoardView.INSTANCE))
        : Game.super.capability(type);
  }
}
