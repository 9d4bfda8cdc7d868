package org.gametree.othello.search;

import java.util.function.BooleanSupplier;
import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.OthelloState;
import org.gametree.othello.internal.Bits;

/**
 * Exact Othello endgame solver on bitboards. At a root of 14 empties or more the sign is proven first and the score
 * then climbed to by null windows. From 7 empties up: principal-variation search with null windows,
 * fastest-first ordering (fewest opponent replies, corners first; from 18 empties the values of shallow searches with
 * BILL's evaluation instead, {@link EvalOrdering}), a stability bound; from 8 a transposition table
 * ({@link EndgameTable}), from 9 enhanced transposition cutoffs. Below 7 the code of {@link LastEmpties}: no move
 * generation, parity ordering, dedicated code for the last four empties. Scores are final disc differences for the
 * side to move, empty squares going to the winner. Not thread-safe: one solver per thread; {@link
 * ParallelEndgameSolver} runs several over one shared table.
 */
public final class EndgameSolver extends SortedSearch implements ExactSolver<OthelloState> {
  /** How far past the search's own depth a midgame search hands a node to the solver. */
  static final int MIDGAME_SOLVE_SLACK = 4;

  /**
   * From this many empties up the root proves the sign first with the window (−1, 1), then climbs from that bound by
   * null windows of one score step (scores are even), each search reusing the table the previous ones filled: 10 % fewer
   * nodes than one search with the full window on FFO #40–#47, 22 % on #45. The climb ends after {@link #LADDER_STEPS}
   * steps in one search with the window from the bound to the end.
   */
  private static final int SIGN_FIRST_MIN = 14;
  /** The most null-window steps of the root's climb (the steps beat the one wide search up to a margin of 20 or so). */
  private static final int LADDER_STEPS = 10;

  private final int maxEmptiesForHook;
  private long nodeLimit = Long.MAX_VALUE;
  private StopSignal stop;
  /** The parallel driver's signal that another thread has finished; null when solving alone. */
  private StopSignal halt;
  private long deadline = Long.MAX_VALUE;
  /** Nodes of the last {@link #solve(OthelloState, int, int, int)}, for {@link #lastWork()}. */
  private long lastWork;
  /** The search's stop poll during a solve through the hook ({@link #solve(OthelloState, int, int, int,
   * BooleanSupplier)}), else null. */
  private BooleanSupplier abort;

  /** A solver with a 2^20-entry table (about 24 MB) that the search hook uses from 14 empties down. */
  public EndgameSolver() {
    this(20, 14);
  }

  /**
   * A solver.
   *
   * @param tableBits log2 of the number of table entries (24 bytes each)
   * @param hookEmpties {@link #canSolve} accepts positions with at most this many empties
   */
  public EndgameSolver(int tableBits, int hookEmpties) {
    this(new EndgameTable(tableBits), null, hookEmpties);
  }

  /** A solver on a table (and busy marks) that other threads' solvers may share. */
  EndgameSolver(EndgameTable table, BusyTable busy, int hookEmpties) {
    super(table, busy);
    this.maxEmptiesForHook = hookEmpties;
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
    table.clear();
  }

  /**
   * Solves exactly with a budget; returns null if the node limit or stop signal ended the search first.
   */
  public Result solve(long p, long o, long maxNodes, StopSignal stopSignal) {
    return solve(p, o, maxNodes, stopSignal, Long.MAX_VALUE);
  }

  /**
   * Solves exactly with a budget of nodes and a deadline ({@link System#nanoTime()} value); null if the budget ran
   * out.
   */
  public Result solve(long p, long o, long maxNodes, StopSignal stopSignal, long deadlineNanos) {
    return solve(p, o, -64, 64, maxNodes, stopSignal, deadlineNanos);
  }

  /**
   * Solves within the window (alpha, beta) of final disc differences, fail-soft: a score strictly inside the window
   * is exact, one at or below alpha an upper bound, one at or above beta a lower bound. The window (−1, 1) proves
   * only win, draw or loss, which costs far less than the exact score. Null if the budget ran out. Below 7 empties the
   * root is solved exactly whatever the window.
   */
  public Result solve(long p, long o, int alpha, int beta, long maxNodes, StopSignal stopSignal, long deadlineNanos) {
    table.newSearch();
    return solveShared(p, o, alpha, beta, maxNodes, stopSignal, null, deadlineNanos);
  }

