package org.gametree.connect6;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.gametree.connect6.learn.ConnectFeatures;
import org.gametree.connect6.learn.TdInputs;
import org.gametree.core.Score;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.NeuralNetwork;
import org.gametree.core.learn.PriorKnowledgeEvaluator;

/**
 * Xu et al.'s evaluation for connect games, built from core's {@link PriorKnowledgeEvaluator}:
 * V(p) = χ·S(p) + NN(p)·(S_max − S_min)/(NN_max − NN_min) with S the {@link PriorEvaluator} and NN the 32-14-2 sigmoid
 * network over the scaled {@link TdInputs}, whose value is the mover's output minus the opponent's, so NN ∈ (−1, 1).
 * S and NN share one feature extraction per position. Decisive prior values (a win now, more opposing threats than
 * stones left: |S| ≥ {@code MAX_EVAL/2}) pass through unchanged. With all network weights zero, NN = 0 and V = χ·S.
 *
 * <p>This class holds the network's shape, its parameter file format and the shipped weights ({@code eval=td}).
 */
public final class TdNetwork {
  /** The resource holding the shipped Connect6 weights (trained by {@code gametree train connect6 td}). */
  public static final String RESOURCE = "/org/gametree/connect6/td-connect6.params";
  /** The game id the shipped weights are written for. */
  public static final String WEIGHTS_GAME = "connect6";
  /** Network layer sizes (Xu et al. 2010). */
  public static final int[] LAYERS = {2 * ConnectFeatures.PER_SIDE, 14, 2};
  /** Default S_max − S_min: the spread of S over training positions that the network's full range (2) maps to. */
  public static final double DEFAULT_S_RANGE = 12_000;

  private TdNetwork() {}

  /** A zero-weight 32-14-2 sigmoid network (Xu et al.'s starting point). */
  public static NeuralNetwork newNetwork() {
    return new NeuralNetwork(LAYERS.clone(), new Activation[] {Activation.SIGMOID, Activation.SIGMOID});
  }

  /**
   * V = χ·S + NN·sRange/2 for {@code game} over {@code network} (used, not copied; {@code forThread()} copies it).
   */
  public static PriorKnowledgeEvaluator<ConnectState> evaluator(
      ConnectGame game, NeuralNetwork network, double chi, double sRange) {
    if (network.dimension() != LAYERS[0] || network.sizes()[network.sizes().length - 1] != 2) {
      throw new IllegalArgumentException("need a 32-input, 2-output network, got " + Arrays.toString(
          network.sizes()));
    }
    if (chi < 0 || !(sRange > 0)) {
      throw new IllegalArgumentException("need chi >= 0 and S range > 0: " + chi + ", " + sRange);
    }
    TdInputs inputs = new TdInputs(game);
    return new PriorKnowledgeEvaluator<>(inputs.prior(), new ModelEvaluator<>(inputs, network), chi,
        -sRange / 2, sRange / 2, -1, 1, Score.MAX_EVAL / 2);
  }

  /** The evaluator with the shipped trained weights, χ = 1 and the default S range ({@code eval=td}). */
  public static PriorKnowledgeEvaluator<ConnectState> shipped(ConnectGame game) {
    return evaluator(game, shippedNetwork(), 1.0, DEFAULT_S_RANGE);
  }

  /** The shipped trained network (a fresh copy). */
  public static NeuralNetwork shippedNetwork() {
    try (InputStream in = TdNetwork.class.getResourceAsStream(RESOURCE)) {
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
    if (!Arrays.equals(n.sizes(), LAYERS)) {
      throw new IllegalArgumentException("expected a 32-14-2 network, got " + Arrays.toString(n.sizes()));
    }
    return n;
  }

  /**
   * Reads a network file written by {@code gametree train connect6 td} (e.g. a checkpoint, played as
   * {@code eval=file:PATH}); {@link IllegalArgumentException} naming the file if it cannot be read or is malformed.
   */
  public static NeuralNetwork read(java.nio.file.Path file) {
    try (Reader r = java.nio.file.Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(r);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read network file '" + file + "': " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("network file '" + file + "': " + e.getMessage(), e);
    }
  }

  /** The network's parameter file text. */
  public static String write(NeuralNetwork network) {
    return ModelIO.toText(network, WEIGHTS_GAME, names());
  }

  /** The network's input names: the feature names with their scaling. */
  public static List<String> names() {
    return new TdInputs(ConnectGame.connect6()).names();
  }
}
