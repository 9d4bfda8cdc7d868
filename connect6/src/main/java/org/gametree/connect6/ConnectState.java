package org.gametree.connect6;

import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.search.CandidateMoves;
import org.gametree.core.search.MoveScorer;

/**
 * A connect(m,n,k,p,q) position: stones as bitsets plus a cell array, incremental per-window stone counts for both
 * players, the mover and the stones left in its turn. Plays and undoes in place without allocating. It also keeps,
 * incrementally, what its {@link CandidateMoves} need: the occupied cells of each row as a bitmask (the zone near the
 * stones is dilated from them when asked), and per player the windows holding at least {@code hotLevel} of its
 * stones.
 */
public final class ConnectState implements GameState, MoveScorer, CandidateMoves {
  private static final int NONE = -2;

  final ConnectGame g;
  /** The game's windows (a field of its own: play and undo read them at every stone). */
  final BoardWindows windows;
  final int cells;
  final int k;
  final byte[] board;
  private final long[][] bits;
  /** count[player][window]: that player's stones in the window. */
  final int[][] count;
  int toMove;
  int left;
  private int winner = NONE;
  int stones;
  private int ply;
  private long hash;
  private final int[] histMove;
  private final int[] histToMove;
  private final int[] histLeft;
  private final int[] histWinner;
  private int hist;
  /** rows[y]: bit x set where cell (x, y) holds a stone of either side (boards are at most 26 wide). */
  final int[] rows;
  /** hot[player]: windows holding at least g.hotLevel of that player's stones (either side's stones may be in it). */
  final long[][] hot;
  /** The candidate-move generator reading this position (its scratch is per position). */
  private final CandidateZone zone;
  /** Renju: the last position (hash) asked whether Black has no allowed point, and the answer (-1 none yet). */
  private long stuckHash;
  private byte stuck = -1;

  ConnectState(ConnectGame g) {
    this.g = g;
    this.windows = g.windows;
    this.cells = g.width() * g.height();
    this.k = g.k();
    board = new byte[cells];
    bits = new long[2][(cells + 63) >>> 6];
    count = new int[2][windows.count];
    toMove = 0;
    left = g.q();
    histMove = new int[cells + 1];
    histToMove = new int[cells + 1];
    histLeft = new int[cells + 1];
    histWinner = new int[cells + 1];
    hash = g.leftKeys[left];
    rows = new int[g.height()];
    hot = new long[2][(windows.count + 63) >>> 6];
    zone = new CandidateZone(this);
  }

  private ConnectState(ConnectState o) {
    g = o.g;
    windows = o.windows;
    cells = o.cells;
    k = o.k;
    board = o.board.clone();
    bits = new long[][] {o.bits[0].clone(), o.bits[1].clone()};
    count = new int[][] {o.count[0].clone(), o.count[1].clone()};
    toMove = o.toMove;
    left = o.left;
    winner = o.winner;
    stones = o.stones;
    ply = o.ply;
    hash = o.hash;
    histMove = o.histMove.clone();
    histToMove = o.histToMove.clone();
    histLeft = o.histLeft.clone();
    histWinner = o.histWinner.clone();
    hist = o.hist;
    rows = o.rows.clone();
    hot = new long[][] {o.hot[0].clone(), o.hot[1].clone()};
    zone = new CandidateZone(this);
  }

  /** The game this position belongs to. */
  public ConnectGame game() {
    return g;
  }

  /** 0 empty, 1 first player's stone, 2 second player's. */
  public int at(int cell) {
    return board[cell];
  }

  /** Stones the mover still places in this turn (1..max(p,q)). */
  public int stonesLeft() {
    return left;
  }

  /** Stones on the board. */
  public int stoneCount() {
    return stones;
  }

  /** {@code player}'s stones in window {@code w}. */
  public int windowCount(int player, int w) {
    return count[player][w];
  }

  /**
   * The windows holding at least the game's hot level (max(1, k − max(p, q) − 1)) of {@code player}'s stones: a bitset
   * over window indices, the state's own array (read it, never write it).
   */
  long[] hotWindows(int player) {
    return hot[player];
  }

  /** The game's hot level: {@link #hotWindows} lists every window with at least this many of a player's stones. */
  int hotLevel() {
    return g.hotLevel;
  }

  /**
   * Writes {@code player}'s stones into {@code out} (room for every cell) in increasing cell order; returns how many.
   * Reads the bitset, so it costs the number of stones, not of cells.
   */
  public int stonesOf(int player, int[] out) {
    int n = 0;
    long[] b = bits[player];
    for (int i = 0; i < b.length; i++) {
      long word = b[i];
      while (word != 0) {
        out[n++] = (i << 6) + Long.numberOfTrailingZeros(word);
        word &= word - 1;
      }
    }
    return n;
  }

  /** Whether {@code player} has a stone on {@code cell} (bitset read). */
  public boolean has(int player, int cell) {
    return (bits[player][cell >>> 6] & (1L << cell)) != 0;
  }

