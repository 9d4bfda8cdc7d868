package org.gametree.core.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.DoubleUnaryOperator;

/**
 * Texel's method's fit: the evaluation {@code e = w·x + b} of a {@link LinearModel}, in the evaluator's units, read as
 * the log-odds {@code K·e} of the side to move's result, {@code p = 1 / (1 + exp(−K·e))}, fitted to the results y ∈
 * {0, ½, 1} by the logistic (cross-entropy) loss {@code −mean[y ln p + (1 − y) ln(1 − p)]}.
 *
 * <p>First {@link #fitK} finds the K that minimises the loss with the start weights (golden-section search on ln K;
 * the loss is convex in K). Then mini-batch Adam minimises the loss plus {@code l2/2 · Σ (K·(w_i − w0_i))²} over the
 * weights in log-odds units {@code u = K·θ} (so the learning rate and the penalty do not depend on the evaluator's
 * scale), the penalty pulling towards the start weights. A feature no training position has non-zero keeps its start
 * weight; the bias is fitted unless told not to, unpenalised. Each epoch visits the training positions in an order
 * drawn from the seed and the epoch's number alone, and {@link #checkpoint()} saves every number the next epoch
 * reads (exactly: doubles in hexadecimal), so a fit resumed from the checkpoint of epoch e ends where an uninterrupted
 * one does, bit for bit.
 */
public final class TexelFit {
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;
  private static final String MAGIC = "texel-checkpoint 1";

  /**
   * The fit's settings.
   *
   * @param batch positions per Adam step
   * @param learningRate Adam's step, in log-odds
   * @param l2 the penalty on the change of the weights, per squared log-odds
   * @param fitBias whether the bias (the side to move's tempo) is fitted
   * @param seed the seed of the epochs' orders
   */
  public record Settings(int batch, double learningRate, double l2, boolean fitBias, long seed) {
    /** Checks the ranges. */
    public Settings {
      if (batch < 1 || !(learningRate > 0) || !(l2 >= 0)) {
        throw new IllegalArgumentException("batch >= 1, learning rate > 0, l2 >= 0: " + batch + ", "
            + learningRate + ", " + l2);
      }
    }
  }

  private final TexelData data;
  private final Settings settings;
  private final double k;
  private final int n;
  private final double[] start;
  private final double[] u;
  private final double[] m;
  private final double[] v;
  private final boolean[] trainable;
  private final double[] gradient;
  private final int[] order;
  private long steps;
  private int epoch;

  /** A fit of {@code data} from {@code start} with scaling constant {@code k}. */
  public TexelFit(TexelData data, LinearModel start, double k, Settings settings) {
    if (start.dimension() != data.dimension) {
      throw new IllegalArgumentException("the weights have " + start.dimension() + " features, the positions "
          + data.dimension);
    }
    if (!(k > 0) || !Double.isFinite(k)) {
      throw new IllegalArgumentException("K must be a positive number: " + k);
    }
    this.data = data;
    this.settings = settings;
    this.k = k;
    this.n = data.dimension;
    this.start = start.parameters().clone();
    this.u = new double[n + 1];
    for (int i = 0; i <= n; i++) {
      u[i] = k * this.start[i];
    }
    this.m = new double[n + 1];
    this.v = new double[n + 1];
    this.gradient = new double[n + 1];
    this.trainable = new boolean[n + 1];
    for (int j = 0; j < data.size; j++) {
      for (int i = 0; i < n; i++) {
        trainable[i] |= data.x[j * n + i] != 0;
      }
    }
    trainable[n] = settings.fitBias();
    this.order = new int[data.size];
  }

  /** The K minimising the loss of {@code model} on {@code data} over [1e-7, 10]. */
  public static double fitK(TexelData data, LinearModel model) {
    double[] e = values(data, model);
    return minimiseK(k -> loss(e, data.y, k));
  }

  /**
   * The K in [1e-7, 10] minimising {@code loss} (a function of K convex in ln K, as the logistic loss of fixed
   * evaluations is): golden-section search on ln K, 100 evaluations.
   */
  public static double minimiseK(DoubleUnaryOperator loss) {
    double lo = Math.log(1e-7);
    double hi = Math.log(10);
    double g = (Math.sqrt(5) - 1) / 2;
    double a = hi - g * (hi - lo);
    double b = lo + g * (hi - lo);
    double fa = loss.applyAsDouble(Math.exp(a));
    double fb = loss.applyAsDouble(Math.exp(b));
    for (int it = 0; it < 100; it++) {
      if (fa <= fb) {
        hi = b;
        b = a;
        fb = fa;
        a = hi - g * (hi - lo);
        fa = loss.applyAsDouble(Math.exp(a));
      } else {
        lo = a;
        a = b;
        fa = fb;
        b = lo + g * (hi - lo);
        fb = loss.applyAsDouble(Math.exp(b));
      }
    }
    return Math.exp((lo + hi) / 2);
  }

  /** The mean logistic loss of {@code model} with scaling {@code k} on {@code data} (NaN for no positions). */
  public static double loss(TexelData data, LinearModel model, double k) {
    return loss(values(data, model), data.y, k);
  }

  private static double[] values(TexelData data, LinearModel model) {
    double[] p = model.parameters();
    int n = data.dimension;
    double[] e = new double[data.size];
    for (int j = 0; j < data.size; j++) {
      double s = p[n];
      for (int i = 0, o = j * n; i < n; i++) {
        s += p[i] * data.x[o + i];
      }
      e[j] = s;
    }
    return e;
  }

