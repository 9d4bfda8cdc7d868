package org.gametree.spark.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.cli.options.SelfPlayOptions;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
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

  @Mixin SelfPlayOptions selfplay;

  @Option(names = "--parquet", paramLabel = "DIR",
      description = "Also write the file's labelled positions as a Parquet data set to DIR (replaced), one row per "
          + "position: game, id, ply, position, mover, move, label, exact, winner, margin.")
  Path parquet;

  @Option(names = "--json", description = "Print one JSON object {games, resumed, positions, exactLabels, millis}.")
  boolean json;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() {
    SelfPlayConfig config = selfplay.config(Games.byId(gameSpec));
    SelfPlay.Result r;
    try (JavaSparkContext sc = spark.context("gametree selfplay " + gameSpec)) {
      r = SparkSelfPlay.run(sc, gameSpec, config, selfplay.solverNodes, spark.partitions, System.err);
      if (parquet != null) {
        var games = TrainingSamples.games(sc, Games.byId(gameSpec), config.out(), spark.partitions);
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
