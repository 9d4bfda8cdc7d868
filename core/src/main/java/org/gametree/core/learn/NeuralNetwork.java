package org.gametree.core.learn;

import java.util.Arrays;
import java.util.Random;

/**
 * A small dense feed-forward network written by hand for speed (Xu et al.'s 32-14-2 Connect6 network).
 *
 * <p>Layer {@code l} computes {@code y_l = act_l(W_l y_{l−1} + b_l)}. All weights and biases live in one flat array:
 * for each layer, its weights row by row (one row per unit) and then its biases. With one output the model's value is
 * that output; with two outputs it is {@code out[0] − out[1]} (Xu et al. 2010: the mover's output minus the opponent's).
 * Forward passes and gradients reuse preallocated buffers, so an instance is single-threaded; {@link #copy()} gives
 * another thread its own. Score scale: {@code round(value × 10000)}.
 */
public final class NeuralNetwork implements DifferentiableModel {
  private final int[] sizes;
  private final Activation[] activations;
  private final double[] parameters;
  private final int[] offsets;
  private final double[][] outputs;
  private final double[][] deltas;

  /**
   * A network with layer sizes {@code sizes} (input first) and one activation per non-input layer, all parameters
   * zero (Xu et al. 2010 starts from zero weights).
   */
  public NeuralNetwork(int[] sizes, Activation[] activations) {
    if (sizes.length < 2 || activations.length != sizes.length - 1) {
      throw new IllegalArgumentException(
          "need at least two layer sizes and one activation per non-input layer: "
              + Arrays.toString(sizes) + " " + Arrays.toString(activations));
    }
    for (int s : sizes) {
      if (s < 1) {
        throw new IllegalArgumentException("layer sizes must be >= 1: " + Arrays.toString(sizes));
      }
    }
    int outs = sizes[sizes.length - 1];
    if (outs > 2) {
      throw new IllegalArgumentException("a network value needs one or two outputs, not " + outs);
    }
    this.sizes = sizes.clone();
    this.activations = activations.clone();
    this.offsets = new int[sizes.length];
    int n = 0;
    for (int l = 1; l < sizes.length; l++) {
      offsets[l] = n;
      n += sizes[l] * sizes[l - 1] + sizes[l];
    }
    this.parameters = new double[n];
    this.outputs = new double[sizes.length][];
    this.deltas = new double[sizes.length][];
    for (int l = 0; l < sizes.length; l++) {
      outputs[l] = new double[sizes[l]];
      deltas[l] = new double[sizes[l]];
    }
  }

  /** A network whose weights are uniform in ±{@code scale}/sqrt(fan-in) from {@code random}, biases zero. */
  public static NeuralNetwork random(int[] sizes, Activation[] activations, double scale, Random random) {
    NeuralNetwork net = new NeuralNetwork(sizes, activations);
    for (int l = 1; l < sizes.length; l++) {
      double r = scale / Math.sqrt(sizes[l - 1]);
      int w = sizes[l] * sizes[l - 1];
      for (int i = 0; i < w; i++) {
        net.parameters[net.offsets[l] + i] = (2 * random.nextDouble() - 1) * r;
      }
    }
    return net;
  }

  /** Layer sizes, input first. */
  public int[] sizes() {
    return sizes.clone();
  }

  /** Activations of the non-input layers. */
  public Activation[] activations() {
    return activations.clone();
  }

  @Override
  public int dimension() {
    return sizes[0];
  }

  @Override
  public int parameterCount() {
    return parameters.length;
  }

  @Override
  public double[] parameters() {
    return parameters;
  }

  /** Runs the network on {@code x} and returns the output layer's buffer (valid until the next call). */
  public double[] forward(double[] x) {
    System.arraycopy(x, 0, outputs[0], 0, sizes[0]);
    for (int l = 1; l < sizes.length; l++) {
      double[] in = outputs[l - 1];
      double[] out = outputs[l];
      int nIn = sizes[l - 1];
      int nOut = sizes[l];
      int w = offsets[l];
      int b = w + nOut * nIn;
      Activation act = activations[l - 1];
      for (int j = 0; j < nOut; j++) {
        double a = parameters[b + j];
        int row = w + j * nIn;
        for (int i = 0; i < nIn; i++) {
          a += parameters[row + i] * in[i];
        }
        out[j] = act.apply(a);
      }
    }
    return outputs[sizes.length - 1];
  }

  @Override
  public double value(double[] x) {
    double[] out = forward(x);
    return out.length == 1 ? out[0] : out[0] - out[1];
  }

  @Override
  public double scoreScale() {
    return 10_000.0;
  }

  @Override
  public double gradient(double[] x, double[] gradient) {
    double[] out = forward(x);
    int last = sizes.length - 1;
    Activation outAct = activations[last - 1];
    double[] d = deltas[last];
    // d(value)/d(output): 1, or +1 and −1 for the two-output difference.
    d[0] = outAct.derivativeFromOutput(out[0]);
    if (out.length == 2) {
      d[1] = -outAct.derivativeFromOutput(out[1]);
    }
    for (int l = last; l >= 1; l--) {
      double[] in = outputs[l - 1];
      double[] delta = deltas[l];
      int nIn = sizes[l - 1];
      int nOut = sizes[l];
      int w = offsets[l];
      int b = w + nOut * nIn;
      for (int j = 0; j < nOut; j++) {
        int row = w + j * nIn;
        double dj = delta[j];
        for (int i = 0; i < nIn; i++) {
          gradient[row + i] = dj * in[i];
        }
        gradient[b + j] = dj;
      }
      if (l > 1) {
        double[] below = deltas[l - 1];
        Activation act = activations[l - 2];
        for (int i = 0; i < nIn; i++) {
          double s = 0;
          for (int j = 0; j < nOut; j++) {
            s += parameters[w + j * nIn + i] * delta[j];
          }
          below[i] = s * act.derivativeFromOutput(in[i]);
        }
      }
    }
    return out.length == 1 ? out[0] : out[0] - out[1];
  }

  @Override
  public NeuralNetwork copy() {
    NeuralNetwork n = new NeuralNetwork(sizes, activations);
    System.arraycopy(parameters, 0, n.parameters, 0, parameters.length);
    return n;
  }
}
