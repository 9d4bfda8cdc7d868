package org.gametree.othello.search;

import org.gametree.othello.OthelloState;
import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.internal.Bits;

/**
 * Exact Othello endgame solver on bitboards. From 7 empties up: principal-variation search with null windows,
 * fastest-first ordering (fewest opponent replies, corners first), a stability bound; from 8 a transposition table,
 * from 10 enhanced transposition cutoffs. Below 7: no move generation; the empty squares are kept in a linked list
 * in a fixed good-squares-first order and tried odd-quadrant first (parity), with dedicated code for the last four,
 * three, two and one empties. Scores are final disc differences for the side to move, empty squares going to the
 * winner. Not thread-safe: one solver per thread.
 */
public final class EndgameSolver implements ExactSolver<OthelloState> {
  /** How far past the search's own depth a midgame search hands a node to the solver. */
  static final int MIDGAME_SOLVE_SLACK = 4;

  /** From this many empties up: fastest-first ordering and the stability cutoff. */
  private static final int SORT_MIN = 7;
  /** From this many empties up the transposition table is probed and stored. */
  private static final int TABLE_MIN = 8;
  /** From this many empties up, enhanced transposition cutoffs: the children are looked up before any is searched. */
  private static final int ETC_MIN = 10;
  /** The sentinel of the doubly linked list of empty squares. */
  private static final int LIST_END = 64;

  private static final long[] QUADRANT = new long[64];
  /** One bit per quadrant (a1–d4, e1–h4, a5–d8, e5–h8), the bit of the square's quadrant. */
  private static final int[] QUADRANT_BIT = new int[64];
  /** The up to eight squares around each square: no flip is possible without an opponent disc among them. */
  private static final long[] NEIGHBOURS = new long[64];
  /**
   * All squares, best first, for the order in which the shallow search tries empties: corners; the inner ring
   * around the centre (c4, c3 and their mirrors); the edge squares two and three from a corner (c1, d1, …); the
   * rest of the second ring (d2, c2, …); C-squares and X-squares last.
   */
  private static final int[] STATIC_ORDER;

