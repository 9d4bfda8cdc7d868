package org.gametree.othello;

import java.time.Duration;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.internal.Bits;

/**
 * Othello's own midgame searcher on bitboards: iterative deepening NegaScout with a transposition table, the
 * {@link EndgameSolver} from a set number of empties, and optional ProbCut (Buro 1995) with the regressions of
 * {@link OthelloProbCut#bill()}: at depth {@code d >= 3} a null-window search at depth {@code d/2} whose predicted
 * value {@code a·v + b}, shifted by {@code t·σ} (t = 1.5), proves a cut with high probability.
 * Used by the protocol front ends when the core search is unavailable, and as the ProbCut carrier.
 */
public final class MidgameSearcher implements Searcher<OthelloState> {
  private static final double PROBCUT_T = 1.5;
  private static final int TT_BITS = 18;

  private final Evaluator<OthelloState> evaluator;
  private final OthelloProbCut probCut;
  private final int solveEmpties;
  private final EndgameSolver solver = new EndgameSolver(20, 64);
  private final long[] ttKey = new long[1 << TT_BITS];
  private final long[] ttData = new long[1 << TT_BITS];
  private final OthelloState scratch = OthelloState.initial();
  private long nodes;
  private long deadline;
  private long maxNodes;
  private StopSignal stop;

  /**
   * A searcher.
   *
   * @param evaluator the leaf evaluator (values for the side to move, centi-discs for the BILL evaluator)
   * @param probCut whether ProbCut prunes
   * @param solveEmpties positions with at most this many empties are solved exactly (0 = never)
   */
  public MidgameSearcher(Evaluator<OthelloState> evaluator, boolean probCut, int solveEmpties) {
    this.evaluator = evaluator;
    this.probCut = probCut ? OthelloProbCut.bill() : null;
    this.solveEmpties = solveEmpties;
  }

  private static final class Timeout extends RuntimeException {
    Timeout() {
      super(null, null, false, false);
    }
  }

  @Override
  public void newGame() {
    java.util.Arrays.fill(ttKey, 0);
    java.util.Arrays.fill(ttData, 0);
    solver.clear();
  }

