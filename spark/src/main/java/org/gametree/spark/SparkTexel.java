package org.gametree.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.NonPositiveDefiniteMatrixException;
import org.apache.commons.math3.linear.RealVector;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function0;
import org.apache.spark.api.java.function.Function2;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearEvaluation;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.QuietPositions;
import org.gametree.core.learn.TexelData;
import org.gametree.core.learn.TexelFit;

/**
 * Texel's method on Spark: the same objective as core's {@link TexelFit} (the evaluation {@code w·x + b} read as the
 * log-odds {@code K·e} of the mover's result, the mean logistic loss plus {@code l2/2 · Σ (K·(w_i − w0_i))²}, K
 * fitted first with the start weights), minimised by full-batch Newton steps instead of mini-batch Adam, because each
 * pass over a cluster's positions costs the same whether it sums a gradient or a Hessian: one pass gives the loss, the gradient and the Hessian at the current weights, the driver solves the Newton system (Cholesky,
 * over the features some training position has), and a step that does not lower the loss is halved. The loss is
 * convex, so a few passes reach the optimum that Adam approaches.
 *
 * <p>Positions arrive as {@link Row}s (sparse features, the mover's points, held out or not, by the game rule of
 * {@link TexelData#heldOut}): from a positions file as {@code gametree train GAME texel} labels it, or from
 * self-play records and {@code selfplay --parquet} data sets, whose positions the tasks resolve to quiet ones with
 * the game's quiescence ({@link QuietPositions}) first.
 */
public final class SparkTexel {
  private SparkTexel() {}

  /**
   * One labelled position.
   *
   * @param index the features that are not zero, ascending
   * @param value their values
   * @param label the mover's points (1, ½, 0)
   * @param heldOut whether its game is held out of the fit
   */
  public record Row(int[] index, float[] value, float label, boolean heldOut) implements Serializable {
    /** The row of dense features {@code x}. */
    static Row of(double[] x, double label, boolean heldOut) {
      int nonZero = 0;
      for (double v : x) {
        nonZero += v != 0 ? 1 : 0;
      }
      int[] index = new int[nonZero];
      float[] value = new float[nonZero];
      for (int i = 0, j = 0; i < x.length; i++) {
        if (x[i] != 0) {
          index[j] = i;
          value[j++] = (float) x[i];
        }
      }
      return new Row(index, value, (float) label, heldOut);
    }

    /** {@code p·x + p[n]}: the log-odds (or evaluation) of parameters {@code p} with the bias last. */
    double dot(double[] p) {
      double z = p[p.length - 1];
      for (int j = 0; j < index.length; j++) {
        z += p[index[j]] * value[j];
      }
      return z;
    }
  }

  /**
   * A labelled position before its features: its game (the key of the held-out split), its ply from the initial
   * position, its text, and the mover's points.
   */
  public record Labelled(String game, int ply, String position, double label) implements Serializable {}

  /**
   * The rows of positions already quiet (a positions file's lines, {@code GAME<TAB>RESULT<TAB>POSITION}, numbered
   * from 1 for the error a line that does not read gets).
   */
  public static JavaRDD<Row> quietRows(JavaSparkContext sc, String gameSpec, String file, int partitions, long seed,
      double holdout) {
    JavaRDD<String> lines = partitions > 0 ? sc.textFile(file, partitions) : sc.textFile(file);
    return lines.zipWithIndex().mapPartitions(it -> {
      Game<?> game = Games.byId(gameSpec);
      FeatureExtractor<?> features = capability(game).features();
      List<Row> out = new ArrayList<>();
      while (it.hasNext()) {
        var next = it.next();
        String line = next._1();
        if (line.isBlank()) {
          continue;
        }
        try {
          TexelData.PositionLine p = TexelData.PositionLine.parse(line);
          out.add(row(game, features, p.position(), p.label(), TexelData.heldOut(p.game(), seed, holdout)));
        } catch (RuntimeException e) {
          throw new IllegalArgumentException(file + " line " + (next._2() + 1) + ": " + e.getMessage(), e);
        }
      }
      return out.iterator();
    });
  }

