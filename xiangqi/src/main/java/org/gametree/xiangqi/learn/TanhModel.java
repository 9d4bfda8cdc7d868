package org.gametree.xiangqi.learn;

import org.gametree.core.learn.DifferentiableModel;
import org.gametree.core.learn.LinearModel;

/**
 * KnightCap's squashed evaluation for TDLeaf(λ): P = tanh(β·(w·x + b)), a prediction of the outcome in −1 … 1 from
 * the linear evaluation in centipawns. Its parameters are the linear model's own array (shared, so a TD update tunes
 * the linear weights in place); ∂P/∂w = β(1 − P²)·x.
 */
final class TanhModel implements DifferentiableModel {
  private final LinearModel linear;
  private final double beta;

  TanhModel(LinearModel linear, double beta) {
    this.linear = linear;
    this.beta = beta;
  }

  @Override
  public int dimension() {
    return linear.dimension();
  }

  @Override
  public double value(double[] x) {
    return Math.tanh(beta * linear.value(x));
  }

  @Override
  public double scoreScale() {
    return 1;
  }

  @Override
  public int parameterCount() {
    return linear.parameterCount();
  }

  @Override
  public double[] parameters() {
    return linear.parameters();
  }

  @Override
  public double gradient(double[] x, double[] gradient) {
    double p = value(x);
    double k = beta * (1 - p * p);
    int n = linear.dimension();
    for (int i = 0; i < n; i++) {
      gradient[i] = k * x[i];
    }
    gradient[n] = k;
    return p;
  }

  @Override
  public TanhModel copy() {
    return new TanhModel(linear.copy(), beta);
  }
}
