package org.gametree.core.match;

import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.GameState;
import org.gametree.core.search.Selection;

/**
 * Xu et al.'s weighted random top-K move choice (Xu et al. 2010, formulas 8 and 9): rank the moves by the value of
 * their successor, {@code V = 1 / (1 + exp(-score / scale))} from the mover's side, keep the best {@code k}, and pick
 * the {@code s}-th best with probability proportional to {@code (k - s + 1)^2 V_s}, so better moves are likelier but
 * every one of the top K can be played.
 */
final class TopKChooser<S extends GameState> {
  private final Evaluator<S> evaluator;
  private final int k;
  private final double scale;
  private final int[] moves;
  private final double[] values;

  TopKChooser(Evaluator<S> evaluator, int k, double scale, int maxMoves) {
    this.evaluator = evaluator;
    this.k = k;
    this.scale = scale;
    this.moves = new int[maxMoves];
    this.values = new double[maxMoves];
  }

  /** A move for {@code state} (left as given). */
  int choose(S state, SplittableRandom random) {
    int n = state.legalMoves(moves);
    int mover = state.currentPlayer();
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      double v;
      if (state.isTerminal()) {
        int sign = state.outcome().signFor(mover);
        v = sign > 0 ? 1 : sign < 0 ? 0 : 0.5;
      } else {
        int e = evaluator.evaluate(state);
        int score = state.currentPlayer() == mover ? e : -e;
        v = 1 / (1 + Math.exp(-score / scale));
      }
      state.undo();
      values[i] = v;
    }
    // partial selection sort: the best k to the front, best first
    int top = Math.min(k, n);
    for (int i = 0; i < top; i++) {
      Selection.selectBest(values, moves, i, n);
    }
    double total = 0;
    for (int s = 0; s < top; s++) {
      total += (double) (top - s) * (top - s) * Math.max(values[s], 1e-9);
    }
    double x = random.nextDouble() * total;
    for (int s = 0; s < top; s++) {
      x -= (double) (top - s) * (top - s) * Math.max(values[s], 1e-9);
      if (x < 0) {
        return moves[s];
      }
    }
    return moves[top - 1];
  }
}
