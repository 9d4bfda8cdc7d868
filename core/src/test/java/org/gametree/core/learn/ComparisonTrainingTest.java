package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The listwise (softmax) step of {@link ComparisonTraining} against the log-probability it climbs. */
class ComparisonTrainingTest {
  private static final double[][] CANDIDATES = {{1, 0, 2}, {0, 1, -1}, {0.5, 0.5, 0.5}, {-1, 2, 0}};

  /** log π_preferred for the weights {@code w} (bias 0), by the definition. */
  private static double logProbability(double[] w, int preferred, double sign, double temperature) {
    double[] s = new double[CANDIDATES.length];
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < s.length; i++) {
      double v = 0;
      for (int k = 0; k < w.length; k++) {
        v += w[k] * CANDIDATES[i][k];
      }
      s[i] = sign * v / temperature;
      max = Math.max(max, s[i]);
    }
    double sum = 0;
    for (double x : s) {
      sum += Math.exp(x - max);
    }
    return s[preferred] - max - Math.log(sum);
  }

  @Test
  void listwiseStepIsEtaTimesTheGradientOfTheLogProbability() {
    for (double sign : new double[] {1, -1}) {
      double[] w0 = {0.3, -0.2, 0.1};
      double eta = 0.05;
      double temperature = 0.7;
      LinearModel model = new LinearModel(w0.clone(), 0);
      double p = new ComparisonTraining(model, eta, 0, sign).updateListwise(CANDIDATES, 4, 2, temperature);
      assertEquals(Math.exp(logProbability(w0, 2, sign, temperature)), p, 1e-12, "probability before the step");
      double[] expected = w0.clone();
      double h = 1e-6;
      for (int k = 0; k < w0.length; k++) {
        double[] up = w0.clone();
        double[] down = w0.clone();
        up[k] += h;
        down[k] -= h;
        double derivative = (logProbability(up, 2, sign, temperature) - logProbability(down, 2, sign, temperature))
            / (2 * h);
        expected[k] += eta * derivative;
      }
      assertArrayEquals(expected, model.weights(), 1e-8, "sign " + sign);
      assertEquals(0, model.bias(), 1e-12, "the probabilities sum to one, so a shared bias never moves");
    }
  }

  @Test
  void repeatedStepsMakeThePreferredCandidateTheModelsChoice() {
    LinearModel model = new LinearModel(new double[3], 0);
    ComparisonTraining trainer = new ComparisonTraining(model, 0.5, 0, 1);
    double first = trainer.updateListwise(CANDIDATES, 4, 1, 1);
    assertEquals(0.25, first, 1e-12, "all scores equal at zero weights");
    double p = first;
    for (int i = 0; i < 200; i++) {
      p = trainer.updateListwise(CANDIDATES, 4, 1, 1);
    }
    assertTrue(p > 0.9, "probability of the preferred candidate after 200 steps: " + p);
  }

  @Test
  void badArgumentsAreRefusedWithoutChangingTheModel() {
    LinearModel model = new LinearModel(new double[] {1, 2, 3}, 0);
    ComparisonTraining trainer = new ComparisonTraining(model, 0.5, 0, 1);
    assertThrows(IllegalArgumentException.class, () -> trainer.updateListwise(CANDIDATES, 4, 4, 1));
    assertThrows(IllegalArgumentException.class, () -> trainer.updateListwise(CANDIDATES, 0, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> trainer.updateListwise(CANDIDATES, 4, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> trainer.updateListwise(CANDIDATES, 4, 0, Double.NaN));
    assertArrayEquals(new double[] {1, 2, 3, 0}, model.parameters());
  }
}
