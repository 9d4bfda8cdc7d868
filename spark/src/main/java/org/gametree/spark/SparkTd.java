package org.gametree.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.learn.DifferentiableModel;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.TdLambda;

/**
 * TD(λ) on Spark in synchronous rounds over a set of games (Sutton's repeated presentation of a training set): each
 * round broadcasts the parameters; every task runs core's {@link TdLambda} in {@link TdLambda.Mode#MANUAL} mode over
 * its games (each position seen from its mover, {@link TdLambda.Range#SYMMETRIC}, the outcome +1/0/−1 from player
 * 0) and returns its summed change; the driver adds the changes of all tasks, which is what one manual pass over
 * every game on one machine does, whatever the partitioning. After each round the round number and the parameters
 * are written to the checkpoint file (a temporary file renamed over it), and a run given the same checkpoint starts
 * after the last round it holds, so a killed run loses at most the round in flight.
 */
public final class SparkTd {
  private SparkTd() {}

  /** Makes a fresh model of the trained kind (its parameters are overwritten); it is shipped to the tasks. */
  public interface ModelFactory extends Supplier<DifferentiableModel>, Serializable {}

  /**
   * Runs rounds up to {@code rounds} (counting those in the checkpoint) from {@code start} (or the checkpoint's
   * parameters) and returns the parameters. {@code checkpoint} may be null (no checkpoints).
   */
  public static double[] run(JavaSparkContext sc, JavaRDD<TrainingSamples.GameLine> games, String gameSpec,
      String features, ModelFactory factory, double[] start, double alpha, double lambda, int rounds,
      Path checkpoint, PrintStream log) {
    return rounds(sc, start, rounds, checkpoint, log, (current, round) -> games.mapPartitions(it -> {
      double[] delta = pass(Games.byId(gameSpec), features, factory, current.value(), alpha, lambda, it);
      return Collections.singletonList(delta).iterator();
    }).treeReduce(SparkTd::add, 2), sum -> (long) sum[start.length] + " TD errors");
  }

  /** One round's work: the summed change of every task for the broadcast parameters, counts after them. */
  interface Round {
    double[] sum(Broadcast<double[]> parameters, int round);
  }

  /**
   * The synchronous rounds shared by the replayed and the self-play runs: resume from {@code checkpoint}, then for
   * each round broadcast the parameters, add the tasks' summed change ({@code work}; its first {@code start.length}
   * values) and checkpoint the round; {@code detail} describes the counts a round's sum carries after the changes.
   */
  static double[] rounds(JavaSparkContext sc, double[] start, int rounds, Path checkpoint, PrintStream log,
      Round work, java.util.function.Function<double[], String> detail) {
    double[] w = start.clone();
    int done = 0;
    if (checkpoint != null && Files.exists(checkpoint)) {
      Checkpoint c = Checkpoint.read(checkpoint);
      if (c.parameters().length != w.length) {
        throw new IllegalArgumentException("checkpoint " + checkpoint + " holds " + c.parameters().length
            + " parameters, the model has " + w.length);
      }
      w = c.parameters();
      done = c.round();
      log.println("resuming after round " + done + " from " + checkpoint);
    }
    for (int round = done + 1; round <= rounds; round++) {
      Broadcast<double[]> current = sc.broadcast(w);
      double[] sum = work.sum(current, round);
      current.destroy();
      double max = 0;
      for (int i = 0; i < w.length; i++) {
        w[i] += sum[i];
        max = Math.max(max, Math.abs(sum[i]));
      }
      if (checkpoint != null) {
        new Checkpoint(round, w).write(checkpoint);
      }
      log.printf("round %d: %s, largest change %.3g%n", round, detail.apply(sum), max);
    }
    return w;
  }

  /** Adds {@code b} into {@code a} (a task's sums into another's) and returns {@code a}. */
  static double[] add(double[] a, double[] b) {
    for (int i = 0; i < a.length; i++) {
      a[i] += b[i];
    }
    return a;
  }

  /** One task's pass: the summed parameter change over its games, the count of TD errors last. */
  private static <S extends GameState> double[] pass(Game<S> game, String features, ModelFactory factory,
      double[] w, double alpha, double lambda, java.util.Iterator<TrainingSamples.GameLine> lines) {
    FeatureExtractor<S> f = TrainingSamples.features(game, features);
    DifferentiableModel model = factory.get();
    System.arraycopy(w, 0, model.parameters(), 0, w.length);
    TdLambda td = new TdLambda(model, alpha, lambda, TdLambda.Mode.MANUAL, TdLambda.Range.SYMMETRIC);
    double[] x = new double[f.dimension()];
    while (lines.hasNext()) {
      TrainingSamples.GameLine line = lines.next();
      S s = game.newInitialState();
      for (String m : line.opening()) {
        s.play(s.parseMove(m));
      }
      td.startGame();
      for (String m : line.moves()) {
        f.extract(s, x);
        td.observe(x, s.currentPlayer());
        s.play(s.parseMove(m));
      }
      td.endGame(line.winner() == 0 ? 1 : line.winner() == 1 ? -1 : 0);
    }
    td.applyPending();
    double[] out = new double[w.length + 1];
    double[] after = model.parameters();
    for (int i = 0; i < w.length; i++) {
      out[i] = after[i] - w[i];
    }
    out[w.length] = td.steps();
    return out;
  }

  /** The round reached and the parameters after it; one text line each. */
  record Checkpoint(int round, double[] parameters) {
    static Checkpoint read(Path file) {
      try {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.size() < 2 || !lines.get(0).startsWith("round ")) {
          throw new IllegalArgumentException("not a TD checkpoint: " + file);
        }
        String[] parts = lines.get(1).strip().split(" ");
        double[] p = new double[parts.length];
        for (int i = 0; i < p.length; i++) {
          p[i] = Double.parseDouble(parts[i]);
        }
        return new Checkpoint(Integer.parseInt(lines.get(0).substring(6).strip()), p);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read checkpoint " + file, e);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a TD checkpoint: " + file, e);
      }
    }

    void write(Path file) {
      List<String> parts = new ArrayList<>();
      for (double v : parameters) {
        parts.add(Double.toString(v));
      }
      Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
      try {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
          Files.createDirectories(parent);
        }
        Files.writeString(tmp, "round " + round + "\n" + String.join(" ", parts) + "\n", StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write checkpoint " + file, e);
      }
    }
  }
}
