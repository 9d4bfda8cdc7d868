package org.gametree.go;

import java.util.Arrays;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.Outcome;

/**
 * A Go position: the stones ({@link GoBoard}), the side to move, the passes and the history that positional superko
 * and undo need. Moves are {@code row * size + column} with row 0 at the top; {@code size * size} is the pass. Undo
 * restores a per-ply snapshot held in buffers that are reused, so play and undo allocate nothing once warm.
 */
public final class GoState implements GameState {
  /** A point without a stone ({@link #stoneAt}). */
  public static final int EMPTY = GoBoard.EMPTY;
  /** A Black stone. */
  public static final int BLACK = GoBoard.BLACK;
  /** A White stone. */
  public static final int WHITE = GoBoard.WHITE;
  private static final int BLOOM = 4096;

  private final GoGame game;
  private final GoBoard board;
  private final GoTactics tactics;
  private final int n;
  private final int pass;
  private int toMove;
  private int passes;
  private int ply;
  // History.
  private long[] posHistory = new long[64];
  private int[] moveHistory = new int[64];
  private final int[] bloom = new int[BLOOM];
  private int[][] snaps = new int[0][];
  private long[] snapHash = new long[0];
  private final int[] setup;
  private int setupToMove;

  GoState(GoGame game) {
    this.game = game;
    this.board = new GoBoard(game);
    this.tactics = new GoTactics(board);
    this.n = game.size();
    this.pass = n * n;
    setup = new int[n * n];
    posHistory[0] = 0;
    bloom[0]++;
  }

  private GoState(GoState o) {
    game = o.game;
    board = o.board.copy();
    tactics = new GoTactics(board);
    n = o.n;
    pass = o.pass;
    toMove = o.toMove;
    passes = o.passes;
    ply = o.ply;
    posHistory = o.posHistory.clone();
    moveHistory = o.moveHistory.clone();
    System.arraycopy(o.bloom, 0, bloom, 0, BLOOM);
    snaps = new int[o.snaps.length][];
    for (int i = 0; i < ply && i < o.snaps.length; i++) {
      snaps[i] = o.snaps[i] == null ? null : o.snaps[i].clone();
    }
    snapHash = o.snapHash.clone();
    setup = o.setup.clone();
    setupToMove = o.setupToMove;
  }

  /** The game this position belongs to. */
  public GoGame game() {
    return game;
  }

  /** Board side length. */
  public int size() {
    return n;
  }

  /** The stones and chains, read-only; it changes in place as moves are played and undone. */
  public GoBoard board() {
    return board;
  }

  /** Local reading (eyes, self-ataris, liberties) on {@link #board()}, for this state's thread only. */
  public GoTactics tactics() {
    return tactics;
  }

  /** The stone on a move's point: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. */
  public int stoneAt(int move) {
    return board.color(board.point(move));
  }

  /** Stones captured by Black so far (own stones lost by White's suicides included). */
  public int capturesByBlack() {
    return board.capturesByBlack();
  }

  /** Stones captured by White so far. */
  public int capturesByWhite() {
    return board.capturesByWhite();
  }

  /** Consecutive passes just played. */
  public int consecutivePasses() {
    return passes;
  }

  /** The last move played since the setup, or -1 when there is none. */
  public int lastMove() {
    return ply > setupPly() ? moveHistory[ply - 1] : -1;
  }

  /** The move before the last one played since the setup, or -1 when there is none. */
  public int moveBeforeLast() {
    return ply - 1 > setupPly() ? moveHistory[ply - 2] : -1;
  }

  /** The moves played since the setup, oldest first. */
  public int[] moves() {
    return Arrays.copyOf(moveHistory, ply - setupPly());
  }

  private int setupPly() {
    return 0;
  }

