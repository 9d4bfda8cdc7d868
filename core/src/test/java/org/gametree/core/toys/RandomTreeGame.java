package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * A deterministic pseudo-random game tree for testing search. A position is (ply, accumulator, player, moves left
 * in the turn); a move adds a move-dependent amount to a 4-bit accumulator, so different move orders reach the same
 * position (transpositions, always at the same ply). Branching (2 to 5), terminal positions with their winners and
 * the evaluation all come from a hash of the position. With {@code alternating == false} a player makes one or two
 * moves per turn (the number also drawn from the hash), like Connect6's two stones.
 */
public final class RandomTreeGame implements Game<RandomTreeGame.State> {
  private static final int MOVE_SPACE = 5;
  private final long seed;
  private final boolean alternating;
  private final int maxPly;
  private final int terminalOneIn;

  /** A tree whose positions end the game with probability 1/9 (and always at {@code maxPly}). */
  public RandomTreeGame(long seed, boolean alternating, int maxPly) {
    this(seed, alternating, maxPly, 9);
  }

  /** A tree whose positions end the game with probability {@code 1/terminalOneIn} (0: only at {@code maxPly}). */
  public RandomTreeGame(long seed, boolean alternating, int maxPly, int terminalOneIn) {
    this.seed = seed;
    this.alternating = alternating;
    this.maxPly = maxPly;
    this.terminalOneIn = terminalOneIn;
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public String id() {
    return "randomtree(seed=" + seed + ",alternating=" + alternating + ")";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    State s = new State();
    for (String token : text.trim().split("\\s+")) {
      if (token.isEmpty()) {
        continue;
      }
      try {
        s.play(s.parseMove(token));
      } catch (RuntimeException e) {
        throw new PositionFormatException(text, e.getMessage());
      }
    }
    return s;
  }

  @Override
  public String formatPosition(State state) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < state.ply; i++) {
      b.append(i == 0 ? "" : " ").append(state.moves[i]);
    }
    return b.toString();
  }

  @Override
  public String render(State state) {
    return state.toString();
  }

  @Override
  public int moveSpace() {
    return MOVE_SPACE;
  }

  @Override
  public int maxLegalMoves() {
    return MOVE_SPACE;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return State::evaluate;
  }

  /** A position; see the class comment. */
  public final class State implements GameState {
    private int ply;
    private int acc;
    private int player;
    private int movesLeft = 1;
    private final int[] moves = new int[maxPly + 1];
    private final int[] undoInfo = new int[maxPly + 1];
    private final int[] passInfo = new int[maxPly + 1];
    private int passes;

    @Override
    public int currentPlayer() {
      return player;
    }

    private long key() {
      return mix(seed ^ mix(((ply * 16L + acc) * 2 + player) * 4 + movesLeft)); // injective: no false transpositions
    }

    private long positionHash() {
      return mix(seed * 17 + ply * 131L + acc);
    }

    private int branching() {
      return 2 + (int) Long.remainderUnsigned(positionHash() >>> 8, 4);
    }

    @Override
    public int legalMoves(int[] out) {
      if (isTerminal()) {
        return 0;
      }
      int n = branching();
      for (int i = 0; i < n; i++) {
        out[i] = i;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return !isTerminal() && move >= 0 && move < branching();
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, moveToString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      undoInfo[ply] = acc | player << 8 | movesLeft << 16;
      moves[ply] = move;
      ply++;
      acc = (acc + 3 * move + 1) & 15;
      if (alternating) {
        player ^= 1;
      } else if (movesLeft > 1) {
        movesLeft--;
      } else {
        player ^= 1;
        movesLeft = 1 + (int) ((positionHash() >>> 20) & 1);
      }
    }

    /** Hands the turn to the opponent without moving (a null move for search tests). */
    public void passTurn() {
      passInfo[passes++] = player | movesLeft << 8;
      player ^= 1;
      movesLeft = 1;
    }

    /** Undoes {@link #passTurn()}. */
    public void undoPassTurn() {
      int info = passInfo[--passes];
      player = info & 0xFF;
      movesLeft = info >>> 8;
    }

    @Override
    public void undo() {
      if (ply == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      ply--;
      int info = undoInfo[ply];
      acc = info & 0xFF;
      player = (info >>> 8) & 0xFF;
      movesLeft = info >>> 16;
    }

    @Override
    public boolean isTerminal() {
      return ply >= maxPly
          || (terminalOneIn > 0 && ply >= 2 && Long.remainderUnsigned(key() >>> 3, terminalOneIn) == 0);
    }

    @Override
    public Outcome outcome() {
      int r = (int) Long.remainderUnsigned(key() >>> 13, 3);
      return r == 2 ? Outcome.draw() : Outcome.win(r);
    }

    int evaluate() {
      int forFirst = (int) Long.remainderUnsigned(key() >>> 17, 201) - 100;
      return player == 0 ? forFirst : -forFirst;
    }

    @Override
    public long hash() {
      return key();
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public State copy() {
      State c = new State();
      c.ply = ply;
      c.acc = acc;
      c.player = player;
      c.movesLeft = movesLeft;
      System.arraycopy(moves, 0, c.moves, 0, moves.length);
      System.arraycopy(undoInfo, 0, c.undoInfo, 0, undoInfo.length);
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
      try {
        int m = Integer.parseInt(text.trim());
        if (m < 0 || m >= MOVE_SPACE) {
          throw new MoveFormatException(text, "not a move in 0.." + (MOVE_SPACE - 1));
        }
        return m;
      } catch (NumberFormatException e) {
        throw new MoveFormatException(text);
      }
    }

    @Override
    public String toString() {
      return "ply=" + ply + " acc=" + acc + " player=" + player + " movesLeft=" + movesLeft;
    }
  }
}
