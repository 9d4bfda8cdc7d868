package org.gametree.testkit;

import java.util.ArrayDeque;
import java.util.Deque;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * Toy game with alternating turns: take 1 to 3 stones from a pile; whoever takes the last stone wins. Move {@code m}
 * takes {@code m + 1} stones. A flag breaks {@code undo} (it forgets the hash) to show the contract catches it.
 */
final class Nim implements Game<Nim.State> {
  private static final long[] PILE_KEYS = new long[64];
  private static final long SIDE_KEY = 0x9E3779B97F4A7C15L;

  static {
    long x = 0x123456789ABCDEFL;
    for (int i = 0; i < PILE_KEYS.length; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
      PILE_KEYS[i] = x;
    }
  }

  private final int start;
  private final boolean brokenUndo;
  private final boolean constantHash;

  Nim(int start, boolean brokenUndo) {
    this(start, brokenUndo, false);
  }

  /** A Nim whose {@code hash()} is always 0 when {@code constantHash}: every position collides in the table. */
  Nim(int start, boolean brokenUndo, boolean constantHash) {
    this.start = start;
    this.brokenUndo = brokenUndo;
    this.constantHash = constantHash;
  }

  @Override
  public String id() {
    return "nim";
  }

  @Override
  public State newInitialState() {
    return new State(start, 0, 0, brokenUndo, constantHash);
  }

  @Override
  public State parsePosition(String text) {
    String[] parts = text.strip().split(" ");
    if (parts.length != 3) {
      throw new PositionFormatException(text, "expected 'pile player ply'", 1, 1);
    }
    try {
      int pile = Integer.parseInt(parts[0]);
      int player = Integer.parseInt(parts[1]);
      int ply = Integer.parseInt(parts[2]);
      if (pile < 0 || pile >= PILE_KEYS.length || (player & ~1) != 0 || ply < 0) {
        throw new PositionFormatException(text, "out of range", 1, 1);
      }
      return new State(pile, player, ply, brokenUndo, constantHash);
    } catch (NumberFormatException e) {
      throw new PositionFormatException(text, "not a number", 1, 1);
    }
  }

  @Override
  public String formatPosition(State state) {
    return state.pile + " " + state.player + " " + state.ply;
  }

  @Override
  public String render(State state) {
    return "o".repeat(state.pile);
  }

  @Override
  public int moveSpace() {
    return 3;
  }

  @Override
  public int maxLegalMoves() {
    return 3;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> s.pile % 4 == 0 ? -10 : 10;
  }

  /** A pile and a mover. */
  static final class State implements GameState {
    private int pile;
    private int player;
    private int ply;
    private long hash;
    private final boolean brokenUndo;
    private final boolean constantHash;
    private final Deque<Integer> history = new ArrayDeque<>();

    State(int pile, int player, int ply, boolean brokenUndo, boolean constantHash) {
      this.constantHash = constantHash;
      this.pile = pile;
      this.player = player;
      this.ply = ply;
      this.brokenUndo = brokenUndo;
      this.hash = PILE_KEYS[pile] ^ (player == 1 ? SIDE_KEY : 0);
    }

    @Override
    public int currentPlayer() {
      return player;
    }

    @Override
    public int legalMoves(int[] out) {
      int n = Math.min(3, pile);
      for (int i = 0; i < n; i++) {
        out[i] = i;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < 3 && move + 1 <= pile;
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, Integer.toString(move + 1));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      history.push(move);
      hash ^= PILE_KEYS[pile] ^ PILE_KEYS[pile - move - 1] ^ SIDE_KEY;
      pile -= move + 1;
      player ^= 1;
      ply++;
    }

    @Override
    public void undo() {
      if (history.isEmpty()) {
        throw new IllegalStateException("nothing to undo");
      }
      int move = history.pop();
      int restored = pile + move + 1;
      if (!brokenUndo) {
        hash ^= PILE_KEYS[pile] ^ PILE_KEYS[restored] ^ SIDE_KEY;
      }
      pile = restored;
      player ^= 1;
      ply--;
    }

    @Override
    public boolean isTerminal() {
      return pile == 0;
    }

    @Override
    public Outcome outcome() {
      return Outcome.win(player ^ 1);
    }

    @Override
    public long hash() {
      return constantHash ? 0 : hash;
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public State copy() {
      State c = new State(pile, player, ply, brokenUndo, constantHash);
      c.hash = hash;
      c.history.addAll(history);
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
      if (text.length() == 1 && text.charAt(0) >= '1' && text.charAt(0) <= '3') {
        return text.charAt(0) - '1';
      }
      throw new MoveFormatException(text, "take 1, 2 or 3");
    }
  }
}
