package org.gametree.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.search.SearchLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree selfplay}: labelled games for evaluation learning, written as they finish and resumable. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
    description = "Generate self-play games for learning: random opening plies, then engine play with a weighted "
        + "top-K choice early on; labels from the result or an exact solver. Writes one JSON line per game.")
final class SelfplayCommand implements Callable<Integer> {
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

  @Option(names = "--top-k", defaultValue = "3", paramLabel = "K",
      description = "Choose among the K best moves, weighted as in Xu et al. 2010 (1 = always the best).")
  int topK;

  @Option(names = "--top-k-plies", defaultValue = "10", paramLabel = "N",
      description = "Plies after the opening that use the top-K choice.")
  int topKPlies;

  @Option(names = "--value-scale", defaultValue = "200", paramLabel = "X",
      description = "Score units per logistic unit when turning move values into probabilities.")
  double valueScale;

  @Option(names = "--exact-labels", description = "Label positions with an exact solver where the game has one.")
  boolean exactLabels;

  @Option(names = "--solver-nodes", defaultValue = "1000000", paramLabel = "N",
      description = "Node budget per exact solve (default 1000000).")
  long solverNodes;

  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K", description = "Games at once.")
  int concurrency;

  @Option(names = "--resume", description = "Continue the run recorded in --out.")
  boolean resume;

  @Option(names = "--json", description = "Print one JSON object {games, resumed, positions, exactLabels, millis}.")
  boolean json;

  @Option(names = "--spark", arity = "0..1", paramLabel = "MASTER", fallbackValue = "local[*]",
      description = "Run on Apache Spark, local[*] by default (docs/spark.md): the gametree launcher script hands the "
          + "command to the gametree-spark module.")
  String spark;

  @Override
  public Integer call() {
    if (spark != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    Game<?> game = Games.byId(gameSpec);
    SelfPlayConfig config = SelfPlayConfig.builder(engine, out)
        .games(games)
        .openingPlies(openingPlies)
        .seed(seed)
        .topK(topK)
        .topKPlies(topKPlies)
        .valueScale(valueScale)
        .exactLabels(exactLabels)
        .solverLimits(SearchLimits.nodes(solverNodes))
        .concurrency(concurrency)
        .resume(resume)
        .build();
    SelfPlay.Result result;
    try (GameProgress progress = new GameProgress("selfplay")) {
      result = SelfPlay.run(game, config, progress);
    }
    if (json) {
      System.out.println(Json.toJson(Json.object().put("games", result.games()).put("resumed", result.resumed())
          .put("positions", result.positions()).put("exactLabels", result.exactLabels())
          .put("millis", result.elapsed().toMillis())));
    } else {
      System.out.printf("%d games (%d resumed), %d positions, %d exact labels, %.1f s%n", result.games(),
          result.resumed(), result.positions(), result.exactLabels(), result.elapsed().toMillis() / 1000.0);
    }
    return 0;
  }
}
