package org.gametree.connect6;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.DifferentiableModel;
import org.gametree.core.learn.NeuralNetwork;

/**
 * The gomoku thesis's per-point network: a small network scores one empty point for one side from the point's local
 * pattern, and the network's move is the best-scored empty point.
 *
 * <p>The pattern is the four lines through the point, {@link #RADIUS} cells each way (the point itself excluded), each
 * cell one-hot as own stone, opponent stone or off the board (empty: all three 0), followed by the five windows of
 * five cells through the point (own stones / 4 in a window without opponent stones, and the opponent's likewise). A line is read in both
 * orientations, so the input {@code x} is 8 line vectors of {@link #LINE_INPUTS} values (4 directions × 2
 * orientations). Each line vector goes through the same tanh layer (weights shared by all 8), the 8 hidden vectors
 * are summed, and a tanh layer and a linear output follow: value = w₃·tanh(W₂·Σ_l tanh(W₁u_l + b₁) + b₂) + b₃. The
 * sum over all directions and both orientations makes the score invariant under the board's 8 symmetries (a
 * symmetric position gives the symmetric point the same score, up to the rounding of the sum's order), and the second
 * layer can still combine lines (two threes crossing). (A first version averaged sigmoid units: the average divides
 * the first layer's gradient by 8 and centres nothing, and comparison training did not move it; see docs/connect.md.)
 *
 * <p>The parameters live in a core {@link NeuralNetwork} of sizes {@code [34, H, K, 1]} (tanh, tanh, linear), whose
 * flat layout is used as is and whose parameter file ({@code kind network}) stores them; only the forward pass differs
 * (shared first layer, averaged). Single-threaded (scratch buffers); {@link #copy()} for another thread.
 */
public final class PointNetwork implements DifferentiableModel {
  /** Cells read each way along each line. */
  public static final int RADIUS = 4;
  /** Windows of RADIUS + 1 cells through the point along a line (five for radius 4). */
  public static final int WINDOWS = RADIUS + 1;
  /**
   * Inputs per oriented line: 2·RADIUS cells × (own, opponent, off-board), then per window through the point its own
   * stones / RADIUS if it holds no opponent stone and lies on the board (else 0), and the same for the opponent.
   */
  public static final int LINE_INPUTS = 3 * 2 * RADIUS + 2 * WINDOWS;
  /** Oriented lines: 4 directions × 2 orientations. */
  public static final int LINES = 8;
  /** The model's input size. */
  public static final int DIMENSION = LINES * LINE_INPUTS;
  /** Score scale of the evaluator: round(value × 10000). */
  public static final double SCALE = 10_000;

  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  private static final Activation[] ACTIVATIONS = {Activation.TANH, Activation.TANH, Activation.LINEAR};

  private final NeuralNetwork net;
  private final double[] w;
  private final int hidden;
  private final int top;
  private final int w2;
  private final int w3;
  private final double[] line;
  private final double[] mean;
  private final double[] out;
  private final double[] gamma;

  /** Wraps {@code net} (used live, not copied): sizes {@code [34, H, K, 1]}, activations tanh, tanh, linear. */
  public PointNetwork(NeuralNetwork net) {
    int[] s = net.sizes();
    if (s.length != 4 || s[0] != LINE_INPUTS || s[3] != 1 || !Arrays.equals(net.activations(), ACTIVATIONS)) {
      throw new IllegalArgumentException("a point network is [" + LINE_INPUTS + ", H, K, 1] with tanh, tanh, "
          + "linear, got " + Arrays.toString(s) + " " + Arrays.toString(net.activations()));
    }
    this.net = net;
    this.w = net.parameters();
    this.hidden = s[1];
    this.top = s[2];
    this.w2 = hidden * LINE_INPUTS + hidden;
    this.w3 = w2 + top * hidden + top;
    this.line = new double[LINES * hidden];
    this.mean = new double[hidden];
    this.out = new double[top];
    this.gamma = new double[hidden];
  }

  /** A new network with {@code hidden} line units and {@code top} combining units, weights random from the seed. */
  public static PointNetwork random(int hidden, int top, long seed) {
    return new PointNetwork(NeuralNetwork.random(new int[] {LINE_INPUTS, hidden, top, 1}, ACTIVATIONS.clone(), 1.0,
        new Random(seed)));
  }

  /** The parameters as a core network (for {@link org.gametree.core.learn.ModelIO}). */
  public NeuralNetwork network() {
    return net;
  }

  /** Names of the 34 line inputs, for the parameter file: {@code d-4own}, {@code d-4opp}, {@code d-4off}, …. */
  public static List<String> inputNames() {
    List<String> names = new ArrayList<>();
    for (int c = 0; c < 2 * RADIUS; c++) {
      int t = offset(c);
      for (String kind : new String[] {"own", "opp", "off"}) {
        names.add("d" + (t > 0 ? "+" : "") + t + kind);
      }
    }
    for (int k = 0; k < WINDOWS; k++) {
      names.add("w" + (k - RADIUS) + "own");
      names.add("w" + (k - RADIUS) + "opp");
    }
    return List.copyOf(names);
  }

