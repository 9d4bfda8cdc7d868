package org.gametree.core.learn;

/**
 * A model whose parameters live in one flat array and whose value has a gradient with respect to them, as TD(λ),
 * TDLeaf(λ) and comparison training need.
 */
public interface DifferentiableModel extends Model {
  /** The number of parameters. */
  int parameterCount();

  /** The live parameter array (trainers update it in place). */
  double[] parameters();

  /**
   * Writes ∂value/∂parameters at {@code x} into {@code gradient[0..parameterCount())} and returns the value, without
   * allocating.
   */
  double gradient(double[] x, double[] gradient);

  @Override
  DifferentiableModel copy();
}
