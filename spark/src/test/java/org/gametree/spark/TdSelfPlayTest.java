package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Games;
import org.gametree.core.learn.LinearModel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TD(λ) rounds that play new games on Spark against the same rounds on one machine (one manual pass over all the
 * round's games with the round's parameters), and resume after the driver dies between rounds.
 */
class TdSelfPlayTest {
  private static JavaSparkContext sc;
  @TempDir Path dir;

  private static final TdSelfPlay SETTINGS = new TdSelfPlay("othello", "bayes", 1, 4, 11, 6, 1000, 1e-5, 0.7);
  private static final int DIM = TrainingSamples.features(Games.byId("othello"), "bayes").dimension();
  private static final SparkTd.ModelFactory LINEAR = () -> LinearModel.zeros(DIM);

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "TdSelfPlayTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  private static PrintStream quiet() {
    return new PrintStream(OutputStream.nullOutputStream());
  }

  /** Round {@code round}'s games played and learnt on one machine in one pass with parameters {@code w}. */
  private static double[] localRound(double[] w, int round) {
    int g = SETTINGS.gamesPerRound();
    return SETTINGS.play(LINEAR, w, IntStream.range((round - 1) * g, round * g).boxed().iterator());
  }

  @Test
  void twoRoundsEqualOneMachineAndTheSecondPlaysWithTheFirstsWeights() {
    double[] w = new double[DIM + 1];
    double[] afterOne = null;
    for (int round = 1; round <= 2; round++) {
      double[] sum = localRound(w, round);
      assertEquals(SETTINGS.gamesPerRound(), (long) sum[DIM + 2], "games of round " + round);
      for (int i = 0; i <= DIM; i++) {
        w[i] += sum[i];
      }
      afterOne = round == 1 ? w.clone() : afterOne;
    }
    double[] spark = SETTINGS.run(sc, LINEAR, new double[DIM + 1], 2, 4, null, quiet());
    for (int i = 0; i <= DIM; i++) {
      assertEquals(w[i], spark[i], 1e-9 * Math.max(1, Math.abs(w[i])), "parameter " + i);
    }
    // New games each round: round 2 played with round 1's weights differs from the same ids played at zero weights
    // (all moves tie there), so a task that ignored the broadcast would not match.
    double[] atZero = localRound(new double[DIM + 1], 2);
    double[] atOne = localRound(afterOne, 2);
    assertTrue(!Arrays.equals(Arrays.copyOf(atZero, DIM + 1), Arrays.copyOf(atOne, DIM + 1)));
  }

  @Test
  void aRunKilledBetweenRoundsResumesFromItsCheckpoint() {
    double[] full = SETTINGS.run(sc, LINEAR, new double[DIM + 1], 2, 3, null, quiet());
    Path checkpoint = dir.resolve("td.ckpt");
    // The driver dies right after round 1 is checkpointed: its progress line throws.
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    PrintStream dying = new PrintStream(seen, true, StandardCharsets.UTF_8) {
      @Override
      public PrintStream printf(String format, Object... args) {
        super.printf(format, args);
        throw new IllegalStateException("killed");
      }
    };
    assertThrows(IllegalStateException.class,
        () -> SETTINGS.run(sc, LINEAR, new double[DIM + 1], 2, 3, checkpoint, dying));
    assertTrue(seen.toString(StandardCharsets.UTF_8).startsWith("round 1: 6 games"), seen.toString());
    assertEquals(1, SparkTd.Checkpoint.read(checkpoint).round());
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    double[] resumed = SETTINGS.run(sc, LINEAR, new double[DIM + 1], 2, 2, checkpoint,
        new PrintStream(log, true, StandardCharsets.UTF_8));
    assertTrue(log.toString(StandardCharsets.UTF_8).startsWith("resuming after round 1"), log.toString());
    assertEquals(2, SparkTd.Checkpoint.read(checkpoint).round());
    for (int i = 0; i <= DIM; i++) {
      assertEquals(full[i], resumed[i], 1e-12 * Math.max(1, Math.abs(full[i])), "parameter " + i);
    }
  }
}
