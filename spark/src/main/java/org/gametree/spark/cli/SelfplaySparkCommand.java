package org.gametree.spark.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.match.Json;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.Games;
import org.gametree.spark.PositionsParquet;
import org.gametree.spark.SparkSelfPlay;
import org.gametree.spark.TrainingSamples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree selfplay ... --spark}: the same training file as {@code gametree selfplay}, played by Spark tasks. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
    description = "Self-play games for learning, played by Spark tasks; the same JSON lines as 'gametree selfplay', "
        + "game for game, appended as each slice finishes and resumable.")
final class SelfplaySparkCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Option(names = "--engine", defaultValue = "negascout:depth=4", paramLabel = "SPEC",
      description = "The built-in engine that plays both sides (default negascout:depth=4).")
  String engine;

  @Option(names = "--games", defaultValue = "100", paramLabel = "N", description = "Games (default 100).")
  int games;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "The training file (JSON lines).")
  Path out;

  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N", description = "Uniformly random plies.")
  int openingPlies;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Random seed.")
  long seed;

  @Option(names = "--top-k", defaultValue = "3", paramLabel = "K", description = "Choose among the K best moves.")
  int topK;

  @Option(names = "--top-k-plies", defaultValue = "10", paramLabel = "N",
      description = "Plies after the opening that use the top-K choice.")
  int topKPlies;

  @Option(names = "--value-scale", defaultValue = "200", paramLabel = "X",
      description = "Score units per logistic unit for the top-K weights.")
  double valueScale;

  @Option(names = "--exact-labels", description = "Label positions with an exact solver where the game has one.")
  boolean exactLabels;

  @Option(names = "--solver-nodes", defaultValue = "1000000", paramLabel = "N",
      description = "Node budget per exact solve (default 1000000).")
  long solverNodes;

  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K",
      description = "Ignored with --spark: the master's cores set how many games run at once.")
  int concurrency;

  @Option(names = "--resume", description = "Continue the run recorded in --out.")
  boolean resume;

  @Option(names = "--parquet", paramLabel = "DIR",
      description = "Also write the file's labelled positions as a Parquet data set to DIR (replaced), one row per "
          + "position: game, id, ply, position, mover, move, label, exact, winner, margin.")
  Path parquet;

  @Option(names = "--json", description = "Print one JSON object {games, resumed, positions, exactLabels, millis}.")
  boolean json;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() {
    SelfPlayConfig config = SelfPlayConfig.builder(engine, out).games(games).openingPlies(openingPlies).seed(seed)
        .topK(topK).topKPlies(topKPlies).valueScale(valueScale).exactLabels(exactLabels).resume(resume).build();
    SelfPlay.Result r;
    try (JavaSparkContext sc = spark.context("gametree selfplay " + gameSpec)) {
      r = SparkSelfPlay.run(sc, gameSpec, config, solverNodes, spark.partitions, System.err);
      if (parquet != null) {
        var games = TrainingSamples.games(sc, Games.byId(gameSpec), out, spark.partitions);
        long rows = PositionsParquet.write(sc, games, gameSpec, parquet);
        System.err.println(rows + " positions written to " + parquet);
      }
    }
    if (json) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("games", r.games());
      m.put("resumed", r.resumed());
      m.put("positions", r.positions());
      m.put("exactLabels", r.exactLabels());
      m.put("millis", r.elapsed().toMillis());
      System.out.println(Json.toJson(m));
    } else {
      System.out.printf("%d games (%d resumed), %d positions, %d exact labels, %.1f s%n", r.games(), r.resumed(),
          r.positions(), r.exactLabels(), r.elapsed().toMillis() / 1000.0);
    }
    return 0;
  }
}
