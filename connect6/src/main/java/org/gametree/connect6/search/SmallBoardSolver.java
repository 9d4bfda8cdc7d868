package org.gametree.connect6.search;

import java.time.Duration;
import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable.SolveResult;

/**
 * Exact solver for small connect boards: stone-by-stone negamax (the sign flips only when the mover changes) with
 * alpha-beta on the values −1/0/+1, a transposition table, immediate-win detection, forced blocks (if the opponent
 * has exactly as many threats as the mover has stones left, every stone must go into a threat window; more threats
 * lose), "no live window" draw bounds, threat-based move ordering, and a table keyed on the live part of the
 * board under symmetry (with exact-k rules dead cells are kept, since an overline stone can matter).
 */
public final class SmallBoardSolver {
  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;
  private static final int TABLE_BITS = 22;

  private final ConnectGame g;
  private final BoardWindows windows;
  private final Threats threats;
  private final long[] keys = new long[1 << TABLE_BITS];
  private final byte[] entries = new byte[1 << TABLE_BITS];
  private final int[][] moves;
  private final int[][] scores;
  private final boolean[] deadFlag;
  private final int[][] symmetries;
  private long nodes;
  private long maxNodes;
  private long deadline;
  private boolean aborted;
  private int rootBest;

  /** A solver for {@code game}; it allocates a 2^22-entry table, so make one per solve, not per node. */
  public SmallBoardSolver(ConnectGame game) {
    this.g = game;
    this.windows = game.windows();
    this.threats = new Threats(game);
    int cells = game.moveSpace();
    moves = new int[cells + 2][cells];
    deadFlag = new boolean[cells];
    symmetries = symmetries(game.width(), game.height());
    scores = new int[cells + 2][cells];
  }

  /**
   * Solves {@code state} (left unchanged) within {@code limits}' nodes and time: −1, 0 or +1 for the mover. Renju
   * positions are not solved (the result is not proven).
   */
  public SolveResult solve(ConnectState state, SearchLimits limits) {
    if (g.rule() == ConnectRule.RENJU) { // its forced blocks and dead-cell pruning do not know forbidden points
      return new SolveResult(0, -1, 0, Duration.ZERO, false);
    }
    long start = System.nanoTime();
    nodes = 0;
    maxNodes = limits.maxNodes();
    Duration t = limits.maxTime();
    deadline = t == null ? Long.MAX_VALUE : start + t.toNanos();
    aborted = false;
    rootBest = -1;
    ConnectState s = state.copy();
    int v = negamax(s, -1, 1, 0);
    return new SolveResult(v, rootBest, nodes, Duration.ofNanos(System.nanoTime() - start), !aborted);
  }

  private int negamax(ConnectState s, int alpha, int beta, int ply) {
    nodes++;
    if (s.isTerminal()) {
      int w = s.winner();
      return w < 0 ? 0 : w == s.currentPlayer() ? 1 : -1;
    }
    if (nodes >= maxNodes || ((nodes & 4095) == 0 && System.nanoTime() > deadline)) {
      aborted = true;
    }
    if (aborted) {
      return 0;
    }
    int me = s.currentPlayer();
    if (threats.moverWinsNow(s)) {
      if (ply == 0) {
        rootBest = firstCellOfThreat(s, me, s.stonesLeft());
      }
      return 1;
    }
    int left = s.stonesLeft();
    int t = threats.count(s, me ^ 1, left + 1);
    if (t > left) {
      if (ply == 0) {
        rootBest = anyEmpty(s);
      }
      return -1;
    }
    boolean meLive = false;
    boolean opLive = false;
    for (int w = 0, count = windows.count(); w < count && !(meLive && opLive); w++) {
      if (s.windowCount(me ^ 1, w) == 0) {
        meLive = true;
      }
      if (s.windowCount(me, w) == 0) {
        opLive = true;
      }
    }
    if (!meLive) {
      beta = Math.min(beta, 0);
    }
    if (!opLive) {
      alpha = Math.max(alpha, 0);
    }
    if (alpha >= beta && ply > 0) {
      return alpha;
    }
    long key = canonicalKey(s);
    int slot = (int) (key >>> (64 - TABLE_BITS));
    if (keys[slot] == key && entries[slot] != 0 && ply > 0) {
      int e = entries[slot];
      int flag = (e >> 4) & 3;
      int val = (e & 3) - 1;
      if (flag == EXACT || (flag == LOWER && val >= beta) || (flag == UPPER && val <= alpha)) {
        return val;
      }
    }
    int[] mv = moves[ply];
    int[] sc = scores[ply];
    int n;
    if (t == left && t > 0) {
      threats.collect(s, me ^ 1, g.p());
      n = 0;
      boolean[] seen = new boolean[g.moveSpace()];
      int wins = threats.collect(s, me ^ 1, g.p());
      for (int i = 0; i < wins; i++) {
        int w = threats.window(i);
        for (int j = 0; j < g.k(); j++) {
          int c = windows.cell(w, j);
          if (s.at(c) == 0 && !seen[c]) {
            seen[c] = true;
            mv[n++] = c;
          }
        }
      }
    } else {
      n = s.legalMoves(mv);
      // Cells in no window that is still live for either side never matter again: playing any one of them is
      // equivalent to playing any other, so one stands for all.
      int kept = 0;
      boolean deadKept = false;
      for (int i = 0; i < n; i++) {
        int c = mv[i];
        boolean dead = !g.exact();
        for (int j = windows.windowsFrom(c), e = windows.windowsTo(c); j < e && dead; j++) {
          int w = windows.windowAt(j);
          if (s.windowCount(0, w) == 0 || s.windowCount(1, w) == 0) {
            dead = false;
          }
        }
        if (dead) {
          if (deadKept) {
            continue;
          }
          deadKept = true;
        }
        mv[kept++] = c;
      }
      n = kept;
    }
    s.scoreMoves(mv, n, sc);
    sortByScore(mv, sc, n);
    int origAlpha = alpha;
    int best = -2;
    int bestMove = -1;
    for (int i = 0; i < n; i++) {
      int c = mv[i];
      s.playUnchecked(c);
      int v = s.currentPlayer() == me ? negamax(s, alpha, beta, ply + 1) : -negamax(s, -beta, -alpha, ply + 1);
      s.undo();
      if (aborted) {
        return 0;
      }
      if (v > best) {
        best = v;
        bestMove = c;
      }
      if (v > alpha) {
        alpha = v;
      }
      if (alpha >= beta) {
        break;
      }
    }
    if (best == -2) {
      best = 0;
    }
    if (ply == 0) {
      rootBest = bestMove;
    }
    int flag = best <= origAlpha ? UPPER : best >= beta ? LOWER : EXACT;
    keys[slot] = key;
    entries[slot] = (byte) ((flag << 4) | (best + 1) | 0x40);
    return best;
  }

