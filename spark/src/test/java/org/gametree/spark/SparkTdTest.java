package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TdLambda;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** TD(λ) rounds on Spark against core's TdLambda over the same games on one machine, and resume from a checkpoint. */
class SparkTdTest {
  private static JavaSparkContext sc;
  @TempDir static Path dir;
  private static Path data;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "SparkTdTest");
    data = dir.resolve("othello.jsonl");
    SelfPlay.run(Games.byId("othello"), SelfPlayConfig.builder("negascout:depth=1,hash=1", data).games(8)
        .openingPlies(4).seed(3).build(), SelfPlay.Progress.NONE);
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  /** The single-machine reference: one manual pass over every game per round. */
  private static <S extends GameState> double[] local(Game<S> game, List<TrainingSamples.GameLine> games, int rounds,
      double alpha, double lambda) {
    FeatureExtractor<S> f = TrainingSamples.features(game, "bayes");
    LinearModel model = LinearModel.zeros(f.dimension());
    TdLambda td = new TdLambda(model, alpha, lambda, TdLambda.Mode.MANUAL, TdLambda.Range.SYMMETRIC);
    double[] x = new double[f.dimension()];
    for (int r = 0; r < rounds; r++) {
      for (TrainingSamples.GameLine line : games) {
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
    }
    return model.parameters().clone();
  }

  @Test
  void roundsEqualOneMachineAndResumeFromTheCheckpoint() {
    Game<?> game = Games.byId("othello");
    JavaRDD<TrainingSamples.GameLine> games = TrainingSamples.games(sc, game, data, 3);
    int dim = TrainingSamples.features(game, "bayes").dimension();
    SparkTd.ModelFactory linear = () -> LinearModel.zeros(dim);
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    double[] expected = local(game, games.collect(), 4, 1e-4, 0.7);
    double[] full = SparkTd.run(sc, games, "othello", "bayes", linear, new double[dim + 1], 1e-4, 0.7, 4, null, quiet);
    for (int i = 0; i <= dim; i++) {
      assertEquals(expected[i], full[i], 1e-9 * Math.max(1, Math.abs(expected[i])));
    }
    Path checkpoint = dir.resolve("td.ckpt");
    SparkTd.run(sc, games, "othello", "bayes", linear, new double[dim + 1], 1e-4, 0.7, 2, checkpoint, quiet);
    assertEquals(2, SparkTd.Checkpoint.read(checkpoint).round());
    double[] resumed =
        SparkTd.run(sc, games, "othello", "bayes", linear, new double[dim + 1], 1e-4, 0.7, 4, checkpoint, quiet);
    assertEquals(4, SparkTd.Checkpoint.read(checkpoint).round());
    for (int i = 0; i <= dim; i++) {
      assertEquals(full[i], resumed[i], 1e-12 * Math.max(1, Math.abs(full[i])));
    }
  }
}
