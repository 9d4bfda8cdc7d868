package org.gametree.core.match;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * Connect Four (7 columns, 6 rows) on bitboards for the match strength test, kept independent of the examples
 * module: moves are columns 0..6 named a..g; a position is the move list (e.g. {@code dcd}); the evaluator counts
 * stones by column weight (centre first) for the side to move.
 */
final class ToyConnectFour implements Game<ToyConnectFour.State> {
  private static final int[] COLUMN_WEIGHT = {0, 1, 2, 4, 2, 1, 0};

  @Override
  public String id() {
    return "toy-connect4";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    State s = new State();
    for (int i = 0; i < text.strip().length(); i++) {
      int m = text.strip().charAt(i) - 'a';
      if (!s.isLegal(m)) {
        throw new PositionFormatException(text, "illegal column", 1, i + 1);
      }
      s.play(m);
    }
    return s;
  }

  @Override
  public String formatPosition(State s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.ply; i++) {
      b.append((char) ('a' + s.history[i]));
    }
    return b.toString();
  }

  @Override
  public String render(State s) {
    return formatPosition(s);
  }

  @Override
  public int moveSpace() {
    return 7;
  }

  @Override
  public int maxLegalMoves() {
    return 7;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> {
      int me = s.currentPlayer();
      int v = 0;
      for (int c = 0; c < 7; c++) {
        long col = 0x3FL << (7 * c);
        v += COLUMN_WEIGHT[c] * (Long.bitCount(s.boards[me] & col) - Long.bitCount(s.boards[1 - me] & col));
      }
      return v;
    };
  }

  /** The position: one bitboard per player, 7 bits per column (6 rows and a sentinel). */
  static final class State implements GameState {
    final long[] boards = new long[2];
    final int[] heights = new int[7];
    final int[] history = new int[42];
    int ply;
    int winner = Outcome.DRAW;

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
      for (int c = 0; c < 7; c++) {
        if (heights[c] < 6) {
          out[n++] = c;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < 7 && heights[move] < 6 && !isTerminal();
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, String.valueOf((char) ('a' + Math.floorMod(move, 26))));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      int p = ply & 1;
      boards[p] |= 1L << (7 * move + heights[move]++);
      history[ply++] = move;
      if (wins(boards[p])) {
        winner = p;
      }
    }

    private static boolean wins(long b) {
      for (int shift : new int[] {1, 7, 6, 8}) {
        long m = b & (b >> shift);
        if ((m & (m >> (2 * shift))) != 0) {
          return true;
        }
      }
      return false;
    }

    @Override
    public void undo() {
      if (ply == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      int move = history[--ply];
      boards[ply & 1] &= ~(1L << (7 * move + --heights[move]));
      winner = Outcome.DRAW;
    }

    @Override
    public boolean isTerminal() {
      return winner != Outcome.DRAW || ply == 42;
    }

    @Override
    public Outcome outcome() {
      return winner == Outcome.DRAW ? Outcome.draw() : Outcome.win(winner);
    }

    @Override
    public long hash() {
      return (boards[0] * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(boards[1] * 0xC2B2AE3D27D4EB4FL, 31) ^ (ply & 1);
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public State copy() {
      State s = new State();
      s.boards[0] = boards[0];
      s.boards[1] = boards[1];
      System.arraycopy(heights, 0, s.heights, 0, 7);
      System.arraycopy(history, 0, s.history, 0, 42);
      s.ply = ply;
      s.winner = winner;
      return s;
    }

    @Override
    public String moveToString(int move) {
      return String.valueOf((char) ('a' + move));
    }

    @Override
    public int parseMove(String text) {
      String t = text.strip();
      if (t.length() != 1 || t.charAt(0) < 'a' || t.charAt(0) > 'g') {
        throw new MoveFormatException(text);
      }
      return t.charAt(0) - 'a';
    }
  }
}
