package org.gametree.core.learn;

import java.util.Arrays;

/**
 * Samuel's linear evaluation f(x) = w·x + b (Lee &amp; Mahajan 1986; Li Cong's supervised fit). Parameters are the weights
 * followed by the bias. Score scale: {@code round(f × scoreScale)}, 1 by default (features and weights in the
 * game's own units).
 */
public final class LinearModel implements DifferentiableModel {
  private final int dimension;
  private final double[] parameters;
  private final double scoreScale;

  /** A linear model with the given weights and bias and a score scale of 1. */
  public LinearModel(double[] weights, double bias) {
    this(weights, bias, 1.0);
  }

  /** A linear model with the given weights, bias and score scale. */
  public LinearModel(double[] weights, double bias, double scoreScale) {
    this.dimension = weights.length;
    this.parameters = Arrays.copyOf(weights, dimension + 1);
    this.parameters[dimension] = bias;
    this.scoreScale = scoreScale;
  }

  /** All-zero weights and bias. */
  public static LinearModel zeros(int dimension) {
    return new LinearModel(new double[dimension], 0.0);
  }

  @Override
  public int dimension() {
    return dimension;
  }

  /** A copy of the weights. */
  public double[] weights() {
    return Arrays.copyOf(parameters, dimension);
  }

  /** The weight of feature {@code i}. */
  public double weight(int i) {
    return parameters[i];
  }

  /** The bias. */
  public double bias() {
    return parameters[dimension];
  }

  @Override
  public double value(double[] x) {
    double s = parameters[dimension];
    for (int i = 0; i < dimension; i++) {
      s += parameters[i] * x[i];
    }
    return s;
  }

  @Override
  public double scoreScale() {
    return scoreScale;
  }

  @Override
  public int parameterCount() {
    return dimension + 1;
  }

  @Override
  public double[] parameters() {
    return parameters;
  }

  @Override
  public double gradient(double[] x, double[] gradient) {
    System.arraycopy(x, 0, gradient, 0, dimension);
    gradient[dimension] = 1.0;
    return value(x);
  }

  @Override
  public LinearModel copy() {
    return new LinearModel(weights(), bias(), scoreScale);
  }
}
