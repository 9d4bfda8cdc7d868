package org.gametree.connect6;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.gametree.connect6.learn.ConnectFeatures;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.NeuralNetwork;

/**
 * Xu et al.'s evaluation V(p) = χ·S(p) + NN(p)·(S_max − S_min)/(NN_max − NN_min): the prior {@link PriorEvaluator}
 * S plus the 32-14-2 sigmoid network over the 32 {@link ConnectFeatures} (each divided by {@link #INPUT_SCALE}), whose
 * value is the mover's output minus the opponent's, so NN ∈ (−1, 1) and NN_max − NN_min = 2.
 *
 * <p>The features are extracted once per call and shared by S and the network. Decisive positions keep the prior's
 * decisive scores (a win now, or more opponent threats than stones left), unchanged by the network. With all network
 * weights zero the network's two outputs are equal, NN = 0 and V = χ·S: the untrained evaluator plays exactly as the
 * prior. Single-threaded (scratch buffers); {@link #forThread()} gives a search thread its own copy.
 */
public final class TdEvaluator implements Evaluator<ConnectState> {
  /** The resource holding the shipped Connect6 weights (trained by {@code gametree train connect6 td}). */
  public static final String RESOURCE = "/org/gametree/connect6/td-connect6.params";
  /** The game id the shipped weights are written for. */
  public static final String WEIGHTS_GAME = "connect6";
  /** Network layer sizes (Xu et al. 2010). */
  public static final int[] LAYERS = {2 * ConnectFeatures.PER_SIDE, 14, 2};
  /** Default S_max − S_min: the spread of S over training positions that the network's full range (2) maps to. */
  public static final double DEFAULT_S_RANGE = 12_000;

  /**
   * What each raw feature is divided by before it enters the network (per side; typical mid-game maxima), so inputs
   * stay near 0 … 1 and the zero-initialised sigmoid units are not saturated by raw window counts.
   */
  static final double[] INPUT_SCALE = {
    4, 8, 16, 32, 64, 128, 3, 16, 8, 16, 64, 32, 6, 8, 1, 16
  };

  private final ConnectGame game;
  private final NeuralNetwork network;
  private final double chi;
  private final double factor;
  private final ConnectFeatures features;
  private final Threats threats;
  private final double[] raw = new double[2 * ConnectFeatures.PER_SIDE];
  private final double[] input = new double[2 * ConnectFeatures.PER_SIDE];

  /**
   * V = χ·S + NN·sRange/2 for {@code game}.
   *
   * @param network a 32-14-2 network (used, not copied)
   * @param chi χ ≥ 0, the weight of the prior
   * @param sRange S_max − S_min, the prior's spread the network's range is scaled to
   */
  public TdEvaluator(ConnectGame game, NeuralNetwork network, double chi, double sRange) {
    if (network.dimension() != LAYERS[0] || network.sizes()[network.sizes().length - 1] != 2) {
      throw new IllegalArgumentException("need a 32-input, 2-output network, got " + java.util.Arrays.toString(
          network.sizes()));
    }
    if (chi < 0 || !(sRange > 0)) {
      throw new IllegalArgumentException("need chi >= 0 and S range > 0: " + chi + ", " + sRange);
    }
    this.game = game;
    this.network = network;
    this.chi = chi;
    this.factor = sRange / 2.0;
    this.features = new ConnectFeatures(game);
    this.threats = new Threats(game);
  }

  /** A zero-weight 32-14-2 sigmoid network (Xu et al.'s starting point). */
  public static NeuralNetwork newNetwork() {
    return new NeuralNetwork(LAYERS.clone(), new Activation[] {Activation.SIGMOID, Activation.SIGMOID});
  }

  /** The evaluator with the shipped trained weights, χ = 1 and the default S range. */
  public static TdEvaluator shipped(ConnectGame game) {
    return new TdEvaluator(game, shippedNetwork(), 1.0, DEFAULT_S_RANGE);
  }

  /** The shipped trained network (a fresh copy). */
  public static NeuralNetwork shippedNetwork() {
    try (InputStream in = TdEvaluator.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the connect6 jar");
      }
      return read(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads a network written by {@link #write}; {@link org.gametree.core.learn.ModelFormatException} if malformed. */
  public static NeuralNetwork read(Reader in) {
    NeuralNetwork n = ModelIO.read(in, NeuralNetwork.class, WEIGHTS_GAME, names());
    if (!java.util.Arrays.equals(n.sizes(), LAYERS)) {
      throw new IllegalArgumentException("expected a 32-14-2 network, got " + java.util.Arrays.toString(n.sizes()));
    }
    return n;
  }

  /** The network's parameter file text. */
  public static String write(NeuralNetwork network) {
    return ModelIO.toText(network, WEIGHTS_GAME, names());
  }

  /** The network's input names: the feature names with their scaling. */
  public static java.util.List<String> names() {
    java.util.List<String> base = new ConnectFeatures(ConnectGame.connect6()).names();
    java.util.List<String> out = new java.util.ArrayList<>(base.size());
    for (int i = 0; i < base.size(); i++) {
      out.add(base.get(i) + "/" + (int) INPUT_SCALE[i % ConnectFeatures.PER_SIDE]);
    }
    return out;
  }

  /** The network (shared, not copied). */
  public NeuralNetwork network() {
    return network;
  }

  /** χ. */
  public double chi() {
    return chi;
  }

  /** S_max − S_min. */
  public double sRange() {
    return factor * 2;
  }

  /**
   * Writes the network's scaled inputs for {@code s} (mover's view) into {@code out} and returns the prior S(p) of
   * the same features (decisive values included).
   */
  public int inputs(ConnectState s, double[] out) {
    features.extract(s, raw);
    for (int i = 0; i < raw.length; i++) {
      out[i] = raw[i] / INPUT_SCALE[i % ConnectFeatures.PER_SIDE];
    }
    return PriorEvaluator.fromFeatures(raw, s);
  }

  @Override
  public int evaluate(ConnectState s) {
    if (s.isTerminal()) {
      return 0;
    }
    if (threats.moverWinsNow(s)) {
      return Score.MAX_EVAL / 2;
    }
    int prior = inputs(s, input);
    if (Math.abs(prior) >= Score.MAX_EVAL / 2) {
      return prior;
    }
    double v = chi * prior + network.value(input) * factor;
    return (int) Math.max(-Score.MAX_EVAL / 4, Math.min(Score.MAX_EVAL / 4, Math.round(v)));
  }

  /** The network's value (−1 … 1) of {@code s} for the mover. */
  public double networkValue(ConnectState s) {
    inputs(s, input);
    return network.value(input);
  }

  /** The game. */
  public ConnectGame game() {
    return game;
  }

  /** An independent copy (network copied) for another thread. */
  public TdEvaluator copy() {
    return new TdEvaluator(game, network.copy(), chi, factor * 2);
  }

  @Override
  public TdEvaluator forThread() {
    return copy();
  }
}
