package org.gametree.spark.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.learn.LinearEvaluation;
import org.gametree.core.learn.LinearModel;
import org.gametree.spark.SparkTexel;
import org.gametree.spark.SparkTexelFit;
import org.gametree.spark.TrainingSamples;

/**
 * {@code gametree train GAME texel --spark}: reads the positions ({@code --data} positions or self-play file, or
 * {@code --parquet}), fits K unless given, then takes Newton steps ({@link SparkTexelFit}), writing after each step
 * the weights ({@code --out}, the command on its first line), a row of the trace ({@code OUT.fit.tsv}: step, training
 * and held-out loss, seconds) and the checkpoint (step, K and the parameters exactly, with the run's settings); the
 * same command continues from the checkpoint, or starts afresh when the inputs or settings changed.
 */
final class TexelSpark {
  private static final String MAGIC = "texel-spark-checkpoint 1";

  private final TrainSparkCommand c;

  TexelSpark(TrainSparkCommand command) {
    this.c = command;
  }

  <S extends GameState> int run(Game<S> game) throws IOException {
    LinearEvaluation<S> cap = SparkTexel.capability(game);
    if ((c.data == null) == (c.parquet == null)) {
      throw new IllegalArgumentException("texel: give --data FILE (positions *.tsv or a self-play file) or --parquet"
          + " DIR");
    }
    if (!(c.holdout >= 0 && c.holdout <= 0.9) || c.skip < 0 || !(c.k >= 0)) {
      throw new IllegalArgumentException("texel: --holdout in [0, 0.9], --skip >= 0 and --k >= 0");
    }
    SparkTexelFit.Settings settings = new SparkTexelFit.Settings(c.l2, c.fitBias, c.iterations, c.tolerance);
    LinearModel startModel = c.start == null ? cap.startWeights() : read(cap, c.start);
    double[] start = startModel.parameters().clone();
    Path checkpoint = c.checkpoint != null ? c.checkpoint : sibling(c.out, ".checkpoint");
    Path trace = sibling(c.out, ".fit.tsv");
    String command = command(game);
    String[] resumed = resumable(checkpoint, command);
    try (JavaSparkContext sc = c.spark.context("gametree train " + game.id() + " texel")) {
      return SparkTexel.unwrapped(() -> {
        try {
          return fit(sc, game, cap, start, settings, command, checkpoint, trace, resumed);
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
    }
  }

  private <S extends GameState> int fit(JavaSparkContext sc, Game<S> game, LinearEvaluation<S> cap, double[] start,
      SparkTexelFit.Settings settings, String command, Path checkpoint, Path trace, String[] resumed) throws IOException {
    long t0 = System.nanoTime();
    JavaRDD<SparkTexel.Row> rows = rows(sc, game, start).cache();
    double k;
    double[] u = null;
    int done = 0;
    if (resumed != null) {
      done = Integer.parseInt(field(resumed[2], "step"));
      k = Double.parseDouble(field(resumed[3], "k"));
      String[] parts = field(resumed[4], "u").split(" ");
      u = new double[parts.length];
      for (int i = 0; i < parts.length; i++) {
        u[i] = Double.parseDouble(parts[i]);
      }
    } else {
      k = c.k > 0 ? c.k : SparkTexelFit.fitK(rows, start);
    }
    SparkTexelFit fit = new SparkTexelFit(rows, start, k, settings, u, done);
    long[] counts = fit.counts();
    System.err.printf(Locale.ROOT, "texel: %d training and %d held-out positions, %d features (%.1f s); K %.6g%n",
        counts[0], counts[1], start.length - 1, (System.nanoTime() - t0) / 1e9, k);
    if (resumed != null) {
      System.err.println("texel: continuing after step " + done);
    } else {
      write(trace, "step\ttrain_loss\theldout_loss\tseconds\n" + row(0, fit, 0));
      write(checkpoint, checkpointText(command, fit));
    }
    double firstTrain = fit.trainLoss();
    double firstHeld = fit.heldOutLoss();
    String header = command + " (" + counts[0] + " positions, K " + String.format(Locale.ROOT, "%.6g", k) + ")";
    boolean more = true;
    while (more && fit.iterations() < settings.iterations()) {
      long s0 = System.nanoTime();
      int before = fit.iterations();
      more = fit.step();
      if (fit.iterations() == before) {
        break;
      }
      String r = row(fit.iterations(), fit, (System.nanoTime() - s0) / 1e9);
      write(c.out, cap.toText(header + ", step " + fit.iterations(), fit.model()));
      Files.writeString(trace, kept(trace, fit.iterations()) + r, StandardCharsets.UTF_8);
      write(checkpoint, checkpointText(command, fit));
      System.err.print("texel: step " + r.replace('\t', ' '));
    }
    write(c.out, cap.toText(header + ", step " + fit.iterations(), fit.model()));
    rows.unpersist();
    System.out.printf(Locale.ROOT, "texel for %s (%d Newton step%s, K %.6g, %d of %d features fitted; loss train "
        + "%.5f -> %.5f, held-out %.5f -> %.5f) written to %s%n", game.id(), fit.iterations(),
        fit.iterations() == 1 ? "" : "s", k,
        fit.trainableFeatures(), start.length - 1, firstTrain, fit.trainLoss(), firstHeld, fit.heldOutLoss(), c.out);
    return 0;
  }

  private <S extends GameState> JavaRDD<SparkTexel.Row> rows(JavaSparkContext sc, Game<S> game, double[] start) {
    String id = game.id();
    if (c.parquet != null) {
      return SparkTexel.resolvedRows(SparkTexel.parquetPositions(sc, c.parquet.toString()), id, start, c.skip,
          c.seed, c.holdout);
    }
    if (c.data.getFileName().toString().endsWith(".tsv")) {
      return SparkTexel.quietRows(sc, id, c.data.toString(), c.spark.partitions, c.seed, c.holdout);
    }
    JavaRDD<TrainingSamples.GameLine> games = TrainingSamples.games(sc, game, c.data, c.spark.partitions);
    return SparkTexel.resolvedRows(SparkTexel.selfPlayPositions(games, id), id, start, c.skip, c.seed, c.holdout);
  }

  /** The command line that made the weights: inputs and every setting the fit depends on. */
  private String command(Game<?> game) {
    List<String> parts = new ArrayList<>(List.of("gametree train", game.id(), "texel"));
    parts.add(c.parquet != null ? "--parquet " + c.parquet : "--data " + c.data);
    if (c.parquet != null || !c.data.getFileName().toString().endsWith(".tsv")) {
      parts.add("--skip " + c.skip);
    }
    parts.add("--holdout " + c.holdout);
    parts.add("--seed " + c.seed);
    if (c.k > 0) {
      parts.add("--k " + c.k);
    }
    parts.add("--l2 " + c.l2);
    parts.add(c.fitBias ? "--fit-bias" : "--no-fit-bias");
    if (c.start != null) {
      parts.add("--start " + c.start);
    }
    parts.add("--spark");
    return String.join(" ", parts);
  }

  private static String checkpointText(String command, SparkTexelFit fit) {
    StringBuilder b = new StringBuilder(MAGIC).append('\n');
    b.append("command ").append(command).append('\n');
    b.append("step ").append(fit.iterations()).append('\n');
    b.append("k ").append(Double.toHexString(fit.k())).append('\n');
    b.append('u');
    for (double d : fit.logOdds()) {
      b.append(' ').append(Double.toHexString(d));
    }
    return b.append('\n').toString();
  }

  /** The checkpoint's lines if it continues this command, else null (none, or another command's: a fresh fit). */
  private static String[] resumable(Path checkpoint, String command) throws IOException {
    if (!Files.exists(checkpoint)) {
      return null;
    }
    String[] lines = Files.readString(checkpoint, StandardCharsets.UTF_8).strip().split("\n");
    if (lines.length != 5 || !lines[0].equals(MAGIC)) {
      throw new IllegalArgumentException(checkpoint + " is not a texel checkpoint (expected '" + MAGIC + "' and 5 "
          + "lines)");
    }
    if (!field(lines[1], "command").equals(command)) {
      System.err.println("texel: the inputs or settings changed since " + checkpoint + " was written: fitting afresh");
      return null;
    }
    return lines;
  }

  private static String field(String line, String name) {
    if (!line.startsWith(name + " ")) {
      throw new IllegalArgumentException("checkpoint line '" + line + "' should start with '" + name + "'");
    }
    return line.substring(name.length() + 1).strip();
  }

  private static String row(int step, SparkTexelFit fit, double seconds) {
    return String.format(Locale.ROOT, "%d\t%.6f\t%.6f\t%.3f%n", step, fit.trainLoss(), fit.heldOutLoss(), seconds);
  }

  /** The trace's header and rows before step {@code upTo} (a killed run may have written a row past its checkpoint). */
  private static String kept(Path trace, int upTo) throws IOException {
    StringBuilder b = new StringBuilder();
    if (Files.exists(trace)) {
      for (String line : Files.readAllLines(trace, StandardCharsets.UTF_8)) {
        String first = line.split("\t", 2)[0];
        if (!first.chars().allMatch(Character::isDigit) || Integer.parseInt(first) < upTo) {
          b.append(line).append('\n');
        }
      }
    }
    return b.toString();
  }

  private static Path sibling(Path file, String suffix) {
    return file.resolveSibling(file.getFileName() + suffix);
  }

  private static void write(Path file, String text) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Path tmp = sibling(file, ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static <S extends GameState> LinearModel read(LinearEvaluation<S> cap, Path file) throws IOException {
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return cap.read(r);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("--start " + file + ": " + e.getMessage(), e);
    }
  }
}