  /** Every position of the self-play games {@code games}, labelled as the training file labels it for its mover. */
  public static JavaRDD<Labelled> selfPlayPositions(JavaRDD<TrainingSamples.GameLine> games, String gameSpec) {
    return games.mapPartitions(it -> {
      Game<?> game = Games.byId(gameSpec);
      List<Labelled> out = new ArrayList<>();
      while (it.hasNext()) {
        replay(game, it.next(), out);
      }
      return out.iterator();
    });
  }

  private static <S extends GameState> void replay(Game<S> game, TrainingSamples.GameLine line, List<Labelled> out) {
    S s = game.newInitialState();
    for (String m : line.opening()) {
      s.play(s.parseMove(m));
    }
    String key = Integer.toString(line.id());
    for (int i = 0; i < line.moves().size(); i++) {
      out.add(new Labelled(key, s.plyCount(), game.formatPosition(s), line.labels().get(i)));
      s.play(s.parseMove(line.moves().get(i)));
    }
  }

  /** The positions of a {@code selfplay --parquet} data set ({@link PositionsParquet}'s columns). */
  public static JavaRDD<Labelled> parquetPositions(JavaSparkContext sc, String dir) {
    return PositionsParquet.session(sc).read().parquet(dir).select("id", "ply", "position", "label").javaRDD()
        .map(r -> new Labelled(Integer.toString(r.getInt(0)), r.getInt(1), r.getString(2), r.getDouble(3)));
  }

  /**
   * The rows of {@code positions} from ply {@code skip} on, each resolved to a quiet position by the game's
   * quiescence under the weights {@code start} (bias last) and labelled for the quiet position's mover; positions
   * that do not resolve (in check, finished, a decisive line) are left out.
   */
  public static JavaRDD<Row> resolvedRows(JavaRDD<Labelled> positions, String gameSpec, double[] start, int skip,
      long seed, double holdout) {
    return positions.mapPartitions(it -> {
      Game<?> game = Games.byId(gameSpec);
      List<Row> out = new ArrayList<>();
      resolve(game, it, start, skip, seed, holdout, out);
      return out.iterator();
    });
  }

  private static <S extends GameState> void resolve(Game<S> game, java.util.Iterator<Labelled> it, double[] start,
      int skip, long seed, double holdout, List<Row> out) {
    LinearEvaluation<S> cap = capability(game);
    FeatureExtractor<S> features = cap.features();
    double[] x = new double[features.dimension()];
    try (QuietPositions<S> quiet = new QuietPositions<>(game, cap.evaluator(model(start)))) {
      while (it.hasNext()) {
        Labelled p = it.next();
        if (p.ply() < skip) {
          continue;
        }
        S s = game.parsePosition(p.position());
        int mover = s.currentPlayer();
        if (quiet.resolve(s) < 0) {
          continue;
        }
        double label = s.currentPlayer() == mover ? p.label() : 1 - p.label();
        features.extract(s, x);
        out.add(Row.of(x, label, TexelData.heldOut(p.game(), seed, holdout)));
      }
    }
  }

  private static <S extends GameState> Row row(Game<S> game, FeatureExtractor<?> features, String position,
      double label, boolean heldOut) {
    @SuppressWarnings("unchecked")
    FeatureExtractor<S> f = (FeatureExtractor<S>) features;
    double[] x = new double[f.dimension()];
    f.extract(game.parsePosition(position), x);
    return Row.of(x, label, heldOut);
  }

  /** The game's linear evaluation; {@link IllegalArgumentException} if it has none. */
  public static <S extends GameState> LinearEvaluation<S> capability(Game<S> game) {
    return LinearEvaluation.of(game)
        .orElseThrow(() -> new IllegalArgumentException(game.id() + " has no linear evaluation to fit"));
  }

  private static LinearModel model(double[] p) {
    return new LinearModel(Arrays.copyOf(p, p.length - 1), p[p.length - 1]);
  }

