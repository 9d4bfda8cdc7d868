package org.gametree.connect6.search;

import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.LinePatterns;
import org.gametree.connect6.Threats;

/**
 * Threat search for one stone a turn (gomoku and the other p = 1 games): VCF (victory by continuous fours) and VCT
 * (victory by threats: fours and threes), as an AND/OR depth-first search with iterative deepening over attacker
 * moves and a table of proven and refuted positions kept between calls.
 *
 * <ul>
 *   <li><b>Attacker node</b> (the attacker to move): a win if it completes a line now. If the defender has a four
 *       (one threat window) the attacker must block it, and the block is followed by a defender node (it counts only
 *       if it leaves a threat). Otherwise the attacker tries the cells that make a four (VCF) or a four or an open
 *       three (VCT), ordered by their {@link LinePatterns} combination (a double four or four-three first).
 *   <li><b>Defender node</b>: not a proof if the defender completes a line now. Two or more attacker threats: proven.
 *       One: the defender's only reply is the hitting cell. None: in VCF not a proof; in VCT the attacker must have a
 *       cell that makes two threats (an open four, a double four), else the last move was not forcing; the defender
 *       then tries every cell of the attacker's live windows with k − 2 stones (any other reply leaves such a cell)
 *       and every cell that makes a four of its own (a counter-four), and the attacker must win after each.
 * </ul>
 *
 * <p>A reported win is a forced win: each defender reply left out is answered by a move to two threats. A failure
 * means only "no win within the depth and budget". The state is played on and left as it was; nothing is allocated
 * once built.
 */
public final class VctSearch {
  /**
   * Table value of a proof: this flag plus the attacker moves it took (at most); any other value is the deepest
   * failed depth (plus {@link #VCT_FLAG} for VCT).
   */
  private static final int PROVEN = 1 << 30;
  private static final long VCT_SALT = 0x9E3779B97F4A7C15L;
  private static final int VCT_FLAG = 1 << 16;

  private final ConnectGame g;
  private final BoardWindows windows;
  private final Threats threats;
  private final LinePatterns patterns;
  private final int k;
  private final int[] stones;
  private final int[] mark;
  private int stamp;
  /** Per ply of the threat search: the moves and their scores. */
  private final int[][] moves;
  private final int[][] scores;
  private final long[] keys;
  private final int[] values;
  private long nodes;
  private long maxNodes;
  private boolean exhausted;
  private int firstMove;
  private int provenDepth;
  private long proofs;
  /** With {@link #record}: the cells of the last proof (its moves, replies and final threat cells). */
  private final int[] proof;
  private int proofLength;
  private boolean record;
  private static final int MAX_PLY = 64;

  /** A searcher for {@code game} (p = 1; not thread-safe), with a table of 2^{@code tableBits} entries. */
  public VctSearch(ConnectGame game, int tableBits) {
    if (game.p() != 1) {
      throw new IllegalArgumentException("VCF/VCT search is for one stone a turn: p=" + game.p());
    }
    this.g = game;
    this.windows = game.windows();
    this.threats = new Threats(game);
    this.patterns = LinePatterns.of(game);
    this.k = game.k();
    this.stones = new int[game.moveSpace()];
    this.mark = new int[game.moveSpace()];
    this.moves = new int[MAX_PLY][game.moveSpace()];
    this.scores = new int[MAX_PLY][game.moveSpace()];
    this.keys = new long[1 << tableBits];
    this.values = new int[1 << tableBits];
    this.proof = new int[1 << 12];
  }

  /** A searcher with a table of 2^16 entries. */
  public VctSearch(ConnectGame game) {
    this(game, 16);
  }

  /**
   * Whether the side to move wins by continuous fours ({@code vct} false) or by threats ({@code vct} true) within
   * {@code maxMoves} attacker moves and {@code maxNodes} stones; then {@link #firstMove} is the winning move.
   */
  public boolean search(ConnectState s, boolean vct, int maxMoves, long maxNodes) {
    return search(s, vct, maxMoves, maxNodes, false);
  }

  /**
   * As {@link #search(ConnectState, boolean, int, long)}; with {@code record}, the proof's cells are kept
   * ({@link #proofCells}): every attacker move and defender reply of the proof tree and the empty cells of the
   * threat windows it ends with, the cells a defence must touch (table proofs are not read then).
   */
  public boolean search(ConnectState s, boolean vct, int maxMoves, long maxNodes, boolean record) {
    this.record = record;
    this.proofLength = 0;
    this.nodes = 0;
    this.maxNodes = maxNodes;
    this.exhausted = false;
    this.firstMove = -1;
    this.provenDepth = 0;
    if (s.isTerminal()) {
      return false;
    }
    int max = Math.min(maxMoves, MAX_PLY / 2 - 1);
    long key = s.hash() ^ (vct ? VCT_SALT : 0);
    int slot = (int) (key ^ (key >>> 32)) & (keys.length - 1);
    if (!record && keys[slot] == key) {
      int v = values[slot];
      if ((v & PROVEN) != 0 && (v & 0xFFFF) <= max) {
        provenDepth = v & 0xFFFF; // proven before (the first move is not kept)
        proofs++;
        return true;
      }
      if ((v & PROVEN) == 0 && (v & 0xFFFF) >= max) {
        return false; // refuted before, to this depth or within the budget
      }
    }
    for (int d = 1; d <= max && !exhausted; d++) {
      if (attacker(s, d, vct, 0)) {
        provenDepth = d;
        proofs++;
        return true;
      }
    }
    keys[slot] = key; // a budget that ran out counts as refuted to the depth asked: the next call answers at once
    values[slot] = max | (vct ? VCT_FLAG : 0);
    return false;
  }

