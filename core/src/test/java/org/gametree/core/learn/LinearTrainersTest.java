package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LinearTrainersTest {
  private static final double[] PLANTED = {2.0, -1.5, 0.5, 3.0};
  private static final double BIAS = 0.7;

  private static double[][] inputs(int m, Random r) {
    double[][] x = new double[m][PLANTED.length];
    for (double[] row : x) {
      for (int i = 0; i < row.length; i++) {
        row[i] = r.nextGaussian();
      }
    }
    return x;
  }

  private static double[] targets(double[][] x, Random r) {
    double[] h = new double[x.length];
    for (int j = 0; j < x.length; j++) {
      double s = BIAS;
      for (int i = 0; i < PLANTED.length; i++) {
        s += PLANTED[i] * x[j][i];
      }
      h[j] = s + 0.1 * r.nextGaussian();
    }
    return h;
  }

  @Test
  void leastSquaresRecoversPlantedWeightsFromNoisyData() {
    Random r = new Random(1);
    double[][] x = inputs(2000, r);
    LinearModel m = LinearTrainers.leastSquares(x, targets(x, r), 0);
    for (int i = 0; i < PLANTED.length; i++) {
      assertEquals(PLANTED[i], m.weight(i), 0.02);
    }
    assertEquals(BIAS, m.bias(), 0.02);
  }

  @Test
  void gradientDescentRecoversPlantedWeightsFromNoisyData() {
    Random r = new Random(2);
    double[][] x = inputs(1000, r);
    LinearModel m = LinearTrainers.gradientDescent(x, targets(x, r), 0.0005, 300);
    for (int i = 0; i < PLANTED.length; i++) {
      assertEquals(PLANTED[i], m.weight(i), 0.02);
    }
    assertEquals(BIAS, m.bias(), 0.02);
  }

  @Test
  void duplicatedFeatureSplitsTheLinearWeight() {
    Random r = new Random(3);
    double[][] x = inputs(1000, r);
    double[] h = targets(x, r);
    double[][] dup = new double[x.length][];
    for (int j = 0; j < x.length; j++) {
      dup[j] = java.util.Arrays.copyOf(x[j], PLANTED.length + 1);
      dup[j][PLANTED.length] = x[j][0];
    }
    LinearModel ridge = LinearTrainers.leastSquares(dup, h, 1e-6);
    assertEquals(PLANTED[0] / 2, ridge.weight(0), 0.02);
    assertEquals(PLANTED[0] / 2, ridge.weight(PLANTED.length), 0.02);
    LinearModel gd = LinearTrainers.gradientDescent(dup, h, 0.0005, 300);
    assertEquals(PLANTED[0] / 2, gd.weight(0), 0.02);
    assertEquals(PLANTED[0] / 2, gd.weight(PLANTED.length), 0.02);
  }

  @Test
  void collinearFeaturesWithoutRidgeFailClearly() {
    double[][] x = {{1, 1}, {2, 2}, {3, 3}, {4, 4}};
    double[] h = {1, 2, 3, 4};
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> LinearTrainers.leastSquares(x, h, 0));
    assertEquals(true, e.getMessage().contains("collinear"));
  }

  @Test
  void logisticNewtonStepsRecoverPlantedLogOddsAndRaiseTheLikelihood() {
    Random r = new Random(4);
    double[][] x = inputs(20_000, r);
    double[] y = new double[x.length];
    for (int j = 0; j < x.length; j++) {
      double z = BIAS;
      for (int i = 0; i < PLANTED.length; i++) {
        z += PLANTED[i] * x[j][i] / 2;
      }
      y[j] = r.nextDouble() < 1 / (1 + Math.exp(-z)) ? 1 : 0;
    }
    LinearModel m = LinearModel.zeros(PLANTED.length);
    double before = LinearTrainers.logisticStep(m, x, y, 0);
    assertEquals(Math.log(0.5), before, 1e-12); // zero weights: every p is 1/2
    double last = before;
    for (int it = 0; it < 8; it++) {
      double ll = LinearTrainers.logisticStep(m, x, y, 0);
      assertTrue(ll >= last - 1e-12, "Newton's method on a concave likelihood never goes down: " + ll + " < " + last);
      last = ll;
    }
    for (int i = 0; i < PLANTED.length; i++) {
      assertEquals(PLANTED[i] / 2, m.weight(i), 0.06);
    }
    assertEquals(BIAS, m.bias(), 0.06);
    assertEquals(LinearTrainers.logLikelihood(m, x, y), LinearTrainers.logisticStep(m.copy(), x, y, 0), 1e-12);
    // A strong penalty shrinks the weights, never the bias.
    LinearModel shrunk = LinearModel.zeros(PLANTED.length);
    for (int it = 0; it < 8; it++) {
      LinearTrainers.logisticStep(shrunk, x, y, 1e5);
    }
    assertTrue(Math.abs(shrunk.weight(0)) < 0.1 * Math.abs(m.weight(0)), "l2 did not shrink: " + shrunk.weight(0));
    assertThrows(IllegalArgumentException.class, () -> LinearTrainers.logisticStep(m, x, new double[3], 0));
    assertThrows(IllegalArgumentException.class, () -> LinearTrainers.logisticStep(m, x, y, -1));
  }
}