  /**
   * The fit's settings.
   *
   * @param l2 the penalty on the change of the weights, per squared log-odds
   * @param fitBias whether the bias is fitted
   * @param iterations Newton steps at most
   * @param tolerance the fit stops when a step lowers the training loss by less than this
   */
  public record Settings(double l2, boolean fitBias, int iterations, double tolerance) implements Serializable {
    /** Checks the ranges. */
    public Settings {
      if (!(l2 >= 0) || iterations < 0 || !(tolerance >= 0)) {
        throw new IllegalArgumentException("l2 >= 0, iterations >= 0, tolerance >= 0: " + l2 + ", " + iterations
            + ", " + tolerance);
      }
    }
  }

  /** The K minimising the training loss of the parameters {@code start} (bias last) on {@code rows}. */
  public static double fitK(JavaRDD<Row> rows, double[] start) {
    JavaRDD<double[]> values = rows.filter(r -> !r.heldOut()).map(r -> new double[] {r.dot(start), r.label()})
        .cache();
    try {
      long count = values.count();
      if (count == 0) {
        throw new IllegalArgumentException("no training positions");
      }
      DoubleUnaryOperator loss = k -> ordered(values, () -> new double[1], (s, v) -> {
        s[0] += TexelFit.crossEntropy(k * v[0], v[1]);
        return s;
      }, (a, b) -> {
        a[0] += b[0];
        return a;
      })[0] / count;
      return TexelFit.minimiseK(loss);
    } finally {
      values.unpersist();
    }
  }

  /**
   * What one pass sums at the log-odds parameters u: the training and held-out losses and counts, the training
   * gradient of the mean loss and its Hessian (upper triangle, row by row), penalty not included.
   */
  static final class Pass implements Serializable {
    final int size;
    double trainLoss;
    long trainCount;
    double heldLoss;
    long heldCount;
    final double[] gradient;
    final double[] hessian;

    Pass(int size) {
      this.size = size;
      this.gradient = new double[size];
      this.hessian = new double[size * (size + 1) / 2];
    }

    /** Where row {@code i}'s upper triangle starts in {@link #hessian}. */
    int rowStart(int i) {
      return i * size - i * (i - 1) / 2;
    }

    Pass add(Row r, double[] u) {
      double z = r.dot(u);
      double loss = TexelFit.crossEntropy(z, r.label());
      if (r.heldOut()) {
        heldLoss += loss;
        heldCount++;
        return this;
      }
      trainLoss += loss;
      trainCount++;
      double p = 1 / (1 + Math.exp(-z));
      double residual = p - r.label();
      double weight = p * (1 - p);
      int[] index = r.index();
      float[] value = r.value();
      int bias = size - 1;
      for (int a = 0; a < index.length; a++) {
        int i = index[a];
        double xi = value[a];
        gradient[i] += residual * xi;
        int start = rowStart(i) - i;
        double wx = weight * xi;
        for (int b = a; b < index.length; b++) {
          hessian[start + index[b]] += wx * value[b];
        }
        hessian[start + bias] += wx;
      }
      gradient[bias] += residual;
      hessian[rowStart(bias)] += weight;
      return this;
    }

    Pass merge(Pass o) {
      trainLoss += o.trainLoss;
      trainCount += o.trainCount;
      heldLoss += o.heldLoss;
      heldCount += o.heldCount;
      for (int i = 0; i < gradient.length; i++) {
        gradient[i] += o.gradient[i];
      }
      for (int i = 0; i < hessian.length; i++) {
        hessian[i] += o.hessian[i];
      }
      return this;
    }
  }