  private static double loss(double[] e, float[] y, double k) {
    double s = 0;
    for (int j = 0; j < e.length; j++) {
      s += crossEntropy(k * e[j], y[j]);
    }
    return s / e.length;
  }

  /** −[y ln σ(z) + (1 − y) ln(1 − σ(z))], computed stably: the loss of one position at log-odds z. */
  public static double crossEntropy(double z, double y) {
    double lnP = -Math.log1p(Math.exp(-Math.abs(z))) + Math.min(z, 0);
    return -(y * lnP + (1 - y) * (lnP - z));
  }

  /** One epoch: the training positions in the epoch's order, one Adam step per batch. */
  public void epoch() {
    for (int j = 0; j < order.length; j++) {
      order[j] = j;
    }
    SplittableRandom random = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + epoch);
    for (int j = order.length - 1; j > 0; j--) {
      int r = random.nextInt(j + 1);
      int t = order[j];
      order[j] = order[r];
      order[r] = t;
    }
    int batch = settings.batch();
    for (int from = 0; from < order.length; from += batch) {
      step(from, Math.min(order.length, from + batch));
    }
    epoch++;
  }

  private void step(int from, int to) {
    Arrays.fill(gradient, 0);
    float[] x = data.x;
    double inv = 1.0 / (to - from);
    for (int q = from; q < to; q++) {
      int j = order[q];
      int o = j * n;
      double z = u[n];
      for (int i = 0; i < n; i++) {
        z += u[i] * x[o + i];
      }
      double r = (1 / (1 + Math.exp(-z)) - data.y[j]) * inv;
      for (int i = 0; i < n; i++) {
        gradient[i] += r * x[o + i];
      }
      gradient[n] += r;
    }
    steps++;
    double c1 = 1 - Math.pow(BETA1, steps);
    double c2 = 1 - Math.pow(BETA2, steps);
    double lr = settings.learningRate();
    for (int i = 0; i <= n; i++) {
      if (!trainable[i]) {
        continue;
      }
      double g = gradient[i] + (i < n ? settings.l2() * (u[i] - k * start[i]) : 0);
      m[i] = BETA1 * m[i] + (1 - BETA1) * g;
      v[i] = BETA2 * v[i] + (1 - BETA2) * g * g;
      u[i] -= lr * (m[i] / c1) / (Math.sqrt(v[i] / c2) + EPSILON);
    }
  }

  /** The weights so far, in the evaluator's units. */
  public LinearModel model() {
    double[] w = new double[n];
    for (int i = 0; i < n; i++) {
      w[i] = u[i] / k;
    }
    return new LinearModel(w, u[n] / k);
  }

  /** The scaling constant. */
  public double k() {
    return k;
  }

  /** Epochs done. */
  public int epochs() {
    return epoch;
  }

  /** How many features the fit moves (those some training position has), not counting the bias. */
  public int trainableFeatures() {
    int c = 0;
    for (int i = 0; i < n; i++) {
      c += trainable[i] ? 1 : 0;
    }
    return c;
  }

  /** Every number the next epoch reads, as text. */
  public String checkpoint() {
    StringBuilder b = new StringBuilder(MAGIC).append('\n');
    b.append("epoch ").append(epoch).append('\n').append("steps ").append(steps).append('\n');
    b.append("k ").append(Double.toHexString(k)).append('\n');
    for (String name : List.of("u", "m", "v")) {
      double[] a = name.equals("u") ? u : name.equals("m") ? m : v;
      b.append(name);
      for (double d : a) {
        b.append(' ').append(Double.toHexString(d));
      }
      b.append('\n');
    }
    return b.toString();
  }

  /**
   * Restores a {@link #checkpoint()} written by a fit of the same data, start and settings;
   * {@link IllegalArgumentException} if it is not one, naming what does not match.
   */
  public void restore(String text) {
    List<String> lines = new ArrayList<>(List.of(text.strip().split("\n")));
    if (lines.size() != 7 || !lines.get(0).equals(MAGIC)) {
      throw new IllegalArgumentException("not a Texel checkpoint (expected '" + MAGIC + "' and 6 lines)");
    }
    int e = Integer.parseInt(field(lines.get(1), "epoch"));
    long s = Long.parseLong(field(lines.get(2), "steps"));
    double kk = Double.parseDouble(field(lines.get(3), "k"));
    if (kk != k) {
      throw new IllegalArgumentException("the checkpoint's K " + kk + " is not this fit's " + k);
    }
    double[][] arrays = {u, m, v};
    for (int a = 0; a < 3; a++) {
      String[] parts = lines.get(4 + a).split(" ");
      if (parts.length != n + 2) {
        throw new IllegalArgumentException("the checkpoint has " + (parts.length - 2) + " features, this fit " + n);
      }
      for (int i = 0; i <= n; i++) {
        arrays[a][i] = Double.parseDouble(parts[i + 1]);
      }
    }
    epoch = e;
    steps = s;
  }

  private static String field(String line, String name) {
    if (!line.startsWith(name + " ")) {
      throw new IllegalArgumentException("checkpoint line '" + line + "' should start with '" + name + "'");
    }
    return line.substring(name.length() + 1).strip();
  }
}
