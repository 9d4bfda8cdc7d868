package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SignatureTableTest {
  /** Two noisy ±1 features; the expert always picks a move whose features agree in sign (XOR is false). */
  private static double[] option(Random r) {
    return new double[] {(r.nextBoolean() ? 1 : -1) + 0.2 * r.nextGaussian(),
        (r.nextBoolean() ? 1 : -1) + 0.2 * r.nextGaussian()};
  }

  private static boolean agrees(double[] x) {
    return Math.signum(x[0]) == Math.signum(x[1]);
  }

  @Test
  void bookMovesTeachAnXorInteractionThatALinearModelCannotLearn() {
    Random r = new Random(9);
    SignatureTable table = new SignatureTable(3, new double[] {1, 1}, new int[][] {{0, 1}});
    BookMoveTrainer trainer = new BookMoveTrainer(table);
    java.util.List<double[]> xs = new java.util.ArrayList<>();
    java.util.List<Double> ys = new java.util.ArrayList<>();
    double[][] options = new double[4][];
    for (int k = 0; k < 2000; k++) {
      int chosen = -1;
      for (int m = 0; m < 4; m++) {
        options[m] = option(r);
        if (chosen < 0 && agrees(options[m])) {
          chosen = m;
        }
        xs.add(options[m]);
        ys.add(agrees(options[m]) ? 1.0 : -1.0);
      }
      if (chosen >= 0) {
        trainer.observe(options, 4, chosen);
      }
    }
    trainer.apply();
    // Cells (−1,−1) and (1,1) beat (−1,1) and (1,−1).
    double[] c = table.cells(0);
    int mm = 0;
    int pp = 2 + 2 * 3;
    int mp = 0 + 2 * 3;
    int pm = 2;
    assertTrue(Math.min(c[mm], c[pp]) > Math.max(c[mp], c[pm]), java.util.Arrays.toString(c));
    assertEquals(-1.0, c[mp], 1e-12);

    double[][] x = xs.toArray(new double[0][]);
    double[] y = ys.stream().mapToDouble(Double::doubleValue).toArray();
    LinearModel linear = LinearTrainers.leastSquares(x, y, 0);
    Random test = new Random(10);
    int tableRight = 0;
    int linearRight = 0;
    int n = 4000;
    for (int k = 0; k < n; k++) {
      double[] a = option(test);
      double[] b = option(test);
      if (agrees(a) == agrees(b)) {
        b[1] = -b[1];
      }
      boolean aBetter = agrees(a);
      tableRight += (table.value(a) > table.value(b)) == aBetter ? 1 : 0;
      linearRight += (linear.value(a) > linear.value(b)) == aBetter ? 1 : 0;
    }
    assertTrue(tableRight > 0.98 * n, "table picked " + tableRight + "/" + n);
    assertTrue(linearRight < 0.6 * n && linearRight > 0.4 * n, "linear picked " + linearRight + "/" + n);
  }

  @Test
  void twoLevelStructureFeedsQuantisedTableOutputsUpward() {
    SignatureTable t = SignatureTable.twoLevel(5, new double[] {1, 1, 1, 1, 1, 1}, 3);
    assertEquals(3, t.tableCount());
    assertEquals(125 + 125 + 25, t.cellCount());
    // Table 0 says 1.0 in the cell of features (2, 2, 2); table 2 reads it as level 2.
    int cell0 = (2 + 2) + 5 * (2 + 2) + 25 * (2 + 2);
    t.cells(0)[cell0] = 1.0;
    int top = (2 + 2) + 5 * (0 + 2);
    t.cells(2)[top] = 0.75;
    assertEquals(0.75, t.value(new double[] {3, 2.2, 9, 0, 0, 0}), 0.0);
    assertEquals(0.0, t.value(new double[] {0, 0, 0, 0, 0, 0}), 0.0);
  }

  /**
   * Balanced, mirrored book moves: every cell of every level is the exact negation of its mirror cell, and the cells
   * the expert prefers are positive while the cells of the moves it passes over are negative (Samuel's counts leave
   * both negative, below the unvisited cells' 0).
   */
  @Test
  void balancedMirroredBookMovesGiveAnAntisymmetricTableWithPreferredCellsPositive() {
    SignatureTable table = SignatureTable.twoLevel(3, new double[] {1, 1, 1, 1}, 2);
    SignatureTable samuel = table.copy();
    BookMoveTrainer balanced = new BookMoveTrainer(table);
    BookMoveTrainer counts = new BookMoveTrainer(samuel);
    Random r = new Random(4);
    double[][] options = new double[5][];
    for (int pass = 0; pass < 2; pass++) {
      balanced.reset();
      counts.reset();
      for (int k = 0; k < 3000; k++) {
        int best = 0;
        for (int m = 0; m < options.length; m++) {
          options[m] = new double[] {r.nextGaussian(), r.nextGaussian(), r.nextGaussian(), r.nextGaussian()};
          if (options[m][0] + options[m][2] > options[best][0] + options[best][2]) {
            best = m;
          }
        }
        balanced.observeBalanced(options, options.length, best);
        counts.observe(options, options.length, best);
      }
      balanced.apply();
      counts.apply();
    }
    for (int t = 0; t < table.tableCount(); t++) {
      double[] c = table.cells(t);
      for (int i = 0; i < c.length; i++) {
        assertEquals(-c[i], c[c.length - 1 - i], 1e-12, "table " + t + " cell " + i);
      }
    }
    double[] good = {1.2, 0, 1.2, 0};
    double[] bad = {-1.2, 0, -1.2, 0};
    assertTrue(table.value(good) > 0 && table.value(bad) < 0, table.value(good) + " " + table.value(bad));
    assertEquals(-table.value(good), table.value(bad), 1e-12);
    assertTrue(samuel.value(bad) < 0 && samuel.cells(0)[4] < 0, "Samuel's counts: the centre cell is negative");
    assertThrows(IllegalArgumentException.class, () -> balanced.observeBalanced(options, 5, 5));
  }

  @Test
  void rejectsBadStructures() {
    assertThrows(IllegalArgumentException.class, () -> new SignatureTable(4, new double[] {1}, new int[][] {{0}}));
    assertThrows(IllegalArgumentException.class,
        () -> new SignatureTable(3, new double[] {1, 1, 1, 1, 1}, new int[][] {{0, 1, 2, 3, 4}}));
    assertThrows(IllegalArgumentException.class, () -> new SignatureTable(3, new double[] {1}, new int[][] {{-1}}));
    assertThrows(IllegalArgumentException.class,
        () -> new SignatureTable(3, new double[] {1, 1}, new int[][] {{0}, {1}}));
  }
}
