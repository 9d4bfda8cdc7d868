package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * Toy game whose turns do not alternate, like Connect6: on a line of ten cells the first player places one stone,
 * then each player places two in a row. Three in a row wins; a full line is a draw. Position: ten characters of
 * {@code x}, {@code o} and {@code .}; the mover follows from the number of stones. For testing that the game
 * contract, perft and the searches handle a player who moves twice in a row on a board game with an incremental
 * hash (the testkit's contract runs on it).
 */
public final class PairLine implements Game<PairLine.State> {
  /** The length of the line. */
  public static final int CELLS = 10;
  private static final long[][] KEYS = new long[2][CELLS];
  private static final long SECOND_PLAYER_KEY;
  private static final long SECOND_STONE_KEY;

  static {
    long x = 0x2545F4914F6CDD1DL;
    for (int p = 0; p < 2; p++) {
      for (int c = 0; c < CELLS; c++) {
        x = x * 6364136223846793005L + 1442695040888963407L;
        KEYS[p][c] = x ^ (x >>> 29);
      }
    }
    x = x * 6364136223846793005L + 1442695040888963407L;
    SECOND_PLAYER_KEY = x ^ (x >>> 31);
    x = x * 6364136223846793005L + 1442695040888963407L;
    SECOND_STONE_KEY = x ^ (x >>> 31);
  }

  static int playerAt(int ply) {
    return ply == 0 ? 0 : ((ply + 1) / 2) % 2;
  }

  static boolean secondStoneAt(int ply) {
    return ply > 0 && ply % 2 == 0;
  }

  @Override
  public String id() {
    return "pairline";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    if (text.length() != CELLS) {
      throw new PositionFormatException(text, "expected " + CELLS + " cells", 1, Math.min(text.length(), CELLS) + 1);
    }
    int[] counts = new int[2];
    State s = new State();
    for (int i = 0; i < CELLS; i++) {
      char ch = text.charAt(i);
      if (ch == 'x' || ch == 'o') {
        int p = ch == 'x' ? 0 : 1;
        s.cells[i] = p + 1;
        counts[p]++;
      } else if (ch != '.') {
        throw new PositionFormatException(text, "unexpected '" + ch + "'", 1, i + 1);
      }
    }
    int ply = counts[0] + counts[1];
    int[] expected = new int[2];
    for (int i = 0; i < ply; i++) {
      expected[playerAt(i)]++;
    }
    if (expected[0] != counts[0]) {
      throw new PositionFormatException(text, "stone counts do not fit the turn order", 1, 1);
    }
    s.ply = ply;
    s.history = new int[CELLS];
    s.rehash();
    return s;
  }

  @Override
  public String formatPosition(State state) {
    StringBuilder b = new StringBuilder();
    for (int c : state.cells) {
      b.append(c == 0 ? '.' : c == 1 ? 'x' : 'o');
    }
    return b.toString();
  }

  @Override
  public String render(State state) {
    return formatPosition(state);
  }

  @Override
  public int moveSpace() {
    return CELLS;
  }

  @Override
  public int maxLegalMoves() {
    return CELLS;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> {
      int v = 0;
      for (int i = 0; i < CELLS; i++) {
        if (s.cells[i] != 0) {
          int weight = 1 + Math.min(i, CELLS - 1 - i);
          v += s.cells[i] - 1 == s.currentPlayer() ? weight : -weight;
        }
      }
      return v;
    };
  }

  /** Ten cells (0 empty, 1 first player, 2 second player). */
  public static final class State implements GameState {
    private final int[] cells = new int[CELLS];
    private int[] history = new int[CELLS];
    private int ply;
    private long hash;

    private void rehash() {
      long h = 0;
      for (int i = 0; i < CELLS; i++) {
        if (cells[i] != 0) {
          h ^= KEYS[cells[i] - 1][i];
        }
      }
      hash = h ^ sideKeys(ply);
    }

    private static long sideKeys(int ply) {
      return (playerAt(ply) == 1 ? SECOND_PLAYER_KEY : 0) ^ (secondStoneAt(ply) ? SECOND_STONE_KEY : 0);
    }

    private boolean threeInARow() {
      for (int i = 0; i + 2 < CELLS; i++) {
        if (cells[i] != 0 && cells[i] == cells[i + 1] && cells[i] == cells[i + 2]) {
          return true;
        }
      }
      return false;
    }

    @Override
    public int currentPlayer() {
      return playerAt(ply);
    }

    @Override
    public int legalMoves(int[] out) {
      if (isTerminal()) {
        return 0;
      }
      int n = 0;
      for (int i = 0; i < CELLS; i++) {
        if (cells[i] == 0) {
          out[n++] = i;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < CELLS && cells[move] == 0 && !isTerminal();
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, move >= 0 && move < CELLS ? moveToString(move) : Integer.toString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      int p = playerAt(ply);
      cells[move] = p + 1;
      hash ^= KEYS[p][move] ^ sideKeys(ply) ^ sideKeys(ply + 1);
      history[ply++] = move;
    }

    @Override
    public void undo() {
      if (ply == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      int move = history[--ply];
      int p = playerAt(ply);
      cells[move] = 0;
      hash ^= KEYS[p][move] ^ sideKeys(ply) ^ sideKeys(ply + 1);
    }

    @Override
    public boolean isTerminal() {
      return ply == CELLS || threeInARow();
    }

    @Override
    public Outcome outcome() {
      for (int i = 0; i + 2 < CELLS; i++) {
        if (cells[i] != 0 && cells[i] == cells[i + 1] && cells[i] == cells[i + 2]) {
          return Outcome.win(cells[i] - 1);
        }
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
    public State copy() {
      State c = new State();
      System.arraycopy(cells, 0, c.cells, 0, CELLS);
      c.history = history.clone();
      c.ply = ply;
      c.hash = hash;
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Character.toString((char) ('a' + move));
    }

    @Override
    public int parseMove(String text) {
      if (text.length() == 1 && text.charAt(0) >= 'a' && text.charAt(0) < 'a' + CELLS) {
        return text.charAt(0) - 'a';
      }
      throw new MoveFormatException(text, "a cell a to j");
    }
  }
}
