package org.gametree.spark;

import java.io.Serializable;
import java.util.Arrays;
import java.util.function.DoubleUnaryOperator;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.NonPositiveDefiniteMatrixException;
import org.apache.commons.math3.linear.RealVector;
import org.apache.spark.api.java.JavaRDD;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TexelFit;
import org.gametree.spark.SparkTexel.Row;

/**
 * One Texel fit on Spark in progress ({@link SparkTexel}): the log-odds parameters u = K·θ (bias last) and the pass at
 * them; {@link #step} moves them by a Newton step. Each pass sums, per partition, the loss, the gradient and the
 * Hessian (upper triangle) of the penalised objective; the driver adds the partitions' sums in partition order
 * ({@link SparkTexel#ordered}) and solves the Newton system by Cholesky over the features some training position has.
 * Rows should be cached by the caller.
 */
public final class SparkTexelFit {
  /**
   * The fit's settings.
   *
   * @param l2 the penalty on the change of the weights, per squared log-odds
   * @param fitBias whether the bias is fitted
   * @param iterations Newton steps at most
   * @param tolerance the fit stops when a step lowers the training loss by less than this
   */
  public record Settings(double l2, boolean fitBias, int iterations, double tolerance) implements Serializable {
    /** Checks the ranges. */
    public Settings {
      if (!(l2 >= 0) || iterations < 0 || !(tolerance >= 0)) {
        throw new IllegalArgumentException("l2 >= 0, iterations >= 0, tolerance >= 0: " + l2 + ", " + iterations
            + ", " + tolerance);
      }
    }
  }


  /** The K minimising the training loss of the parameters {@code start} (bias last) on {@code rows}. */
  public static double fitK(JavaRDD<Row> rows, double[] start) {
    JavaRDD<double[]> values = rows.filter(r -> !r.heldOut()).map(r -> new double[] {r.dot(start), r.label()})
        .cache();
    try {
      long count = values.count();
      if (count == 0) {
        throw new IllegalArgumentException("no training positions");
      }
      DoubleUnaryOperator loss = k -> SparkTexel.ordered(values, () -> new double[1], (s, v) -> {
        s[0] += TexelFit.crossEntropy(k * v[0], v[1]);
        return s;
      }, (a, b) -> {
        a[0] += b[0];
        return a;
      })[0] / count;
      return TexelFit.minimiseK(loss);
    } finally {
      values.unpersist();
    }
  }


  /**
   * What one pass sums at the log-odds parameters u: the training and held-out losses and counts, the training
   * gradient of the mean loss and its Hessian (upper triangle, row by row), penalty not included.
   */
  static final class Pass implements Serializable {
    final int size;
    double trainLoss;
    long trainCount;
    double heldLoss;
    long heldCount;
    final double[] gradient;
    final double[] hessian;

    Pass(int size) {
      this.size = size;
      this.gradient = new double[size];
      this.hessian = new double[size * (size + 1) / 2];
    }

    /** Where row {@code i}'s upper triangle starts in {@link #hessian}. */
    int rowStart(int i) {
      return i * size - i * (i - 1) / 2;
    }

    Pass add(Row r, double[] u) {
      double z = r.dot(u);
      double loss = TexelFit.crossEntropy(z, r.label());
      if (r.heldOut()) {
        heldLoss += loss;
        heldCount++;
        return this;
      }
      trainLoss += loss;
      trainCount++;
      double p = 1 / (1 + Math.exp(-z));
      double residual = p - r.label();
      double weight = p * (1 - p);
      int[] index = r.index();
      float[] value = r.value();
      int bias = size - 1;
      for (int a = 0; a < index.length; a++) {
        int i = index[a];
        double xi = value[a];
        gradient[i] += residual * xi;
        int start = rowStart(i) - i;
        double wx = weight * xi;
        for (int b = a; b < index.length; b++) {
          hessian[start + index[b]] += wx * value[b];
        }
        hessian[start + bias] += wx;
      }
      gradient[bias] += residual;
      hessian[rowStart(bias)] += weight;
      return this;
    }

    Pass merge(Pass o) {
      trainLoss += o.trainLoss;
      trainCount += o.trainCount;
      heldLoss += o.heldLoss;
      heldCount += o.heldCount;
      for (int i = 0; i < gradient.length; i++) {
        gradient[i] += o.gradient[i];
      }
      for (int i = 0; i < hessian.length; i++) {
        hessian[i] += o.hessian[i];
      }
      return this;
    }
  }


  /** The features some training position has (not zero), and the training positions. */
  static boolean[] trainable(JavaRDD<Row> rows, int dimension) {
    return SparkTexel.ordered(rows.filter(r -> !r.heldOut()), () -> new boolean[dimension], (seen, r) -> {
      for (int i : r.index()) {
        seen[i] = true;
      }
      return seen;
    }, (a, b) -> {
      for (int i = 0; i < a.length; i++) {
        a[i] |= b[i];
      }
      return a;
    });
  }


  private final JavaRDD<Row> rows;
  private final double k;
  private final double[] start;
  private final Settings settings;
  private final boolean[] trainable;
  private final int size;
  private double[] u;
  private Pass pass;
  private int iterations;

