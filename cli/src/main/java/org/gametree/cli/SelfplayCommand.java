package org.gametree.cli;

import java.util.concurrent.Callable;
import org.gametree.cli.options.SelfPlayOptions;
import org.gametree.cli.options.SparkFlag;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree selfplay}: labelled games for evaluation learning, written as they finish and resumable. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
    description = "Generate self-play games for learning: random opening plies, then engine play with a weighted "
        + "top-K choice early on; labels from the result or an exact solver. Writes one JSON line per game.")
final class SelfplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Mixin SelfPlayOptions selfplay;

  @Option(names = "--json", description = "Print one JSON object {games, resumed, positions, exactLabels, millis}.")
  boolean json;

  @Mixin SparkFlag spark;

  @Override
  public Integer call() {
    if (spark.master != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    Game<?> game = Games.byId(gameSpec);
    SelfPlayConfig config = selfplay.config(game);
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
