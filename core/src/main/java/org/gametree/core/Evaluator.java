package org.gametree.core;

/**
 * A heuristic value of a non-terminal position from the point of view of the player to move, within
 * {@code ±Score.MAX_EVAL}. Evaluators may keep scratch buffers but no state that changes their answers; one with
 * buffers overrides {@link #forThread()} so that each search thread gets its own.
 */
@FunctionalInterface
public interface Evaluator<S extends GameState> {
  /** The value of {@code state} for {@link GameState#currentPlayer()}. */
  int evaluate(S state);

  /**
   * An evaluator that gives the same answers and may be used by one more search thread at the same time as this
   * one. Stateless evaluators return themselves (the default); evaluators with scratch buffers return a copy.
   */
  default Evaluator<S> forThread() {
    return this;
  }

  /**
   * The probability of winning that a non-decisive score of this evaluator stands for, where its scale has that
   * meaning (an evaluator trained as a classifier scores in log-odds), else NaN (the default).
   */
  default double winProbability(int score) {
    return Double.NaN;
  }

  /**
   * What this evaluator's values measure, and where it knows one, their scale to a unit a player reads (Othello's
   * centi-discs, Xiangqi's centipawns); {@link ScoreUnit#EVALUATION} (the default) when nothing more is known.
   */
  default ScoreUnit unit() {
    return ScoreUnit.EVALUATION;
  }

  /**
   * {@code values} declaring {@code unit}: for evaluators written as lambdas, which cannot override {@link #unit()}.
   * The result gives the same values, per-thread copies and win probabilities as {@code values}; only evaluators
   * with no other interfaces (such as pruning margins) should be wrapped, since the wrapper hides them.
   */
  static <S extends GameState> Evaluator<S> withUnit(ScoreUnit unit, Evaluator<S> values) {
    return new UnitEvaluator<>(unit, values);
  }
}