  @Override
  public SearchResult search(OthelloState root, SearchLimits limits, SearchListener listener) {
    long start = System.nanoTime();
    nodes = 0;
    deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    maxNodes = limits.maxNodes();
    stop = limits.stopSignal();
    long p = root.player();
    long o = root.opponent();
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (Bits.moves(o, p) == 0) {
        return new SearchResult(-1, 0, 0, 0, Duration.ZERO, new int[0]);
      }
      return new SearchResult(OthelloState.PASS, 0, 0, 1, Duration.ZERO, new int[] {OthelloState.PASS});
    }
    int empties = 64 - Long.bitCount(p | o);
    if (empties <= solveEmpties) {
      solver.resetNodes();
      EndgameSolver.Result r = solver.solve(p, o, maxNodes, stop);
      if (r != null) {
        Duration el = Duration.ofNanos(System.nanoTime() - start);
        int score = EndgameSolver.toScore(r.score(), empties);
        listener.onIteration(new SearchInfo(empties, empties, score, r.nodes(), el, new int[] {r.bestMove()}));
        return new SearchResult(r.bestMove(), score, empties, r.nodes(), el, new int[] {r.bestMove()});
      }
    }
    int bestMove = Long.numberOfTrailingZeros(moves);
    int bestScore = 0;
    int completed = 0;
    int maxDepth = Math.min(limits.maxDepth(), empties);
    for (int depth = 1; depth <= maxDepth; depth++) {
      try {
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        int best = -Score.INFINITE;
        int move = bestMove;
        long m = moves & ~(1L << bestMove);
        int sq = bestMove;
        boolean first = true;
        while (true) {
          long f = Bits.flips(p, o, sq);
          long np = o ^ f;
          long no = p | f | (1L << sq);
          int v;
          if (first) {
            v = -negascout(np, no, depth - 1, -beta, -alpha, 1, false);
          } else {
            v = -negascout(np, no, depth - 1, -alpha - 1, -alpha, 1, false);
            if (v > alpha) {
              v = -negascout(np, no, depth - 1, -beta, -v, 1, false);
            }
          }
          first = false;
          if (v > best) {
            best = v;
            move = sq;
            alpha = Math.max(alpha, v);
          }
          if (m == 0) {
            break;
          }
          sq = Long.numberOfTrailingZeros(m);
          m &= m - 1;
        }
        bestMove = move;
        bestScore = best;
        completed = depth;
        Duration el = Duration.ofNanos(System.nanoTime() - start);
        listener.onIteration(new SearchInfo(depth, depth, best, nodes, el, new int[] {move}));
        if (Score.isDecisive(best)) {
          break;
        }
        if (deadline != Long.MAX_VALUE && System.nanoTime() > start + (deadline - start) / 2) {
          break;
        }
      } catch (Timeout t) {
        break;
      }
    }
    return new SearchResult(bestMove, bestScore, completed, nodes,
        Duration.ofNanos(System.nanoTime() - start), new int[] {bestMove});
  }

  private int evaluate(long p, long o) {
    scratch.setBoards(p, o);
    return evaluator.evaluate(scratch);
  }

  private int negascout(long p, long o, int depth, int alpha, int beta, int ply, boolean passed) {
    nodes++;
    if ((nodes & 1023) == 0
        && (System.nanoTime() > deadline || nodes > maxNodes || (stop != null && stop.isRaised()))) {
      throw new Timeout();
    }
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (passed || Bits.moves(o, p) == 0) {
        return EndgameSolver.toScore(Bits.finalScore(p, o), ply);
      }
      return -negascout(o, p, depth, -beta, -alpha, ply + 1, true);
    }
    if (depth <= 0) {
      return evaluate(p, o);
    }
    long key = Bits.key(p, o);
    int idx = (int) key & ((1 << TT_BITS) - 1);
    int hashMove = -1;
    if (ttKey[idx] == key) {
      long d = ttData[idx];
      int tDepth = (int) (d & 0xFF);
      int flag = (int) ((d >> 8) & 3);
      hashMove = (int) ((d >> 10) & 0x7F);
      int v = Score.fromTable((int) (d >> 32), ply);
      if (tDepth >= depth) {
        if (flag == 0 || (flag == 1 && v >= beta) || (flag == 2 && v <= alpha)) {
          return v;
        }
      }
    }
    if (probCut != null && depth >= OthelloProbCut.MIN_DEPTH && !Score.isDecisive(beta)
        && !Score.isDecisive(alpha)) {
      ProbCut.Check c = probCut.check(Long.bitCount(p | o), depth);
      if (c != null) {
        double hi = c.highBound(beta, PROBCUT_T);
        if (Math.abs(hi) < Score.MAX_EVAL
            && negascout(p, o, c.shallowDepth(), (int) hi - 1, (int) hi, ply, false) >= (int) hi) {
          return beta;
        }
        double lo = c.lowBound(alpha, PROBCUT_T);
        if (Math.abs(lo) < Score.MAX_EVAL
            && negascout(p, o, c.shallowDepth(), (int) lo, (int) lo + 1, ply, false) <= (int) lo) {
          return alpha;
        }
      }
    }
    int alpha0 = alpha;
    int best = -Score.INFINITE;
    int bestMove = -1;
    boolean first = true;
    long rest = moves;
    if (hashMove >= 0 && hashMove < 64 && (moves & (1L << hashMove)) != 0) {
      rest &= ~(1L << hashMove);
    } else {
      hashMove = -1;
    }
    // corners first, then the rest
    long corners = rest & 0x8100000000000081L;
    long others = rest & ~0x8100000000000081L;
    int sq = hashMove;
    while (true) {
      if (sq < 0) {
        if (corners != 0) {
          sq = Long.numberOfTrailingZeros(corners);
          corners &= corners - 1;
        } else if (others != 0) {
          sq = Long.numberOfTrailingZeros(others);
          others &= others - 1;
        } else {
          break;
        }
      }
      long f = Bits.flips(p, o, sq);
      long np = o ^ f;
      long no = p | f | (1L << sq);
      int v;
      if (first) {
        v = -negascout(np, no, depth - 1, -beta, -alpha, ply + 1, false);
      } else {
        v = -negascout(np, no, depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (v > alpha && v < beta) {
          v = -negascout(np, no, depth - 1, -beta, -v, ply + 1, false);
        }
      }
      first = false;
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
      sq = -1;
    }
    int flag = best >= beta ? 1 : best <= alpha0 ? 2 : 0;
    ttKey[idx] = key;
    ttData[idx] = ((long) Score.toTable(best, ply) << 32) | ((long) bestMove << 10) | ((long) flag << 8)
        | Math.min(depth, 255);
    return best;
  }
}
