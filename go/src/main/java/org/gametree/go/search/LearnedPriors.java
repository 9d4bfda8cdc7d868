package org.gametree.go.search;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.mcts.PriorPolicy;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.GoState;

/**
 * Priors from the learned move model ({@code prior=learned}): each candidate's probability is the softmax of its
 * {@link GoMoveFeatures}' summed weights (computed as the product of their strengths {@code exp(w / T)}) (Coulom's generalized Bradley–Terry model, trained by {@code gametree train
 * go moves}), divided by a temperature ({@code prior=learned} uses 1). The shipped model is the resource
 * {@link #RESOURCE}. Computing a node's priors allocates nothing: each searching thread has its own feature scratch.
 */
public final class LearnedPriors implements PriorPolicy<GoState> {
  /** The class-path resource of the shipped model. */
  public static final String RESOURCE = "/org/gametree/go/learn/moves-9x9.params";
  /** The {@code game} line of move-model files. */
  public static final String MODEL_GAME = "go-moves";

  /** Each feature's strength {@code γ = exp(w / T)}: a candidate's weight is their product, so no exp per move. */
  private final double[] gammas;
  private final ThreadLocal<Scratch> scratch;

  private static final class Scratch {
    final GoMoveFeatures features;
    final int[] buffer = new int[GoMoveFeatures.MAX_FEATURES];

    Scratch(int size) {
      features = new GoMoveFeatures(size);
    }
  }

  /** Priors on boards of side {@code size} from feature {@code weights} ({@link GoMoveFeatures#COUNT} of them). */
  public LearnedPriors(int size, double[] weights, double temperature) {
    if (weights.length != GoMoveFeatures.COUNT) {
      throw new IllegalArgumentException(
          "a move model has " + GoMoveFeatures.COUNT + " weights, not " + weights.length);
    }
    if (!(temperature > 0) || Double.isInfinite(temperature)) {
      throw new IllegalArgumentException("temperature must be positive and finite: " + temperature);
    }
    this.gammas = new double[weights.length];
    for (int i = 0; i < weights.length; i++) {
      gammas[i] = Math.exp(weights[i] / temperature);
    }
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(size));
  }

  /** The shipped model's priors for boards of side {@code size}. */
  public static LearnedPriors shipped(int size, double temperature) {
    return new LearnedPriors(size, Shipped.WEIGHTS, temperature);
  }

  /** Loads the weights of a move-model file; {@link ModelFormatException} if it is not one for these features. */
  public static double[] read(Reader in) {
    ModelIO.ModelFile f = ModelIO.read(in);
    if (!f.game().equals(MODEL_GAME) || !(f.model() instanceof LinearModel m)) {
      throw new ModelFormatException("not a Go move model (game " + MODEL_GAME + ", kind linear)", 0, f.game());
    }
    List<String> names = GoMoveFeatures.names();
    if (!f.featureNames().equals(names)) {
      throw new ModelFormatException("the file's " + f.featureNames().size() + " feature names differ from the "
          + names.size() + " of this build's GoMoveFeatures", 0, "features " + f.featureNames().size());
    }
    return m.weights();
  }

  /** The shipped weights, read once. */
  private static final class Shipped {
    static final double[] WEIGHTS = load();

    private static double[] load() {
      try (InputStream in = LearnedPriors.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + RESOURCE);
        }
        return read(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public void priors(GoState state, int[] moves, int n, double[] out) {
    Scratch s = scratch.get();
    int[] buf = s.buffer;
    double sum = 0;
    for (int i = 0; i < n; i++) {
      int k = s.features.features(state, moves[i], buf);
      double strength = 1;
      for (int j = 0; j < k; j++) {
        strength *= gammas[buf[j]];
      }
      out[i] = strength;
      sum += strength;
    }
    for (int i = 0; i < n; i++) {
      out[i] /= sum;
    }
  }
}
