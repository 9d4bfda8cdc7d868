package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

class BayesianDiscriminantTest {
  // Planted classes: Win ~ N((1, 0.5), [[1, 0.3], [0.3, 0.5]]), Loss ~ N((−0.5, −0.5), [[0.8, −0.2], [−0.2, 1]]).
  private static final double[] MU_W = {1, 0.5};
  private static final double[][] COV_W = {{1, 0.3}, {0.3, 0.5}};
  private static final double[] MU_L = {-0.5, -0.5};
  private static final double[][] COV_L = {{0.8, -0.2}, {-0.2, 1}};

  private static double[] sample(double[] mu, double[][] cov, Random r) {
    // 2x2 Cholesky by hand.
    double l11 = Math.sqrt(cov[0][0]);
    double l21 = cov[1][0] / l11;
    double l22 = Math.sqrt(cov[1][1] - l21 * l21);
    double a = r.nextGaussian();
    double b = r.nextGaussian();
    return new double[] {mu[0] + l11 * a, mu[1] + l21 * a + l22 * b};
  }

  private static BayesianTrainer trained(int perClass, long seed) {
    Random r = new Random(seed);
    BayesianTrainer t = new BayesianTrainer(2);
    for (int i = 0; i < perClass; i++) {
      t.add(sample(MU_W, COV_W, r), true);
      t.add(sample(MU_L, COV_L, r), false);
    }
    return t;
  }

  @Test
  void recoversPlantedMeansCovariancesAndDecisionFunction() {
    BayesianDiscriminant d = trained(100_000, 1).build();
    for (int i = 0; i < 2; i++) {
      assertEquals(MU_W[i], d.meanWin()[i], 0.02);
      assertEquals(MU_L[i], d.meanLoss()[i], 0.02);
      for (int j = 0; j < 2; j++) {
        assertEquals(COV_W[i][j], d.covarianceWin()[i][j], 0.02);
        assertEquals(COV_L[i][j], d.covarianceLoss()[i][j], 0.02);
      }
    }
    BayesianDiscriminant exact = new BayesianDiscriminant(MU_W, COV_W, MU_L, COV_L, 0);
    Random r = new Random(5);
    for (int k = 0; k < 200; k++) {
      double[] x = {r.nextGaussian(), r.nextGaussian()};
      assertEquals(trueLogLikelihoodRatio(x), exact.value(x), 1e-6);
      assertEquals(exact.value(x), d.value(x), 0.05 + 0.05 * Math.abs(exact.value(x)));
    }
  }

