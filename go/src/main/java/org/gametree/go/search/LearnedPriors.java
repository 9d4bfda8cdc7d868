package org.gametree.go.search;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.mcts.PriorPolicy;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.GoState;

/**
 * Priors from the learned move model ({@code prior=learned}): each candidate's probability is the softmax of its
 * {@link GoMoveFeatures}' summed weights (computed as the product of their strengths {@code exp(w / T)}) (Coulom's generalized Bradley–Terry model, trained by {@code gametree train
 * go moves}), divided by a temperature ({@code prior=learned} uses 1). The shipped models are one per board size in
 * {@link #SHIPPED_SIZES}, the resources {@link #resource(int)}; another size uses the model of the nearest shipped
 * size. Computing a node's priors allocates nothing: each searching thread has its own feature scratch.
 */
public final class LearnedPriors implements PriorPolicy<GoState> {
  /** The class-path resource of the shipped 9×9 model. */
  public static final String RESOURCE = "/org/gametree/go/learn/moves-9x9.params";
  /** The board sizes with a shipped model of their own, trained on records of that size. */
  public static final List<Integer> SHIPPED_SIZES = List.of(9, 13, 19);
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

  /**
   * The shipped priors for boards of side {@code size}: the model of that size, or of the nearest size in
   * {@link #SHIPPED_SIZES} (the smaller on a tie).
   */
  public static LearnedPriors shipped(int size, double temperature) {
    return new LearnedPriors(size, Shipped.weights(modelSize(size)), temperature);
  }

  /** The size of the shipped model that {@link #shipped} uses on boards of side {@code size}. */
  public static int modelSize(int size) {
    int best = SHIPPED_SIZES.get(0);
    for (int s : SHIPPED_SIZES) {
      if (Math.abs(s - size) < Math.abs(best - size)) {
        best = s;
      }
    }
    return best;
  }

  /** Whether a model trained on boards of side {@code size} is shipped. */
  public static boolean hasModel(int size) {
    return SHIPPED_SIZES.contains(size);
  }

  /** The class-path resource of the shipped model for boards of side {@code size}, one of {@link #SHIPPED_SIZES}. */
  public static String resource(int size) {
    return "/org/gametree/go/learn/moves-" + size + "x" + size + ".params";
  }

  /**
   * Loads the weights of a move-model file, by feature name: a feature of this build's {@link GoMoveFeatures} that
   * the file lacks (a file written before the feature existed) weighs 0, strength 1. {@link ModelFormatException} if
   * it is not a move model or names a feature this build does not know.
   */
  public static double[] read(Reader in) {
    ModelIO.ModelFile f = ModelIO.read(in);
    if (!f.game().equals(MODEL_GAME) || !(f.model() instanceof LinearModel m)) {
      throw new ModelFormatException("not a Go move model (game " + MODEL_GAME + ", kind linear)", 0, f.game());
    }
    List<String> names = GoMoveFeatures.names();
    if (f.featureNames().equals(names)) {
      return m.weights();
    }
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      index.put(names.get(i), i);
    }
    double[] weights = new double[names.size()];
    double[] read = m.weights();
    for (int i = 0; i < f.featureNames().size(); i++) {
      Integer at = index.get(f.featureNames().get(i));
      if (at == null) {
        throw new ModelFormatException("the file's feature '" + f.featureNames().get(i)
            + "' is not one of this build's GoMoveFeatures", 0, f.featureNames().get(i));
      }
      weights[at] = read[i];
    }
    return weights;
  }

  /** The shipped weights, each size's read once. */
  private static final class Shipped {
    private static final Map<Integer, double[]> WEIGHTS = new ConcurrentHashMap<>();

    static double[] weights(int size) {
      return WEIGHTS.computeIfAbsent(size, Shipped::load);
    }

    private static double[] load(int size) {
      String resource = resource(size);
      try (InputStream in = LearnedPriors.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + resource);
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