  static {
    long[] quadrants = {0x000000000F0F0F0FL, 0x00000000F0F0F0F0L, 0x0F0F0F0F00000000L, 0xF0F0F0F000000000L};
    for (int sq = 0; sq < 64; sq++) {
      int q = ((sq >> 5) << 1) | ((sq & 7) >> 2);
      QUADRANT[sq] = quadrants[q];
      QUADRANT_BIT[sq] = 1 << q;
      long bit = 1L << sq;
      NEIGHBOURS[sq] = ((bit << 8) | (bit >>> 8) | ((bit & Bits.NOT_H) << 1) | ((bit & Bits.NOT_A) >>> 1)
          | ((bit & Bits.NOT_H) << 9) | ((bit & Bits.NOT_A) >>> 9) | ((bit & Bits.NOT_A) << 7)
          | ((bit & Bits.NOT_H) >>> 7));
    }
    // rank of each square of the a1–d4 quarter (row by row), mirrored onto the other three quarters
    int[] quarterRank = {
        0, 8, 3, 4,
        8, 9, 7, 6,
        3, 7, 2, 1,
        4, 6, 1, 10};
    Integer[] squares = new Integer[64];
    int[] rank = new int[64];
    for (int sq = 0; sq < 64; sq++) {
      int row = sq >> 3;
      int col = sq & 7;
      rank[sq] = quarterRank[Math.min(row, 7 - row) * 4 + Math.min(col, 7 - col)];
      squares[sq] = sq;
    }
    java.util.Arrays.sort(squares, (a, b) -> rank[a] != rank[b] ? rank[a] - rank[b] : a - b);
    STATIC_ORDER = new int[64];
    for (int i = 0; i < 64; i++) {
      STATIC_ORDER[i] = squares[i];
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
  /**
   * The transposition table, three longs per entry (mover's discs, opponent's discs, data) so that a probe touches
   * one cache line or two neighbouring ones; data packs the lower bound, upper bound and best move in bytes 0–2.
   */
  private final long[] table;
  private final int tableMask;
  private long nodes;
  private long nodeLimit = Long.MAX_VALUE;
  private StopSignal stop;
  private long nextCheck = Long.MAX_VALUE;
  private long deadline = Long.MAX_VALUE;
  private final int[][] moveBuf = new int[65][33];
  private final long[][] flipBuf = new long[65][33];
  private final int[][] keyBuf = new int[65][33];
  /** The empty squares in {@link #STATIC_ORDER}, linked through square indices; {@link #LIST_END} closes it. */
  private final int[] next = new int[65];
  private final int[] prev = new int[65];
  /** Bit q is set when quadrant q has an odd number of empty squares. */
  private int parity;
  private final int[] fourSquares = new int[4];

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
    table = new long[3 * size];
    tableMask = size - 1;
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
    java.util.Arrays.fill(table, 0);
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
    linkEmpties(~(p | o));
    nodes++;
    int[] order = moveBuf[empties];
    long[] flipsOf = flipBuf[empties];
    int n = orderMovesInto(p, o, moves, order, flipsOf, keyBuf[empties], ~(p | o));
    int alpha = -65;
    int beta = 65;
    int best = -65;
    int bestMove = order[0];
    for (int i = 0; i < n; i++) {
      int sq = order[i];
      long f = flipsOf[i];
      long np = o ^ f;
      long no = p | f | (1L << sq);
      unlink(sq);
      int v;
      if (i == 0) {
        v = -child(np, no, -beta, -alpha, empties - 1);
      } else {
        v = -child(np, no, -alpha - 1, -alpha, empties - 1);
        if (v > alpha && v < beta) {
          v = -child(np, no, -beta, -v, empties - 1);
        }
      }
      relink(sq);
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

  /** Fail-soft PVS on (alpha, beta) for the owner of {@code p}. */
  private int search(long p, long o, int alpha, int beta, int empties, boolean passed) {
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
      idx = 3 * ((int) Bits.key(p, o) & tableMask);
      if (table[idx] == p && table[idx + 1] == o) {
        int d = (int) table[idx + 2];
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
    if (empties >= ETC_MIN) {
      int cut = transpositionCutoff(p, o, moves, beta);
      if (cut >= beta) {
        return cut;
      }
    }
    int alpha0 = alpha;
    int best = -65;
    int bestMove = -1;
    if (hashMove >= 0 && (moves & (1L << hashMove)) != 0) {
      // the table move often refutes on its own: try it before paying for the ordering of the others
      long f = Bits.flips(p, o, hashMove);
      unlink(hashMove);
      best = -child(o ^ f, p | f | (1L << hashMove), -beta, -alpha, empties - 1);
      relink(hashMove);
      bestMove = hashMove;
      moves ^= 1L << hashMove;
      if (best > alpha) {
        alpha = best;
      }
    }
    if (best < beta && moves != 0) {
      int[] order = moveBuf[empties];
      long[] flipsOf = flipBuf[empties];
      int n = orderMovesInto(p, o, moves, order, flipsOf, keyBuf[empties], ~(p | o));
      for (int i = 0; i < n; i++) {
        int sq = order[i];
        long f = flipsOf[i];
        long np = o ^ f;
        long no = p | f | (1L << sq);
        unlink(sq);
        int v;
        if (bestMove < 0) {
          v = -child(np, no, -beta, -alpha, empties - 1);
        } else {
          v = -child(np, no, -alpha - 1, -alpha, empties - 1);
          if (v > alpha && v < beta) {
            v = -child(np, no, -beta, -v, empties - 1);
          }
        }
        relink(sq);
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
    }
    if (useTable) {
      int lower = -64;
      int upper = 64;
      if (table[idx] == p && table[idx + 1] == o) {
        lower = (byte) table[idx + 2];
        upper = (byte) (table[idx + 2] >> 8);
      }
      if (best >= beta) {
        lower = Math.max(lower, best);
      } else if (best <= alpha0) {
        upper = Math.min(upper, best);
      } else {
        lower = best;
        upper = best;
      }
      table[idx] = p;
      table[idx + 1] = o;
      table[idx + 2] = (lower & 0xFF) | ((upper & 0xFF) << 8) | (bestMove << 16);
    }
    return best;
  }

  /**
   * Enhanced transposition cutoff: if the table already proves some child worth at least {@code beta} to the mover
   * (its upper bound for the opponent is at most {@code -beta}), that value; otherwise -65.
   */
  private int transpositionCutoff(long p, long o, long moves, int beta) {
    for (; moves != 0; moves &= moves - 1) {
      int sq = Long.numberOfTrailingZeros(moves);
      long f = Bits.flips(p, o, sq);
      long childP = o ^ f;
      long childO = p | f | (1L << sq);
      int idx = 3 * ((int) Bits.key(childP, childO) & tableMask);
      if (table[idx] == childP && table[idx + 1] == childO) {
        int childUpper = (byte) (table[idx + 2] >> 8);
        if (-childUpper >= beta) {
          return -childUpper;
        }
      }
    }
    return -65;
  }

  /**
   * Discs of {@code o} that can never be flipped: in each of the four axes the line through the disc is full or a
   * neighbour along that axis is off the board or another stable disc of the same colour (iterated to a fixpoint).
   */
  static long stable(long o, long p) {
    long filled = o | p;
    long fullH = fullRows(filled);
    long fullV = fullColumns(filled);
    long fullD9 = fullDiagonals9(filled);
    long fullD7 = fullDiagonals7(filled);
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

  /** Squares whose row holds no empty square. */
  static long fullRows(long filled) {
    long h = filled & (filled >>> 4);
    h &= h >>> 2;
    h &= h >>> 1;
    return (h & COL_A) * 0xFFL;
  }

  /** Squares whose column holds no empty square. */
  static long fullColumns(long filled) {
    long v = filled & (filled >>> 32);
    v &= v >>> 16;
    v &= v >>> 8;
    return (v & 0xFFL) * COL_A;
  }

  // Kogge-Stone masks: the squares that can receive a bit shifted 1, 2 and 4 steps along a diagonal without wrapping
  private static final long UP9_1 = NOT_A_MASK;
  private static final long UP9_2 = UP9_1 & (UP9_1 << 9);
  private static final long UP9_4 = UP9_2 & (UP9_2 << 18);
  private static final long DOWN9_1 = NOT_H_MASK;
  private static final long DOWN9_2 = DOWN9_1 & (DOWN9_1 >>> 9);
  private static final long DOWN9_4 = DOWN9_2 & (DOWN9_2 >>> 18);
  private static final long UP7_1 = NOT_H_MASK;
  private static final long UP7_2 = UP7_1 & (UP7_1 << 7);
  private static final long UP7_4 = UP7_2 & (UP7_2 << 14);
  private static final long DOWN7_1 = NOT_A_MASK;
  private static final long DOWN7_2 = DOWN7_1 & (DOWN7_1 >>> 7);
  private static final long DOWN7_4 = DOWN7_2 & (DOWN7_2 >>> 14);

  /** Squares whose a1–h8-direction diagonal holds no empty square: the empties are smeared along it both ways. */
  static long fullDiagonals9(long filled) {
    long up = ~filled;
    up |= UP9_1 & (up << 9);
    up |= UP9_2 & (up << 18);
    up |= UP9_4 & (up << 36);
    long down = ~filled;
    down |= DOWN9_1 & (down >>> 9);
    down |= DOWN9_2 & (down >>> 18);
    down |= DOWN9_4 & (down >>> 36);
    return ~(up | down);
  }

  /** Squares whose a8–h1-direction diagonal holds no empty square. */
  static long fullDiagonals7(long filled) {
    long up = ~filled;
    up |= UP7_1 & (up << 7);
    up |= UP7_2 & (up << 14);
    up |= UP7_4 & (up << 28);
    long down = ~filled;
    down |= DOWN7_1 & (down >>> 7);
    down |= DOWN7_2 & (down >>> 14);
    down |= DOWN7_4 & (down >>> 28);
    return ~(up | down);
  }

  /**
   * Fastest-first: sorts the moves by 2·(opponent replies) + 4·(opponent corner replies) + (empty squares next to
   * the mover's discs, the opponent's potential mobility) − 3 for taking a corner, lowest first, and keeps each
   * move's flips for the search. Returns the count.
   */
  private int orderMovesInto(long p, long o, long moves, int[] out, long[] flipsOut, int[] keys, long empty) {
    int n = 0;
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long bit = 1L << sq;
      long f = Bits.flips(p, o, sq);
      long np = p | f | bit;
      long no = o ^ f;
      long opp = Bits.moves(no, np);
      // weights tuned by node counts on FFO #20-#44; parity, which the shallow search uses, did not help here
      int key = 2 * Long.bitCount(opp) + 4 * Long.bitCount(opp & CORNERS)
          + Long.bitCount(Bits.frontier(np, empty & ~bit));
      if ((bit & CORNERS) != 0) {
        key -= 3;
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


  /** Links the empty squares in {@link #STATIC_ORDER} and sets {@link #parity}. */
  private void linkEmpties(long empty) {
    int last = LIST_END;
    parity = 0;
    for (int sq : STATIC_ORDER) {
      if ((empty >>> sq & 1) != 0) {
        next[last] = sq;
        prev[sq] = last;
        last = sq;
        parity ^= QUADRANT_BIT[sq];
      }
    }
    next[last] = LIST_END;
    prev[LIST_END] = last;
  }

  /** Takes a square just played out of the empty list; {@link #relink} undoes it (last out, first back). */
  private void unlink(int sq) {
    next[prev[sq]] = next[sq];
    prev[next[sq]] = prev[sq];
    parity ^= QUADRANT_BIT[sq];
  }

  private void relink(int sq) {
    next[prev[sq]] = sq;
    prev[next[sq]] = sq;
    parity ^= QUADRANT_BIT[sq];
  }

  /** The value of a position with {@code empties} empty squares, by the search suited to that many. */
  private int child(long p, long o, int alpha, int beta, int empties) {
    if (empties >= SORT_MIN) {
      return search(p, o, alpha, beta, empties, false);
    }
    if (empties > 4) {
      return shallow(p, o, alpha, beta, empties, false);
    }
    int a = next[LIST_END];
    switch (empties) {
      case 4:
        return last4(p, o, alpha, beta, false);
      case 3:
        return last3(p, o, alpha, beta, a, next[a], next[next[a]], false);
      case 2:
        return last2(p, o, alpha, beta, a, next[a], false);
      case 1:
        return last1(p, o, alpha, a);
      default:
        nodes++;
        return Bits.finalScore(p, o);
    }
  }

  /**
   * Alpha-beta without table or move generation for 5 and 6 empties: the empty list is walked twice, squares in
   * quadrants with an odd number of empties first (the last move in a region is worth having), and a square is
   * tried only if it touches an opponent disc.
   */
  private int shallow(long p, long o, int alpha, int beta, int empties, boolean passed) {
    nodes++;
    int best = -65;
    int odd = parity;
    for (int round = 0; round < 2; round++) {
      int wanted = round == 0 ? odd : ~odd;
      for (int sq = next[LIST_END]; sq != LIST_END; sq = next[sq]) {
        if ((QUADRANT_BIT[sq] & wanted) == 0 || (NEIGHBOURS[sq] & o) == 0) {
          continue;
        }
        long f = Bits.flips(p, o, sq);
        if (f == 0) {
          continue;
        }
        unlink(sq);
        long np = o ^ f;
        long no = p | f | (1L << sq);
        int v = empties == 5
            ? -last4(np, no, -beta, -Math.max(alpha, best), false)
            : -shallow(np, no, -beta, -Math.max(alpha, best), empties - 1, false);
        relink(sq);
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

  /** Four empties: the squares are read once from the list, odd-quadrant ones first, and passed down by value. */
  private int last4(long p, long o, int alpha, int beta, boolean passed) {
    nodes++;
    int[] sq = fourSquares;
    int n = 0;
    int odd = parity;
    for (int x = next[LIST_END]; x != LIST_END; x = next[x]) {
      if ((QUADRANT_BIT[x] & odd) != 0) {
        sq[n++] = x;
      }
    }
    for (int x = next[LIST_END]; x != LIST_END; x = next[x]) {
      if ((QUADRANT_BIT[x] & odd) == 0) {
        sq[n++] = x;
      }
    }
    int a = sq[0];
    int b = sq[1];
    int c = sq[2];
    int d = sq[3];
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last3(o ^ f, p | f | (1L << a), -beta, -alpha, b, c, d, false);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << b), -beta, -Math.max(alpha, best), a, c, d, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[c] & o) != 0) {
      long f = Bits.flips(p, o, c);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << c), -beta, -Math.max(alpha, best), a, b, d, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[d] & o) != 0) {
      long f = Bits.flips(p, o, d);
      if (f != 0) {
        int v = -last3(o ^ f, p | f | (1L << d), -beta, -Math.max(alpha, best), a, b, c, false);
        if (v > best) {
          best = v;
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last4(o, p, -beta, -alpha, true);
    }
    return best;
  }

  /** Three empties {@code a, b, c}: the square alone in its quadrant first (parity), no move generation. */
  private int last3(long p, long o, int alpha, int beta, int a, int b, int c, boolean passed) {
    nodes++;
    if (!passed) {
      if (QUADRANT[a] == QUADRANT[b]) {
        int t = a;
        a = c;
        c = t;
      } else if (QUADRANT[a] == QUADRANT[c]) {
        int t = a;
        a = b;
        b = t;
      }
    }
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last2(o ^ f, p | f | (1L << a), -beta, -alpha, b, c, false);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last2(o ^ f, p | f | (1L << b), -beta, -Math.max(alpha, best), a, c, false);
        if (v > best) {
          best = v;
          if (v >= beta) {
            return v;
          }
        }
      }
    }
    if ((NEIGHBOURS[c] & o) != 0) {
      long f = Bits.flips(p, o, c);
      if (f != 0) {
        int v = -last2(o ^ f, p | f | (1L << c), -beta, -Math.max(alpha, best), a, b, false);
        if (v > best) {
          best = v;
        }
      }
    }
    if (best == -65) {
      if (passed) {
        return -Bits.finalScore(o, p);
      }
      return -last3(o, p, -beta, -alpha, a, b, c, true);
    }
    return best;
  }

  private int last2(long p, long o, int alpha, int beta, int a, int b, boolean passed) {
    nodes++;
    int best = -65;
    if ((NEIGHBOURS[a] & o) != 0) {
      long f = Bits.flips(p, o, a);
      if (f != 0) {
        best = -last1(o ^ f, p | f | (1L << a), -beta, b);
        if (best >= beta) {
          return best;
        }
      }
    }
    if ((NEIGHBOURS[b] & o) != 0) {
      long f = Bits.flips(p, o, b);
      if (f != 0) {
        int v = -last1(o ^ f, p | f | (1L << b), -beta, a);
        if (v > best) {
          best = v;
        }
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

  /**
   * One empty square {@code sq}: the score for the owner of {@code p}, counted without playing the move; when
   * {@code p} cannot play it and the score without the opponent's move is already at most {@code alpha}, that
   * upper bound is returned (the opponent's move could only lower it).
   */
  private int last1(long p, long o, int alpha, int sq) {
    nodes++;
    int mine = Long.bitCount(p);
    int flipped = Bits.lastFlipCount(p, sq);
    if (flipped != 0) {
      return 2 * (mine + flipped) - 62;
    }
    // the board has 63 discs, so the difference without the last move is odd and the empty goes to the winner
    int diff = 2 * mine - 63;
    int unplayed = diff > 0 ? diff + 1 : diff - 1;
    if (unplayed <= alpha) {
      return unplayed;
    }
    flipped = Bits.lastFlipCount(o, sq);
    if (flipped != 0) {
      return 2 * (mine - flipped) - 64;
    }
    return unplayed;
  }

  @Override
  public EndgameSolver forThread() {
    return new EndgameSolver(Integer.numberOfTrailingZeros(tableMask + 1), maxEmptiesForHook);
  }

  @Override
  public boolean canSolve(OthelloState state) {
    return state.empties() <= maxEmptiesForHook;
  }

  /**
   * In a midgame search, only where the search would come within {@value #MIDGAME_SOLVE_SLACK} plies of the end anyway:
   * a solve costs about as much as the search there, and far more at the leaves of a shallow search.
   */
  @Override
  public boolean worthSolving(OthelloState state, int depth) {
    return state.empties() <= depth + MIDGAME_SOLVE_SLACK;
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