  /**
   * {@link #solve(long, long, int, int, long, StopSignal, long)} in the table's current generation, also stopped by
   * {@code haltSignal}.
   */
  Result solveShared(long p, long o, int alpha, int beta, long maxNodes, StopSignal stopSignal, StopSignal haltSignal,
      long deadlineNanos) {
    this.deadline = deadlineNanos;
    this.nodeLimit = maxNodes > Long.MAX_VALUE - nodes ? Long.MAX_VALUE : nodes + maxNodes;
    this.stop = stopSignal;
    this.halt = haltSignal;
    this.nextCheck = nodes;
    try {
      return solveRoot(p, o, alpha, beta);
    } catch (Aborted e) {
      return null;
    } finally {
      this.nodeLimit = Long.MAX_VALUE;
      this.stop = null;
      this.halt = null;
      this.nextCheck = Long.MAX_VALUE;
      this.deadline = Long.MAX_VALUE;
      this.rootEmpties = -1;
    }
  }

  /** The exact score for the owner of {@code p} and a best move (64 = pass, -1 if the game is over). */
  public Result solve(long p, long o) {
    table.newSearch();
    try {
      return solveRoot(p, o, -64, 64);
    } finally {
      rootEmpties = -1;
    }
  }

  private Result solveRoot(long p, long o, int alpha, int beta) {
    long start = nodes;
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (Bits.moves(o, p) == 0) {
        nodes++;
        return new Result(Bits.finalScore(p, o), -1, nodes - start);
      }
      Result r = solveRoot(o, p, -beta, -alpha);
      return new Result(-r.score, OthelloState.PASS, nodes - start);
    }
    int empties = 64 - Long.bitCount(p | o);
    linkEmpties(~(p | o));
    rootEmpties = empties;
    rootMove = -1;
    int score;
    if (empties < SORT_MIN) {
      score = child(p, o, -64, 64, empties);
    } else if (empties >= SIGN_FIRST_MIN && alpha < -1 && beta > 1) {
      score = wipeOut(p, o, alpha, beta, empties);
      if (score == 64 || score == -64) {
        // proven by the first probe; the best move, where the root has one, is the probe's
      } else if ((score = search(p, o, -1, 1, empties, false)) > 0) {
        int proven = rootMove;
        int steps = 0;
        while (score < beta) {
          if (++steps > LADDER_STEPS) {
            score = search(p, o, score - 1, beta, empties, false);
            proven = rootMove;
            break;
          }
          int v = search(p, o, score + 1, score + 2, empties, false);
          if (v <= score + 1) {
            break;
          }
          score = v;
          proven = rootMove;
        }
        // a step that failed records no best move; the last one that succeeded did
        rootMove = proven;
      } else if (score < 0) {
        int steps = 0;
        while (score > alpha) {
          if (++steps > LADDER_STEPS) {
            score = search(p, o, alpha, score + 1, empties, false);
            break;
          }
          int v = search(p, o, score - 2, score - 1, empties, false);
          if (v >= score - 1) {
            break;
          }
          score = v;
        }
      }
    } else {
      score = search(p, o, alpha, beta, empties, false);
    }
    int move = rootMove;
    if (move < 0) {
      // below the sorted search nothing records the root's move: find one that reaches the score
      move = moveReaching(p, o, moves, score, empties);
    }
    return new Result(score, move, nodes - start);
  }

  /**
   * Probes the two extremes, a wipe-out for either side, with null windows before anything else: 64 or −64 if one
   * is proven, else 0. Both probes are cheap where they fail (high margins meet the stability cutoff early: 0.3–2.4 M
   * nodes on FFO #40–#49, under 0.5 % of a solve) and where a short wipe-out exists, but not after the sign search:
   * FFO #59's wipe-out takes 5 thousand nodes this way and 378 M after it, whose table moves lead the proof down a
   * long line. The probes leave bounds in the table but no moves, which the later searches would be led astray by in
   * turn (+3 % nodes on #40–#49).
   */
  private int wipeOut(long p, long o, int alpha, int beta, int empties) {
    storeMoves = false;
    try {
      if (beta > 62 && search(p, o, 63, 64, empties, false) >= 64) {
        return 64;
      }
      if (alpha < -62 && search(p, o, -64, -63, empties, false) <= -64) {
        rootMove = -1; // a failed-low search's move is not proven to reach the score
        return -64;
      }
      return 0;
    } finally {
      storeMoves = true;
    }
  }

  /** A move whose child is worth {@code score}: the root's best move where the shallow code ran the root. */
  private int moveReaching(long p, long o, long moves, int score, int empties) {
    for (; moves != 0; moves &= moves - 1) {
      int sq = Long.numberOfTrailingZeros(moves);
      long f = Bits.flips(p, o, sq);
      unlink(sq);
      int v = -child(o ^ f, p | f | (1L << sq), -score - 1, -score + 1, empties - 1);
      relink(sq);
      if (v == score) {
        return sq;
      }
    }
    throw new IllegalStateException("no move reaches the solved score");
  }

  @Override
  void checkBudget() {
    if (nodes > nodeLimit || (stop != null && stop.isRaised()) || (halt != null && halt.isRaised())
        || (deadline != Long.MAX_VALUE && System.nanoTime() > deadline) || (abort != null && abort.getAsBoolean())) {
      throw new Aborted();
    }
  }

  @Override
  public EndgameSolver forThread() {
    return new EndgameSolver(Integer.numberOfTrailingZeros(table.capacity()), maxEmptiesForHook);
  }

  @Override
  public boolean canSolve(OthelloState state) {
    lastWork = 0;
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

  /**
   * The hook's solve: fail-soft within the search's window, which is mapped to the narrowest window of disc
   * differences that answers it ({@link #discAlpha}, {@link #discBeta}). A node whose window asks only "does the mover
   * win?" is solved with the disc window (0, 1), far cheaper than the exact margin.
   */
  @Override
  public int solve(OthelloState state, int alpha, int beta, int ply) {
    return solve(state, alpha, beta, ply, null);
  }

  /**
   * The hook's solve as the core search calls it: {@code stop} is polled with the budget (every {@value
   * #CHECK_INTERVAL} nodes), and once it answers true the solve ends unproven and returns 0, which the search discards.
   */
  @Override
  public int solve(OthelloState state, int alpha, int beta, int ply, BooleanSupplier stop) {
    int end = ply + state.empties();
    int discAlpha = discAlpha(alpha, end);
    int discBeta = discBeta(beta, end);
    lastWork = 0;
    if (discAlpha >= 64 || discBeta <= -64) {
      // the window lies beyond every result: the best (or worst) possible one is the bound
      return toScore(discAlpha >= 64 ? 64 : -64, end);
    }
    long before = nodes;
    abort = stop;
    Result r;
    try {
      table.newSearch();
      r = solveShared(state.player(), state.opponent(), discAlpha, discBeta, Long.MAX_VALUE, null, null,
          Long.MAX_VALUE);
    } finally {
      abort = null;
    }
    lastWork = nodes - before;
    return r == null ? 0 : toScore(r.score(), end);
  }

  /**
   * The disc-difference alpha that answers a search's {@code alpha} for a game ending {@code ply} plies from its
   * root: the largest difference d whose {@link #toScore} is at most alpha (−64 if none is), so that every solver
   * result above it maps above alpha. With {@link #discBeta} the fail-soft solve's answer, mapped back, is fail-soft
   * in the search's window: the map is increasing, so bounds stay bounds, and a result inside the search's window is
   * inside the disc window and exact.
   */
  static int discAlpha(int alpha, int ply) {
    int d = 64;
    while (d > -64 && toScore(d, ply) > alpha) {
      d--;
    }
    return d;
  }

  /** The smallest disc difference whose {@link #toScore} is at least {@code beta} (64 if none is). */
  static int discBeta(int beta, int ply) {
    int d = -64;
    while (d < 64 && toScore(d, ply) < beta) {
      d++;
    }
    return d;
  }

  /** The nodes of the last solve through the hook interface, so that a timed search can check its clock. */
  @Override
  public long lastWork() {
    return lastWork;
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