  /**
   * A fit of {@code rows} from the parameters {@code start} (the evaluator's units, bias last) with scaling
   * {@code k}, continuing at {@code resumeU} (log-odds parameters) after {@code done} steps when it is not null.
   */
  public SparkTexelFit(JavaRDD<Row> rows, double[] start, double k, Settings settings, double[] resumeU, int done) {
    if (!(k > 0) || !Double.isFinite(k)) {
      throw new IllegalArgumentException("K must be a positive number: " + k);
    }
    this.rows = rows;
    this.k = k;
    this.start = start.clone();
    this.settings = settings;
    this.size = start.length;
    boolean[] seen = trainable(rows, size - 1);
    this.trainable = Arrays.copyOf(seen, size);
    this.trainable[size - 1] = settings.fitBias();
    if (resumeU != null && resumeU.length != size) {
      throw new IllegalArgumentException("the checkpoint has " + (resumeU.length - 1) + " features, the fit "
          + (size - 1));
    }
    this.u = resumeU != null ? resumeU.clone() : Arrays.stream(start).map(w -> k * w).toArray();
    this.iterations = done;
    this.pass = pass(u);
    if (pass.trainCount == 0) {
      throw new IllegalArgumentException("no training positions");
    }
  }

  private Pass pass(double[] at) {
    double[] p = at.clone();
    int n = size;
    return SparkTexel.ordered(rows, () -> new Pass(n), (acc, r) -> acc.add(r, p), Pass::merge);
  }

  /** The training loss with the penalty, at the current parameters. */
  public double objective() {
    return objective(pass, u);
  }

  private double objective(Pass at, double[] params) {
    double penalty = 0;
    for (int i = 0; i < size - 1; i++) {
      double d = params[i] - k * start[i];
      penalty += d * d;
    }
    return at.trainLoss / at.trainCount + settings.l2() / 2 * penalty;
  }

  /** The mean training loss, without the penalty. */
  public double trainLoss() {
    return pass.trainLoss / pass.trainCount;
  }

  /** The mean held-out loss (NaN with none held out). */
  public double heldOutLoss() {
    return pass.heldCount == 0 ? Double.NaN : pass.heldLoss / pass.heldCount;
  }

  /** Training and held-out positions. */
  public long[] counts() {
    return new long[] {pass.trainCount, pass.heldCount};
  }

  /**
   * One Newton step (halved until the objective does not rise, at most 30 times); false, with nothing changed, if
   * no step lowers the objective by at least the tolerance or the iterations are used up.
   */
  public boolean step() {
    if (iterations >= settings.iterations()) {
      return false;
    }
    double[] delta = newtonDirection();
    double before = objective();
    for (int halvings = 0; halvings <= 30; halvings++) {
      double t = Math.scalb(1.0, -halvings);
      double[] next = u.clone();
      for (int i = 0; i < size; i++) {
        next[i] -= t * delta[i];
      }
      Pass at = pass(next);
      double after = objective(at, next);
      if (after <= before) {
        boolean progress = before - after >= settings.tolerance();
        u = next;
        pass = at;
        iterations++;
        return progress;
      }
    }
    return false;
  }

  /** H⁻¹g over the trainable parameters (zero elsewhere), with the penalty in both. */
  private double[] newtonDirection() {
    int[] free = java.util.stream.IntStream.range(0, size).filter(i -> trainable[i]).toArray();
    int m = free.length;
    double count = pass.trainCount;
    double[][] h = new double[m][m];
    double[] g = new double[m];
    for (int a = 0; a < m; a++) {
      int i = free[a];
      g[a] = pass.gradient[i] / count + (i < size - 1 ? settings.l2() * (u[i] - k * start[i]) : 0);
      for (int b = a; b < m; b++) {
        int j = free[b];
        h[a][b] = pass.hessian[pass.rowStart(i) + j - i] / count;
        h[b][a] = h[a][b];
      }
      h[a][a] += i < size - 1 ? settings.l2() : 0;
    }
    double[] solved = solve(h, g);
    double[] delta = new double[size];
    for (int a = 0; a < m; a++) {
      delta[free[a]] = solved[a];
    }
    return delta;
  }

  /** Solves h·x = g by Cholesky, adding a growing ridge while h is not positive definite. */
  private static double[] solve(double[][] h, double[] g) {
    if (g.length == 0) {
      return g;
    }
    double trace = 0;
    for (int a = 0; a < h.length; a++) {
      trace += h[a][a];
    }
    double ridge = 0;
    for (int attempt = 0; ; attempt++) {
      Array2DRowRealMatrix matrix = new Array2DRowRealMatrix(h);
      for (int a = 0; a < h.length; a++) {
        matrix.addToEntry(a, a, ridge);
      }
      try {
        RealVector x = new CholeskyDecomposition(matrix, 1e-9, 1e-14).getSolver()
            .solve(new ArrayRealVector(g, false));
        return x.toArray();
      } catch (NonPositiveDefiniteMatrixException e) {
        if (attempt == 12) {
          throw new IllegalStateException("the Newton system stays singular; give l2 > 0", e);
        }
        ridge = Math.max(ridge * 10, 1e-12 * Math.max(trace / h.length, 1e-300));
      }
    }
  }

  /** The fitted weights in the evaluator's units. */
  public LinearModel model() {
    double[] w = new double[size - 1];
    for (int i = 0; i < w.length; i++) {
      w[i] = u[i] / k;
    }
    return new LinearModel(w, u[size - 1] / k);
  }

  /** The log-odds parameters (bias last), what a checkpoint keeps. */
  public double[] logOdds() {
    return u.clone();
  }

  /** Newton steps taken. */
  public int iterations() {
    return iterations;
  }

  /** The scaling constant. */
  public double k() {
    return k;
  }

  /** How many features the fit moves (some training position has them), the bias not counted. */
  public int trainableFeatures() {
    int c = 0;
    for (int i = 0; i < size - 1; i++) {
      c += trainable[i] ? 1 : 0;
    }
    return c;
  }
}
