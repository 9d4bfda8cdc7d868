package org.gametree.go;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;

/**
 * The learned leaf value ({@code eval=learned}): logistic regression of "the side to move wins" on
 * {@link GoValueFeatures}, trained on game outcomes by {@code gametree train go value}. The score is the log-odds
 * times {@link #PER_LOGIT}, so {@code mcts:...,eval=learned,mix=λ} with MCTS's default {@code evalscale=400} mixes
 * the model's own win probability into the rollouts ({@code (1−λ)·rollout + λ·p}, AlphaGo's mix); {@link
 * #winProbability} gives it back. The shipped model is the resource {@link #RESOURCE}.
 *
 * <p>An instance owns its feature scratch; {@link #forThread()} gives each search thread its own. A call allocates
 * nothing.
 */
public final class LearnedValue implements Evaluator<GoState> {
  /** The class-path resource of the shipped model. */
  public static final String RESOURCE = "/org/gametree/go/learn/value-9x9.params";
  /** The {@code game} line of value-model files. */
  public static final String MODEL_GAME = "go-value";
  /** Score units per unit of log-odds: MCTS's default {@code evalscale}. */
  public static final double PER_LOGIT = 400;

  private final LinearModel model;
  private final GoValueFeatures features;
  private final double[] x = new double[GoValueFeatures.COUNT];

  /** The value of {@code model} (log-odds over {@link GoValueFeatures}) on boards of side {@code size}. */
  public LearnedValue(int size, LinearModel model) {
    if (model.dimension() != GoValueFeatures.COUNT) {
      throw new IllegalArgumentException(
          "a value model has " + GoValueFeatures.COUNT + " weights, not " + model.dimension());
    }
    this.model = model;
    this.features = new GoValueFeatures(size);
  }

  /** The shipped model on boards of side {@code size}. */
  public static LearnedValue shipped(int size) {
    return new LearnedValue(size, Shipped.MODEL);
  }

  /** Loads a value-model file; {@link ModelFormatException} if it is not one for these features. */
  public static LinearModel read(Reader in) {
    ModelIO.ModelFile f = ModelIO.read(in);
    if (!f.game().equals(MODEL_GAME) || !(f.model() instanceof LinearModel m)) {
      throw new ModelFormatException("not a Go value model (game " + MODEL_GAME + ", kind linear)", 0, f.game());
    }
    if (!f.featureNames().equals(GoValueFeatures.names())) {
      throw new ModelFormatException("the file's feature names " + f.featureNames() + " differ from this build's "
          + GoValueFeatures.names(), 0, "features " + f.featureNames().size());
    }
    return m;
  }

  /** The model's probability that the side to move in {@code s} wins. */
  public double winProbability(GoState s) {
    return 1 / (1 + Math.exp(-logOdds(s)));
  }

  /** The model's log-odds that the side to move in {@code s} wins. */
  public double logOdds(GoState s) {
    features.extract(s, x);
    return model.value(x);
  }

  @Override
  public int evaluate(GoState s) {
    double v = logOdds(s) * PER_LOGIT;
    return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, Math.round(v)));
  }

  @Override
  public double winProbability(int score) {
    return 1 / (1 + Math.exp(-score / PER_LOGIT));
  }

  @Override
  public ScoreUnit unit() {
    return ScoreUnit.of("log-odds ×" + (long) PER_LOGIT);
  }

  @Override
  public LearnedValue forThread() {
    return new LearnedValue(features.size(), model);
  }

  /** The shipped model, read once. */
  private static final class Shipped {
    static final LinearModel MODEL = load();

    private static LinearModel load() {
      try (InputStream in = LearnedValue.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + RESOURCE);
        }
        return read(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