  /** Writes the cells of the last recorded proof into {@code out}, each once; returns how many. */
  public int proofCells(ConnectState s, int[] out) {
    if (++stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(mark, 0);
      stamp = 1;
    }
    int n = 0;
    for (int i = 0; i < proofLength; i++) {
      int c = proof[i];
      if (s.at(c) == 0 && mark[c] != stamp) {
        mark[c] = stamp;
        out[n++] = c;
      }
    }
    return n;
  }

  private void note(int cell) {
    if (record && proofLength < proof.length) {
      proof[proofLength++] = cell;
    }
  }

  /** Notes the empty cells of {@code player}'s threat windows (one stone completes them). */
  private void noteThreatCells(ConnectState s, int player) {
    if (!record) {
      return;
    }
    int n = threats.collect(s, player, 1);
    for (int i = 0; i < n; i++) {
      int w = threats.window(i);
      for (int x = 0; x < k; x++) {
        if (s.at(windows.cell(w, x)) == 0) {
          note(windows.cell(w, x));
        }
      }
    }
  }

  /** The first move of the last proof, or -1 (also when the proof was read from the table). */
  public int firstMove() {
    return firstMove;
  }

  /** Attacker moves in the last proof. */
  public int provenDepth() {
    return provenDepth;
  }

  /** Stones played by the last search. */
  public long lastNodes() {
    return nodes;
  }

  /** Whether the last search ran out of its budget. */
  public boolean exhausted() {
    return exhausted;
  }

  /** Proofs found since this searcher was made. */
  public long proofs() {
    return proofs;
  }

  private boolean budget() {
    if (nodes >= maxNodes) {
      exhausted = true;
    }
    return exhausted;
  }

  private boolean attacker(ConnectState s, int depth, boolean vct, int ply) {
    if (threats.moverWinsNow(s)) {
      if (ply == 0) {
        firstMove = hittingCell(s, s.currentPlayer());
      }
      noteThreatCells(s, s.currentPlayer());
      return true;
    }
    if (depth <= 0 || budget()) {
      return false;
    }
    long key = s.hash() ^ (vct ? VCT_SALT : 0);
    int slot = (int) (key ^ (key >>> 32)) & (keys.length - 1);
    if (ply > 0 && keys[slot] == key) {
      int v = values[slot];
      if ((v & PROVEN) != 0 && !record) {
        return true;
      }
      if ((v & PROVEN) == 0 && (v & 0xFFFF) >= depth) {
        return false;
      }
    }
    int a = s.currentPlayer();
    int defence = threats.count(s, a ^ 1, 2);
    boolean win = false;
    if (defence == 1) {
      int block = hittingCell(s, a ^ 1);
      int mark0 = proofLength;
      nodes++;
      s.playUnchecked(block);
      win = !s.isTerminal() && defender(s, a, depth - 1, vct, ply + 1);
      s.undo();
      proofLength = win ? proofLength : mark0;
      if (win) {
        note(block);
      }
      if (win && ply == 0) {
        firstMove = block;
      }
    } else if (defence == 0) {
      int n = attackMoves(s, a, vct, ply);
      int[] ms = moves[ply];
      for (int i = 0; i < n && !win && !budget(); i++) {
        int mark0 = proofLength;
        nodes++;
        s.playUnchecked(ms[i]);
        win = defender(s, a, depth - 1, vct, ply + 1);
        s.undo();
        proofLength = win ? proofLength : mark0;
        if (win) {
          note(ms[i]);
        }
        if (win && ply == 0) {
          firstMove = ms[i];
        }
      }
    }
    if (win || !exhausted) {
      keys[slot] = key;
      values[slot] = win ? PROVEN | depth : depth | (vct ? VCT_FLAG : 0);
    }
    return win;
  }

