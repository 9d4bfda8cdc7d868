package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Texel's fit on synthetic positions with planted answers: the K fit finds a planted K, the weight fit recovers planted
 * weights from game-like results (0, ½, 1) drawn from them, a feature no position has keeps its start weight, and a
 * fit resumed from a checkpoint ends exactly where an uninterrupted one does.
 */
class TexelFitTest {
  private static final double[] PLANTED = {300, -120, 45, 80};
  private static final double PLANTED_BIAS = 15;
  private static final double PLANTED_K = 0.004;

  /** Rows of five features, the last always 0; labels drawn from the planted model (draws where |p − ½| is small). */
  private static TexelData synthetic(int m, long seed, boolean soft) {
    SplittableRandom r = new SplittableRandom(seed);
    double[][] x = new double[m][5];
    double[] y = new double[m];
    LinearModel planted = plantedModel();
    for (int j = 0; j < m; j++) {
      for (int i = 0; i < 4; i++) {
        x[j][i] = r.nextInt(-3, 4) + (i == 3 ? r.nextDouble() : 0);
      }
      double p = 1 / (1 + Math.exp(-PLANTED_K * planted.value(x[j])));
      y[j] = soft ? p : r.nextDouble() < p ? 1 : 0;
    }
    return TexelData.of(x, y);
  }

  private static LinearModel plantedModel() {
    return new LinearModel(new double[] {PLANTED[0], PLANTED[1], PLANTED[2], PLANTED[3], 0}, PLANTED_BIAS);
  }

  @Test
  void theKFitFindsAPlantedK() {
    TexelData data = synthetic(5000, 1, true);
    double k = TexelFit.fitK(data, plantedModel());
    assertEquals(PLANTED_K, k, PLANTED_K * 1e-3);
    LinearModel doubled = new LinearModel(new double[] {600, -240, 90, 160, 0}, 30);
    assertEquals(PLANTED_K / 2, TexelFit.fitK(data, doubled), PLANTED_K * 1e-3);
  }

  @Test
  void theFitRecoversPlantedWeightsFromResultsAndLeavesUntouchedFeaturesAlone() {
    TexelData data = synthetic(40_000, 2, false);
    LinearModel start = new LinearModel(new double[] {200, -50, 100, 0, 77}, 0);
    TexelFit fit = new TexelFit(data, start, PLANTED_K, new TexelFit.Settings(1024, 0.003, 0, true, 1));
    double before = TexelFit.loss(data, start, PLANTED_K);
    for (int e = 0; e < 40; e++) {
      fit.epoch();
    }
    LinearModel w = fit.model();
    for (int i = 0; i < 4; i++) {
      assertEquals(PLANTED[i], w.weight(i), 0.06 * Math.abs(PLANTED[i]) + 4, "weight " + i + " of " + w.weights()[i]);
    }
    assertEquals(PLANTED_BIAS, w.bias(), 8);
    assertEquals(77, w.weight(4), 0.0, "no position has feature 4");
    assertEquals(4, fit.trainableFeatures());
    assertTrue(TexelFit.loss(data, w, PLANTED_K) < before);
  }

  @Test
  void aResumedFitEndsWhereAnUninterruptedOneDoes() {
    TexelData data = synthetic(3000, 3, false);
    LinearModel start = new LinearModel(new double[] {100, 0, 0, 0, 0}, 0);
    TexelFit.Settings settings = new TexelFit.Settings(100, 0.02, 1e-3, true, 7);
    TexelFit straight = new TexelFit(data, start, PLANTED_K, settings);
    for (int e = 0; e < 6; e++) {
      straight.epoch();
    }
    TexelFit first = new TexelFit(data, start, PLANTED_K, settings);
    for (int e = 0; e < 3; e++) {
      first.epoch();
    }
    String saved = first.checkpoint();
    TexelFit resumed = new TexelFit(data, start, PLANTED_K, settings);
    resumed.restore(saved);
    assertEquals(3, resumed.epochs());
    while (resumed.epochs() < 6) {
      resumed.epoch();
    }
    assertArrayEquals(straight.model().parameters(), resumed.model().parameters(), 0.0);
    assertEquals(straight.checkpoint(), resumed.checkpoint());
  }

  @Test
  void aCheckpointOfAnotherFitIsRefused() {
    TexelData data = synthetic(100, 4, true);
    LinearModel start = LinearModel.zeros(5);
    TexelFit.Settings settings = new TexelFit.Settings(10, 0.01, 0, true, 1);
    String other = new TexelFit(data, start, 0.01, settings).checkpoint();
    TexelFit fit = new TexelFit(data, start, 0.02, settings);
    assertThrows(IllegalArgumentException.class, () -> fit.restore(other));
    assertThrows(IllegalArgumentException.class, () -> fit.restore("epoch 3"));
  }
}
