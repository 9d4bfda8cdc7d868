package org.gametree.core.mcts;

import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.GameState;

/**
 * The leaf strategy: the value of a leaf of the tree for player 0, in [0, 1], by a rollout, the leaf evaluator, or
 * a mix of both. The state must be as it was on return. Each search thread uses its own copy ({@link #forThread()}).
 */
@FunctionalInterface
public interface Playout<S extends GameState> {
  /**
   * Player 0's reward from {@code state}; {@code recorder} receives each move a rollout plays (for AMAF), and may
   * be {@link RolloutPolicy.MoveRecorder#NONE}.
   */
  double value(S state, SplittableRandom random, RolloutPolicy.MoveRecorder recorder);

  /** A copy for one more search thread (the same object unless it keeps scratch space). */
  default Playout<S> forThread() {
    return this;
  }

  /** Whether the value reports the moves it plays (a rollout does; an evaluator plays none). */
  default boolean playsMoves() {
    return true;
  }

  /** A rollout by {@code policy}. */
  static <S extends GameState> Playout<S> rollout(RolloutPolicy<S> policy) {
    return policy::rollout;
  }

  /**
   * The evaluator's score as a win probability {@code σ(eval / scale)} for the player to move, turned to player 0's
   * view.
   */
  static <S extends GameState> Playout<S> evaluator(Evaluator<S> evaluator, double scale) {
    return new Playout<>() {
      @Override
      public double value(S state, SplittableRandom random, RolloutPolicy.MoveRecorder recorder) {
        if (state.isTerminal()) {
          return state.outcome().pointsFor(0);
        }
        double p = 1 / (1 + Math.exp(-evaluator.evaluate(state) / scale));
        return state.currentPlayer() == 0 ? p : 1 - p;
      }

      @Override
      public Playout<S> forThread() {
        return evaluator(evaluator.forThread(), scale);
      }

      @Override
      public boolean playsMoves() {
        return false;
      }
    };
  }

  /** AlphaGo's mix: {@code (1−λ)·rollout + λ·evaluation}; λ = 0 is the rollout alone, λ = 1 the evaluator alone. */
  static <S extends GameState> Playout<S> mix(double lambda, Playout<S> rollout, Playout<S> evaluation) {
    if (lambda <= 0) {
      return rollout;
    }
    if (lambda >= 1) {
      return evaluation;
    }
    return new Playout<>() {
      @Override
      public double value(S state, SplittableRandom random, RolloutPolicy.MoveRecorder recorder) {
        if (state.isTerminal()) {
          return state.outcome().pointsFor(0);
        }
        return lambda * evaluation.value(state, random, recorder)
            + (1 - lambda) * rollout.value(state, random, recorder);
      }

      @Override
      public Playout<S> forThread() {
        return mix(lambda, rollout.forThread(), evaluation.forThread());
      }
    };
  }
}
