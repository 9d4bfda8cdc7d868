package org.gametree.testkit;

import java.util.Random;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * Dots and Boxes on two by two boxes: twelve edges (0-5 horizontal, row by row; 6-11 vertical), a player who closes
 * a box moves again, the one with more boxes wins. {@link #withHashWithoutScore()} is the same game with the hash
 * bug of a newcomer's port: the hash covers the edges and the mover but not the score, so positions with the same
 * lines and different box counts collide, which every other property of the contract lets through.
 */
final class DotsAndBoxes implements Game<DotsAndBoxes.State> {
  static final int EDGES = 12;
  private static final int ALL = (1 << EDGES) - 1;
  private static final int[] BOXES = new int[4];
  private static final long[] EDGE_KEYS = new long[EDGES];
  private static final long[] SCORE_KEYS = new long[9];
  private static final long SECOND_PLAYER_KEY;

  static {
    for (int r = 0; r < 2; r++) {
      for (int c = 0; c < 2; c++) {
        BOXES[r * 2 + c] = 1 << (r * 2 + c) | 1 << ((r + 1) * 2 + c) | 1 << (6 + r * 3 + c) | 1 << (6 + r * 3 + c + 1);
      }
    }
    Random random = new Random(20261202);
    for (int i = 0; i < EDGES; i++) {
      EDGE_KEYS[i] = random.nextLong();
    }
    for (int i = 0; i < SCORE_KEYS.length; i++) {
      SCORE_KEYS[i] = random.nextLong();
    }
    SECOND_PLAYER_KEY = random.nextLong();
  }

  private final boolean hashesScore;

  DotsAndBoxes() {
    this(true);
  }

  private DotsAndBoxes(boolean hashesScore) {
    this.hashesScore = hashesScore;
  }

  /** The same game with a hash of the edges and the mover only. */
  DotsAndBoxes withHashWithoutScore() {
    return new DotsAndBoxes(false);
  }

  @Override
  public String id() {
    return hashesScore ? "dots-and-boxes-2x2" : "dots-and-boxes-2x2-scoreless-hash";
  }

  @Override
  public State newInitialState() {
    return new State(0, 0, 0);
  }

  /** {@code "edges mover score"}: twelve 0/1 digits, 0 or 1, and the first player's boxes minus the second's. */
  @Override
  public State parsePosition(String text) {
    String[] f = text.strip().split(" ");
    if (f.length == 3 && f[0].matches("[01]{12}") && f[1].matches("[01]") && f[2].matches("-?[0-4]")) {
      int edges = Integer.parseInt(new StringBuilder(f[0]).reverse().toString(), 2);
      int diff = Integer.parseInt(f[2]);
      int closed = 0;
      for (int box : BOXES) {
        closed += (edges & box) == box ? 1 : 0;
      }
      if (Math.abs(diff) <= closed && (closed - diff) % 2 == 0) {
        return new State(edges, Integer.parseInt(f[1]), diff);
      }
    }
    throw new PositionFormatException(text, "expected 'edges mover score', e.g. '110000000000 1 0'", 1, 1);
  }

  @Override
  public String formatPosition(State s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < EDGES; i++) {
      b.append((s.edges >> i) & 1);
    }
    return b.append(' ').append(s.player).append(' ').append(s.diff).toString();
  }

  @Override
  public String render(State s) {
    return formatPosition(s);
  }

  @Override
  public int moveSpace() {
    return EDGES;
  }

  @Override
  public int maxLegalMoves() {
    return EDGES;
  }

  /** The box difference for the mover: the score the scoreless hash makes the table confuse. */
  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> s.player == 0 ? s.diff * 10 : -s.diff * 10;
  }

  /** A position: the drawn edges, the mover and the box difference, with a stack of what each move changed. */
  final class State implements GameState {
    private int edges;
    private int player;
    private int diff;
    private final int[] undoPlayer = new int[EDGES];
    private final int[] undoDiff = new int[EDGES];
    private final int[] undoMove = new int[EDGES];
    private int played;

    private State(int edges, int player, int diff) {
      this.edges = edges;
      this.player = player;
      this.diff = diff;
    }

    @Override
    public int currentPlayer() {
      return player;
    }

    @Override
    public int legalMoves(int[] out) {
      int n = 0;
      for (int m = 0; m < EDGES; m++) {
        if ((edges & 1 << m) == 0) {
          out[n++] = m;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < EDGES && (edges & 1 << move) == 0;
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, Integer.toString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      undoPlayer[played] = player;
      undoDiff[played] = diff;
      undoMove[played++] = move;
      int before = edges;
      edges |= 1 << move;
      int closed = 0;
      for (int box : BOXES) {
        closed += (edges & box) == box && (before & box) != box ? 1 : 0;
      }
      if (closed == 0) {
        player ^= 1;
      } else {
        diff += player == 0 ? closed : -closed;
      }
    }

    @Override
    public void undo() {
      if (played == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      played--;
      edges &= ~(1 << undoMove[played]);
      player = undoPlayer[played];
      diff = undoDiff[played];
    }

    @Override
    public boolean isTerminal() {
      return edges == ALL;
    }

    @Override
    public Outcome outcome() {
      return diff == 0 ? Outcome.draw() : Outcome.win(diff > 0 ? 0 : 1);
    }

    @Override
    public long hash() {
      long h = player == 1 ? SECOND_PLAYER_KEY : 0;
      for (int m = 0; m < EDGES; m++) {
        h ^= (edges & 1 << m) != 0 ? EDGE_KEYS[m] : 0;
      }
      return hashesScore ? h ^ SCORE_KEYS[diff + 4] : h;
    }

    @Override
    public int plyCount() {
      return Integer.bitCount(edges);
    }

    @Override
    public State copy() {
      State c = new State(edges, player, diff);
      System.arraycopy(undoPlayer, 0, c.undoPlayer, 0, played);
      System.arraycopy(undoDiff, 0, c.undoDiff, 0, played);
      System.arraycopy(undoMove, 0, c.undoMove, 0, played);
      c.played = played;
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
      if (text.matches("[0-9]|1[01]")) {
        return Integer.parseInt(text);
      }
      throw new MoveFormatException(text, "an edge from 0 to 11");
    }
  }
}
