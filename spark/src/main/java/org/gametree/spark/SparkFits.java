package org.gametree.spark;

import java.io.Serializable;
import java.util.Collections;
import java.util.Iterator;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.NonPositiveDefiniteMatrixException;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.gametree.core.learn.BookMoveTrainer;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.SignatureTable;
import org.gametree.core.learn.StagedBayesianTrainer;

/**
 * The fits that reduce to sums, computed on Spark with {@code treeAggregate}: each task adds its positions into a
 * partial sum, the partial sums are merged in a tree, and the driver solves. The sums are the single-machine trainers'
 * own: the staged Bayesian discriminant aggregates core's {@link StagedBayesianTrainer} itself (per stage the class
 * counts, Σx and Σxxᵀ, pooled over stage ± radius); least squares the normal equations AᵀA and Aᵀy (with the bias
 * column), solved by Cholesky as core's ridge fit does; Samuel's signature tables the agree/differ (A/D) counts of
 * core's {@link BookMoveTrainer}, one broadcast of the tables per pass. Results equal the core trainers' up to the
 * order of floating-point additions.
 */
public final class SparkFits {
  /** Merge depth of the aggregation tree. */
  private static final int DEPTH = 2;

  private SparkFits() {}

  /**
   * One labelled position.
   *
   * @param x its features, from the point of view the target is given for
   * @param stage its game stage ({@link org.gametree.core.learn.FeatureExtractor#stage})
   * @param target 1 won, ½ drawn, 0 lost (a regression target for least squares)
   */
  public record Sample(double[] x, int stage, double target) implements Serializable {}

  /**
   * One expert decision for book-move training.
   *
   * @param successors the features of the position after each legal move
   * @param chosen the index of the move the expert played
   */
  public record Decision(double[][] successors, int chosen) implements Serializable {}

  /**
   * The Bayesian discriminant's sums per stage {@code first..last}, each stage pooling stage ± {@code radius}: wins
   * are targets above ½, losses below, draws are left out. {@code build(minPerClass, ridge)} on the result gives the
   * model.
   */
  public static StagedBayesianTrainer bayes(JavaRDD<Sample> samples, int dimension, int first, int last, int radius) {
    return samples.treeAggregate(new StagedBayesianTrainer(dimension, first, last, radius), (t, s) -> {
      if (s.target() != 0.5) {
        t.add(s.stage(), s.x(), s.target() > 0.5);
      }
      return t;
    }, (a, b) -> {
      a.addAll(b);
      return a;
    }, DEPTH);
  }

  /** AᵀA and Aᵀy of a least-squares fit with a bias column, summed position by position. */
  public static final class NormalEquations implements Serializable {
    private static final long serialVersionUID = 1L;
    private final int n;
    private final double[] ata;
    private final double[] aty;
    private long count;

    /** Empty sums for {@code dimension} features (plus the bias). */
    public NormalEquations(int dimension) {
      this.n = dimension;
      this.ata = new double[(n + 1) * (n + 1)];
      this.aty = new double[n + 1];
    }

    /** Adds one position and its target. */
    public NormalEquations add(double[] x, double y) {
      int m = n + 1;
      for (int i = 0; i <= n; i++) {
        double xi = i < n ? x[i] : 1;
        aty[i] += xi * y;
        for (int j = 0; j <= i; j++) {
          ata[i * m + j] += xi * (j < n ? x[j] : 1);
        }
      }
      count++;
      return this;
    }

    /** Adds another's sums. */
    public NormalEquations addAll(NormalEquations o) {
      if (o.n != n) {
        throw new IllegalArgumentException("dimension " + o.n + " != " + n);
      }
      for (int i = 0; i < ata.length; i++) {
        ata[i] += o.ata[i];
      }
      for (int i = 0; i <= n; i++) {
        aty[i] += o.aty[i];
      }
      count += o.count;
      return this;
    }

    /** Positions added. */
    public long count() {
      return count;
    }

    /**
     * Minimises Σ (y − w·x − b)² + ridge·|w|² by Cholesky on the normal equations (with a positive ridge exactly
     * core's {@link org.gametree.core.learn.LinearTrainers#leastSquares}; with none, the same solution core finds by
     * QR when the features are not collinear, which fail here as there).
     */
    public LinearModel solve(double ridge) {
      if (count == 0) {
        throw new IllegalArgumentException("no positions to fit");
      }
      int m = n + 1;
      RealMatrix a = new Array2DRowRealMatrix(m, m);
      for (int i = 0; i < m; i++) {
        for (int j = 0; j <= i; j++) {
          a.setEntry(i, j, ata[i * m + j]);
          a.setEntry(j, i, ata[i * m + j]);
        }
      }
      if (ridge > 0) {
        for (int i = 0; i < n; i++) {
          a.addToEntry(i, i, ridge);
        }
        a.addToEntry(n, n, 1e-12);
      }
      RealVector w;
      try {
        w = new CholeskyDecomposition(a).getSolver().solve(new ArrayRealVector(aty));
      } catch (NonPositiveDefiniteMatrixException e) {
        throw new IllegalArgumentException("features are collinear; use a positive ridge", e);
      }
      double[] weights = new double[n];
      for (int i = 0; i < n; i++) {
        weights[i] = w.getEntry(i);
      }
      return new LinearModel(weights, w.getEntry(n));
    }
  }

