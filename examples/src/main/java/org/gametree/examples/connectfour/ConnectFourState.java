package org.gametree.examples.connectfour;

import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.search.MoveScorer;

/**
 * A Connect Four position on two bitboards.
 *
 * <p>Layout: bit {@code 7 * column + row} (row 0 at the bottom) is a cell, so each column holds 6 cells plus one
 * always-empty guard bit on top; the guard keeps shifted lines from wrapping into the next column. Four in a row is
 * found with shifts: 1 (vertical), 7 (horizontal), 6 and 8 (diagonals).
 *
 * <p>Moves are columns 0..6, written {@code 1}..{@code 7}. The first player ({@code x}) is 0. The state also
 * scores moves for search ordering ({@link MoveScorer}): a move that wins now first, then centre columns.
 */
public final class ConnectFourState implements GameState, MoveScorer {
  /** Columns. */
  public static final int WIDTH = 7;
  /** Rows. */
  public static final int HEIGHT = 6;
  /** Bits per column: the rows plus the guard bit. */
  static final int STRIDE = HEIGHT + 1;
  static final long BOTTOM_ROW;
  static final long BOARD_MASK;

  static {
    long bottom = 0;
    long board = 0;
    for (int c = 0; c < WIDTH; c++) {
      bottom |= 1L << (c * STRIDE);
      board |= ((1L << HEIGHT) - 1) << (c * STRIDE);
    }
    BOTTOM_ROW = bottom;
    BOARD_MASK = board;
  }

  private final long[] stones = new long[2];
  private final int[] heights = new int[WIDTH];
  private final int[] history = new int[WIDTH * HEIGHT];
  private int ply;
  private int base;
  private long hash;

  /** The empty board, first player to move. */
  public ConnectFourState() {
    hash = Zobrist.initial();
  }

  private ConnectFourState(ConnectFourState other) {
    stones[0] = other.stones[0];
    stones[1] = other.stones[1];
    System.arraycopy(other.heights, 0, heights, 0, WIDTH);
    System.arraycopy(other.history, 0, history, 0, other.ply);
    ply = other.ply;
    base = other.base;
    hash = other.hash;
  }

  /** Whether {@code bits} holds four in a row in any direction. */
  static boolean hasFour(long bits) {
    long m = bits & (bits >>> 1);
    if ((m & (m >>> 2)) != 0) {
      return true;
    }
    m = bits & (bits >>> STRIDE);
    if ((m & (m >>> (2 * STRIDE))) != 0) {
      return true;
    }
    m = bits & (bits >>> (STRIDE - 1));
    if ((m & (m >>> (2 * (STRIDE - 1)))) != 0) {
      return true;
    }
    m = bits & (bits >>> (STRIDE + 1));
    return (m & (m >>> (2 * (STRIDE + 1)))) != 0;
  }

  /** The stones of {@code player} as a bitboard. */
  public long stones(int player) {
    return stones[player];
  }

  /** The player whose stone is at {@code column}, {@code row} (row 0 at the bottom), or -1 if empty. */
  public int cell(int column, int row) {
    long bit = 1L << (column * STRIDE + row);
    return (stones[0] & bit) != 0 ? 0 : (stones[1] & bit) != 0 ? 1 : -1;
  }

  /** Stones in {@code column}. */
  public int height(int column) {
    return heights[column];
  }

  /** Whether the player to move wins at once by dropping into {@code column} (which must not be full). */
  public boolean winsNow(int column) {
    long bit = 1L << (column * STRIDE + heights[column]);
    return hasFour(stones[ply & 1] | bit);
  }

  /** Places a stone without a history entry; used by the parser, which rebuilds positions from scratch. */
  void place(int column, int player) {
    long bit = 1L << (column * STRIDE + heights[column]);
    stones[player] |= bit;
    heights[column]++;
  }

  /**
   * Sets the ply count and hash after {@link #place} calls; the parser checks the counts. Moves of a parsed board
   * cannot be undone (their order is unknown).
   */
  void finishSetup(int plies) {
    ply = plies;
    base = plies;
    hash = Zobrist.of(stones, ply & 1);
  }

  @Override
  public int currentPlayer() {
    return ply & 1;
  }

  @Override
  public int legalMoves(int[] out) {
    if (isTerminal()) {
      return 0;
    }
    int n = 0;
    for (int c = 0; c < WIDTH; c++) {
      if (heights[c] < HEIGHT) {
        out[n++] = c;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    return move >= 0 && move < WIDTH && heights[move] < HEIGHT && !isTerminal();
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      String text = move >= 0 && move < WIDTH ? moveToString(move) : Integer.toString(move);
      throw new IllegalMoveException(move, text, isTerminal() ? "the game is over" : "the column is full");
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    int player = ply & 1;
    int square = move * STRIDE + heights[move];
    stones[player] |= 1L << square;
    heights[move]++;
    hash ^= Zobrist.stone(player, square) ^ Zobrist.side();
    history[ply++] = move;
  }

  @Override
  public void undo() {
    if (ply == base) {
      throw new IllegalStateException("no move to undo");
    }
    int move = history[--ply];
    int player = ply & 1;
    int square = move * STRIDE + --heights[move];
    stones[player] &= ~(1L << square);
    hash ^= Zobrist.stone(player, square) ^ Zobrist.side();
  }

  @Override
  public boolean isTerminal() {
    return ply == WIDTH * HEIGHT || hasFour(stones[(ply & 1) ^ 1]);
  }

  @Override
  public Outcome outcome() {
    if (hasFour(stones[0])) {
      return Outcome.win(0);
    }
    if (hasFour(stones[1])) {
      return Outcome.win(1);
    }
    return Outcome.draw();
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public int plyCount() {
    return ply;
  }

  @Override
  public ConnectFourState copy() {
    return new ConnectFourState(this);
  }

  @Override
  public String moveToString(int move) {
    if (move < 0 || move >= WIDTH) {
      throw new IllegalArgumentException("not a column: " + move);
    }
    return Character.toString((char) ('1' + move));
  }

  @Override
  public int parseMove(String text) {
    String t = text.strip();
    if (t.length() == 1) {
      char ch = t.charAt(0);
      if (ch >= '1' && ch <= '7') {
        return ch - '1';
      }
      if (ch >= 'a' && ch <= 'g') {
        return ch - 'a';
      }
    }
    throw new MoveFormatException(text, "a column 1 to 7 (or a to g)");
  }

  @Override
  public void scoreMoves(int[] moves, int count, int[] scores) {
    for (int i = 0; i < count; i++) {
      int c = moves[i];
      scores[i] = (WIDTH / 2 - Math.abs(c - WIDTH / 2)) + (heights[c] < HEIGHT && winsNow(c) ? 1000 : 0);
    }
  }
}
