package org.gametree.core.learn;

/**
 * Trains one {@link BayesianDiscriminant} per stage, each on its stage's neighbourhood (stage ± radius, 2 by default
 * as in BILL 3.0, Lee &amp; Mahajan 1986); stages with fewer than {@code minPerClass} positions in either class copy the nearest
 * trained stage. Serializable, and partial trainers add ({@link #addAll}), for fits aggregated on a cluster.
 */
public final class StagedBayesianTrainer implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  /** The stage of {@code perStage[0]}. */
  private final int firstStage;
  /** Stages on either side that also train a stage's model. */
  private final int radius;
  /** One trainer per stage. */
  private final BayesianTrainer[] perStage;

  /** A trainer for stages {@code firstStage..lastStage} pooling stage ± {@code radius}. */
  public StagedBayesianTrainer(int dimension, int firstStage, int lastStage, int radius) {
    if (lastStage < firstStage || radius < 0) {
      throw new IllegalArgumentException("bad stage range " + firstStage + ".." + lastStage + " radius " + radius);
    }
    this.firstStage = firstStage;
    this.radius = radius;
    this.perStage = new BayesianTrainer[lastStage - firstStage + 1];
    for (int i = 0; i < perStage.length; i++) {
      perStage[i] = new BayesianTrainer(dimension);
    }
  }

  /** A trainer pooling stage ± 2. */
  public StagedBayesianTrainer(int dimension, int firstStage, int lastStage) {
    this(dimension, firstStage, lastStage, 2);
  }

  /** Adds a labelled position of {@code stage} to every stage within the radius. */
  public void add(int stage, double[] x, boolean win) {
    for (int s = stage - radius; s <= stage + radius; s++) {
      int i = s - firstStage;
      if (i >= 0 && i < perStage.length) {
        perStage[i].add(x, win);
      }
    }
  }

  /** Adds all of another trainer's sums (same dimension, stages and radius), as if its positions were added here. */
  public void addAll(StagedBayesianTrainer other) {
    if (other.firstStage != firstStage || other.radius != radius || other.perStage.length != perStage.length) {
      throw new IllegalArgumentException("trainers differ in stages or radius");
    }
    for (int i = 0; i < perStage.length; i++) {
      perStage[i].addAll(other.perStage[i]);
    }
  }

  /** The staged model; stages with fewer than {@code minPerClass} positions per class copy the nearest trained one. */
  public StagedModel build(long minPerClass, double ridge) {
    long min = Math.max(2, minPerClass);
    return StagedModel.fillFromNearest(
        firstStage,
        firstStage + perStage.length - 1,
        s -> {
          BayesianTrainer t = perStage[s - firstStage];
          return t.wins() >= min && t.losses() >= min ? t.build(ridge) : null;
        });
  }
}
