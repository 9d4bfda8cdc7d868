package org.gametree.core.learn;

/**
 * A function from a feature vector to a value, usable inside search through {@link ModelEvaluator}.
 *
 * <p>Models may keep scratch buffers, so one instance serves one thread; search threads each take a {@link #copy()}.
 */
public interface Model {
  /** The number of inputs. */
  int dimension();

  /** The value of {@code x[0..dimension())}, without allocating. */
  double value(double[] x);

  /** The value at a game stage; plain models ignore the stage, {@link StagedModel} picks its stage's model. */
  default double value(int stage, double[] x) {
    return value(x);
  }

  /**
   * The factor {@link ModelEvaluator} multiplies the value by before rounding to an integer score (the documented
   * score scale of each model, e.g. 1000 per nat for {@link BayesianDiscriminant}).
   */
  double scoreScale();

  /** An independent copy with its own scratch buffers (same parameters, not shared). */
  Model copy();
}
