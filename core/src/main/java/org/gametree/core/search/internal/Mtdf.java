package org.gametree.core.search.internal;

import org.gametree.core.Score;

/**
 * MTD(f) (Plaat, Schaeffer, Pijls and de Bruin 1996): the value is bracketed by null-window alpha-beta searches, each
 * asking "is the value at least beta?", starting from a first guess (the previous iteration's value) and moving the
 * bound the search returns until lower and upper bounds meet. It relies on the transposition table as its memory;
 * without one it still returns the exact value, only slower. The null windows go through the shared {@link Negamax}
 * recursion, which swaps them across a move only when the player to move changed.
 *
 * <p>The best move is the one that proved the final lower bound: the root move of the last pass that failed high.
 *
 * <p>MTD(f) needs a consistent search: each pass must agree with the bounds the earlier ones left in the table.
 * Null-move pruning, ProbCut, futility pruning, razoring and late-move reductions break that (a position's value then
 * depends on the window), and the bounds can creep towards each other one point per pass for a very long time, so the
 * passes never use them; candidate moves and internal deepening depend on the position only and stay. As a further
 * guard, after {@link #MAX_PASSES} passes the iteration is finished by one full-window alpha-beta search.
 */
final class Mtdf implements RootSearch {
  private final SearchWorker<?> w;
  private final Negamax alphaBeta;
  /** Passes after which the iteration falls back to one full-window search. */
  static final int MAX_PASSES = 64;

  private final int[] line = new int[SearchWorker.MAX_PLY];
  private int guess;

  Mtdf(SearchWorker<?> worker) {
    this.w = worker;
    this.alphaBeta = new Negamax(worker, Negamax.Rule.FULL_WINDOW, false);
  }

  /** Sets the first guess for the next {@link #searchRoot} (the driver passes the previous iteration's value). */
  void firstGuess(int value) {
    guess = value;
  }

  @Override
  public boolean usesAspiration() {
    return false;
  }

  /** Ignores the window: MTD(f) finds the exact value from its first guess. */
  @Override
  public int searchRoot(int depth, int alpha, int beta) {
    int lower = -Score.INFINITE;
    int upper = Score.INFINITE;
    int g = guess;
    int bestMove = -1;
    int bestScore = -Score.INFINITE;
    int lineLength = 0;
    int passes = 0;
    while (lower < upper) {
      if (++passes > MAX_PASSES) {
        w.beginRoot(-Score.INFINITE);
        g = alphaBeta.search(depth, -Score.INFINITE, Score.INFINITE, 0, true);
        if (w.stopped) {
          w.rootMovesSearched = 0;
          return 0;
        }
        guess = g;
        return g;
      }
      int target = g == lower ? g + 1 : g;
      w.beginRoot(target - 1);
      g = alphaBeta.search(depth, target - 1, target, 0, false);
      if (w.stopped) {
        w.rootMovesSearched = 0; // a pass's bound is no value of this iteration: keep the last completed one
        return 0;
      }
      if (g < target) {
        upper = g;
      } else {
        lower = g;
        bestMove = w.rootBestMove;
        bestScore = w.rootBestScore;
        lineLength = w.pv.length[0];
        System.arraycopy(w.pv.line[0], 0, line, 0, lineLength);
      }
    }
    // leave the result where the driver reads it, as if one search had found it
    w.rootBestMove = bestMove;
    w.rootBestScore = bestScore;
    w.rootMovesSearched = 1;
    System.arraycopy(line, 0, w.pv.line[0], 0, lineLength);
    w.pv.length[0] = lineLength;
    guess = g;
    return g;
  }
}
