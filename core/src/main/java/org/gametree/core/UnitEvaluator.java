package org.gametree.core;

import java.util.Objects;

/** An evaluator with a declared unit around one without ({@link Evaluator#withUnit}). */
final class UnitEvaluator<S extends GameState> implements Evaluator<S> {
  private final ScoreUnit unit;
  private final Evaluator<S> values;

  UnitEvaluator(ScoreUnit unit, Evaluator<S> values) {
    this.unit = Objects.requireNonNull(unit, "unit");
    this.values = Objects.requireNonNull(values, "values");
  }

  @Override
  public int evaluate(S state) {
    return values.evaluate(state);
  }

  @Override
  public Evaluator<S> forThread() {
    Evaluator<S> copy = values.forThread();
    return copy == values ? this : new UnitEvaluator<>(unit, copy);
  }

  @Override
  public double winProbability(int score) {
    return values.winProbability(score);
  }

  @Override
  public ScoreUnit unit() {
    return unit;
  }
}
