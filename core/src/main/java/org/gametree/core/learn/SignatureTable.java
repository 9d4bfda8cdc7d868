package org.gametree.core.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Samuel's hierarchical signature tables (Lee &amp; Mahajan 1986; Samuel 1967). Each feature is quantised to {@code levels} values
 * (3: −1, 0, 1; or 5: −2 … 2) by {@code q = clamp(round(x / step_i), −h, h)} (halves rounded away from 0) with h = (levels − 1)/2. A table reads up
 * to four inputs, each a quantised feature or the output of an earlier table; its cell, indexed by the inputs'
 * quantised values, holds a value in [−1, 1]. A table's output enters the next level quantised as
 * {@code clamp(round(v × h), −h, h)}. The last table's cell value is the model's value; cells are trained from book
 * moves by {@link BookMoveTrainer} as (A − D)/(A + D). Score scale: {@code round(value × 10000)}.
 *
 * <p>Inputs are encoded as ints: {@code i ≥ 0} is feature i, {@code −1 − t} is the output of table t (t earlier).
 */
public final class SignatureTable implements Model {
  /** The most inputs one table reads. */
  public static final int MAX_INPUTS = 4;

  private final int dimension;
  private final int levels;
  private final int half;
  private final double[] steps;
  private final double[] inverseSteps;
  private final int[][] inputs;
  private final double[][] cells;
  private final double[] outputs;

  /**
   * A table structure with all cells zero.
   *
   * @param levels 3 or 5
   * @param steps one quantisation step per feature
   * @param inputs per table, its inputs (feature index, or −1 − earlier table index); the last table is the output
   */
  public SignatureTable(int levels, double[] steps, int[][] inputs) {
    if (levels != 3 && levels != 5) {
      throw new IllegalArgumentException("signature tables quantise to 3 or 5 levels, not " + levels);
    }
    if (inputs.length == 0) {
      throw new IllegalArgumentException("need at least one table");
    }
    this.dimension = steps.length;
    this.levels = levels;
    this.half = (levels - 1) / 2;
    this.steps = steps.clone();
    this.inverseSteps = new double[steps.length];
    for (int i = 0; i < steps.length; i++) {
      if (!(steps[i] > 0)) {
        throw new IllegalArgumentException("quantisation steps must be > 0: " + Arrays.toString(steps));
      }
      inverseSteps[i] = 1.0 / steps[i];
    }
    this.inputs = new int[inputs.length][];
    this.cells = new double[inputs.length][];
    boolean[] used = new boolean[inputs.length];
    for (int t = 0; t < inputs.length; t++) {
      int[] in = inputs[t];
      if (in.length < 1 || in.length > MAX_INPUTS) {
        throw new IllegalArgumentException("table " + t + " has " + in.length + " inputs; 1 to 4 allowed");
      }
      for (int v : in) {
        if (v >= dimension || (v < 0 && -1 - v >= t)) {
          throw new IllegalArgumentException(
              "table " + t + " input " + v + " is neither a feature (< " + dimension + ") nor an earlier table");
        }
        if (v < 0) {
          used[-1 - v] = true;
        }
      }
      this.inputs[t] = in.clone();
      int size = 1;
      for (int k = 0; k < in.length; k++) {
        size *= levels;
      }
      this.cells[t] = new double[size];
    }
    for (int t = 0; t < inputs.length - 1; t++) {
      if (!used[t]) {
        throw new IllegalArgumentException("table " + t + " feeds no later table");
      }
    }
    this.outputs = new double[inputs.length];
  }

  /**
   * The usual two-level structure: features grouped in order, {@code groupSize} (≤ 4) per first-level table, and one
   * output table reading all first-level tables (so at most four groups).
   */
  public static SignatureTable twoLevel(int levels, double[] steps, int groupSize) {
    int n = steps.length;
    List<int[]> tables = new ArrayList<>();
    for (int start = 0; start < n; start += groupSize) {
      int end = Math.min(n, start + groupSize);
      int[] in = new int[end - start];
      for (int i = start; i < end; i++) {
        in[i - start] = i;
      }
      tables.add(in);
    }
    if (tables.size() > 1) {
      int[] top = new int[tables.size()];
      for (int t = 0; t < top.length; t++) {
        top[t] = -1 - t;
      }
      tables.add(top);
    }
    return new SignatureTable(levels, steps, tables.toArray(new int[0][]));
  }

  @Override
  public int dimension() {
    return dimension;
  }

  /** 3 or 5. */
  public int levels() {
    return levels;
  }

  /** The quantisation steps (copy). */
  public double[] steps() {
    return steps.clone();
  }

  /** The structure (copy). */
  public int[][] inputs() {
    int[][] c = new int[inputs.length][];
    for (int t = 0; t < c.length; t++) {
      c[t] = inputs[t].clone();
    }
    return c;
  }

  /** The number of tables. */
  public int tableCount() {
    return inputs.length;
  }

  /** The live cell array of table {@code t} (index = Σ_k (q_k + h) · levels^k). */
  public double[] cells(int t) {
    return cells[t];
  }

  /** The total number of cells. */
  public int cellCount() {
    int c = 0;
    for (double[] t : cells) {
      c += t.length;
    }
    return c;
  }

  int quantiseFeature(int i, double x) {
    return clampLevel(x * inverseSteps[i]);
  }

  int quantiseOutput(double v) {
    return clampLevel(v * half);
  }

  /**
   * Rounds half away from zero, so that −x quantises to −q when x quantises to q (a table trained mirrored is then
   * exactly antisymmetric); floor is an intrinsic. NaN quantises to 0.
   */
  private int clampLevel(double y) {
    double q = y >= 0 ? Math.floor(y + 0.5) : -Math.floor(0.5 - y);
    return q >= half ? half : q <= -half ? -half : q == q ? (int) q : 0;
  }

  /** Computes every table's cell index for {@code x} into {@code cellIndex} and returns the output value. */
  double evaluate(double[] x, int[] cellIndex) {
    double v = 0;
    for (int t = 0; t < inputs.length; t++) {
      int[] in = inputs[t];
      int index = 0;
      for (int k = in.length - 1; k >= 0; k--) {
        int src = in[k];
        int q = src >= 0 ? quantiseFeature(src, x[src]) : quantiseOutput(outputs[-1 - src]);
        index = index * levels + q + half;
      }
      if (cellIndex != null) {
        cellIndex[t] = index;
      }
      v = cells[t][index];
      outputs[t] = v;
    }
    return v;
  }

  @Override
  public double value(double[] x) {
    return evaluate(x, null);
  }

  @Override
  public double scoreScale() {
    return 10_000.0;
  }

  @Override
  public SignatureTable copy() {
    SignatureTable c = new SignatureTable(levels, steps, inputs);
    for (int t = 0; t < cells.length; t++) {
      System.arraycopy(cells[t], 0, c.cells[t], 0, cells[t].length);
    }
    return c;
  }
}
