package org.gametree.xiangqi.internal;

import java.time.Duration;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.XiangqiState;

/**
 * A compact iterative-deepening alpha-beta searcher for Xiangqi (MVV-LVA ordering, previous best move first, check
 * extension, quiescence over captures with check evasions, repetition-aware through {@code isTerminal}). The
 * protocol front ends fall back to it when the core search cannot be built.
 */
public final class BasicSearcher implements Searcher<XiangqiState> {
  private static final int MAX_PLY = 96;
  private final Evaluator<XiangqiState> evaluator;
  private final int[][] moveBuf = new int[MAX_PLY + 2][160];
  private final int[][] scoreBuf = new int[MAX_PLY + 2][160];
  private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
  private final int[] pvLen = new int[MAX_PLY + 2];
  private long nodes;
  private long maxNodes;
  private long deadline;
  private StopSignal stop;
  private boolean aborted;
  private int rootBest = -1;

  /** A searcher with this evaluator. */
  public BasicSearcher(Evaluator<XiangqiState> evaluator) {
    this.evaluator = evaluator;
  }

  @Override
  public SearchResult search(XiangqiState root, SearchLimits limits, SearchListener listener) {
    XiangqiState s = root.copy();
    long start = System.nanoTime();
    nodes = 0;
    maxNodes = limits.maxNodes();
    Duration t = limits.maxTime();
    deadline = t == null ? Long.MAX_VALUE : start + t.toNanos();
    stop = limits.stopSignal();
    aborted = false;
    rootBest = -1;
    int[] legal = new int[160];
    int n = s.legalMoves(legal);
    int bestMove = n > 0 ? legal[0] : -1;
    int bestScore = 0;
    int[] bestPv = bestMove >= 0 ? new int[] {bestMove} : new int[0];
    int depthDone = 0;
    for (int depth = 1; depth <= Math.min(limits.maxDepth(), MAX_PLY - 8) && n > 0; depth++) {
      int score = alphaBeta(s, depth, 0, -Score.INFINITE, Score.INFINITE);
      if (aborted) {
        break;
      }
      depthDone = depth;
      bestScore = score;
      bestMove = pv[0][0];
      rootBest = bestMove;
      bestPv = java.util.Arrays.copyOf(pv[0], pvLen[0]);
      listener.onIteration(new SearchInfo(depth, depth, score, nodes,
          Duration.ofNanos(System.nanoTime() - start), bestPv.clone()));
      if (Score.isDecisive(score) || n == 1) {
        break;
      }
    }
    return new SearchResult(bestMove, bestScore, depthDone, nodes, Duration.ofNanos(System.nanoTime() - start),
        bestPv);
  }

  private boolean outOfBudget() {
    if ((nodes & 1023) == 0) {
      if (System.nanoTime() > deadline || (stop != null && stop.isRaised())) {
        aborted = true;
      }
    }
    if (nodes >= maxNodes) {
      aborted = true;
    }
    return aborted;
  }

  private int alphaBeta(XiangqiState s, int depth, int ply, int alpha, int beta) {
    pvLen[ply] = 0;
    nodes++;
    if (ply > 0 && outOfBudget()) {
      return 0;
    }
    if (s.isTerminal()) {
      return Score.terminal(s.outcome(), s.currentPlayer(), ply, false);
    }
    if (ply >= MAX_PLY - 4) {
      return evaluator.evaluate(s);
    }
    if (depth <= 0) {
      return quiesce(s, ply, alpha, beta, 0);
    }
    int[] moves = moveBuf[ply];
    int n = s.legalMoves(moves);
    order(s, moves, n, ply, ply == 0 ? rootBest : -1);
    int best = -Score.INFINITE;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      s.playUnchecked(m);
      int ext = s.extension();
      int score = -alphaBeta(s, depth - 1 + ext, ply + 1, -beta, -alpha);
      s.undo();
      if (aborted) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          pv[ply][0] = m;
          System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLen[ply + 1]);
          pvLen[ply] = pvLen[ply + 1] + 1;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  private int quiesce(XiangqiState s, int ply, int alpha, int beta, int qdepth) {
    pvLen[ply] = 0;
    nodes++;
    if (outOfBudget()) {
      return 0;
    }
    boolean evade = s.mustEvade();
    if (evade && !s.hasLegalMove()) {
      return Score.loss(ply);
    }
    int best = -Score.INFINITE;
    if (!evade) {
      best = evaluator.evaluate(s);
      if (best >= beta || ply >= MAX_PLY - 2 || qdepth > 12) {
        return best;
      }
      alpha = Math.max(alpha, best);
    }
    int[] moves = moveBuf[ply];
    int n = s.tacticalMoves(moves);
    order(s, moves, n, ply, -1);
    for (int i = 0; i < n; i++) {
      s.playUnchecked(moves[i]);
      int score = -quiesce(s, ply + 1, -beta, -alpha, qdepth + 1);
      s.undo();
      if (aborted) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  private void order(XiangqiState s, int[] moves, int n, int ply, int first) {
    int[] scores = scoreBuf[ply];
    s.scoreMoves(moves, n, scores);
    for (int i = 0; i < n; i++) {
      if (moves[i] == first) {
        scores[i] = Integer.MAX_VALUE;
      }
    }
    for (int i = 1; i < n; i++) {
      int m = moves[i];
      int v = scores[i];
      int j = i - 1;
      while (j >= 0 && scores[j] < v) {
        moves[j + 1] = moves[j];
        scores[j + 1] = scores[j];
        j--;
      }
      moves[j + 1] = m;
      scores[j + 1] = v;
    }
  }

  @Override
  public void close() {}
}
