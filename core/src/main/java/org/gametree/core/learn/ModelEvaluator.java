package org.gametree.core.learn;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;

/**
 * Adapts a {@link Model} to an {@link Evaluator}: extracts the mover's features into a preallocated buffer, asks the
 * model (at the extractor's stage) and returns {@code round(value × model.scoreScale())} clamped to ±{@link
 * Score#MAX_EVAL}.
 *
 * <p>One instance is single-threaded (it owns the feature buffer and the model's scratch); give each search thread
 * its own {@link #copy()}.
 */
public final class ModelEvaluator<S extends GameState> implements Evaluator<S> {
  private final FeatureExtractor<S> features;
  private final Model model;
  private final double scale;
  private final boolean logOdds;
  private final ScoreUnit unit;
  private final double[] buffer;

  /** An evaluator with the model's own score scale. */
  public ModelEvaluator(FeatureExtractor<S> features, Model model) {
    this(features, model, model.scoreScale());
  }

  /** An evaluator with an explicit score scale. */
  public ModelEvaluator(FeatureExtractor<S> features, Model model, double scale) {
    this(features, model, scale, false);
  }

  /**
   * An evaluator with an explicit score scale; with {@code logOdds} the model's value is the log-odds of a win (a
   * Bayesian discriminant, a logistic regression), so {@link #winProbability} is {@code 1 / (1 + e^(−score/scale))}.
   */
  public ModelEvaluator(FeatureExtractor<S> features, Model model, double scale, boolean logOdds) {
    this(features, model, scale, logOdds, logOdds ? logOddsUnit(scale) : ScoreUnit.EVALUATION);
  }

  /**
   * An evaluator as {@link #ModelEvaluator(FeatureExtractor, Model, double, boolean)} whose values measure
   * {@code unit} (a model fitted to final disc margins, 100 a disc, counts centi-discs).
   */
  public ModelEvaluator(FeatureExtractor<S> features, Model model, double scale, boolean logOdds, ScoreUnit unit) {
    this.unit = Objects.requireNonNull(unit, "unit");
    this.features = Objects.requireNonNull(features, "features");
    this.model = Objects.requireNonNull(model, "model");
    if (features.dimension() != model.dimension()) {
      throw new IllegalArgumentException(
          "extractor has " + features.dimension() + " features but the model expects " + model.dimension());
    }
    this.scale = scale;
    this.logOdds = logOdds;
    this.buffer = new double[features.dimension()];
  }

  @Override
  public int evaluate(S state) {
    return toScore(value(state) * scale);
  }

  @Override
  public double winProbability(int score) {
    return logOdds ? 1 / (1 + Math.exp(-score / scale)) : Double.NaN;
  }

  @Override
  public ScoreUnit unit() {
    return unit;
  }

  /** The unit of log-odds scaled by {@code scale}: {@code log-odds ×1000}. */
  static ScoreUnit logOddsUnit(double scale) {
    String factor = scale == Math.rint(scale) && Math.abs(scale) < 1e15 ? Long.toString((long) scale)
        : Double.toString(scale);
    return ScoreUnit.of("log-odds ×" + factor);
  }

  /** The model's raw value of {@code state} for the mover. */
  public double value(S state) {
    features.extract(state, buffer);
    return model.value(features.stage(state), buffer);
  }

  /** The model behind this evaluator (shared with it, not copied). */
  public Model model() {
    return model;
  }

  /** The feature extractor. */
  public FeatureExtractor<S> features() {
    return features;
  }

  /** A copy for another thread: the same extractor, a copy of the model, its own buffer. */
  public ModelEvaluator<S> copy() {
    return new ModelEvaluator<>(features, model.copy(), scale, logOdds, unit);
  }

  /** Each search thread gets its own copy (this evaluator's buffer and the model's scratch are not shared). */
  @Override
  public ModelEvaluator<S> forThread() {
    return copy();
  }

  static int toScore(double v) {
    if (Double.isNaN(v)) {
      return 0;
    }
    long r = Math.round(v);
    return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, r));
  }
}
