package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TexelData;
import org.gametree.core.learn.TexelFit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Spark fit reaches the optimum of core's Texel objective, which mini-batch Adam approaches. */
class SparkTexelTest {
  private static final int DIM = 5;
  private static JavaSparkContext sc;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "SparkTexelTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  /**
   * Positions whose mover wins with log-odds 0.8·x0 − 0.5·x1 + 0.3·x2 + 0.2, some draws; feature 3 is often zero,
   * feature 4 always (no position moves its weight); every seventh position held out.
   */
  private static List<double[]> data(int count, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<double[]> out = new ArrayList<>();
    for (int j = 0; j < count; j++) {
      double[] x = new double[DIM + 2];
      x[0] = r.nextGaussian();
      x[1] = r.nextGaussian() * 2;
      x[2] = r.nextInt(3) - 1;
      x[3] = r.nextInt(4) == 0 ? r.nextGaussian() : 0;
      double z = 0.8 * x[0] - 0.5 * x[1] + 0.3 * x[2] + 0.2;
      double u = r.nextDouble();
      x[DIM] = u < 0.1 ? 0.5 : r.nextDouble() < 1 / (1 + Math.exp(-z)) ? 1 : 0;
      x[DIM + 1] = j % 7 == 0 ? 1 : 0;
      out.add(x);
    }
    return out;
  }

  private static JavaRDD<SparkTexel.Row> rows(List<double[]> data) {
    List<SparkTexel.Row> rows = new ArrayList<>();
    for (double[] d : data) {
      rows.add(SparkTexel.Row.of(java.util.Arrays.copyOf(d, DIM), d[DIM], d[DIM + 1] == 1));
    }
    return sc.parallelize(rows, 3).cache();
  }

  /**
   * The objective's gradient at {@code model}, computed here directly over the training positions, with their
   * features and labels as the rows keep them (floats).
   */
  private static double[] gradient(List<double[]> data, LinearModel model, double k, double[] start, double l2) {
    double[] p = model.parameters();
    double[] g = new double[DIM + 1];
    int count = 0;
    for (double[] d : data) {
      if (d[DIM + 1] == 1) {
        continue;
      }
      count++;
      double z = p[DIM];
      for (int i = 0; i < DIM; i++) {
        z += p[i] * (float) d[i];
      }
      double residual = 1 / (1 + Math.exp(-k * z)) - (float) d[DIM];
      for (int i = 0; i < DIM; i++) {
        g[i] += residual * (float) d[i];
      }
      g[DIM] += residual;
    }
    for (int i = 0; i <= DIM; i++) {
      g[i] /= count;
      if (i < DIM) {
        g[i] += l2 * k * (p[i] - start[i]);
      }
    }
    return g;
  }

  @Test
  void newtonStepsReachTheMinimumOfTheTexelObjective() {
    List<double[]> data = data(4000, 3);
    double[] start = {0.1, 0.1, 0.1, 0.1, 0.7, 0};
    double k = 0.5;
    double l2 = 1e-3;
    SparkTexelFit fit = new SparkTexelFit(rows(data), start, k, new SparkTexelFit.Settings(l2, true, 30, 1e-12), null, 0);
    assertEquals(4, fit.trainableFeatures());
    double first = fit.objective();
    while (fit.step()) {
      // until a step no longer lowers the objective
    }
    assertTrue(fit.iterations() >= 3 && fit.iterations() <= 30, "steps " + fit.iterations());
    assertTrue(fit.objective() < first);
    LinearModel fitted = fit.model();
    for (double gi : gradient(data, fitted, k, start, l2)) {
      assertEquals(0, gi, 1e-8, "at the floor the loss sums' rounding sets");
    }
    assertEquals(0.7, fitted.parameters()[4], 0, "a feature no position has keeps its start weight");
    assertEquals(0.8 / k, fitted.parameters()[0], 0.25 / k, "the generating weight, within noise");

    // core's mini-batch Adam on the same training positions approaches the same weights
    List<double[]> train = data.stream().filter(d -> d[DIM + 1] == 0).toList();
    double[][] x = train.stream().map(d -> java.util.Arrays.copyOf(d, DIM)).toArray(double[][]::new);
    double[] y = train.stream().mapToDouble(d -> d[DIM]).toArray();
    TexelFit adam = new TexelFit(TexelData.of(x, y), new LinearModel(java.util.Arrays.copyOf(start, DIM), 0), k,
        new TexelFit.Settings(64, 0.01, l2, true, 1));
    for (int e = 0; e < 150; e++) {
      adam.epoch();
    }
    double penalty = 0;
    for (int i = 0; i < DIM; i++) {
      double d = k * (adam.model().parameters()[i] - start[i]);
      penalty += d * d;
    }
    double adamObjective = TexelFit.loss(TexelData.of(x, y), adam.model(), k) + l2 / 2 * penalty;
    assertTrue(fit.objective() <= adamObjective && adamObjective - fit.objective() < 1e-4,
        "Newton " + fit.objective() + ", Adam " + adamObjective);
    for (int i = 0; i <= DIM; i++) {
      assertEquals(fitted.parameters()[i], adam.model().parameters()[i], 0.05 / k, "parameter " + i);
    }
    assertTrue(fit.heldOutLoss() > 0 && fit.counts()[1] == 4000 / 7 + 1);
  }

  @Test
  void aResumedFitEndsWhereAnUninterruptedOneDoes() {
    JavaRDD<SparkTexel.Row> rows = rows(data(1500, 4));
    double[] start = new double[DIM + 1];
    SparkTexelFit.Settings settings = new SparkTexelFit.Settings(1e-4, true, 4, 0);
    SparkTexelFit whole = new SparkTexelFit(rows, start, 1, settings, null, 0);
    while (whole.step()) {
      // all four steps
    }
    SparkTexelFit firstTwo = new SparkTexelFit(rows, start, 1, new SparkTexelFit.Settings(1e-4, true, 2, 0), null, 0);
    firstTwo.step();
    firstTwo.step();
    assertFalse(firstTwo.step(), "two steps were allowed");
    SparkTexelFit rest = new SparkTexelFit(rows, start, 1, settings, firstTwo.logOdds(), 2);
    while (rest.step()) {
      // the last two
    }
    assertEquals(4, rest.iterations());
    assertEquals(java.util.Arrays.toString(whole.logOdds()), java.util.Arrays.toString(rest.logOdds()));
  }

  @Test
  void kMinimisesTheLossOfTheStartWeights() {
    List<double[]> data = data(2000, 5);
    double[] start = {1.6, -1.0, 0.6, 0, 0, 0.4};
    double k = SparkTexelFit.fitK(rows(data), start);
    List<double[]> train = data.stream().filter(d -> d[DIM + 1] == 0).toList();
    double[][] x = train.stream().map(d -> java.util.Arrays.copyOf(d, DIM)).toArray(double[][]::new);
    double[] y = train.stream().mapToDouble(d -> d[DIM]).toArray();
    LinearModel model = new LinearModel(java.util.Arrays.copyOf(start, DIM), start[DIM]);
    assertEquals(TexelFit.fitK(TexelData.of(x, y), model), k, 1e-6 * k);
    assertEquals(0.5, k, 0.15, "the generating log-odds are half the start weights");
  }

  @Test
  void noTrainingPositionIsAnError() {
    List<SparkTexel.Row> held = List.of(SparkTexel.Row.of(new double[DIM], 1, true));
    assertThrows(IllegalArgumentException.class, () -> new SparkTexelFit(sc.parallelize(held), new double[DIM + 1],
        1, new SparkTexelFit.Settings(0, true, 1, 0), null, 0));
  }
}
