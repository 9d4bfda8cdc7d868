package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.NullMoveSupport;
import org.gametree.core.search.SearchExtensions;
import org.gametree.core.search.TacticalMoves;

/**
 * The random-tree game with search hooks: some moves are "tactical" (drawn from the hash), some positions must
 * evade (no stand-pat), some moves earn an extension, and moves get ordering scores. For testing quiescence,
 * extensions and move scoring; {@link #quiescenceValue} is the reference quiescence value.
 */
public final class TacticalTreeGame implements Game<TacticalTreeGame.State> {
  private final RandomTreeGame tree;
  private final boolean extend;
  private final boolean nullMoves;
  /** How many null moves searches have played in this game's states. */
  public final java.util.concurrent.atomic.AtomicLong nullMovesPlayed = new java.util.concurrent.atomic.AtomicLong();

  public TacticalTreeGame(long seed, boolean alternating, int maxPly, boolean extend) {
    this(seed, alternating, maxPly, extend, false);
  }

  /** With {@code nullMoves}, states allow a null move in about two positions out of three. */
  public TacticalTreeGame(long seed, boolean alternating, int maxPly, boolean extend, boolean nullMoves) {
    this.tree = new RandomTreeGame(seed, alternating, maxPly);
    this.extend = extend;
    this.nullMoves = nullMoves;
  }

  @Override
  public String id() {
    return "tactical-" + tree.id();
  }

  @Override
  public State newInitialState() {
    return new State(tree.newInitialState());
  }

  @Override
  public State parsePosition(String text) {
    return new State(tree.parsePosition(text));
  }

  @Override
  public String formatPosition(State state) {
    return tree.formatPosition(state.inner);
  }

  @Override
  public String render(State state) {
    return state.inner.toString();
  }

  @Override
  public int moveSpace() {
    return tree.moveSpace();
  }

  @Override
  public int maxLegalMoves() {
    return tree.maxLegalMoves();
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> s.inner.evaluate();
  }

  /** Reference quiescence: stand pat or evade, then tactical moves, as plain negamax without pruning. */
  public static int quiescenceValue(State state, int ply, int qply) {
    if (state.isTerminal()) {
      return org.gametree.core.Score.terminal(state.outcome(), state.currentPlayer(), ply, false);
    }
    if (qply >= 32) {
      return state.inner.evaluate();
    }
    int[] moves = new int[8];
    boolean evade = state.mustEvade();
    int n = evade ? state.legalMoves(moves) : state.tacticalMoves(moves);
    int best = evade ? Integer.MIN_VALUE : state.inner.evaluate();
    if (evade && n == 0) {
      return state.inner.evaluate();
    }
    for (int i = 0; i < n; i++) {
      int mover = state.currentPlayer();
      state.playUnchecked(moves[i]);
      int v = quiescenceValue(state, ply + 1, qply + 1);
      boolean flip = state.currentPlayer() != mover;
      state.undo();
      best = Math.max(best, flip ? -v : v);
    }
    return best;
  }

  /** Depth-limited negamax whose leaves are {@link #quiescenceValue}. */
  public static int value(State state, int depth, int ply) {
    if (state.isTerminal()) {
      return org.gametree.core.Score.terminal(state.outcome(), state.currentPlayer(), ply, false);
    }
    if (depth == 0) {
      return quiescenceValue(state, ply, 0);
    }
    int[] moves = new int[8];
    int n = state.legalMoves(moves);
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      int mover = state.currentPlayer();
      state.playUnchecked(moves[i]);
      int v = value(state, depth - 1, ply + 1);
      boolean flip = state.currentPlayer() != mover;
      state.undo();
      best = Math.max(best, flip ? -v : v);
    }
    return best;
  }

  /** A random-tree position offering the hooks. */
  public final class State
      implements GameState, TacticalMoves, SearchExtensions, MoveScorer, NullMoveSupport {
    final RandomTreeGame.State inner;

    State(RandomTreeGame.State inner) {
      this.inner = inner;
    }

    @Override
    public boolean isTactical(int move) {
      return Long.remainderUnsigned(RandomTreeGame.mix(inner.hash() ^ (move * 0x51L)), 3) == 0;
    }

    @Override
    public int tacticalMoves(int[] out) {
      if (inner.isTerminal()) {
        return 0;
      }
      int[] all = new int[8];
      int n = inner.legalMoves(all);
      int count = 0;
      for (int i = 0; i < n; i++) {
        if (isTactical(all[i])) {
          out[count++] = all[i];
        }
      }
      return count;
    }

    @Override
    public boolean mustEvade() {
      return Long.remainderUnsigned(inner.hash() >>> 5, 7) == 0;
    }

    @Override
    public int extension() {
      return extend && Long.remainderUnsigned(inner.hash() >>> 9, 5) == 0 ? 1 : 0;
    }

    @Override
    public void scoreMoves(int[] moves, int count, int[] scores) {
      for (int i = 0; i < count; i++) {
        scores[i] = isTactical(moves[i]) ? 10 : 0;
      }
    }

    @Override
    public boolean nullMoveAllowed() {
      return nullMoves && Long.remainderUnsigned(inner.hash() >>> 11, 3) != 0;
    }

    @Override
    public void playNull() {
      nullMovesPlayed.incrementAndGet();
      inner.passTurn();
    }

    @Override
    public void undoNull() {
      inner.undoPassTurn();
    }

    @Override
    public int currentPlayer() {
      return inner.currentPlayer();
    }

    @Override
    public int legalMoves(int[] out) {
      return inner.legalMoves(out);
    }

    @Override
    public boolean isLegal(int move) {
      return inner.isLegal(move);
    }

    @Override
    public void play(int move) {
      inner.play(move);
    }

    @Override
    public void playUnchecked(int move) {
      inner.playUnchecked(move);
    }

    @Override
    public void undo() {
      inner.undo();
    }

    @Override
    public boolean isTerminal() {
      return inner.isTerminal();
    }

    @Override
    public Outcome outcome() {
      return inner.outcome();
    }

    @Override
    public long hash() {
      return inner.hash();
    }

    @Override
    public int plyCount() {
      return inner.plyCount();
    }

    @Override
    public State copy() {
      return new State(inner.copy());
    }

    @Override
    public String moveToString(int move) {
      return inner.moveToString(move);
    }

    @Override
    public int parseMove(String text) {
      return inner.parseMove(text);
    }
  }
}
