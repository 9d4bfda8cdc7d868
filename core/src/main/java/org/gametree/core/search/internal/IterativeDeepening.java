package org.gametree.core.search.internal;

import org.gametree.core.Score;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchListener;

/**
 * The iterative-deepening driver every depth-first algorithm runs in, on every thread: depth 1, 2, ... up to the
 * limit, each iteration in an aspiration window around the previous score (widened on the failing side, doubling,
 * until it holds), reporting each completed iteration to the listener (main thread only). A new iteration starts
 * only when {@link TimeManager#startNextIteration} predicts from the last two that its first third fits; the main
 * thread tells the time manager each completed iteration's best move and each fail-low at the root, so a stable
 * search stops early and an unstable one is given more time, up to the maximum. The clock does not stop the search
 * before the main thread completes depth 1 (unless it runs past the time manager's hard mark).
 *
 * <p>The window's first half-width is either fixed ({@code Builder.aspirationWindow(n)}) or, by default, follows the
 * evaluator's scale as this search has seen it: a running average of how far the root score moved from one
 * completed iteration to the next (each new change weighing as much as all before it together), so an evaluator
 * whose scores move by thousands gets a window of thousands and one whose scores move by units a window of units.
 * Before any change has been seen (the first iteration that could use a window follows a decisive or no score) the
 * iteration is searched with a full window.
 *
 * <p>When the search is stopped mid-iteration, the last completed iteration's move stands, except that the
 * interrupted iteration's best move is taken if at least one root move was fully searched and the best of them
 * scored above the window's lower end: that value is then a real (exact or lower-bound) deeper value of that move,
 * while a score at or below alpha is only an upper bound and proves nothing. A search stopped inside its first
 * iteration (by its stop signal, its node budget or the hard mark) returns the best root move searched so far, or
 * the first move in the root's order (the hash move, then the game's move scores) if none was: the root's ordering
 * is the best guess at hand, where the first generated move is none.
 */
final class IterativeDeepening {
  private final SearchWorker<?> w;
  private final RootSearch algorithm;
  private final boolean aspiration;
  /** The fixed first half-width, or 0 for the one from the root score's changes. */
  private final int fixedDelta;
  /** The running average of |score change| between completed iterations of this search, if {@code changes > 0}. */
  private double scoreChange;
  private int changes;

  int bestMove = -1;
  int score;
  int completedDepth;
  int[] principalVariation = new int[0];

  /**
   * @param aspiration whether to search in aspiration windows at all (only where the algorithm uses them)
   * @param fixedDelta the windows' first half-width in evaluation units, or 0 to derive it from the root score's
   *     changes between iterations
   */
  IterativeDeepening(SearchWorker<?> worker, RootSearch algorithm, boolean aspiration, int fixedDelta) {
    if (fixedDelta < 0) {
      throw new IllegalArgumentException("aspiration half-width must be >= 0: " + fixedDelta);
    }
    this.w = worker;
    this.algorithm = algorithm;
    this.aspiration = aspiration && algorithm.usesAspiration();
    this.fixedDelta = fixedDelta;
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
    scoreChange = 0;
    changes = 0;
    long lastIteration = 0;
    long iterationBefore = 0;
    for (int depth = firstDepth; depth <= maxDepth; depth++) {
      if (depth > firstDepth && !time.startNextIteration(lastIteration, iterationBefore)) {
        break;
      }
      w.rootDepth = depth;
      long started = time.elapsedNanos();
      int value = searchWithAspiration(depth, listener, time);
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
      if (w.threadIndex == 0) {
        time.iterationCompleted(w.rootBestMove);
      }
      iterationBefore = lastIteration;
      lastIteration = time.elapsedNanos() - started;
      if (completedDepth > 0) {
        recordChange(score, value);
      }
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
            principalVariation.clone(), w.typed(score)));
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

  /** Adds one iteration-to-iteration change of the root score to the running average (decisive scores excluded). */
  private void recordChange(int before, int after) {
    if (Score.isDecisive(before) || Score.isDecisive(after)) {
      return;
    }
    double change = Math.abs((double) after - before);
    scoreChange = changes == 0 ? change : (scoreChange + change) / 2;
    changes++;
  }

  /** The first half-width of the next window: fixed, or the average score change (at least 1); 0 for no window. */
  int firstDelta() {
    if (fixedDelta > 0) {
      return fixedDelta;
    }
    if (changes == 0) {
      return 0;
    }
    return (int) Math.max(1, Math.min(Score.MAX_EVAL + 1L, Math.round(scoreChange)));
  }

  private int searchWithAspiration(int depth, SearchListener listener, TimeManager time) {
    if (algorithm instanceof Mtdf) {
      ((Mtdf) algorithm).firstGuess(completedDepth > 0 ? score : 0);
    }
    int delta = firstDelta();
    if (!aspiration || depth < 3 || completedDepth == 0 || Score.isDecisive(score) || delta == 0
        || delta > Score.MAX_EVAL) {
      return algorithm.searchRoot(depth, -Score.INFINITE, Score.INFINITE);
    }
    int alpha = Math.max(-Score.INFINITE, score - delta);
    int beta = Math.min(Score.INFINITE, score + delta);
    while (true) {
      int value = algorithm.searchRoot(depth, alpha, beta);
      if (w.stopped) {
        return value;
      }
      boolean low = value <= alpha && alpha > -Score.INFINITE;
      boolean high = !low && value >= beta && beta < Score.INFINITE;
      if (!low && !high) {
        return value;
      }
      if (low) {
        if (w.threadIndex == 0) {
          time.rootFailedLow();
        }
        alpha = widen(value, -delta);
      } else {
        beta = widen(value, delta);
      }
      if (listener != null) {
        listener.onAspirationFail(depth, value, high);
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
