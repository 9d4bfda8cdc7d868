package org.gametree.spark;

import java.io.Serializable;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Opening;
import org.gametree.core.match.Players;
import org.gametree.core.tune.Spsa;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaParameter;
import org.gametree.core.tune.SpsaProgress;
import org.gametree.core.tune.SpsaResult;
import org.gametree.core.tune.SpsaSchedule;

/**
 * SPSA on Spark: core's {@link Spsa#runInBatches} with each batch's game pairs as Spark tasks, one pair a task, every
 * pair of a batch played around the same θ. The driver keeps the run's files (resume, trajectory, final spec) exactly
 * as a local run does; a pair is the same pair wherever it is played ({@link Spsa#playPair} draws everything from the
 * iteration's stream), so a run's trajectory depends on the batch size, not on the cluster. An openings file and the
 * engines must be reachable on every executor.
 */
public final class SparkSpsa {
  private SparkSpsa() {}

  /** What a task needs to rebuild the run (a {@link SpsaConfig} holds paths, which do not serialize). */
  record Settings(String gameSpec, String base, List<SpsaParameter> parameters, SpsaSchedule schedule, long seed,
      String openingsFile, int openingPlies, int drawAfterPlies, long engineTimeoutMillis) implements Serializable {
    static Settings of(String gameSpec, SpsaConfig c) {
      return new Settings(gameSpec, c.base().toString(), List.copyOf(c.parameters()), c.schedule(), c.seed(),
          c.openingsFile() == null ? null : c.openingsFile().toString(), c.openingPlies(), c.drawAfterPlies(),
          c.engineTimeout().toMillis());
    }

    SpsaConfig config() {
      return new SpsaConfig(EngineSpec.parse(base), parameters, schedule, seed,
          openingsFile == null ? null : Path.of(openingsFile), openingPlies, 1, drawAfterPlies,
          Duration.ofMillis(engineTimeoutMillis), Path.of("."));
    }
  }

  /**
   * Runs {@code config} for the game {@code gameSpec} on {@code sc}, {@code config.concurrency()} pairs a batch (one
   * Spark job a batch, one task a pair).
   */
  public static SpsaResult run(JavaSparkContext sc, String gameSpec, SpsaConfig config, SpsaProgress progress) {
    Game<?> game = Games.byId(gameSpec);
    Players.validate(game, config.spec(config.parameters().stream().mapToDouble(SpsaParameter::start).toArray()));
    if (config.openingsFile() != null) {
      Opening.read(game, config.openingsFile());
    }
    Settings settings = Settings.of(gameSpec, config);
    return Spsa.runInBatches(game, config, progress, (iterations, theta) -> {
      List<Integer> ks = Arrays.stream(iterations).boxed().toList();
      double[] around = theta.clone();
      List<Double> results = sc.parallelize(ks, ks.size()).map(k -> play(settings, k, around)).collect();
      return results.stream().mapToDouble(Double::doubleValue).toArray();
    });
  }

  /** Plays iteration {@code k}'s pair around {@code theta} on an executor. */
  static double play(Settings settings, int k, double[] theta) {
    return play(Games.byId(settings.gameSpec()), settings, k, theta);
  }

  private static <S extends GameState> double play(Game<S> game, Settings settings, int k, double[] theta) {
    SpsaConfig config = settings.config();
    List<Opening> openings = config.openingsFile() == null ? null : Opening.read(game, config.openingsFile());
    return Spsa.playPair(game, config, (spec, seed) -> Players.create(game, spec, seed, config.engineTimeout()),
        openings, k, theta);
  }
}
