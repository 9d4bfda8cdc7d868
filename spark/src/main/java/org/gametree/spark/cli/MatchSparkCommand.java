package org.gametree.spark.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.cli.options.MatchOptions;
import org.gametree.core.match.Json;
import org.gametree.core.match.MatchConfig;
import org.gametree.spark.SparkTournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree match ... --spark}: the two-engine match of {@code gametree match}, its games played by Spark tasks. */
@Command(name = "match", mixinStandardHelpOptions = true,
    description = "Play two engines from a set of openings with colours swapped, on Spark; report W/D/L, score and "
        + "Elo with 95%% intervals as 'gametree match' does, plus pentanomial (game-pair) statistics.")
final class MatchSparkCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Option(names = "--engine1", required = true, paramLabel = "SPEC", description = "First engine (results are its).")
  String engine1;

  @Option(names = "--engine2", required = true, paramLabel = "SPEC", description = "Second engine.")
  String engine2;

  @Option(names = "--json", description = "Print the match object of 'gametree match --json' with a pentanomial "
      + "object {pairs, counts, score, scoreError95, eloDiff, eloError95}.")
  boolean json;

  @Mixin MatchOptions match;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() {
    Path temporary = MatchRecords.temporary(match);
    MatchConfig config = MatchRecords.config(match, temporary);
    try (JavaSparkContext sc = spark.context("gametree match " + gameSpec)) {
      SparkTournament.Result r = SparkTournament.run(sc, gameSpec, List.of(engine1, engine2),
          SparkTournament.Format.GAUNTLET, config, spark.partitions, System.err);
      SparkTournament.Pairing p = r.pairings().get(0);
      System.out.println(json ? Json.toJson(p.toJsonMap()) : p.summary());
    } finally {
      MatchRecords.deleteQuietly(temporary);
    }
    return 0;
  }
}