  /** Puts a stone without turn bookkeeping (position parsing); counts and hash are kept. */
  void place(int cell, int player) {
    board[cell] = (byte) (player + 1);
    bits[player][cell >>> 6] |= 1L << cell;
    int[] c = count[player];
    long[] h = hot[player];
    int level = g.hotLevel;
    for (int i = windows.cellWindowStart[cell], e = windows.cellWindowStart[cell + 1]; i < e; i++) {
      int w = windows.cellWindows[i];
      int v = ++c[w];
      h[w >>> 6] |= (long) ((level - 1 - v) >>> 31) << w; // set from `level` stones on, without a branch
    }
    rows[g.cellRow[cell]] |= 1 << g.cellColumn[cell];
    hash ^= g.zobrist[2 * cell + player];
    stones++;
    ply++;
  }

  private void remove(int cell, int player) {
    board[cell] = 0;
    bits[player][cell >>> 6] &= ~(1L << cell);
    int[] c = count[player];
    long[] h = hot[player];
    int below = g.hotLevel - 1;
    for (int i = windows.cellWindowStart[cell], e = windows.cellWindowStart[cell + 1]; i < e; i++) {
      int w = windows.cellWindows[i];
      int v = --c[w];
      h[w >>> 6] &= ~((long) ((v - below - 1) >>> 31) << w); // cleared below `level` stones
    }
    rows[g.cellRow[cell]] &= ~(1 << g.cellColumn[cell]);
    hash ^= g.zobrist[2 * cell + player];
    stones--;
    ply--;
  }

  /**
   * A copy of this unfinished position with {@code player} to move and {@code stonesLeft} (1..max(p, q)) stones left
   * in its turn, the stones unchanged: for analysis such as "what if the opponent could move now" (Anti-TSS).
   */
  public ConnectState copyWithTurn(int player, int stonesLeft) {
    if (isTerminal()) {
      throw new IllegalStateException("the game is over");
    }
    if ((player & ~1) != 0 || stonesLeft < 1 || stonesLeft > Math.max(g.p(), g.q())) {
      throw new IllegalArgumentException("player must be 0 or 1 and stones left 1.." + Math.max(g.p(), g.q())
          + ": " + player + ", " + stonesLeft);
    }
    ConnectState s = copy();
    s.setTurn(player, stonesLeft, -1);
    return s;
  }

  /** Gives the mover's opponent a full turn in place (threat analysis); returns what {@link #restoreTurn} needs. */
  public int passTurn() {
    int saved = toMove << 16 | left;
    setTurn(toMove ^ 1, g.p(), -1);
    return saved;
  }

  /** Undoes {@link #passTurn} with the value it returned. */
  public void restoreTurn(int saved) { setTurn(saved >>> 16, saved & 0xFFFF, -1); }

  /** Candidate moves below the root only from {@code cells[0..n)} in this position (the threat-defence hook). */
  public void restrictCandidates(int[] cells, int n) {
    zone.restrict(stones, hash, cells, n);
  }

  /** Sets the mover and stones left (position parsing and null-move style analysis). */
  void setTurn(int player, int stonesLeft, int winnerOnBoard) {
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
    toMove = player;
    left = stonesLeft;
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
    winner = winnerOnBoard >= 0 ? winnerOnBoard : NONE;
  }

  /** Whether the window is a completed winning line for {@code player} (respecting the exact-k rule). */
  boolean winningWindow(int player, int w) {
    if (count[player][w] != k) {
      return false;
    }
    if (!g.exactFor(player)) {
      return true;
    }
    int b = windows.before[w];
    int a = windows.after[w];
    return (b < 0 || board[b] != player + 1) && (a < 0 || board[a] != player + 1);
  }

  /** Scans the board: 0 or 1 for the player with a winning line, -1 none, -3 both. */
  int findWinnerOnBoard() {
    int found = -1;
    for (int pl = 0; pl < 2; pl++) {
      for (int w = 0; w < windows.count; w++) {
        if (winningWindow(pl, w)) {
          found = found == -1 ? pl : -3;
          break;
        }
      }
    }
    return found;
  }