  /** The normal equations of a least-squares fit of the targets on the features. */
  public static NormalEquations leastSquares(JavaRDD<Sample> samples, int dimension) {
    return samples.treeAggregate(new NormalEquations(dimension), (e, s) -> e.add(s.x(), s.target()),
        NormalEquations::addAll, DEPTH);
  }

  /**
   * Quantisation steps for signature tables: {@code sigmas} standard deviations of each feature over every successor
   * of every decision (at least 1e-3), from sums aggregated on the cluster.
   */
  public static double[] steps(JavaRDD<Decision> decisions, int dimension, double sigmas) {
    double[] sums = decisions.treeAggregate(new double[2 * dimension + 1], (acc, d) -> {
      for (double[] f : d.successors()) {
        for (int k = 0; k < dimension; k++) {
          acc[k] += f[k];
          acc[dimension + k] += f[k] * f[k];
        }
        acc[2 * dimension]++;
      }
      return acc;
    }, (a, b) -> {
      for (int i = 0; i < a.length; i++) {
        a[i] += b[i];
      }
      return a;
    }, DEPTH);
    double n = Math.max(1, sums[2 * dimension]);
    double[] steps = new double[dimension];
    for (int k = 0; k < dimension; k++) {
      double mean = sums[k] / n;
      double sd = Math.sqrt(Math.max(0, sums[dimension + k] / n - mean * mean));
      steps[k] = Math.max(1e-3, sigmas * sd);
    }
    return steps;
  }

  /** A signature table's structure and cells, to broadcast. */
  private record TableState(int levels, double[] steps, int[][] inputs, double[][] cells) implements Serializable {
    static TableState of(SignatureTable t) {
      double[][] cells = new double[t.tableCount()][];
      for (int i = 0; i < cells.length; i++) {
        cells[i] = t.cells(i).clone();
      }
      return new TableState(t.levels(), t.steps(), t.inputs(), cells);
    }

    SignatureTable table() {
      SignatureTable t = new SignatureTable(levels, steps, inputs);
      for (int i = 0; i < cells.length; i++) {
        System.arraycopy(cells[i], 0, t.cells(i), 0, cells[i].length);
      }
      return t;
    }
  }

  /** Agree and differ counts per table and cell. */
  private record Counts(long[][] agree, long[][] differ) implements Serializable {
    static Counts of(BookMoveTrainer trainer, SignatureTable t) {
      long[][] a = new long[t.tableCount()][];
      long[][] d = new long[t.tableCount()][];
      for (int i = 0; i < a.length; i++) {
        a[i] = new long[t.cells(i).length];
        d[i] = new long[t.cells(i).length];
        for (int c = 0; c < a[i].length; c++) {
          a[i][c] = trainer.agreeCount(i, c);
          d[i][c] = trainer.differCount(i, c);
        }
      }
      return new Counts(a, d);
    }

    Counts plus(Counts o) {
      for (int i = 0; i < agree.length; i++) {
        for (int c = 0; c < agree[i].length; c++) {
          agree[i][c] += o.agree[i][c];
          differ[i][c] += o.differ[i][c];
        }
      }
      return this;
    }
  }

  /**
   * Samuel's book-move training of {@code table} in place, {@code passes} times: each pass broadcasts the current
   * cells, every task counts A (the chosen move's cell) and D (the other moves' cells) for its decisions with core's
   * {@link BookMoveTrainer}, the counts are summed, and each visited cell becomes (A − D)/(A + D) — a pass of core's
   * observe-all, apply, reset.
   */
  public static SignatureTable bookMoves(JavaSparkContext sc, JavaRDD<Decision> decisions, SignatureTable table,
      int passes) {
    for (int pass = 0; pass < passes; pass++) {
      Broadcast<TableState> state = sc.broadcast(TableState.of(table));
      Counts sum = decisions.mapPartitions((Iterator<Decision> it) -> {
        SignatureTable t = state.value().table();
        BookMoveTrainer trainer = new BookMoveTrainer(t);
        while (it.hasNext()) {
          Decision d = it.next();
          trainer.observe(d.successors(), d.successors().length, d.chosen());
        }
        return Collections.singletonList(Counts.of(trainer, t)).iterator();
      }).treeReduce(Counts::plus, DEPTH);
      state.destroy();
      for (int t = 0; t < table.tableCount(); t++) {
        double[] cells = table.cells(t);
        for (int c = 0; c < cells.length; c++) {
          long a = sum.agree()[t][c];
          long d = sum.differ()[t][c];
          if (a + d > 0) {
            cells[c] = (double) (a - d) / (a + d);
          }
        }
      }
    }
    return table;
  }
}