  /** Step along the line of cell slot {@code c}: −1, −2, …, −RADIUS, then +1 … +RADIUS. */
  private static int offset(int c) {
    return c < RADIUS ? -(c + 1) : c - RADIUS + 1;
  }

  /**
   * Per cell of {@code game}, per oriented line and slot, the neighbouring cell (−1 off the board): the table
   * {@link #encode} reads. Size cells × {@link #LINES} × 2·RADIUS.
   */
  public static int[] neighbours(ConnectGame game) {
    int cells = game.width() * game.height();
    int per = 2 * RADIUS;
    int[] table = new int[cells * LINES * per];
    for (int cell = 0; cell < cells; cell++) {
      int x = cell % game.width();
      int y = cell / game.width();
      for (int l = 0; l < LINES; l++) {
        int[] d = DIRECTIONS[l / 2];
        int sign = l % 2 == 0 ? 1 : -1;
        for (int c = 0; c < per; c++) {
          int t = sign * offset(c);
          int nx = x + t * d[0];
          int ny = y + t * d[1];
          boolean on = nx >= 0 && ny >= 0 && nx < game.width() && ny < game.height();
          table[(cell * LINES + l) * per + c] = on ? game.cell(nx, ny) : -1;
        }
      }
    }
    return table;
  }

  /** Writes the input vector of {@code point} for {@code player} (0 or 1) into {@code x}. */
  public static void encode(ConnectState s, int[] neighbours, int point, int player, double[] x) {
    Arrays.fill(x, 0, DIMENSION, 0);
    int per = 2 * RADIUS;
    int own = player + 1;
    int base = point * LINES * per;
    for (int l = 0; l < LINES; l++) {
      for (int c = 0; c < per; c++) {
        int n = neighbours[base + l * per + c];
        int i = l * LINE_INPUTS + 3 * c;
        if (n < 0) {
          x[i + 2] = 1;
        } else {
          int at = s.at(n);
          if (at == own) {
            x[i] = 1;
          } else if (at != 0) {
            x[i + 1] = 1;
          }
        }
      }
      int wb = l * LINE_INPUTS + 3 * per;
      for (int k = 0; k < WINDOWS; k++) {
        int mine = 0;
        int theirs = 0;
        boolean off = false;
        for (int t = k - RADIUS; t <= k; t++) {
          if (t == 0) {
            continue;
          }
          int i = l * LINE_INPUTS + 3 * (t < 0 ? -t - 1 : RADIUS + t - 1);
          mine += (int) x[i];
          theirs += (int) x[i + 1];
          off |= x[i + 2] != 0;
        }
        x[wb + 2 * k] = off || theirs > 0 ? 0 : (double) mine / RADIUS;
        x[wb + 2 * k + 1] = off || mine > 0 ? 0 : (double) theirs / RADIUS;
      }
    }
  }

  @Override
  public int dimension() {
    return DIMENSION;
  }

  @Override
  public double value(double[] x) {
    Arrays.fill(mean, 0);
    for (int l = 0; l < LINES; l++) {
      int xb = l * LINE_INPUTS;
      for (int j = 0; j < hidden; j++) {
        double a = w[hidden * LINE_INPUTS + j];
        int row = j * LINE_INPUTS;
        for (int i = 0; i < LINE_INPUTS; i++) {
          double v = x[xb + i];
          if (v != 0) {
            a += w[row + i] * v;
          }
        }
        double y = Math.tanh(a);
        line[l * hidden + j] = y;
        mean[j] += y;
      }
    }
    double v = w[w3 + top];
    for (int k = 0; k < top; k++) {
      double a = w[w2 + top * hidden + k];
      int row = w2 + k * hidden;
      for (int j = 0; j < hidden; j++) {
        a += w[row + j] * mean[j];
      }
      out[k] = Math.tanh(a);
      v += w[w3 + k] * out[k];
    }
    return v;
  }

  @Override
  public double gradient(double[] x, double[] g) {
    double v = value(x);
    Arrays.fill(g, 0, w.length, 0);
    g[w3 + top] = 1;
    Arrays.fill(gamma, 0);
    for (int k = 0; k < top; k++) {
      g[w3 + k] = out[k];
      double delta = w[w3 + k] * (1 - out[k] * out[k]);
      g[w2 + top * hidden + k] = delta;
      int row = w2 + k * hidden;
      for (int j = 0; j < hidden; j++) {
        g[row + j] = delta * mean[j];
        gamma[j] += delta * w[row + j];
      }
    }
    for (int l = 0; l < LINES; l++) {
      int xb = l * LINE_INPUTS;
      for (int j = 0; j < hidden; j++) {
        double y = line[l * hidden + j];
        double d = gamma[j] * (1 - y * y);
        g[hidden * LINE_INPUTS + j] += d;
        int row = j * LINE_INPUTS;
        for (int i = 0; i < LINE_INPUTS; i++) {
          double xi = x[xb + i];
          if (xi != 0) {
            g[row + i] += d * xi;
          }
        }
      }
    }
    return v;
  }

  @Override
  public double scoreScale() {
    return SCALE;
  }

  @Override
  public int parameterCount() {
    return w.length;
  }

  @Override
  public double[] parameters() {
    return w;
  }

  @Override
  public PointNetwork copy() {
    return new PointNetwork(net.copy());
  }
}