  /**
   * The table key: stones in dead cells (cells whose every window holds both colours) never matter again and empty
   * dead cells are interchangeable, so the key covers the live part of the board, the number of empty dead cells
   * and the turn, minimised over the board's symmetries.
   */
  private long canonicalKey(ConnectState s) {
    int cells = g.moveSpace();
    int deadEmpty = 0;
    for (int c = 0; c < cells; c++) {
      boolean dead = !g.exact();
      for (int j = windows.windowsFrom(c), e = windows.windowsTo(c); j < e && dead; j++) {
        int w = windows.windowAt(j);
        if (s.windowCount(0, w) == 0 || s.windowCount(1, w) == 0) {
          dead = false;
        }
      }
      int v = s.at(c);
      if (dead) {
        deadFlag[c] = true;
        if (v == 0) {
          deadEmpty++;
        }
      } else {
        deadFlag[c] = false;
      }
    }
    long best = Long.MAX_VALUE;
    for (int[] map : symmetries) {
      long h = 0;
      for (int c = 0; c < cells; c++) {
        int v = s.at(c);
        if (v != 0 && !deadFlag[c]) {
          h ^= g.stoneKey(map[c], v - 1);
        }
      }
      best = Math.min(best, h);
    }
    long turn = g.turnKey(s.currentPlayer(), s.stonesLeft());
    long mix = (deadEmpty + 1) * 0x9E3779B97F4A7C15L;
    mix ^= mix >>> 29;
    return best ^ turn ^ mix;
  }

  private static int[][] symmetries(int m, int n) {
    java.util.List<int[]> out = new java.util.ArrayList<>();
    int count = m == n ? 8 : 4;
    for (int t = 0; t < count; t++) {
      int[] map = new int[m * n];
      for (int y = 0; y < n; y++) {
        for (int x = 0; x < m; x++) {
          int xx = x;
          int yy = y;
          if ((t & 1) != 0) {
            xx = m - 1 - xx;
          }
          if ((t & 2) != 0) {
            yy = n - 1 - yy;
          }
          if ((t & 4) != 0) {
            int tmp = xx;
            xx = yy;
            yy = tmp;
          }
          map[y * m + x] = yy * m + xx;
        }
      }
      out.add(map);
    }
    return out.toArray(new int[0][]);
  }

  private static void sortByScore(int[] mv, int[] sc, int n) {
    for (int i = 1; i < n; i++) {
      int m = mv[i];
      int v = sc[i];
      int j = i - 1;
      while (j >= 0 && sc[j] < v) {
        mv[j + 1] = mv[j];
        sc[j + 1] = sc[j];
        j--;
      }
      mv[j + 1] = m;
      sc[j + 1] = v;
    }
  }

  private int firstCellOfThreat(ConnectState s, int player, int stones) {
    int n = threats.collect(s, player, stones);
    for (int i = 0; i < n; i++) {
      int w = threats.window(i);
      for (int j = 0; j < g.k(); j++) {
        if (s.at(windows.cell(w, j)) == 0) {
          return windows.cell(w, j);
        }
      }
    }
    return -1;
  }

  private static int anyEmpty(ConnectState s) {
    for (int c = 0; c < s.game().moveSpace(); c++) {
      if (s.at(c) == 0) {
        return c;
      }
    }
    return -1;
  }
}
