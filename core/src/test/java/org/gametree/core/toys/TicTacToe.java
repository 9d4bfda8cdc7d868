package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * Tic-tac-toe, the toy board game whose whole games take a few milliseconds: for tests of matches, self-play, record
 * files and external engines. Moves 0..8 are named a1..c3 (a1 = 0, b1 = 1, ..., c3 = 8); a position is nine
 * characters of {@code x}, {@code o} and {@code .}, a1 first. Not final: tests extend it to give it a
 * capability (its own record format, an exact solver).
 */
public class TicTacToe implements Game<TicTacToe.State> {
  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  @Override
  public String id() {
    return "toy-tictactoe";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    String t = text.strip();
    if (t.length() != 9) {
      throw new PositionFormatException(text, "expected 9 squares", 1, 1);
    }
    State s = new State();
    int xs = 0;
    int os = 0;
    for (int i = 0; i < 9; i++) {
      char c = t.charAt(i);
      if (c == 'x') {
        s.board[i] = 1;
        xs++;
      } else if (c == 'o') {
        s.board[i] = 2;
        os++;
      } else if (c != '.') {
        throw new PositionFormatException(text, "bad square '" + c + "'", 1, i + 1);
      }
    }
    s.filled = xs + os;
    return s;
  }

  @Override
  public String formatPosition(State s) {
    StringBuilder b = new StringBuilder();
    for (int v : s.board) {
      b.append(v == 0 ? '.' : v == 1 ? 'x' : 'o');
    }
    return b.toString();
  }

  @Override
  public String render(State s) {
    return formatPosition(s);
  }

  @Override
  public int moveSpace() {
    return 9;
  }

  @Override
  public int maxLegalMoves() {
    return 9;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> 0;
  }

  /** The position. */
  public static final class State implements GameState {
    private final int[] board = new int[9];
    private final int[] history = new int[9];
    private int filled;
    private int played;

    @Override
    public int currentPlayer() {
      return filled % 2;
    }

    @Override
    public int legalMoves(int[] out) {
      if (isTerminal()) {
        return 0;
      }
      int n = 0;
      for (int i = 0; i < 9; i++) {
        if (board[i] == 0) {
          out[n++] = i;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < 9 && board[move] == 0 && !isTerminal();
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, moveToString(Math.floorMod(move, 9)));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      board[move] = currentPlayer() + 1;
      filled++;
      history[played++] = move;
    }

    @Override
    public void undo() {
      if (played == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      board[history[--played]] = 0;
      filled--;
    }

    private int winner() {
      for (int[] l : LINES) {
        int v = board[l[0]];
        if (v != 0 && v == board[l[1]] && v == board[l[2]]) {
          return v - 1;
        }
      }
      return Outcome.DRAW;
    }

    @Override
    public boolean isTerminal() {
      return filled == 9 || winner() != Outcome.DRAW;
    }

    @Override
    public Outcome outcome() {
      int w = winner();
      return w == Outcome.DRAW ? Outcome.draw() : Outcome.win(w);
    }

    @Override
    public long hash() {
      long h = filled % 2;
      for (int i = 0; i < 9; i++) {
        h = h * 3 + board[i];
      }
      return h;
    }

    @Override
    public int plyCount() {
      return filled;
    }

    @Override
    public State copy() {
      State s = new State();
      System.arraycopy(board, 0, s.board, 0, 9);
      System.arraycopy(history, 0, s.history, 0, 9);
      s.filled = filled;
      s.played = played;
      return s;
    }

    @Override
    public String moveToString(int move) {
      return "" + (char) ('a' + move % 3) + (move / 3 + 1);
    }

    @Override
    public int parseMove(String text) {
      String t = text.strip().toLowerCase();
      if (t.length() != 2 || t.charAt(0) < 'a' || t.charAt(0) > 'c' || t.charAt(1) < '1' || t.charAt(1) > '3') {
        throw new MoveFormatException(text);
      }
      return (t.charAt(1) - '1') * 3 + (t.charAt(0) - 'a');
    }
  }
}
