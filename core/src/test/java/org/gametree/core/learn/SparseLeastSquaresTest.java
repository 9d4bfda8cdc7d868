package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SparseLeastSquaresTest {
  /**
   * A tiny planted pattern set: four "patterns" of five configurations each (columns 5·g + c); each row shows two of
   * the four patterns, one configuration each, and its target is the sum of their planted weights. Rows over every
   * pair of patterns fix the split between tables, so the fit must recover every weight.
   */
  private static SparseLeastSquares.Rows planted(double[] planted, Random rnd, int n, int rareColumn) {
    SparseLeastSquares.Rows rows = new SparseLeastSquares.Rows();
    int[] cols = new int[2];
    double[] ones = {1, 1};
    for (int j = 0; j < n; j++) {
      int a = rnd.nextInt(4);
      int b = (a + 1 + rnd.nextInt(3)) % 4;
      cols[0] = 5 * a + rnd.nextInt(5);
      cols[1] = 5 * b + rnd.nextInt(5);
      if (cols[0] == rareColumn || cols[1] == rareColumn) {
        continue;
      }
      rows.add(cols, ones, 2, planted[cols[0]] + planted[cols[1]]);
    }
    return rows;
  }

  private static double[] weights(Random rnd) {
    double[] w = new double[20];
    for (int i = 0; i < w.length; i++) {
      w[i] = Math.round(rnd.nextGaussian() * 100) / 10.0;
    }
    return w;
  }

  @Test
  void recoversPlantedPatternWeightsExactly() {
    Random rnd = new Random(7);
    double[] w = weights(rnd);
    SparseLeastSquares.Fit fit = SparseLeastSquares.fit(planted(w, rnd, 400, -1), 20, 0, 1, 200, 1e-12);
    for (int i = 0; i < w.length; i++) {
      assertEquals(w[i], fit.weights()[i], 1e-6, "weight " + i);
    }
    assertEquals(0, fit.rmse(), 1e-6);
    assertEquals(20, fit.kept());
    assertTrue(fit.iterations() <= 20, "CG needs at most as many steps as weights: " + fit.iterations());
  }

  @Test
  void rareConfigurationsStayZeroAndTheRestIsStillFitted() {
    Random rnd = new Random(8);
    double[] w = weights(rnd);
    SparseLeastSquares.Rows rows = planted(w, rnd, 400, 13);
    // column 13 seen twice only: below the minimum count of 3
    rows.add(new int[] {13, 0}, new double[] {1, 1}, 2, w[13] + w[0]);
    rows.add(new int[] {13, 6}, new double[] {1, 1}, 2, w[13] + w[6]);
    SparseLeastSquares.Fit fit = SparseLeastSquares.fit(rows, 20, 0, 3, 200, 1e-12);
    assertEquals(0, fit.weights()[13]);
    assertEquals(19, fit.kept());
    for (int i = 0; i < 20; i++) {
      if (i != 13) {
        // the two rows holding 13 still pull their other columns a little, and through them the rest
        assertEquals(w[i], fit.weights()[i], 0.1, "weight " + i);
      }
    }
  }

  @Test
  void ridgeShrinksTowardsZero() {
    Random rnd = new Random(9);
    double[] w = weights(rnd);
    SparseLeastSquares.Rows rows = planted(w, rnd, 400, -1);
    double[] free = SparseLeastSquares.fit(rows, 20, 0, 1, 200, 1e-12).weights();
    double[] shrunk = SparseLeastSquares.fit(rows, 20, 50, 1, 200, 1e-12).weights();
    double a = 0;
    double b = 0;
    for (int i = 0; i < 20; i++) {
      a += free[i] * free[i];
      b += shrunk[i] * shrunk[i];
    }
    assertTrue(b < 0.9 * a, "ridge 50 shrinks |w|²: " + b + " vs " + a);
  }

  @Test
  void rejectsColumnsOutOfRange() {
    SparseLeastSquares.Rows rows = new SparseLeastSquares.Rows();
    rows.add(new int[] {3}, new double[] {1}, 1, 1);
    assertThrows(IllegalArgumentException.class, () -> SparseLeastSquares.fit(rows, 3, 0, 1, 10, 1e-9));
    assertThrows(IllegalArgumentException.class,
        () -> SparseLeastSquares.fit(new SparseLeastSquares.Rows(), 3, 0, 1, 10, 1e-9));
  }
}