  private boolean defender(ConnectState s, int a, int depth, boolean vct, int ply) {
    if (threats.moverWinsNow(s)) {
      return false;
    }
    int t = threats.count(s, a, 2);
    if (t >= 2) {
      noteThreatCells(s, a);
      return true;
    }
    if (t == 1) {
      int block = hittingCell(s, a);
      nodes++;
      s.playUnchecked(block);
      boolean win = !s.isTerminal() && attacker(s, depth, vct, ply + 1);
      s.undo();
      note(block);
      return win;
    }
    if (!vct || depth <= 0 || !hasDoubleThreatCell(s, a)) {
      return false;
    }
    int d = a ^ 1;
    int[] ms = moves[ply];
    int n = windowCells(s, a, k - 2, ms, 0, true);
    n = windowCells(s, d, k - 2, ms, n, false);
    for (int i = 0; i < n; i++) {
      if (budget()) {
        return false;
      }
      nodes++;
      s.playUnchecked(ms[i]);
      boolean win = !s.isTerminal() && attacker(s, depth, vct, ply + 1);
      s.undo();
      if (!win) {
        return false;
      }
      note(ms[i]);
    }
    return true;
  }

  /** Whether {@code a} has a cell that gives it two threats (an open four or a double four). */
  private boolean hasDoubleThreatCell(ConnectState s, int a) {
    int[] buf = scores[MAX_PLY - 1];
    int n = windowCells(s, a, k - 2, buf, 0, true);
    int saved = s.passTurn(); // the defender is to move: the attacker's stone is a what-if
    boolean two = false;
    for (int i = 0; i < n && !two; i++) {
      s.playUnchecked(buf[i]);
      two = s.isTerminal() || threats.count(s, a, 2) >= 2;
      s.undo();
    }
    s.restoreTurn(saved);
    return two;
  }

  /** The attacker's moves: fours, and in VCT open threes, best combination first. */
  private int attackMoves(ConnectState s, int a, boolean vct, int ply) {
    int[] ms = moves[ply];
    int[] sc = scores[ply];
    int n = windowCells(s, a, vct ? k - 3 : k - 2, ms, 0, true);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int c = ms[i];
      int score = score(s, c, a, vct);
      if (score > 0) {
        ms[kept] = c;
        sc[kept++] = score;
      }
    }
    for (int i = 1; i < kept; i++) { // insertion sort, best first
      int c = ms[i];
      int v = sc[i];
      int j = i - 1;
      while (j >= 0 && sc[j] < v) {
        ms[j + 1] = ms[j];
        sc[j + 1] = sc[j];
        j--;
      }
      ms[j + 1] = c;
      sc[j + 1] = v;
    }
    return kept;
  }

  /** 0 if {@code c} is no threat move for {@code a}; else higher for stronger combinations. */
  private int score(ConnectState s, int c, int a, boolean vct) {
    if (patterns == null) { // no table for this k: fours only, found by playing
      s.playUnchecked(c);
      int t = threats.count(s, a, 2);
      s.undo();
      return t > 0 ? 100 * t : 0;
    }
    int cls = patterns.classes(s, c, a);
    int fours = LinePatterns.atLeast(cls, LinePatterns.FORCING);
    int threes = LinePatterns.atLeast(cls, LinePatterns.OPEN_THREE) - fours;
    if (fours == 0 && (!vct || threes == 0)) {
      return 0;
    }
    int best = LinePatterns.best(cls);
    return (best >= LinePatterns.WIN_LINE ? 10_000 : 0) + fours * 1000 + threes * 100
        + LinePatterns.atLeast(cls, LinePatterns.THREE) * 10 + LinePatterns.atLeast(cls, LinePatterns.OPEN_TWO);
  }

  /**
   * Appends to {@code out} the empty cells of {@code player}'s live windows (no opponent stone) holding at least
   * {@code atLeast} of its stones, each once; {@code fresh} starts a new set of seen cells.
   */
  private int windowCells(ConnectState s, int player, int atLeast, int[] out, int n, boolean fresh) {
    if (fresh && ++stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(mark, 0);
      stamp = 1;
    }
    int count = s.stonesOf(player, stones);
    int need = Math.max(1, atLeast);
    for (int i = 0; i < count; i++) {
      int cell = stones[i];
      for (int j = windows.windowsFrom(cell), e = windows.windowsTo(cell); j < e; j++) {
        int w = windows.windowAt(j);
        if (s.windowCount(player ^ 1, w) != 0 || s.windowCount(player, w) < need) {
          continue;
        }
        for (int x = 0; x < k; x++) {
          int c = windows.cell(w, x);
          if (s.at(c) == 0 && mark[c] != stamp) {
            mark[c] = stamp;
            out[n++] = c;
          }
        }
      }
    }
    return n;
  }

  /**
   * The empty cell of {@code player}'s first threat window (one stone completes it); where the threat count is 1 it
   * is the cell hitting them all (with one empty cell each, they share it).
   */
  private int hittingCell(ConnectState s, int player) {
    int n = threats.collect(s, player, 1);
    for (int i = 0; i < n; i++) {
      int w = threats.window(i);
      for (int x = 0; x < k; x++) {
        if (s.at(windows.cell(w, x)) == 0) {
          return windows.cell(w, x);
        }
      }
    }
    return -1;
  }
}
