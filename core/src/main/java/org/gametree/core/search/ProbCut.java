package org.gametree.core.search;

import org.gametree.core.GameState;

/**
 * Buro's ProbCut (1995), a selective-search hook: a game supplies, per node, a linear model
 * {@code v_depth ≈ a·v_shallow + b} with residual standard deviation σ, fitted by regression over search values of
 * real positions. At a non-PV node of the given depth the search first runs a null-window search at the shallow
 * depth; if that proves {@code a·v_shallow + b ≥ β + t·σ} (or {@code ≤ α − t·σ}) the node is cut as failing high
 * (low) with the probability the cut threshold {@code t} sets. Unsound by design: off unless the user asks for it
 * ({@link Search.Builder#probCut}), and never used by MINIMAX or MTD(f).
 *
 * <p>Called at every interior node, so {@link #check} must not allocate (return shared {@link Check} instances).
 *
 * @param <S> the game's state type
 */
public interface ProbCut<S extends GameState> {
  /** The test to try at a node of {@code depth} in {@code state}, or null to search the node normally. */
  Check check(S state, int depth);

  /**
   * One regression: the deep value ≈ {@code a}·(value at {@code shallowDepth}) + {@code b}, residual {@code sigma}
   * (evaluation units).
   */
  record Check(int shallowDepth, double a, double b, double sigma) {
    /** Checks the regression's depth, slope and residual. */
    public Check {
      if (shallowDepth < 0 || !(a > 0) || !(sigma >= 0)) {
        throw new IllegalArgumentException(
            "ProbCut needs shallowDepth >= 0, a > 0, sigma >= 0: " + shallowDepth + ", " + a + ", " + sigma);
      }
    }

    /** The least shallow value v with a·v + b ≥ β + t·σ: a shallow search reaching it predicts a fail high. */
    public double highBound(int beta, double t) {
      return Math.ceil((beta + t * sigma - b) / a);
    }

    /** The greatest shallow value v with a·v + b ≤ α − t·σ: a shallow search staying at it predicts a fail low. */
    public double lowBound(int alpha, double t) {
      return Math.floor((alpha - t * sigma - b) / a);
    }
  }
}
