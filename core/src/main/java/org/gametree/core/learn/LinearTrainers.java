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
 * Commons Math, and the batch gradient-descent rule w_i ← w_i + η Σ_j (h_j − f_j) x_i(j); and logistic regression of
 * outcomes y_j ∈ [0, 1] by Newton's method ({@link #logisticStep}), the model's value being the log-odds.
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

  /**
   * One Newton step (iteratively reweighted least squares) of logistic regression on {@code model} in place: the
   * model's value w·x + b is the log-odds that y = 1, and the step maximises Σ_j [y_j ln p_j + (1 − y_j) ln(1 − p_j)]
   * − l2/2·|w|² (the bias is not penalised; y may be ½ for a draw). Returns the mean log-likelihood per example
   * before the step. Deterministic: the same model and data give the same step, so a fit stopped between steps and
   * continued from the saved weights ends where an uninterrupted one would.
   */
  public static double logisticStep(LinearModel model, double[][] x, double[] y, double l2) {
    int m = x.length;
    if (m == 0 || y.length != m) {
      throw new IllegalArgumentException("need as many outcomes as positions: " + m + " vs " + y.length);
    }
    if (!(l2 >= 0)) {
      throw new IllegalArgumentException("l2 must be >= 0: " + l2);
    }
    int n = model.dimension();
    double[] p = model.parameters();
    double[][] h = new double[n + 1][n + 1];
    double[] g = new double[n + 1];
    double loglik = 0;
    for (int j = 0; j < m; j++) {
      double z = model.value(x[j]);
      double q = 1 / (1 + Math.exp(-z));
      // ln p and ln(1 − p) computed stably from z
      double lnP = -Math.log1p(Math.exp(-Math.abs(z))) + Math.min(z, 0);
      double lnQ = lnP - z;
      loglik += y[j] * lnP + (1 - y[j]) * lnQ;
      double r = y[j] - q;
      double wt = Math.max(q * (1 - q), 1e-12);
      for (int a = 0; a <= n; a++) {
        double xa = a < n ? x[j][a] : 1;
        g[a] += r * xa;
        for (int b = 0; b <= a; b++) {
          h[a][b] += wt * xa * (b < n ? x[j][b] : 1);
        }
      }
    }
    for (int a = 0; a <= n; a++) {
      for (int b = 0; b < a; b++) {
        h[b][a] = h[a][b];
      }
    }
    for (int a = 0; a < n; a++) {
      g[a] -= l2 * p[a];
      h[a][a] += l2;
    }
    h[n][n] += 1e-12;
    RealVector step = new CholeskyDecomposition(new Array2DRowRealMatrix(h, false), 1e-12, 1e-14).getSolver()
        .solve(new ArrayRealVector(g, false));
    for (int a = 0; a <= n; a++) {
      p[a] += step.getEntry(a);
    }
    return loglik / m;
  }

  /** Mean log-likelihood of outcomes {@code y} under {@code model}'s log-odds (for held-out data). */
  public static double logLikelihood(LinearModel model, double[][] x, double[] y) {
    double s = 0;
    for (int j = 0; j < x.length; j++) {
      double z = model.value(x[j]);
      double lnP = -Math.log1p(Math.exp(-Math.abs(z))) + Math.min(z, 0);
      s += y[j] * lnP + (1 - y[j]) * (lnP - z);
    }
    return s / x.length;
  }
}
