package org.gametree.core.search.internal;

import org.gametree.core.Score;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchListener;

/**
 * The iterative-deepening driver every depth-first algorithm runs in, on every thread: depth 1, 2, ... up to the
 * limit, each iteration in an aspiration window around the previous score (widened on the failing side, doubling,
 * until it holds), reporting each completed iteration to the listener (main thread only). A new iteration starts
 * only when {@link TimeManager#startNextIteration} predicts from the last two that its first third fits.
 *
 * <p>When the search is stopped mid-iteration, the last completed iteration's move stands, except that the
 * interrupted iteration's best move is taken if at least one root move was fully searched and the best of them
 * scored above the window's lower end: that value is then a real (exact or lower-bound) deeper value of that move,
 * while a score at or below alpha is only an upper bound and proves nothing. A search stopped inside its first
 * iteration returns the best root move searched so far, or the first move in the root's order if none was.
 */
final class IterativeDeepening {
  /** First half-width of the aspiration window, in evaluation units. */
  static final int ASPIRATION_DELTA = 25;

  private final SearchWorker<?> w;
  private final RootSearch algorithm;
  private final boolean aspiration;

  int bestMove = -1;
  int score;
  int completedDepth;
  int[] principalVariation = new int[0];

  IterativeDeepening(SearchWorker<?> worker, RootSearch algorithm, boolean aspiration) {
    this.w = worker;
    this.algorithm = algorithm;
    this.aspiration = aspiration && algorithm.usesAspiration();
  }

  /**
   * Runs iterations from {@code firstDepth} to {@code maxDepth} until done or stopped.
   *
   * @param listener receives completed iterations, or null (helper threads)
   */
  void run(int firstDepth, int maxDepth, TimeManager time, SearchListener listener) {
    bestMove = -1;
    score = 0;
    completedDepth = 0;
    principalVariation = new int[0];
    long lastIteration = 0;
    long iterationBefore = 0;
    for (int depth = firstDepth; depth <= maxDepth; depth++) {
      if (depth > firstDepth && !time.startNextIteration(lastIteration, iterationBefore)) {
        break;
      }
      w.rootDepth = depth;
      long started = time.elapsedNanos();
      int value = searchWithAspiration(depth);
      if (w.stopped) {
        if (w.rootMovesSearched > 0 && w.rootBestMove >= 0
            && (w.rootBestScore > w.rootWindowAlpha || completedDepth == 0)) {
          bestMove = w.rootBestMove;
          score = w.rootBestScore;
          principalVariation = w.principalVariation(depth);
        } else if (completedDepth == 0) {
          bestMove = w.firstRootMove();
          score = bestMove < 0 ? 0 : w.evaluate();
          principalVariation = bestMove < 0 ? new int[0] : new int[] {bestMove};
        }
        if (principalVariation.length == 0 || principalVariation[0] != bestMove) {
          principalVariation = bestMove < 0 ? new int[0] : new int[] {bestMove};
        }
        break;
      }
      iterationBefore = lastIteration;
      lastIteration = time.elapsedNanos() - started;
      completedDepth = depth;
      bestMove = w.rootBestMove;
      score = value;
      principalVariation = w.principalVariation(depth);
      if (principalVariation.length == 0 || principalVariation[0] != bestMove) {
        principalVariation = new int[] {bestMove};
      }
      w.previousBestMove = bestMove;
      if (listener != null) {
        w.flushNodes();
        listener.onIteration(new SearchInfo(depth, w.selectiveDepth, score, nodesSoFar(), time.elapsed(),
            principalVariation.clone()));
      }
      if (Score.isDecisive(value) && !w.game.scoresMargin() && Score.pliesToEnd(value) <= depth) {
        break; // every line up to the end was seen: deeper iterations cannot change a proven result
      }
    }
  }

  /** Set by the searcher so that reports count every thread's nodes. */
  void nodeCounter(java.util.function.LongSupplier counter) {
    this.counter = counter;
  }

  private java.util.function.LongSupplier counter;

  private long nodesSoFar() {
    return counter == null ? w.nodes : counter.getAsLong();
  }

  private int searchWithAspiration(int depth) {
    if (algorithm instanceof Mtdf) {
      ((Mtdf) algorithm).firstGuess(completedDepth > 0 ? score : 0);
    }
    if (!aspiration || depth < 3 || completedDepth == 0 || Score.isDecisive(score)) {
      return algorithm.searchRoot(depth, -Score.INFINITE, Score.INFINITE);
    }
    int delta = ASPIRATION_DELTA;
    int alpha = Math.max(-Score.INFINITE, score - delta);
    int beta = Math.min(Score.INFINITE, score + delta);
    while (true) {
      int value = algorithm.searchRoot(depth, alpha, beta);
      if (w.stopped) {
        return value;
      }
      if (value <= alpha && alpha > -Score.INFINITE) {
        alpha = widen(value, -delta);
      } else if (value >= beta && beta < Score.INFINITE) {
        beta = widen(value, delta);
      } else {
        return value;
      }
      delta *= 2;
    }
  }

  /** The window end moved past a failed value; a decisive value opens that side completely. */
  private static int widen(int value, int delta) {
    if (Score.isDecisive(value) || Math.abs(delta) > Score.MAX_EVAL) {
      return delta < 0 ? -Score.INFINITE : Score.INFINITE;
    }
    return value + delta;
  }
}