  private boolean winsAt(int cell, int player) {
    int[] c = count[player];
    for (int i = windows.cellWindowStart[cell], e = windows.cellWindowStart[cell + 1]; i < e; i++) {
      int w = windows.cellWindows[i];
      if (c[w] == k && winningWindow(player, w)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int currentPlayer() {
    return toMove;
  }

  @Override
  public int legalMoves(int[] out) {
    if (isTerminal()) {
      return 0;
    }
    int n = 0;
    long[] a = bits[0];
    long[] b = bits[1];
    for (int i = 0; i < a.length; i++) {
      long empty = ~(a[i] | b[i]);
      if (i == a.length - 1 && (cells & 63) != 0) {
        empty &= (1L << (cells & 63)) - 1;
      }
      while (empty != 0) {
        out[n++] = (i << 6) + Long.numberOfTrailingZeros(empty);
        empty &= empty - 1;
      }
    }
    return keepAllowed(out, 0, n);
  }

  /** Drops the side to move's forbidden points (renju, Black) from {@code out[from..n)}, in place; the new count. */
  int keepAllowed(int[] out, int from, int n) {
    return g.renju && toMove == 0 ? Renju.keepAllowed(this, out, from, n) : n;
  }

  /** Whether {@code cell} is a forbidden point of the side to move (renju, Black): searches of their own skip it. */
  public boolean isForbidden(int cell) {
    return g.renju && toMove == 0 && board[cell] == 0 && Renju.foul(this, cell) != Renju.Foul.NONE;
  }

  /** What a Black stone on {@code cell} would make under renju's forbidden-point rule (NONE for any other rule). */
  public Renju.Foul foul(int cell) {
    return g.renju ? Renju.foul(this, cell) : Renju.Foul.NONE;
  }

  @Override
  public boolean isLegal(int move) {
    return move >= 0 && move < cells && board[move] == 0 && !isTerminal()
        && !(g.renju && toMove == 0 && Renju.foul(this, move) != Renju.Foul.NONE);
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      String text = move >= 0 && move < cells ? g.moveText(move) : Integer.toString(move);
      throw new IllegalMoveException(move, text, isTerminal() ? "the game is over"
          : move < 0 || move >= cells ? "off the board" : board[move] != 0 ? "occupied"
          : "forbidden for Black under renju (" + Renju.foul(this, move).text() + ")");
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    histMove[hist] = move;
    histToMove[hist] = toMove;
    histLeft[hist] = left;
    histWinner[hist] = winner;
    hist++;
    int player = toMove;
    place(move, player);
    if (winsAt(move, player)) {
      winner = player;
    }
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
    if (--left == 0) {
      toMove ^= 1;
      left = g.p();
    }
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
  }

  @Override
  public void undo() {
    if (hist == 0) {
      throw new IllegalStateException("nothing to undo");
    }
    hist--;
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
    toMove = histToMove[hist];
    left = histLeft[hist];
    winner = histWinner[hist];
    hash ^= (toMove == 1 ? g.sideKey : 0) ^ g.leftKeys[left];
    remove(histMove[hist], toMove);
  }

  /** The last move played from this object (not from a parsed position), or -1. */
  public int lastMove() {
    return hist == 0 ? -1 : histMove[hist - 1];
  }

  @Override
  public boolean isTerminal() {
    return winner >= 0 || stones == cells || (g.renju && toMove == 0 && blackStuck());
  }

  /** Renju: whether every empty cell is forbidden for Black, Black to move (a draw); cached for the last position. */
  private boolean blackStuck() {
    if (stuck < 0 || stuckHash != hash) {
      stuckHash = hash;
      stuck = (byte) (Renju.noAllowedPoint(this) ? 1 : 0);
    }
    return stuck == 1;
  }

  @Override
  public Outcome outcome() {
    if (winner >= 0) {
      return Outcome.win(winner);
    }
    if (stones == cells || (g.renju && toMove == 0 && blackStuck())) {
      return Outcome.draw();
    }
    throw new IllegalStateException("game not over");
  }

  /** The winner so far (0 or 1), or -1 if nobody has a line. */
  public int winner() {
    return winner >= 0 ? winner : -1;
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
  public ConnectState copy() {
    return new ConnectState(this);
  }

  @Override
  public String moveToString(int move) {
    if (move < 0 || move >= cells) {
      throw new IllegalArgumentException("not a cell: " + move);
    }
    return g.moveText(move);
  }

  @Override
  public int parseMove(String text) {
    int c = g.parseMoveText(text);
    if (c < 0) {
      throw new MoveFormatException(text, "expected a cell like j10 or x,y on a " + g.width() + "x" + g.height()
          + " board");
    }
    return c;
  }

  /**
   * Move ordering by line patterns: each live window through the cell adds a weight growing with the stones of the
   * side that owns it (the mover's windows a little more), so winning, blocking and threat cells come first and
   * cells far from every stone score lowest.
   */
  @Override
  public void scoreMoves(int[] moves, int n, int[] scores) {
    windows.scoreMoves(count[toMove], count[toMove ^ 1], moves, n, scores);
  }

  /**
   * The search's candidate moves ({@link CandidateMoves}, used below the root; {@link #legalMoves} stays complete):
   * a winning cell, else a block, else the zone near the stones; see {@link CandidateZone}. Allocates nothing.
   */
  @Override
  public int candidateMoves(int[] out) {
    return isTerminal() ? 0 : zone.write(out);
  }

  /**
   * Candidate-move restriction for big boards (a separate hook; {@link #legalMoves} stays complete): empty cells
   * within Chebyshev distance {@code radius} of a stone, or the centre on an empty board. Returns how many.
   */
  public int candidateMoves(int[] out, int radius) {
    if (isTerminal()) {
      return 0;
    }
    int m = g.width();
    int h = g.height();
    if (stones == 0) {
      out[0] = g.cell(m / 2, h / 2);
      return 1;
    }
    return keepAllowed(out, 0, zone.scan(out, radius, m, h));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ConnectState)) {
      return false;
    }
    ConnectState s = (ConnectState) o;
    return s.g.id().equals(g.id()) && java.util.Arrays.equals(board, s.board) && toMove == s.toMove
        && left == s.left && winner == s.winner;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    return g.formatPosition(this);
  }
}
