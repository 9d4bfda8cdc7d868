package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SuttonRandomWalkTest {
  private static final double[] LAMBDAS = {0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0};

  @Test
  void repeatedPresentationErrorRisesWithLambdaAsInSuttonsFigure3() {
    SuttonRandomWalk walk = SuttonRandomWalk.standard(1988);
    double[] err = new double[LAMBDAS.length];
    for (int i = 0; i < LAMBDAS.length; i++) {
      err[i] = walk.repeatedPresentation(LAMBDAS[i], 0.01, 1e-6);
    }
    double min = Double.POSITIVE_INFINITY;
    for (double e : err) {
      min = Math.min(min, e);
    }
    // Lowest error at λ = 0 (within 2 %), highest at λ = 1, clearly apart (Sutton: about 0.19 vs 0.25).
    assertTrue(err[0] <= min * 1.02, () -> java.util.Arrays.toString(err));
    for (int i = 0; i < err.length - 1; i++) {
      assertTrue(err[i] < err[err.length - 1], () -> java.util.Arrays.toString(err));
    }
    assertTrue(err[err.length - 1] > err[0] * 1.15, () -> java.util.Arrays.toString(err));
    assertTrue(err[0] > 0.1 && err[0] < 0.3, () -> java.util.Arrays.toString(err));
  }

  @Test
  void singlePresentationIntermediateLambdaBeatsMonteCarloAsInFigure5() {
    SuttonRandomWalk walk = SuttonRandomWalk.standard(1988);
    double[] alphas = {0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6};
    double mid = walk.bestSinglePresentation(0.3, alphas)[1];
    double mc = walk.bestSinglePresentation(1.0, alphas)[1];
    assertTrue(mid < mc, () -> mid + " vs " + mc);
  }
}