  /** The board as a row-major string from the top-left: {@code .}, {@code X} (Black), {@code O} (White). */
  public String boardString() {
    StringBuilder b = new StringBuilder(n * n);
    for (int m = 0; m < n * n; m++) {
      int c = stoneAt(m);
      b.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '.');
    }
    return b.toString();
  }

  @Override
  public int currentPlayer() {
    return toMove;
  }

  @Override
  public int legalMoves(int[] out) {
    if (passes >= 2) {
      return 0;
    }
    int k = 0;
    int c = toMove + 1;
    for (int m = 0; m < pass; m++) {
      if (legalPoint(board.point(m), c)) {
        out[k++] = m;
      }
    }
    out[k++] = pass;
    return k;
  }

  /** Whether the side to move may place a stone on {@code move}'s point (the game need not be running). */
  public boolean isLegalPlacement(int move) {
    return move >= 0 && move < pass && legalPoint(board.point(move), toMove + 1);
  }

  @Override
  public boolean isLegal(int move) {
    if (passes >= 2 || move < 0 || move > pass) {
      return false;
    }
    return move == pass || legalPoint(board.point(move), toMove + 1);
  }

  /** Legality of a placement under the game's rules (playouts use {@link GoBoard#isPlayable}, simple ko only). */
  private boolean legalPoint(int p, int c) {
    if (board.color(p) != GoBoard.EMPTY) {
      return false;
    }
    GoRules rules = game.rules();
    boolean superko = rules.positionalSuperko();
    if (!superko && p == board.koPoint()) {
      return false;
    }
    boolean suicide = board.isSuicide(p, c);
    if (suicide && (!rules.multiStoneSuicide() || !board.touches(p, c))) {
      return false;
    }
    return !superko || !seen(board.hashAfter(p, c, suicide));
  }

  private boolean seen(long h) {
    if (bloom[(int) (h & (BLOOM - 1))] == 0) {
      return false;
    }
    for (int i = 0; i <= ply; i++) {
      if (posHistory[i] == h) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException(
          move, move >= 0 && move <= pass ? moveToString(move) : Integer.toString(move));
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    saveSnapshot();
    if (move == pass) {
      passes++;
      board.clearKo();
    } else {
      passes = 0;
      board.place(board.point(move), toMove + 1);
    }
    toMove ^= 1;
    ply++;
    if (ply >= posHistory.length) {
      posHistory = Arrays.copyOf(posHistory, ply * 2);
      moveHistory = Arrays.copyOf(moveHistory, ply * 2);
    }
    long h = board.stoneHash();
    posHistory[ply] = h;
    moveHistory[ply - 1] = move;
    bloom[(int) (h & (BLOOM - 1))]++;
  }

  /**
   * For protocol front ends (GTP lets either colour move at any time): gives the move to {@code player} without a
   * move being played. Not undoable, so only on a position that is rebuilt or thrown away afterwards.
   */
  public void forcePlayer(int player) {
    toMove = player;
  }

  /**
   * For protocol front ends (GTP play goes on after two passes, in a cleanup phase): forgets the passes so the game
   * is running again. Not undoable, like {@link #forcePlayer}.
   */
  public void resumeAfterPasses() {
    passes = 0;
  }

  private void saveSnapshot() {
    if (ply >= snaps.length) {
      snaps = Arrays.copyOf(snaps, Math.max(16, ply * 2));
      snapHash = Arrays.copyOf(snapHash, snaps.length);
    }
    int[] s = snaps[ply];
    int b = board.snapshotLength();
    if (s == null) {
      s = new int[b + 2];
      snaps[ply] = s;
    }
    board.save(s);
    s[b] = toMove;
    s[b + 1] = passes;
    snapHash[ply] = board.stoneHash();
  }

  @Override
  public void undo() {
    if (ply == 0) {
      throw new IllegalStateException("nothing to undo");
    }
    bloom[(int) (board.stoneHash() & (BLOOM - 1))]--;
    ply--;
    int[] s = snaps[ply];
    board.restore(s, snapHash[ply]);
    int b = board.snapshotLength();
    toMove = s[b];
    passes = s[b + 1];
  }

  @Override
  public boolean isTerminal() {
    return passes >= 2;
  }

  /** Tromp-Taylor area score: Black's stones and territory minus White's, komi not subtracted. */
  public int areaDifference() {
    return board.areaDifference();
  }

  /** Black's and White's Tromp-Taylor areas: stones plus empty regions reaching only that colour. */
  public int[] areas() {
    return board.areas();
  }

  @Override
  public Outcome outcome() {
    double diff = areaDifference() - game.komi();
    if (diff == 0) {
      return Outcome.draw();
    }
    return new Outcome(diff > 0 ? 0 : 1, (int) Math.ceil(Math.abs(diff)));
  }

  @Override
  public long hash() {
    long[][] z = game.zobrist();
    long h = board.stoneHash() ^ z[3][Math.min(passes, 2)];
    if (toMove == 1) {
      h ^= z[3][3];
    }
    int ko = board.koPoint();
    if (ko >= 0) {
      h ^= z[0][ko];
    }
    return h;
  }

  /** The hash of the stones alone (what positional superko compares). */
  public long positionHash() {
    return board.stoneHash();
  }

  @Override
  public int plyCount() {
    return ply;
  }

  @Override
  public GoState copy() {
    return new GoState(this);
  }

  @Override
  public String moveToString(int move) {
    return game.moveToString(move);
  }

  @Override
  public int parseMove(String text) {
    return game.parseMove(text);
  }

  /**
   * Puts stones on an empty-history position (handicap or SGF setup) and sets the side to move. Throws
   * {@link IllegalStateException} if moves were played already; stones without liberties are not allowed.
   */
  public void setup(int[] blackMoves, int[] whiteMoves, int player) {
    if (ply != 0) {
      throw new IllegalStateException("setup needs a position without moves");
    }
    for (int m : blackMoves) {
      setStone(m, BLACK);
    }
    for (int m : whiteMoves) {
      setStone(m, WHITE);
    }
    toMove = player;
    setupToMove = player;
    bloom[(int) (posHistory[0] & (BLOOM - 1))]--;
    posHistory[0] = board.stoneHash();
    bloom[(int) (posHistory[0] & (BLOOM - 1))]++;
  }

  private void setStone(int m, int c) {
    if (m < 0 || m >= pass) {
      throw new IllegalArgumentException("not a board point: " + m);
    }
    int p = board.point(m);
    if (board.color(p) != GoBoard.EMPTY) {
      throw new IllegalArgumentException("point occupied: " + game.moveToString(m));
    }
    board.place(p, c);
    if (board.color(p) != c) {
      throw new IllegalArgumentException("setup stone without liberties: " + game.moveToString(m));
    }
    setup[m] = c;
    board.clearKo();
  }

  /** The setup stones ({@link #EMPTY}, {@link #BLACK}, {@link #WHITE}) by move index: a copy. */
  public int[] setupStones() {
    return setup.clone();
  }

  /** The side to move after the setup. */
  public int setupPlayer() {
    return setupToMove;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GoState s
        && s.game.equals(game)
        && s.board.sameStones(board)
        && s.toMove == toMove
        && s.board.koPoint() == board.koPoint()
        && s.passes == passes
        && s.ply == ply;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash());
  }

  @Override
  public String toString() {
    return game.render(this);
  }
}
