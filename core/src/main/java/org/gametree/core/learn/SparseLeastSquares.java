package org.gametree.core.learn;

import java.util.Arrays;

/**
 * Ridge least squares on sparse features, for pattern tables with a weight per configuration (Buro's Othello
 * evaluation): minimises Σ_j (y_j − w·x_j)² + ridge·|w|² by conjugate gradients on the normal equations (CGLS, which
 * never forms XᵀX), from w = 0. A feature seen in fewer than {@code minCount} rows is left out (its weight stays 0): a
 * configuration met in a handful of positions would otherwise fit their noise. With ridge 0 and an identifiable
 * design the fit is the exact least-squares solution; every weight a row set cannot distinguish (a constant moved
 * between two tables that always appear together) gets the minimum-norm split, since CGLS from 0 stays in the row
 * space.
 */
public final class SparseLeastSquares {
  private SparseLeastSquares() {}

  /** Rows in compressed form (column indices and values of each row's non-zero features) with their targets. */
  public static final class Rows {
    private int[] start = new int[1025];
    private int[] cols = new int[8192];
    private double[] vals = new double[8192];
    private double[] targets = new double[1024];
    private int rows;

    /** Appends a row: the first {@code n} entries of {@code columns} and {@code values}, and its target. */
    public void add(int[] columns, double[] values, int n, double target) {
      if (rows + 1 == targets.length) {
        targets = Arrays.copyOf(targets, targets.length * 2);
        start = Arrays.copyOf(start, start.length * 2);
      }
      int at = start[rows];
      if (at + n > cols.length) {
        int cap = Math.max(cols.length * 2, at + n);
        cols = Arrays.copyOf(cols, cap);
        vals = Arrays.copyOf(vals, cap);
      }
      System.arraycopy(columns, 0, cols, at, n);
      System.arraycopy(values, 0, vals, at, n);
      targets[rows] = target;
      rows++;
      start[rows] = at + n;
    }

    /** Number of rows. */
    public int size() {
      return rows;
    }

    /** The target of row {@code j}. */
    public double target(int j) {
      return targets[j];
    }

    /** w·x_j. */
    public double predict(int j, double[] w) {
      double v = 0;
      for (int k = start[j]; k < start[j + 1]; k++) {
        v += w[cols[k]] * vals[k];
      }
      return v;
    }

    /** out = X·w. */
    void times(double[] w, double[] out) {
      for (int j = 0; j < rows; j++) {
        out[j] = predict(j, w);
      }
    }

    /** out = Xᵀ·r. */
    void transposeTimes(double[] r, double[] out) {
      Arrays.fill(out, 0);
      for (int j = 0; j < rows; j++) {
        double rj = r[j];
        for (int k = start[j]; k < start[j + 1]; k++) {
          out[cols[k]] += vals[k] * rj;
        }
      }
    }

    /** How many rows each of {@code dimension} features appears in (non-zero). */
    public int[] counts(int dimension) {
      int[] c = new int[dimension];
      for (int k = 0; k < start[rows]; k++) {
        if (vals[k] != 0) {
          c[cols[k]]++;
        }
      }
      return c;
    }
  }

  /** The fitted weights, the iterations run, the root-mean-square error on the rows and the features kept. */
  public record Fit(double[] weights, int iterations, double rmse, int kept) {}

  /**
   * Fits {@code dimension} weights to {@code rows}: at most {@code maxIterations} conjugate-gradient steps, stopping
   * when the gradient's norm falls below {@code tolerance} times its first norm.
   *
   * @throws IllegalArgumentException on an empty row set, a column out of range or a negative ridge
   */
  public static Fit fit(Rows rows, int dimension, double ridge, int minCount, int maxIterations, double tolerance) {
    if (rows.size() == 0) {
      throw new IllegalArgumentException("no rows to fit");
    }
    if (ridge < 0) {
      throw new IllegalArgumentException("ridge must be >= 0: " + ridge);
    }
    for (int k = 0; k < rows.start[rows.rows]; k++) {
      if (rows.cols[k] < 0 || rows.cols[k] >= dimension) {
        throw new IllegalArgumentException("column " + rows.cols[k] + " outside 0.." + (dimension - 1));
      }
    }
    int[] count = rows.counts(dimension);
    boolean[] keep = new boolean[dimension];
    int kept = 0;
    for (int i = 0; i < dimension; i++) {
      keep[i] = count[i] >= minCount && count[i] > 0;
      kept += keep[i] ? 1 : 0;
    }
    int m = rows.size();
    double[] w = new double[dimension];
    double[] r = Arrays.copyOf(rows.targets, m);
    double[] s = new double[dimension];
    double[] q = new double[m];
    rows.transposeTimes(r, s);
    mask(s, keep);
    double[] p = s.clone();
    double gamma = dot(s, s);
    double first = Math.sqrt(gamma);
    int it = 0;
    while (it < maxIterations && Math.sqrt(gamma) > tolerance * first && gamma > 0) {
      rows.times(p, q);
      double delta = dot(q, q) + ridge * dot(p, p);
      double alpha = gamma / delta;
      for (int i = 0; i < dimension; i++) {
        w[i] += alpha * p[i];
      }
      for (int j = 0; j < m; j++) {
        r[j] -= alpha * q[j];
      }
      rows.transposeTimes(r, s);
      for (int i = 0; i < dimension; i++) {
        s[i] -= ridge * w[i];
      }
      mask(s, keep);
      double next = dot(s, s);
      double beta = next / gamma;
      gamma = next;
      for (int i = 0; i < dimension; i++) {
        p[i] = s[i] + beta * p[i];
      }
      it++;
    }
    return new Fit(w, it, rmse(rows, w), kept);
  }

  /** Root-mean-square error of {@code w} on {@code rows}. */
  public static double rmse(Rows rows, double[] w) {
    double sum = 0;
    for (int j = 0; j < rows.size(); j++) {
      double e = rows.target(j) - rows.predict(j, w);
      sum += e * e;
    }
    return Math.sqrt(sum / rows.size());
  }

  private static void mask(double[] s, boolean[] keep) {
    for (int i = 0; i < s.length; i++) {
      if (!keep[i]) {
        s[i] = 0;
      }
    }
  }

  private static double dot(double[] a, double[] b) {
    double d = 0;
    for (int i = 0; i < a.length; i++) {
      d += a[i] * b[i];
    }
    return d;
  }
}
