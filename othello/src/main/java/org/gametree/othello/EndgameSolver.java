package org.gametree.othello;

import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.internal.Bits;

/**
 * Exact Othello endgame solver on bitboards: principal-variation search with null windows, a transposition table,
 * fastest-first ordering (fewest opponent replies, corners first) near the root, quadrant-parity ordering in the
 * last empties, and dedicated code for the last one to three empties. Scores are final disc differences for the side
 * to move, empty squares going to the winner. Not thread-safe: one solver per thread.
 */
public final class EndgameSolver implements ExactSolver<OthelloState> {
  /** Below this many empties no table and no sorting: parity order only. */
  private static final int SHALLOW = 7;
  /** Below this many empties plain mobility sort; at or above, the table is used. */
  private static final int TABLE_MIN = 8;

  private static final long[] QUADRANT = new long[64];

  static {
    for (int sq = 0; sq < 64; sq++) {
      int q = ((sq >> 5) << 1) | ((sq & 7) >> 2);
      QUADRANT[sq] = q == 0 ? 0x000000000F0F0F0FL : q == 1 ? 0x00000000F0F0F0F0L
          : q == 2 ? 0x0F0F0F0F00000000L : 0xF0F0F0F000000000L;
    }
  }

  private static final long CORNERS = 0x8100000000000081L;
  private static final long COL_A = 0x0101010101010101L;
  private static final long COL_H = 0x8080808080808080L;
  private static final long ROW_1 = 0x00000000000000FFL;
  private static final long ROW_8 = 0xFF00000000000000L;
  private static final long BORDER = COL_A | COL_H | ROW_1 | ROW_8;
  /** Stability cutoffs are tried only when alpha is at least this (by empties): high alphas prune. */
  private static final int[] STABILITY_THRESHOLD = new int[65];

  static {
    for (int e = 0; e < 65; e++) {
      STABILITY_THRESHOLD[e] = e < 12 ? 20 : e < 18 ? 24 : 30;
    }
  }

  private final int maxEmptiesForHook;
  private final long[] ttP;
  private final long[] ttO;
  private final int[] ttData;
  private final int ttMask;
  private long nodes;
  private long nodeLimit = Long.MAX_VALUE;
  private StopSignal stop;
  private long nextCheck = Long.MAX_VALUE;
  private long deadline = Long.MAX_VALUE;
  private final int[][] moveBuf = new int[65][33];
  private final long[][] flipBuf = new long[65][33];
  private final int[][] keyBuf = new int[65][33];

  /** A solver with a 2^20-entry table (about 20 MB) that the search hook uses from 14 empties down. */
  public EndgameSolver() {
    this(20, 14);
  }

  /**
   * A solver.
   *
   * @param tableBits log2 of the number of table entries
   * @param hookEmpties {@link #canSolve} accepts positions with at most this many empties
   */
  public EndgameSolver(int tableBits, int hookEmpties) {
    int size = 1 << tableBits;
    ttP = new long[size];
    ttO = new long[size];
    ttData = new int[size];
    ttMask = size - 1;
    maxEmptiesForHook = hookEmpties;
  }

  /** The result of {@link #solve(long, long)}. */
  public record Result(int score, int bestMove, long nodes) {}

  /** Thrown inside the search when a node limit or stop signal ends it. */
  private static final class Aborted extends RuntimeException {
    Aborted() {
      super(null, null, false, false);
    }
  }

  /** Nodes visited since the last {@link #resetNodes()}. */
  public long nodes() {
    return nodes;
  }

  /** Sets the node counter to zero. */
  public void resetNodes() {
    nodes = 0;
  }

  /** Clears the transposition table. */
  public void clear() {
    java.util.Arrays.fill(ttP, 0);
    java.util.Arrays.fill(ttO, 0);
    java.util.Arrays.fill(ttData, 0);
  }

  /**
   * Solves exactly with a budget; returns null if the node limit or stop signal ended the search first.
   */
  public Result solve(long p, long o, long maxNodes, StopSignal stopSignal) {
    return solve(p, o, maxNodes, stopSignal, Long.MAX_VALUE);
  }

  /**
   * Solves exactly with a budget and a deadline ({@link System#nanoTime()} value); null if the budget ran out.
   */
  public Result solve(long p, long o, long maxNodes, StopSignal stopSignal, long deadlineNanos) {
    this.deadline = deadlineNanos;
    this.nodeLimit = maxNodes;
    this.stop = stopSignal;
    this.nextCheck = nodes;
    try {
      return solve(p, o);
    } catch (Aborted e) {
      return null;
    } finally {
      this.nodeLimit = Long.MAX_VALUE;
      this.stop = null;
      this.nextCheck = Long.MAX_VALUE;
      this.deadline = Long.MAX_VALUE;
    }
  }

