package org.gametree.core.learn;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * One model per game stage (BILL 3.0 keeps a discriminant per disc count, Lee &amp; Mahajan 1986). {@link #value(int, double[])}
 * uses the stage's model; stages outside {@code [firstStage, lastStage]} use the nearest end. Score scale: that of
 * the stage models.
 */
public final class StagedModel implements Model {
  private final int firstStage;
  private final Model[] models;

  /** A staged model for stages {@code firstStage .. firstStage + models.length − 1}, none null. */
  public StagedModel(int firstStage, Model[] models) {
    if (models.length == 0) {
      throw new IllegalArgumentException("a staged model needs at least one stage");
    }
    int dim = models[0].dimension();
    for (int i = 0; i < models.length; i++) {
      if (models[i] == null) {
        throw new IllegalArgumentException("stage " + (firstStage + i) + " has no model");
      }
      if (models[i].dimension() != dim) {
        throw new IllegalArgumentException("stage " + (firstStage + i) + " has dimension " + models[i].dimension());
      }
    }
    this.firstStage = firstStage;
    this.models = models.clone();
  }

  /**
   * Builds stages {@code firstStage..lastStage} from {@code trained} (null where a stage has no model) and copies the
   * nearest trained stage into each untrained one (ties go to the earlier stage).
   */
  public static StagedModel fillFromNearest(int firstStage, int lastStage, IntFunction<Model> trained) {
    int count = lastStage - firstStage + 1;
    Model[] raw = new Model[count];
    boolean any = false;
    for (int i = 0; i < count; i++) {
      raw[i] = trained.apply(firstStage + i);
      any |= raw[i] != null;
    }
    if (!any) {
      throw new IllegalArgumentException("no stage in " + firstStage + ".." + lastStage + " was trained");
    }
    Model[] filled = new Model[count];
    for (int i = 0; i < count; i++) {
      for (int d = 0; filled[i] == null; d++) {
        if (i - d >= 0 && raw[i - d] != null) {
          filled[i] = raw[i - d].copy();
        } else if (i + d < count && raw[i + d] != null) {
          filled[i] = raw[i + d].copy();
        }
      }
      if (raw[i] != null) {
        filled[i] = raw[i];
      }
    }
    return new StagedModel(firstStage, filled);
  }

  /** The first stage. */
  public int firstStage() {
    return firstStage;
  }

  /** The last stage. */
  public int lastStage() {
    return firstStage + models.length - 1;
  }

  /** The model used at {@code stage}. */
  public Model modelFor(int stage) {
    int i = Math.max(0, Math.min(models.length - 1, stage - firstStage));
    return models[i];
  }

  @Override
  public int dimension() {
    return models[0].dimension();
  }

  /** Not meaningful without a stage: uses the first stage's model. */
  @Override
  public double value(double[] x) {
    return models[0].value(x);
  }

  @Override
  public double value(int stage, double[] x) {
    return modelFor(stage).value(x);
  }

  @Override
  public double scoreScale() {
    return models[0].scoreScale();
  }

  @Override
  public StagedModel copy() {
    Model[] c = new Model[models.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = models[i].copy();
    }
    return new StagedModel(firstStage, c);
  }

  @Override
  public String toString() {
    return "StagedModel[" + firstStage + ".." + lastStage() + " " + Arrays.toString(models) + "]";
  }
}
