package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {
  /** Candidates {A} and {B}; A chosen {@code a} times, B {@code b} times. */
  private static ChoiceData pairs(int a, int b) {
    ChoiceData d = new ChoiceData(2);
    for (int i = 0; i < a + b; i++) {
      d.feature(0);
      d.endCandidate();
      d.feature(1);
      d.endCandidate();
      d.endExample(i < a ? 0 : 1);
    }
    return d;
  }

  @Test
  void maximumLikelihoodOfOnePairIsTheWinRatio() {
    // A beats B twice in three: the maximum-likelihood strengths have gamma_A / gamma_B = 2 exactly.
    double[] w = BradleyTerry.train(pairs(2, 1), new int[] {0, 0}, new double[2], 5, 0, null);
    assertEquals(Math.log(2), w[0] - w[1], 1e-12);
    // P(A) = 2/3, so the mean log-likelihood is (2 ln 2/3 + ln 1/3) / 3.
    assertEquals((2 * Math.log(2.0 / 3) + Math.log(1.0 / 3)) / 3, BradleyTerry.logLikelihood(pairs(2, 1), w), 1e-12);
    assertEquals(2.0 / 3, BradleyTerry.topK(pairs(2, 1), w, 1), 1e-12);
    assertEquals(1.0, BradleyTerry.topK(pairs(2, 1), w, 2), 1e-12);
  }

  @Test
  void priorPullsTowardsEqualStrength() {
    // Coulom's prior adds a virtual win and loss against strength 1: with 2 against 1, the ratio ends below 2.
    double[] w = BradleyTerry.train(pairs(2, 1), new int[] {0, 0}, new double[2], 50, 1, null);
    double ratio = Math.exp(w[0] - w[1]);
    assertEquals(true, ratio > 1.2 && ratio < 1.9, "ratio " + ratio);
  }

  @Test
  void recoversTheStrengthsThatGeneratedTheChoices() {
    // Two groups: a "shape" (features 0..3) and a "distance" (features 4..5); every candidate holds one of each.
    double[] truth = {0, Math.log(3), Math.log(0.5), Math.log(8), 0, Math.log(4)};
    int[] groupOf = {0, 0, 0, 0, 1, 1};
    SplittableRandom rng = new SplittableRandom(18);
    ChoiceData d = new ChoiceData(6);
    int[][] cands = new int[5][2];
    double[] p = new double[5];
    for (int e = 0; e < 20_000; e++) {
      double sum = 0;
      for (int c = 0; c < 5; c++) {
        cands[c][0] = rng.nextInt(4);
        cands[c][1] = 4 + rng.nextInt(2);
        p[c] = Math.exp(truth[cands[c][0]] + truth[cands[c][1]]);
        sum += p[c];
        d.feature(cands[c][0]);
        d.feature(cands[c][1]);
        d.endCandidate();
      }
      double u = rng.nextDouble() * sum;
      int chosen = 0;
      while (chosen < 4 && (u -= p[chosen]) > 0) {
        chosen++;
      }
      d.endExample(chosen);
    }
    double[] w = BradleyTerry.train(d, groupOf, new double[6], 100, 0, null);
    for (int i = 1; i < 4; i++) {
      assertEquals(truth[i] - truth[0], w[i] - w[0], 0.1, "shape feature " + i);
    }
    assertEquals(truth[5] - truth[4], w[5] - w[4], 0.1);
    // The fitted model is at least as likely as the truth on its own training data (it maximises the likelihood).
    assertEquals(true, BradleyTerry.logLikelihood(d, w) >= BradleyTerry.logLikelihood(d, truth) - 1e-9);
  }

  @Test
  void discardedExamplesLeaveNoTrace() {
    ChoiceData d = pairs(1, 0);
    d.feature(1);
    d.endCandidate();
    d.discardExample();
    d.feature(0);
    d.endCandidate();
    d.endExample(0);
    assertEquals(2, d.size());
    assertEquals(3, d.candidates());
    assertEquals(1, d.candidateCount(1));
  }

  @Test
  void refusesBadInput() {
    ChoiceData d = new ChoiceData(2);
    assertThrows(IllegalArgumentException.class, () -> d.feature(2));
    d.feature(0);
    d.endCandidate();
    assertThrows(IllegalArgumentException.class, () -> d.endExample(1));
    assertThrows(IllegalArgumentException.class,
        () -> BradleyTerry.train(d, new int[] {0}, new double[2], 1, 0, null));
    assertThrows(IllegalArgumentException.class,
        () -> BradleyTerry.train(d, new int[] {0, 0}, new double[2], 1, -1, null));
  }
}
