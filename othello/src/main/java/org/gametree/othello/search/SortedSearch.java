package org.gametree.othello.search;

import org.gametree.othello.internal.Bits;

/**
 * The endgame solver's sorted search, from 7 empties up: principal-variation search with null windows (fail-soft),
 * the stability cutoff, the transposition table and its move, enhanced transposition cutoffs, fastest-first ordering
 * and, in a parallel solve, the busy marks; below 7 empties it hands over to {@link LastEmpties}. A superclass of
 * {@link EndgameSolver} (the driver, budgets and public interface) so that the hot calls cost no indirection.
 */
abstract class SortedSearch extends LastEmpties {
  /** Nodes between two checks of the budget, the stop signals and the clock. */
  static final int CHECK_INTERVAL = 16384;

  /** From this many empties up: fastest-first ordering and the stability cutoff. */
  static final int SORT_MIN = 7;
  /** From this many empties up the transposition table is probed and stored. */
  private static final int TABLE_MIN = 8;
  /** From here up, enhanced transposition cutoffs (children looked up first); why 9: docs/othello.md, issue 23. */
  private static final int ETC_MIN = 9;
  /**
   * In a parallel solve, from this many empties up a thread marks the child it searches as busy and puts off children
   * another thread is busy with (simplified ABDADA): below it the subtrees are too small to be worth the bookkeeping.
   */
  private static final int SHARE_MIN = 11;
  /**
   * From this many empties up the fastest-first order is replaced by the values of 2-ply searches with BILL's
   * evaluation ({@link EvalOrdering}), from {@link #EVAL_DEEP_MIN} by 3-ply ones: 27 % fewer nodes and 22 % less CPU
   * on FFO #41–#47 without #45 (from 16 empties or with 3 plies from 18: more nodes; docs/othello.md, issue 23).
   */
  private static final int EVAL_MIN = 18;
  /**
   * The evaluation orders only where the mover needs less than this margin: larger ones are won by taking the
   * opponent's moves and discs away, which fastest-first aims at and BILL's positional weights do not. FFO #59's
   * wipe-out took 1.94 G nodes to prove with the evaluation's order and 5 thousand without; #40–#49 search the same
   * nodes with 40, 50 or 60 here.
   */
  private static final int EVAL_ALPHA_MAX = 40;
  private static final int EVAL_DEEP_MIN = 21;
  /** Stability cutoffs are tried only when alpha is at least this (by empties): high alphas prune. */
  private static final int[] STABILITY_THRESHOLD = new int[65];

  static {
    for (int e = 0; e < 65; e++) {
      STABILITY_THRESHOLD[e] = e < 12 ? 20 : e < 18 ? 24 : 30;
    }
  }

  final EndgameTable table;
  /** The other threads' busy children in a parallel solve; null when solving alone. */
  final BusyTable busy;
  /** The node count at which {@link #checkBudget} is next called. */
  long nextCheck = Long.MAX_VALUE;
  /** The empties of the root of the running solve: the one node that keeps its best move and skips the cutoffs. */
  int rootEmpties = -1;
  /** The best move the last search of the root found (-1 if none). */
  int rootMove = -1;
  /** Whether the table keeps the nodes' best moves; false while {@link EndgameSolver} probes for a wipe-out. */
  boolean storeMoves = true;
  private final int[][] squareBuf = new int[65][33];
  private final long[][] flipBuf = new long[65][33];
  private final int[][] orderBuf = new int[65][33];
  private final int[][] deferBuf = new int[65][33];
  private final long[] scratch = new long[33];
  private final EvalOrdering evalOrdering = new EvalOrdering();

  SortedSearch(EndgameTable table, BusyTable busy) {
    this.table = table;
    this.busy = busy;
  }

  /** Throws to end the search when the budget has run out or a stop signal is raised. */
  abstract void checkBudget();