  /**
   * {@code add} folded over each partition from {@code zero}, the partitions' sums merged on the driver in partition
   * order: the same floating-point sums on every run (Spark's own aggregates merge partitions as they finish), so a
   * resumed fit ends where an uninterrupted one does, bit for bit.
   */
  static <T, A> A ordered(JavaRDD<T> rdd, Function0<A> zero, Function2<A, T, A> add, Function2<A, A, A> merge) {
    List<A> parts = rdd.mapPartitions(it -> {
      A acc = zero.call();
      while (it.hasNext()) {
        acc = add.call(acc, it.next());
      }
      return List.of(acc).iterator();
    }).collect();
    try {
      A total = zero.call();
      for (A part : parts) {
        total = merge.call(total, part);
      }
      return total;
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** The features some training position has (not zero), and the training positions. */
  static boolean[] trainable(JavaRDD<Row> rows, int dimension) {
    return ordered(rows.filter(r -> !r.heldOut()), () -> new boolean[dimension], (seen, r) -> {
      for (int i : r.index()) {
        seen[i] = true;
      }
      return seen;
    }, (a, b) -> {
      for (int i = 0; i < a.length; i++) {
        a[i] |= b[i];
      }
      return a;
    });
  }

  /**
   * One fit in progress: the log-odds parameters u = K·θ (bias last) and the pass at them; {@link #step} moves them
   * by a Newton step. Rows should be cached by the caller.
   */
  public static final class Fit {
    private final JavaRDD<Row> rows;
    private final double k;
    private final double[] start;
    private final Settings settings;
    private final boolean[] trainable;
    private final int size;
    private double[] u;
    private Pass pass;
    private int iterations;

    /**
     * A fit of {@code rows} from the parameters {@code start} (the evaluator's units, bias last) with scaling
     * {@code k}, continuing at {@code resumeU} (log-odds parameters) after {@code done} steps when it is not null.
     */
    public Fit(JavaRDD<Row> rows, double[] start, double k, Settings settings, double[] resumeU, int done) {
      if (!(k > 0) || !Double.isFinite(k)) {
        throw new IllegalArgumentException("K must be a positive number: " + k);
      }
      this.rows = rows;
      this.k = k;
      this.start = start.clone();
      this.settings = settings;
      this.size = start.length;
      boolean[] seen = trainable(rows, size - 1);
      this.trainable = Arrays.copyOf(seen, size);
      this.trainable[size - 1] = settings.fitBias();
      if (resumeU != null && resumeU.length != size) {
        throw new IllegalArgumentException("the checkpoint has " + (resumeU.length - 1) + " features, the fit "
            + (size - 1));
      }
      this.u = resumeU != null ? resumeU.clone() : Arrays.stream(start).map(w -> k * w).toArray();
      this.iterations = done;
      this.pass = pass(u);
      if (pass.trainCount == 0) {
        throw new IllegalArgumentException("no training positions");
      }
    }

    private Pass pass(double[] at) {
      double[] p = at.clone();
      int n = size;
      return ordered(rows, () -> new Pass(n), (acc, r) -> acc.add(r, p), Pass::merge);
    }

    /** The training loss with the penalty, at the current parameters. */
    public double objective() {
      return objective(pass, u);
    }

    private double objective(Pass at, double[] params) {
      double penalty = 0;
      for (int i = 0; i < size - 1; i++) {
        double d = params[i] - k * start[i];
        penalty += d * d;
      }
      return at.trainLoss / at.trainCount + settings.l2() / 2 * penalty;
    }

    /** The mean training loss, without the penalty. */
    public double trainLoss() {
      return pass.trainLoss / pass.trainCount;
    }

    /** The mean held-out loss (NaN with none held out). */
    public double heldOutLoss() {
      return pass.heldCount == 0 ? Double.NaN : pass.heldLoss / pass.heldCount;
    }

    /** Training and held-out positions. */
    public long[] counts() {
      return new long[] {pass.trainCount, pass.heldCount};
    }

    /**
     * One Newton step (halved until the objective does not rise, at most 30 times); false, with nothing changed, if
     * no step lowers the objective by at least the tolerance or the iterations are used up.
     */
    public boolean step() {
      if (iterations >= settings.iterations()) {
        return false;
      }
      double[] delta = newtonDirection();
      double before = objective();
      for (int halvings = 0; halvings <= 30; halvings++) {
        double t = Math.scalb(1.0, -halvings);
        double[] next = u.clone();
        for (int i = 0; i < size; i++) {
          next[i] -= t * delta[i];
        }
        Pass at = pass(next);
        double after = objective(at, next);
        if (after <= before) {
          boolean progress = before - after >= settings.tolerance();
          u = next;
          pass = at;
          iterations++;
          return progress;
        }
      }
      return false;
    }

    /** H⁻¹g over the trainable parameters (zero elsewhere), with the penalty in both. */
    private double[] newtonDirection() {
      int[] free = java.util.stream.IntStream.range(0, size).filter(i -> trainable[i]).toArray();
      int m = free.length;
      double count = pass.trainCount;
      double[][] h = new double[m][m];
      double[] g = new double[m];
      for (int a = 0; a < m; a++) {
        int i = free[a];
        g[a] = pass.gradient[i] / count + (i < size - 1 ? settings.l2() * (u[i] - k * start[i]) : 0);
        for (int b = a; b < m; b++) {
          int j = free[b];
          h[a][b] = pass.hessian[pass.rowStart(i) + j - i] / count;
          h[b][a] = h[a][b];
        }
        h[a][a] += i < size - 1 ? settings.l2() : 0;
      }
      double[] solved = solve(h, g);
      double[] delta = new double[size];
      for (int a = 0; a < m; a++) {
        delta[free[a]] = solved[a];
      }
      return delta;
    }

    /** Solves h·x = g by Cholesky, adding a growing ridge while h is not positive definite. */
    private static double[] solve(double[][] h, double[] g) {
      if (g.length == 0) {
        return g;
      }
      double trace = 0;
      for (int a = 0; a < h.length; a++) {
        trace += h[a][a];
      }
      double ridge = 0;
      for (int attempt = 0; ; attempt++) {
        Array2DRowRealMatrix matrix = new Array2DRowRealMatrix(h);
        for (int a = 0; a < h.length; a++) {
          matrix.addToEntry(a, a, ridge);
        }
        try {
          RealVector x = new CholeskyDecomposition(matrix, 1e-9, 1e-14).getSolver()
              .solve(new ArrayRealVector(g, false));
          return x.toArray();
        } catch (NonPositiveDefiniteMatrixException e) {
          if (attempt == 12) {
            throw new IllegalStateException("the Newton system stays singular; give l2 > 0", e);
          }
          ridge = Math.max(ridge * 10, 1e-12 * Math.max(trace / h.length, 1e-300));
        }
      }
    }

    /** The fitted weights in the evaluator's units. */
    public LinearModel model() {
      double[] w = new double[size - 1];
      for (int i = 0; i < w.length; i++) {
        w[i] = u[i] / k;
      }
      return new LinearModel(w, u[size - 1] / k);
    }

    /** The log-odds parameters (bias last), what a checkpoint keeps. */
    public double[] logOdds() {
      return u.clone();
    }

    /** Newton steps taken. */
    public int iterations() {
      return iterations;
    }

    /** The scaling constant. */
    public double k() {
      return k;
    }

    /** How many features the fit moves (some training position has them), the bias not counted. */
    public int trainableFeatures() {
      int c = 0;
      for (int i = 0; i < size - 1; i++) {
        c += trainable[i] ? 1 : 0;
      }
      return c;
    }
  }

  /**
   * Runs {@code body}, turning a Spark job's failure caused by an {@link IllegalArgumentException} (a line that does
   * not read, a position the game refuses) into that exception, so the command reports it as bad input.
   */
  public static <T> T unwrapped(java.util.function.Supplier<T> body) {
    try {
      return body.get();
    } catch (Exception e) {
      // Spark rethrows a task's failure as a SparkException, checked but undeclared
      for (Throwable c = e; c != null; c = c.getCause()) {
        if (c instanceof IllegalArgumentException bad) {
          throw new IllegalArgumentException(bad.getMessage(), e);
        }
      }
      if (e instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

}