  /** The exact score for the owner of {@code p} and a best move (64 = pass, -1 if the game is over). */
  public Result solve(long p, long o) {
    long start = nodes;
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (Bits.moves(o, p) == 0) {
        nodes++;
        return new Result(Bits.finalScore(p, o), -1, nodes - start);
      }
      Result r = solve(o, p);
      return new Result(-r.score, OthelloState.PASS, nodes - start);
    }
    int empties = 64 - Long.bitCount(p | o);
    nodes++;
    int[] order = new int[32];
    int n = orderMoves(p, o, moves, order, -1);
    int alpha = -65;
    int beta = 65;
    int best = -65;
    int bestMove = order[0];
    for (int i = 0; i < n; i++) {
      int sq = order[i];
      long f = Bits.flips(p, o, sq);
      long np = o ^ f;
      long no = p | f | (1L << sq);
      int v;
      if (i == 0) {
        v = -search(np, no, -beta, -alpha, empties - 1, false);
      } else {
        v = -search(np, no, -alpha - 1, -alpha, empties - 1, false);
        if (v > alpha && v < beta) {
          v = -search(np, no, -beta, -v, empties - 1, false);
        }
      }
      if (v > best) {
        best = v;
        bestMove = sq;
        if (v > alpha) {
          alpha = v;
        }
      }
    }
    return new Result(best, bestMove, nodes - start);
  }

  private void checkBudget() {
    if (nodes > nodeLimit || (stop != null && stop.isRaised())
        || (deadline != Long.MAX_VALUE && System.nanoTime() > deadline)) {
      throw new Aborted();
    }
  }

  /** Orders moves fastest-first: hash move, then corners, then fewest opponent replies. Returns the count. */
  private int orderMoves(long p, long o, long moves, int[] out, int hashMove) {
    int n = 0;
    int[] keys = new int[32];
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long bit = 1L << sq;
      long f = Bits.flips(p, o, sq);
      long np = p | f | bit;
      long no = o ^ f;
      long opp = Bits.moves(no, np);
      int key = Long.bitCount(opp) * 16 + Long.bitCount(opp & CORNERS) * 32;
      if ((bit & CORNERS) != 0) {
        key -= 64;
      }
      key -= Long.bitCount(Bits.moves(np, no) & CORNERS) * 4;
      if (sq == hashMove) {
        key = Integer.MIN_VALUE;
      }
      int j = n++;
      while (j > 0 && keys[j - 1] > key) {
        keys[j] = keys[j - 1];
        out[j] = out[j - 1];
        j--;
      }
      keys[j] = key;
      out[j] = sq;
    }
    return n;
  }

  /** Fail-soft PVS on (alpha, beta) for the owner of {@code p}. */
  private int search(long p, long o, int alpha, int beta, int empties, boolean passed) {
    if (empties < SHALLOW) {
      return shallow(p, o, alpha, beta, empties, passed);
    }
    nodes++;
    if (nodes >= nextCheck) {
      nextCheck = nodes + 16384;
      checkBudget();
    }
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (passed) {
        return Bits.finalScore(o, p) * -1;
      }
      if (Bits.moves(o, p) == 0) {
        return Bits.finalScore(p, o);
      }
      return -search(o, p, -beta, -alpha, empties, true);
    }
    if (alpha >= STABILITY_THRESHOLD[empties]) {
      int upper = 64 - 2 * Long.bitCount(stable(o, p));
      if (upper <= alpha) {
        return upper;
      }
      if (upper < beta) {
        beta = upper;
      }
    }
    int hashMove = -1;
    int idx = 0;
    boolean useTable = empties >= TABLE_MIN;
    if (useTable) {
      idx = (int) Bits.key(p, o) & ttMask;
      if (ttP[idx] == p && ttO[idx] == o) {
        int d = ttData[idx];
        int lower = (byte) d;
        int upper = (byte) (d >> 8);
        hashMove = (d >> 16) & 0xFF;
        if (lower >= beta) {
          return lower;
        }
        if (upper <= alpha) {
          return upper;
        }
        if (lower == upper) {
          return lower;
        }
        if (lower > alpha) {
          alpha = lower;
        }
        if (upper < beta) {
          beta = upper;
        }
      }
    }
    int[] order = moveBuf[empties];
    long[] flipsOf = flipBuf[empties];
    int n = orderMovesInto(p, o, moves, order, flipsOf, keyBuf[empties], hashMove, ~(p | o));
    int alpha0 = alpha;
    int best = -65;
    int bestMove = order[0];
    for (int i = 0; i < n; i++) {
      int sq = order[i];
      long f = flipsOf[i];
      long np = o ^ f;
      long no = p | f | (1L << sq);
      int v;
      if (i == 0) {
        v = -search(np, no, -beta, -alpha, empties - 1, false);
      } else {
        v = -search(np, no, -alpha - 1, -alpha, empties - 1, false);
        if (v > alpha && v < beta) {
          v = -search(np, no, -beta, -v, empties - 1, false);
        }
      }
      if (v > best) {
        best = v;
        bestMove = sq;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) {
            break;
          }
        }
      }
    }
    if (useTable) {
      int lower = -64;
      int upper = 64;
      if (ttP[idx] == p && ttO[idx] == o) {
        lower = (byte) ttData[idx];
        upper = (byte) (ttData[idx] >> 8);
      }
      if (best >= beta) {
        lower = Math.max(lower, best);
      } else if (best <= alpha0) {
        upper = Math.min(upper, best);
      } else {
        lower = best;
        upper = best;
      }
      ttP[idx] = p;
      ttO[idx] = o;
      ttData[idx] = (lower & 0xFF) | ((upper & 0xFF) << 8) | (bestMove << 16);
    }
    return best;
  }

  /**
   * Discs of {@code o} that can never be flipped: in each of the four axes the line through the disc is full or a
   * neighbour along that axis is off the board or another stable disc of the same colour (iterated to a fixpoint).
   */
  static long stable(long o, long p) {
    long filled = o | p;
    long fullH = fullLine(filled, 1, COL_H, COL_A);
    long fullV = fullLine(filled, 8, ROW_8, ROW_1);
    long fullD9 = fullLine(filled, 9, COL_H | ROW_8, COL_A | ROW_1);
    long fullD7 = fullLine(filled, 7, COL_A | ROW_8, COL_H | ROW_1);
    long h = fullH | COL_A | COL_H;
    long v = fullV | ROW_1 | ROW_8;
    long d9 = fullD9 | BORDER;
    long d7 = fullD7 | BORDER;
    long st = o & h & v & d9 & d7;
    if (st == 0) {
      return 0;
    }
    while (true) {
      long hh = h | ((st << 1) & NOT_A_MASK) | ((st >>> 1) & NOT_H_MASK);
      long vv = v | (st << 8) | (st >>> 8);
      long a9 = d9 | ((st << 9) & NOT_A_MASK) | ((st >>> 9) & NOT_H_MASK);
      long a7 = d7 | ((st << 7) & NOT_H_MASK) | ((st >>> 7) & NOT_A_MASK);
      long next = o & hh & vv & a9 & a7;
      if (next == st) {
        return st;
      }
      st = next;
    }
  }

  private static final long NOT_A_MASK = 0xFEFEFEFEFEFEFEFEL;
  private static final long NOT_H_MASK = 0x7F7F7F7F7F7F7F7FL;

  /**
   * Squares on a line in direction {@code shift} that is filled from board edge to board edge; {@code offUp} are the
   * squares whose {@code +shift} neighbour is off the board, {@code offDown} those whose {@code -shift} one is.
   */
  private static long fullLine(long filled, int shift, long offUp, long offDown) {
    long up = filled;
    long down = filled;
    for (int i = 0; i < 7; i++) {
      up = filled & (offUp | (up >>> shift));
      down = filled & (offDown | (down << shift));
    }
    return up & down;
  }


  private int orderMovesInto(long p, long o, long moves, int[] out, long[] flipsOut, int[] keys, int hashMove,
      long empty) {
    int n = 0;
    long odd = oddQuadrants(empty);
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long bit = 1L << sq;
      long f = Bits.flips(p, o, sq);
      long np = p | f | bit;
      long no = o ^ f;
      long opp = Bits.moves(no, np);
      int key = (Long.bitCount(opp) + Long.bitCount(opp & CORNERS)) * 64
          + Long.bitCount(Bits.frontier(np, empty & ~bit)) * 2;
      if ((bit & CORNERS) != 0) {
        key -= 96;
      }
      if ((bit & odd) != 0) {
        key -= 8;
      }
      if (sq == hashMove) {
        key = Integer.MIN_VALUE;
      }
      int j = n++;
      while (j > 0 && keys[j - 1] > key) {
        keys[j] = keys[j - 1];
        out[j] = out[j - 1];
        flipsOut[j] = flipsOut[j - 1];
        j--;
      }
      keys[j] = key;
      out[j] = sq;
      flipsOut[j] = f;
    }
    return n;
  }


  /** Alpha-beta without table or sorting: squares in odd-parity quadrants first. */
  private int shallow(long p, long o, int alpha, int beta, int empties, boolean passed) {
    if (empties == 3) {
      return last3(p, o, alpha, beta, passed);
    }
    nodes++;
    long empty = ~(p | o);
    long odd = oddQuadrants(empty);
    int best = -65;
    for (int round = 0; round < 2; round++) {
      long m = empty & (round == 0 ? odd : ~odd);
      while (m != 0) {
        int sq = Long.numberOfTrailingZeros(m);
        m &= m - 1;
        long f = Bits.flips(p, o, sq);
        if (f == 0) {
          continue;
        }
        int v = -shallow(o ^ f, p | f | (1L << sq), -beta, -Math.max(alpha, best), empties - 1, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -shallow(o, p, -beta, -alpha, empties, true);
    }
    return best;
  }

  private static long oddQuadrants(long empty) {
    long odd = 0;
    if ((Long.bitCount(empty & 0x000000000F0F0F0FL) & 1) != 0) {
      odd |= 0x000000000F0F0F0FL;
    }
    if ((Long.bitCount(empty & 0x00000000F0F0F0F0L) & 1) != 0) {
      odd |= 0x00000000F0F0F0F0L;
    }
    if ((Long.bitCount(empty & 0x0F0F0F0F00000000L) & 1) != 0) {
      odd |= 0x0F0F0F0F00000000L;
    }
    if ((Long.bitCount(empty & 0xF0F0F0F000000000L) & 1) != 0) {
      odd |= 0xF0F0F0F000000000L;
    }
    return odd;
  }

  /** Three empties: try each empty square directly (no move generation), parity first. */
  private int last3(long p, long o, int alpha, int beta, boolean passed) {
    nodes++;
    long empty = ~(p | o);
    int a = Long.numberOfTrailingZeros(empty);
    empty &= empty - 1;
    int b = Long.numberOfTrailingZeros(empty);
    empty &= empty - 1;
    int c = Long.numberOfTrailingZeros(empty);
    // parity: the square alone in its quadrant first
    if (QUADRANT[a] == QUADRANT[b]) {
      int t = a;
      a = c;
      c = t;
    } else if (QUADRANT[a] == QUADRANT[c]) {
      int t = a;
      a = b;
      b = t;
    }
    int best = -65;
    long f = Bits.flips(p, o, a);
    if (f != 0) {
      best = -last2(o ^ f, p | f | (1L << a), -beta, -alpha, b, c, false);
      if (best >= beta) {
        return best;
      }
    }
    f = Bits.flips(p, o, b);
    if (f != 0) {
      int v = -last2(o ^ f, p | f | (1L << b), -beta, -Math.max(alpha, best), a, c, false);
      if (v > best) {
        best = v;
        if (v >= beta) {
          return v;
        }
      }
    }
    f = Bits.flips(p, o, c);
    if (f != 0) {
      int v = -last2(o ^ f, p | f | (1L << c), -beta, -Math.max(alpha, best), a, b, false);
      if (v > best) {
        best = v;
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last3(o, p, -beta, -alpha, true);
    }
    return best;
  }

  private int last2(long p, long o, int alpha, int beta, int a, int b, boolean passed) {
    nodes++;
    int best = -65;
    long f = Bits.flips(p, o, a);
    if (f != 0) {
      best = -last1(o ^ f, p | f | (1L << a), b);
      if (best >= beta) {
        return best;
      }
    }
    f = Bits.flips(p, o, b);
    if (f != 0) {
      int v = -last1(o ^ f, p | f | (1L << b), a);
      if (v > best) {
        best = v;
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last2(o, p, -beta, -alpha, a, b, true);
    }
    return best;
  }

  /** One empty square {@code sq}: the score for the owner of {@code p}. */
  private int last1(long p, long o, int sq) {
    nodes++;
    long f = Bits.flips(p, o, sq);
    if (f != 0) {
      int mine = Long.bitCount(p) + Long.bitCount(f) + 1;
      return 2 * mine - 64;
    }
    f = Bits.flips(o, p, sq);
    if (f != 0) {
      int theirs = Long.bitCount(o) + Long.bitCount(f) + 1;
      return 64 - 2 * theirs;
    }
    return Bits.finalScore(p, o);
  }

  @Override
  public boolean canSolve(OthelloState state) {
    return state.empties() <= maxEmptiesForHook;
  }

  @Override
  public int solve(OthelloState state, int alpha, int beta, int ply) {
    int v = solve(state.player(), state.opponent()).score();
    return toScore(v, ply + state.empties());
  }

  /** A disc difference as a decisive {@link Score} for a game ending {@code ply} plies from the root. */
  public static int toScore(int discs, int ply) {
    if (discs == 0) {
      return 0;
    }
    int s = Score.winByMargin(Math.abs(discs), ply);
    return discs > 0 ? s : -s;
  }
}