  /** Fail-soft PVS on (alpha, beta) for the owner of {@code p}. */
  final int search(long p, long o, int alpha, int beta, int empties, boolean passed) {
    nodes++;
    if (nodes >= nextCheck) {
      nextCheck = nodes + CHECK_INTERVAL;
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
    // the root's children have one empty fewer, and a pass keeps the count: only the root has the root's empties
    boolean root = empties == rootEmpties;
    if (!root && alpha >= STABILITY_THRESHOLD[empties]) {
      int upper = 64 - 2 * Long.bitCount(Stability.stable(o, p));
      if (upper <= alpha) {
        return upper;
      }
      if (upper < beta) {
        beta = upper;
      }
    }
    int hashMove = 255; // none, as the table stores it
    boolean useTable = empties >= TABLE_MIN;
    if (useTable) {
      long d = table.probe(p, o);
      if (d != EndgameTable.MISS) {
        int lower = EndgameTable.lower(d);
        int upper = EndgameTable.upper(d);
        hashMove = EndgameTable.move(d);
        if (!root) {
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
    }
    int[] squares = squareBuf[empties];
    long[] flipsOf = flipBuf[empties];
    // the move list, made here where the cutoffs below need it and after the table move otherwise (which often
    // refutes on its own, and then the list is never needed)
    int n = -1;
    if (empties >= ETC_MIN && !root) {
      n = MoveOrdering.generate(p, o, moves, squares, flipsOf);
      int cut = table.transpositionCutoff(p, o, squares, flipsOf, n, beta);
      if (cut >= beta) {
        return cut;
      }
    }
    boolean share = busy != null && empties >= SHARE_MIN;
    int alpha0 = alpha;
    int best = -65;
    int bestMove = -1;
    if (hashMove < 64 && (moves & (1L << hashMove)) != 0) {
      // the table move often refutes on its own: try it before paying for the ordering of the others
      long f = Bits.flips(p, o, hashMove);
      long np = o ^ f;
      long no = p | f | (1L << hashMove);
      long key = share ? busy.enter(np, no) : 0;
      unlink(hashMove);
      best = -child(np, no, -beta, -alpha, empties - 1);
      relink(hashMove);
      if (share) {
        busy.leave(key);
      }
      bestMove = hashMove;
      moves ^= 1L << hashMove;
      if (best > alpha) {
        alpha = best;
      }
    }
    if (best < beta && moves != 0) {
      int[] order = orderBuf[empties];
      int[] deferred = deferBuf[empties];
      int tried = bestMove;
      if (n < 0) {
        n = MoveOrdering.generate(p, o, moves, squares, flipsOf);
        tried = -1;
      }
      int m = MoveOrdering.fastestFirst(p, o, squares, flipsOf, n, tried, order);
      if (empties >= EVAL_MIN && m > 1 && alpha < EVAL_ALPHA_MAX) {
        evalOrdering.sort(p, o, squares, flipsOf, order, m, empties >= EVAL_DEEP_MIN ? 3 : 2,
            scratch);
        // the shallow searches' nodes count as the solver's (as Edax counts its own)
        nodes += evalOrdering.nodes;
        evalOrdering.nodes = 0;
      }
      int nDeferred = 0;
      // pass 0 tries the moves in order, putting off those another thread is busy with; pass 1 tries those
      for (int pass = 0; pass < 2; pass++) {
        int count = pass == 0 ? m : nDeferred;
        for (int k = 0; k < count; k++) {
          int i = order[pass == 0 ? k : deferred[k]] & MoveOrdering.INDEX_MASK;
          int sq = squares[i];
          long f = flipsOf[i];
          long np = o ^ f;
          long no = p | f | (1L << sq);
          long key = 0;
          if (share) {
            if (pass == 0 && bestMove >= 0 && busy.isBusy(np, no)) {
              deferred[nDeferred++] = k;
              continue;
            }
            key = busy.enter(np, no);
          }
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
          if (share) {
            busy.leave(key);
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
        if (best >= beta || nDeferred == 0) {
          break;
        }
      }
    }
    if (root) {
      rootMove = bestMove;
    }
    if (useTable) {
      int lower = -64;
      int upper = 64;
      if (best >= beta) {
        lower = best;
      } else if (best <= alpha0) {
        upper = best;
      } else {
        lower = best;
        upper = best;
      }
      table.store(p, o, empties, lower, upper, storeMoves ? bestMove : -1);
    }
    return best;
  }

  /** The value of a position with {@code empties} empty squares, by the search suited to that many. */
  final int child(long p, long o, int alpha, int beta, int empties) {
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
}
