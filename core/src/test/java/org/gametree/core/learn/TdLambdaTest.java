package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TdLambdaTest {
  @Test
  void lambdaOneWithGameUpdatesIsSupervisedLearningTowardsTheOutcome() {
    LinearModel m = new LinearModel(new double[] {0.2, -0.1}, 0.05);
    double[][] xs = {{1, 0}, {0.5, 1}, {-1, 2}};
    double z = 1;
    double alpha = 0.1;
    double[] expected = m.parameters().clone();
    for (double[] x : xs) {
      double err = z - m.value(x);
      expected[0] += alpha * err * x[0];
      expected[1] += alpha * err * x[1];
      expected[2] += alpha * err;
    }
    TdLambda td = new TdLambda(m, alpha, 1.0, TdLambda.Mode.PER_GAME, TdLambda.Range.SYMMETRIC);
    td.startGame();
    for (double[] x : xs) {
      td.observe(x, 0);
    }
    td.endGame(z);
    assertArrayEquals(expected, m.parameters(), 1e-12);
  }

  @Test
  void moversPerspectiveFlipsTheOtherPlayersPredictionAndGradient() {
    LinearModel m = new LinearModel(new double[] {0.3}, 0.1);
    TdLambda td = new TdLambda(m, 0.1, 0.0, TdLambda.Mode.PER_GAME, TdLambda.Range.PROBABILITY);
    td.startGame();
    td.observe(new double[] {1}, 0); // F1 = 0.4, ∇F1 = (1, 1)
    td.observe(new double[] {1}, 1); // player 1's 0.4 is player 0's F2 = 0.6, ∇F2 = (−1, −1)
    td.endGame(1.0);
    // Δ = α[(F2 − F1)∇F1 + (z − F2)∇F2] = 0.1[(0.2)(1, 1) + (0.4)(−1, −1)] = (−0.02, −0.02)
    assertArrayEquals(new double[] {0.28, 0.08}, m.parameters(), 1e-12);
  }

  @Test
  void perStepUpdatesChangeWeightsDuringTheGame() {
    LinearModel m = new LinearModel(new double[] {0.0}, 0.0);
    TdLambda td = new TdLambda(m, 0.5, 0.0, TdLambda.Mode.PER_STEP, TdLambda.Range.SYMMETRIC);
    td.startGame();
    td.observe(new double[] {1}, 0);
    td.observe(new double[] {2}, 0); // δ = 0 at w = 0
    td.endGame(1); // δ = 1, e = (2, 1): w = (1, 0.5)
    assertArrayEquals(new double[] {1.0, 0.5}, m.parameters(), 1e-12);
    assertThrows(IllegalArgumentException.class,
        () -> new TdLambda(m, 0.1, 1.5, TdLambda.Mode.PER_STEP, TdLambda.Range.SYMMETRIC));
  }
}
