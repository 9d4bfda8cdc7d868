package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.learn.BookMoveTrainer;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.LinearTrainers;
import org.gametree.core.learn.SignatureTable;
import org.gametree.core.learn.StagedBayesianTrainer;
import org.gametree.core.learn.StagedModel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each Spark fit against the single-machine core trainer on the same data, to 1e-9. */
class SparkFitsTest {
  private static JavaSparkContext sc;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "SparkFitsTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  /** Positions whose win chance depends on the features, stage 0..12, some draws. */
  private static List<SparkFits.Sample> samples(int count, int dim, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<SparkFits.Sample> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      double[] x = new double[dim];
      double z = 0;
      for (int k = 0; k < dim; k++) {
        x[k] = r.nextGaussian() * (k + 1) + k;
        z += (k % 2 == 0 ? 1 : -0.5) * x[k] / (k + 1);
      }
      double u = r.nextDouble();
      double target = u < 0.05 ? 0.5 : u < 1 / (1 + Math.exp(-z)) ? 1 : 0;
      out.add(new SparkFits.Sample(x, r.nextInt(13), target));
    }
    return out;
  }

  private static void assertClose(double expected, double actual) {
    assertEquals(expected, actual, 1e-9 * Math.max(1, Math.abs(expected)));
  }

  @Test
  void stagedBayesEqualsTheCoreTrainer() {
    List<SparkFits.Sample> data = samples(3000, 4, 1);
    StagedBayesianTrainer local = new StagedBayesianTrainer(4, 0, 12, 2);
    for (SparkFits.Sample s : data) {
      if (s.target() != 0.5) {
        local.add(s.stage(), s.x(), s.target() > 0.5);
      }
    }
    StagedModel expected = local.build(30, 1e-6);
    StagedModel got = SparkFits.bayes(sc.parallelize(data, 7), 4, 0, 12, 2).build(30, 1e-6);
    SplittableRandom r = new SplittableRandom(9);
    for (int i = 0; i < 200; i++) {
      double[] x = {r.nextGaussian(), r.nextGaussian() * 2 + 1, r.nextGaussian() * 3 + 2, r.nextGaussian() * 4 + 3};
      int stage = r.nextInt(13);
      assertClose(expected.value(stage, x), got.value(stage, x));
    }
  }

  @Test
  void leastSquaresEqualsTheCoreTrainerWithAndWithoutRidge() {
    List<SparkFits.Sample> data = samples(2000, 5, 2);
    double[][] x = data.stream().map(SparkFits.Sample::x).toArray(double[][]::new);
    double[] h = data.stream().mapToDouble(SparkFits.Sample::target).toArray();
    SparkFits.NormalEquations sums = SparkFits.leastSquares(sc.parallelize(data, 6), 5);
    assertEquals(2000, sums.count());
    for (double ridge : new double[] {0, 0.5, 40}) {
      LinearModel expected = LinearTrainers.leastSquares(x, h, ridge);
      LinearModel got = sums.solve(ridge);
      for (int i = 0; i < 5; i++) {
        assertClose(expected.weight(i), got.weight(i));
      }
      assertClose(expected.bias(), got.bias());
    }
  }

  @Test
  void collinearFeaturesNeedARidgeAsInCore() {
    List<SparkFits.Sample> data = new ArrayList<>();
    for (SparkFits.Sample s : samples(200, 2, 3)) {
      data.add(new SparkFits.Sample(new double[] {s.x()[0], s.x()[0]}, 0, s.target()));
    }
    SparkFits.NormalEquations sums = SparkFits.leastSquares(sc.parallelize(data, 3), 2);
    assertThrows(IllegalArgumentException.class, () -> sums.solve(0));
    LinearModel m = sums.solve(1);
    assertEquals(m.weight(0), m.weight(1), 1e-9);
  }

  @Test
  void bookMoveCountsEqualTheCoreTrainerPassByPass() {
    SplittableRandom r = new SplittableRandom(4);
    List<SparkFits.Decision> decisions = new ArrayList<>();
    for (int i = 0; i < 1500; i++) {
      int n = 2 + r.nextInt(8);
      double[][] succ = new double[n][6];
      for (double[] f : succ) {
        for (int k = 0; k < 6; k++) {
          f[k] = r.nextGaussian();
        }
      }
      int chosen = 0;
      for (int m = 1; m < n; m++) {
        if (succ[m][0] + succ[m][4] > succ[chosen][0] + succ[chosen][4]) {
          chosen = m;
        }
      }
      decisions.add(new SparkFits.Decision(succ, r.nextDouble() < 0.8 ? chosen : r.nextInt(n)));
    }
    double[] steps = {0.7, 0.7, 0.7, 0.7, 0.7, 0.7};
    SignatureTable expected = SignatureTable.twoLevel(3, steps, 3);
    BookMoveTrainer trainer = new BookMoveTrainer(expected);
    for (int pass = 0; pass < 3; pass++) {
      for (SparkFits.Decision d : decisions) {
        trainer.observe(d.successors(), d.successors().length, d.chosen());
      }
      trainer.apply();
      trainer.reset();
    }
    SignatureTable got = SparkFits.bookMoves(sc, sc.parallelize(decisions, 5), SignatureTable.twoLevel(3, steps, 3), 3);
    assertEquals(3, got.tableCount());
    for (int t = 0; t < 3; t++) {
      assertArrayEquals(expected.cells(t), got.cells(t), 1e-12);
    }
  }
}
