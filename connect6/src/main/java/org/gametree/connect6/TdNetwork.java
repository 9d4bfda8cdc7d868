package org.gametree.connect6;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.gametree.core.Score;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelFormatException;
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
 * A file is core's {@code network} parameter file followed, after its {@code end}, by one line giving the χ and
 * S range the network was trained with, {@code td chi 1.0 s-range 12000.0}; a file without that line (written
 * before it existed) is read with χ = 1 and the {@link #DEFAULT_S_RANGE}. Core's reader stops at {@code end}, so
 * every reader of parameter files still reads the network part.
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
  /** Default χ, the weight of the prior. */
  public static final double DEFAULT_CHI = 1.0;
  /** The first word of the settings line after the network's {@code end}. */
  private static final String SETTINGS = "td";

  private TdNetwork() {}

  /**
   * A network with the settings V is built with: V = χ·S + NN·sRange/2.
   *
   * @param network the 32-14-2 network
   * @param chi χ ≥ 0
   * @param sRange S_max − S_min &gt; 0
   */
  public record Weights(NeuralNetwork network, double chi, double sRange) {
    /** Checks the shape and the settings. */
    public Weights {
      if (network.dimension() != LAYERS[0] || network.sizes()[network.sizes().length - 1] != 2) {
        throw new IllegalArgumentException("need a 32-input, 2-output network, got " + Arrays.toString(
            network.sizes()));
      }
      if (!(chi >= 0) || Double.isInfinite(chi) || !(sRange > 0) || Double.isInfinite(sRange)) {
        throw new IllegalArgumentException("need finite chi >= 0 and S range > 0: " + chi + ", " + sRange);
      }
    }

    /** The network with the default χ and S range (how files written before the settings line are read). */
    public static Weights withDefaults(NeuralNetwork network) {
      return new Weights(network, DEFAULT_CHI, DEFAULT_S_RANGE);
    }
  }

  /** A zero-weight 32-14-2 sigmoid network (Xu et al.'s starting point). */
  public static NeuralNetwork newNetwork() {
    return new NeuralNetwork(LAYERS.clone(), new Activation[] {Activation.SIGMOID, Activation.SIGMOID});
  }

  /**
   * V = χ·S + NN·sRange/2 for {@code game} over {@code network} (used, not copied; {@code forThread()} copies it).
   */
  public static PriorKnowledgeEvaluator<ConnectState> evaluator(
      ConnectGame game, NeuralNetwork network, double chi, double sRange) {
    return evaluator(game, new Weights(network, chi, sRange));
  }

  /** V = χ·S + NN·sRange/2 with the network and settings of {@code weights} (the network used, not copied). */
  public static PriorKnowledgeEvaluator<ConnectState> evaluator(ConnectGame game, Weights weights) {
    TdInputs inputs = new TdInputs(game);
    double half = weights.sRange() / 2;
    return new PriorKnowledgeEvaluator<>(inputs.prior(), new ModelEvaluator<>(inputs, weights.network()),
        weights.chi(), -half, half, -1, 1, Score.MAX_EVAL / 2);
  }

  /** The evaluator with the shipped trained weights and the settings their file gives ({@code eval=td}). */
  public static PriorKnowledgeEvaluator<ConnectState> shipped(ConnectGame game) {
    return evaluator(game, shippedWeights());
  }

  /** The shipped trained network (a fresh copy). */
  public static NeuralNetwork shippedNetwork() {
    return shippedWeights().network();
  }

  /** The shipped trained network (a fresh copy) with the χ and S range it plays with. */
  public static Weights shippedWeights() {
    try (InputStream in = TdNetwork.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the connect6 jar");
      }
      return readWeights(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads the network of a file written by {@link #write}; {@link ModelFormatException} if malformed. */
  public static NeuralNetwork read(Reader in) {
    return readWeights(in).network();
  }

  /**
   * Reads a file written by {@link #write}: the network and its settings line, or the defaults if the file has none
   * (written before the line existed); {@link ModelFormatException} naming the line if malformed.
   */
  public static Weights readWeights(Reader in) {
    return readWeights(in, DEFAULT_CHI, DEFAULT_S_RANGE);
  }

  /**
   * Reads a file written by {@link #write}: the network and its settings line, or {@code chi} and {@code sRange} if
   * the file has none (a recipe resuming a run with its options); {@link ModelFormatException} if malformed.
   */
  public static Weights readWeights(Reader in, double chi, double sRange) {
    String text = new BufferedReader(in).lines().collect(Collectors.joining("\n", "", "\n"));
    NeuralNetwork n = ModelIO.read(new StringReader(text), NeuralNetwork.class, WEIGHTS_GAME, names());
    if (!Arrays.equals(n.sizes(), LAYERS)) {
      throw new IllegalArgumentException("expected a 32-14-2 network, got " + Arrays.toString(n.sizes()));
    }
    return settings(text, n, chi, sRange);
  }

  /** The settings line after {@code end}, if any, applied to {@code network}. */
  private static Weights settings(String text, NeuralNetwork network, double chi, double sRange) {
    String[] lines = text.split("\n", -1);
    int i = 0;
    while (i < lines.length && !lines[i].strip().equals("end")) {
      i++;
    }
    Weights weights = null;
    for (i++; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] t = line.split("\\s+");
      if (weights != null || t.length != 5 || !t[0].equals(SETTINGS) || !t[1].equals("chi")
          || !t[3].equals("s-range")) {
        throw new ModelFormatException("expected one line '" + SETTINGS + " chi X s-range Y' after 'end'", i + 1,
            clip(line));
      }
      try {
        weights = new Weights(network, Double.parseDouble(t[2]), Double.parseDouble(t[4]));
      } catch (IllegalArgumentException e) {
        throw new ModelFormatException("bad chi or S range: " + e.getMessage(), i + 1, clip(line));
      }
    }
    return weights != null ? weights : new Weights(network, chi, sRange);
  }

  private static String clip(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }

  /**
   * Reads a network file written by {@code gametree train connect6 td} (e.g. a checkpoint, played as
   * {@code eval=file:PATH}); {@link IllegalArgumentException} naming the file if it cannot be read or is malformed.
   */
  public static NeuralNetwork read(java.nio.file.Path file) {
    return readWeights(file).network();
  }

  /** The network and settings of a file, as {@link #read(java.nio.file.Path)} reads the network. */
  public static Weights readWeights(java.nio.file.Path file) {
    try (Reader r = java.nio.file.Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return readWeights(r);
    } catch (IOException | UncheckedIOException e) {
      throw new IllegalArgumentException("cannot read network file '" + file + "': " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("network file '" + file + "': " + e.getMessage(), e);
    }
  }

  /** The network's parameter file text, without a settings line (read back with the default χ and S range). */
  public static String write(NeuralNetwork network) {
    return ModelIO.toText(network, WEIGHTS_GAME, names());
  }

  /** The parameter file text of the network followed by its settings line. */
  public static String write(Weights weights) {
    return write(weights.network()) + String.format(java.util.Locale.ROOT, "%s chi %s s-range %s\n", SETTINGS,
        Double.toString(weights.chi()), Double.toString(weights.sRange()));
  }

  /** The network's input names: the feature names with their scaling. */
  public static List<String> names() {
    return new TdInputs(ConnectGame.connect6()).names();
  }
}
