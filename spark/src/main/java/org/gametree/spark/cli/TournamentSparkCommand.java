package org.gametree.spark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

/** {@code gametree tournament ... --spark}: a round robin or gauntlet of engine specs on Spark. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
    description = "A round robin (every pair) or gauntlet (the first engine against each other) of engine specs on "
        + "Spark; each pairing is a 'gametree match' over the same openings, colours swapped per opening.")
final class TournamentSparkCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Option(names = "--engine", required = true, paramLabel = "SPEC",
      description = "An engine; give two or more (repeat the option).")
  List<String> engines = new ArrayList<>();

  @Option(names = "--format", defaultValue = "round-robin", paramLabel = "round-robin|gauntlet",
      description = "round-robin (default) or gauntlet.")
  String format;

  @Option(names = "--json", description = "Print {pairings: [match objects with pentanomial], standings: [{engine, "
      + "points, games, score}]}.")
  boolean json;

  @Mixin MatchOptions match;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() {
    SparkTournament.Format f = switch (format) {
      case "round-robin" -> SparkTournament.Format.ROUND_ROBIN;
      case "gauntlet" -> SparkTournament.Format.GAUNTLET;
      default -> throw new IllegalArgumentException("--format is round-robin or gauntlet, not '" + format + "'");
    };
    Path temporary = MatchRecords.temporary(match);
    SparkTournament.Result r;
    MatchConfig config = MatchRecords.config(match, temporary);
    try (JavaSparkContext sc = spark.context("gametree tournament " + gameSpec)) {
      r = SparkTournament.run(sc, gameSpec, engines, f, config, spark.partitions, System.err);
    } finally {
      MatchRecords.deleteQuietly(temporary);
    }
    List<Map<String, Object>> standings = new ArrayList<>();
    for (String e : r.points().keySet()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("engine", e);
      m.put("points", r.points().get(e));
      m.put("games", r.games().get(e));
      m.put("score", r.games().get(e) == 0 ? null : Math.round(1e4 * r.points().get(e) / r.games().get(e)) / 1e4);
      standings.add(m);
    }
    standings.sort((a, b) -> Double.compare((Double) b.get("points"), (Double) a.get("points")));
    if (json) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("pairings", r.pairings().stream().map(SparkTournament.Pairing::toJsonMap).toList());
      m.put("standings", standings);
      System.out.println(Json.toJson(m));
    } else {
      for (SparkTournament.Pairing p : r.pairings()) {
        System.out.println(p.summary());
      }
      System.out.println("standings:");
      for (Map<String, Object> s : standings) {
        System.out.printf("  %-40s %6.1f / %d%n", s.get("engine"), (Double) s.get("points"), (Integer) s.get("games"));
      }
    }
    return 0;
  }
}
