package org.gametree.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * fitted first with the start weights), minimised by full-batch Newton steps ({@link SparkTexelFit}) instead of
 * mini-batch Adam, because each pass over a cluster's positions costs the same whether it sums a gradient or a
 * Hessian. This class holds the positions' side: the rows and where they come from.
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
