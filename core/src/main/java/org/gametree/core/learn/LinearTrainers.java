package org.gametree.core.learn;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.linear.SingularMatrixException;

/**
 * Supervised fits of a {@link LinearModel} to target evaluations h_j of positions x_j (Li Cong): least squares with
 * Commons Math, and the batch gradient-descent rule w_i ← w_i + η Σ_j (h_j − f_j) x_i(j).
 */
public final class LinearTrainers {
  private LinearTrainers() {}

  /**
   * Least squares with a bias: minimises Σ_j (h_j − w·x_j − b)² + ridge·|w|². With {@code ridge = 0} it uses a QR
   * decomposition and fails with {@link IllegalArgumentException} on collinear features (e.g. a duplicated one); a
   * positive ridge solves the normal equations and splits weight equally between identical features.
   */
  public static LinearModel leastSquares(double[][] x, double[] h, double ridge) {
    int m = x.length;
    if (m == 0 || h.length != m) {
      throw new IllegalArgumentException("need as many targets as positions: " + m + " vs " + h.length);
    }
    int n = x[0].length;
    RealMatrix a = new Array2DRowRealMatrix(m, n + 1);
    for (int j = 0; j < m; j++) {
      for (int i = 0; i < n; i++) {
        a.setEntry(j, i, x[j][i]);
      }
      a.setEntry(j, n, 1.0);
    }
    RealVector y = new ArrayRealVector(h);
    RealVector w;
    if (ridge == 0) {
      try {
        w = new QRDecomposition(a, 1e-10).getSolver().solve(y);
      } catch (SingularMatrixException e) {
        throw new IllegalArgumentException("features are collinear; use a positive ridge", e);
      }
    } else {
      RealMatrix ata = a.transpose().multiply(a);
      for (int i = 0; i < n; i++) {
        ata.addToEntry(i, i, ridge);
      }
      ata.addToEntry(n, n, 1e-12);
      w = new CholeskyDecomposition(ata).getSolver().solve(a.transpose().operate(y));
    }
    double[] weights = new double[n];
    for (int i = 0; i < n; i++) {
      weights[i] = w.getEntry(i);
    }
    return new LinearModel(weights, w.getEntry(n));
  }

  /**
   * One batch step of Li Cong's rule on {@code model} in place: w_i += η Σ_j (h_j − f_j) x_i(j), and the bias with
   * x = 1. Returns the mean squared error before the step.
   */
  public static double gradientStep(LinearModel model, double[][] x, double[] h, double eta) {
    double[] p = model.parameters();
    int n = model.dimension();
    double[] delta = new double[n + 1];
    double sq = 0;
    for (int j = 0; j < x.length; j++) {
      double err = h[j] - model.value(x[j]);
      sq += err * err;
      for (int i = 0; i < n; i++) {
        delta[i] += err * x[j][i];
      }
      delta[n] += err;
    }
    for (int i = 0; i <= n; i++) {
      p[i] += eta * delta[i];
    }
    return sq / x.length;
  }

  /** Runs {@code epochs} gradient steps from zero weights and returns the model. */
  public static LinearModel gradientDescent(double[][] x, double[] h, double eta, int epochs) {
    LinearModel model = LinearModel.zeros(x[0].length);
    for (int e = 0; e < epochs; e++) {
      gradientStep(model, x, h, eta);
    }
    return model;
  }
}