  /**
   * The expanded form (zᵀQz + bᵀz + k around the means' midpoint) against the textbook formula computed with Commons
   * Math inverses and determinants, in four dimensions with BILL-like scales (weighted squares in the hundreds, edge
   * values near 1) and correlated features.
   */
  @Test
  void expandedFormEqualsTheTextbookFormulaInFourDimensions() {
    double[] sd = {4, 6, 120, 2.5};
    double[][] corrW = {{1, 0.7, 0.1, 0.3}, {0.7, 1, 0.05, 0.1}, {0.1, 0.05, 1, 0.6}, {0.3, 0.1, 0.6, 1}};
    double[][] corrL = {{1, 0.6, 0.2, 0.25}, {0.6, 1, 0.1, 0.05}, {0.2, 0.1, 1, 0.7}, {0.25, 0.05, 0.7, 1}};
    double[][] cw = new double[4][4];
    double[][] cl = new double[4][4];
    for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++) {
        cw[i][j] = corrW[i][j] * sd[i] * sd[j];
        cl[i][j] = corrL[i][j] * sd[i] * sd[j] * (i == j ? 1.2 : 1.1);
      }
    }
    double[] mw = {3, 2, 40, 1.5};
    double[] ml = {-2, -1, -30, -1};
    BayesianDiscriminant d = new BayesianDiscriminant(mw, cw, ml, cl, 0);
    org.apache.commons.math3.linear.RealMatrix w = new org.apache.commons.math3.linear.Array2DRowRealMatrix(cw);
    org.apache.commons.math3.linear.RealMatrix l = new org.apache.commons.math3.linear.Array2DRowRealMatrix(cl);
    var luW = new org.apache.commons.math3.linear.LUDecomposition(w);
    var luL = new org.apache.commons.math3.linear.LUDecomposition(l);
    Random r = new Random(3);
    for (int k = 0; k < 500; k++) {
      double[] x = new double[4];
      for (int i = 0; i < 4; i++) {
        x[i] = (r.nextDouble() * 2 - 1) * 3 * sd[i];
      }
      var vw = new org.apache.commons.math3.linear.ArrayRealVector(x).subtract(
          new org.apache.commons.math3.linear.ArrayRealVector(mw));
      var vl = new org.apache.commons.math3.linear.ArrayRealVector(x).subtract(
          new org.apache.commons.math3.linear.ArrayRealVector(ml));
      double want = -0.5 * vw.dotProduct(luW.getSolver().getInverse().operate(vw))
          + 0.5 * vl.dotProduct(luL.getSolver().getInverse().operate(vl))
          - 0.5 * Math.log(luW.getDeterminant() / luL.getDeterminant());
      assertEquals(want, d.value(x), 1e-9 * (1 + Math.abs(want)));
    }
  }

  private static double trueLogLikelihoodRatio(double[] x) {
    return logDensity(x, MU_W, COV_W) - logDensity(x, MU_L, COV_L);
  }

  private static double logDensity(double[] x, double[] mu, double[][] c) {
    double det = c[0][0] * c[1][1] - c[0][1] * c[1][0];
    double a = x[0] - mu[0];
    double b = x[1] - mu[1];
    double q = (c[1][1] * a * a - 2 * c[0][1] * a * b + c[0][0] * b * b) / det;
    return -0.5 * q - 0.5 * Math.log(det) - Math.log(2 * Math.PI);
  }

  @Test
  void winProbabilitiesAreCalibrated() {
    BayesianDiscriminant d = trained(20_000, 2).build();
    Random r = new Random(3);
    int bins = 5;
    double[] predicted = new double[bins];
    double[] won = new double[bins];
    int[] count = new int[bins];
    for (int k = 0; k < 100_000; k++) {
      boolean win = r.nextBoolean();
      double[] x = win ? sample(MU_W, COV_W, r) : sample(MU_L, COV_L, r);
      double p = d.winProbability(x);
      int b = Math.min(bins - 1, (int) (p * bins));
      predicted[b] += p;
      won[b] += win ? 1 : 0;
      count[b]++;
    }
    for (int b = 0; b < bins; b++) {
      assertTrue(count[b] > 1000);
      assertEquals(predicted[b] / count[b], won[b] / count[b], 0.02, "bin " + b);
    }
  }

  private static double accuracy(BayesianDiscriminant d, int extra, long seed) {
    Random r = new Random(seed);
    int right = 0;
    int n = 20_000;
    for (int k = 0; k < n; k++) {
      boolean win = (k & 1) == 0;
      double[] x = extend(win ? sample(MU_W, COV_W, r) : sample(MU_L, COV_L, r), extra, r);
      right += (d.value(x) > 0) == win ? 1 : 0;
    }
    return right / (double) n;
  }

  /** extra 0: none; 1: an exact copy of feature 0; 2: a copy and a pure-noise feature. */
  private static double[] extend(double[] x, int extra, Random r) {
    double[] y = java.util.Arrays.copyOf(x, 2 + extra);
    if (extra >= 1) {
      y[2] = x[0];
    }
    if (extra >= 2) {
      y[3] = r.nextGaussian();
    }
    return y;
  }

  private static BayesianDiscriminant trainedWith(int extra) {
    Random r = new Random(11);
    BayesianTrainer t = new BayesianTrainer(2 + extra);
    for (int i = 0; i < 20_000; i++) {
      t.add(extend(sample(MU_W, COV_W, r), extra, r), true);
      t.add(extend(sample(MU_L, COV_L, r), extra, r), false);
    }
    return t.build();
  }

  @Test
  void duplicatedAndNoiseFeaturesLeaveAccuracyUnchanged() {
    double base = accuracy(trainedWith(0), 0, 7);
    double copy = accuracy(trainedWith(1), 1, 7);
    double noise = accuracy(trainedWith(2), 2, 7);
    assertTrue(base > 0.8, "base accuracy " + base);
    assertEquals(base, copy, 0.005, "with a copied feature");
    assertEquals(base, noise, 0.01, "with a copied and a noise feature");
  }

  @Test
  void stagedTrainerPoolsNeighbouringStagesAndCopiesToUntrainedOnes() {
    Random r = new Random(4);
    StagedBayesianTrainer t = new StagedBayesianTrainer(2, 0, 20);
    // Only stage 10 has data; stages 8..12 are trained from it, the rest copy the nearest trained stage.
    for (int i = 0; i < 1000; i++) {
      t.add(10, sample(MU_W, COV_W, r), true);
      t.add(10, sample(MU_L, COV_L, r), false);
    }
    StagedModel m = t.build(100, BayesianDiscriminant.DEFAULT_RIDGE);
    double[] x = {0.3, -0.2};
    double v = m.value(10, x);
    for (int s = 0; s <= 20; s++) {
      assertEquals(v, m.value(s, x), 1e-12, "stage " + s);
    }
    assertSame(m.modelFor(-5), m.modelFor(0));
  }

  @Test
  void evaluatorScoresThousandPerNat() {
    BayesianDiscriminant d = new BayesianDiscriminant(MU_W, COV_W, MU_L, COV_L, 0);
    double[] x = {0.4, 0.1};
    FeatureExtractor<Nim.State> fx = ConstantFeatures.of(x);
    ModelEvaluator<Nim.State> e = new ModelEvaluator<>(fx, d);
    assertEquals(Math.round(1000 * d.value(x)), e.evaluate(Nim.of(5).newInitialState()));
  }
}
