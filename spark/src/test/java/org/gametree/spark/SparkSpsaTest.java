package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Players;
import org.gametree.core.tune.Spsa;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaParameter;
import org.gametree.core.tune.SpsaProgress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SPSA's pairs as Spark tasks give the trajectory of the same batches played in one process. */
class SparkSpsaTest {
  @TempDir Path dir;

  private static SpsaConfig config(Path out) {
    return SpsaConfig.of(EngineSpec.parse("negascout:depth=2,hash=1"),
        List.of(new SpsaParameter("contempt", 0, -50, 50, 10, 0.002, true)), 6, 3, out).withConcurrency(3);
  }

  private static <S extends GameState> Spsa.Batch here(Game<S> game, SpsaConfig config) {
    return (iterations, theta) -> Arrays.stream(iterations).mapToDouble(k -> Spsa.playPair(game, config,
        (spec, seed) -> Players.create(game, spec, seed, config.engineTimeout()), null, k, theta)).toArray();
  }

  @Test
  void sparkBatchesPlayThePairsALocalRunPlays() throws IOException {
    Game<?> game = Games.byId("connect-four");
    SpsaConfig local = config(dir.resolve("local"));
    Spsa.runInBatches(game, local, SpsaProgress.NONE, here(game, local));
    try (JavaSparkContext sc = SparkRuns.context("local[2]", "SparkSpsaTest")) {
      SparkSpsa.run(sc, "connect-four", config(dir.resolve("spark")), SpsaProgress.NONE);
    }
    assertEquals(Files.readString(dir.resolve("local").resolve("trajectory.tsv")),
        Files.readString(dir.resolve("spark").resolve("trajectory.tsv")));
    assertEquals(Files.readString(dir.resolve("local").resolve("final-spec.txt")),
        Files.readString(dir.resolve("spark").resolve("final-spec.txt")));
  }
}
