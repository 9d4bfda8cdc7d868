package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Games;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkTournamentTest {
  private static final List<String> ENGINES =
      List.of("negascout:depth=1,hash=1", "negascout:depth=2,hash=1", "alphabeta:depth=4,hash=1");
  private static JavaSparkContext sc;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "SparkTournamentTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  private static MatchConfig settings(String e1, String e2, Path out, boolean resume) {
    return MatchConfig.builder(e1, e2).games(8).openingPlies(3).seed(5).out(out).resume(resume).build();
  }

  /** A record line without its timing fields, by {@code engine1|engine2|id}. */
  private static Map<String, String> games(Path file) throws IOException {
    Map<String, String> out = new TreeMap<>();
    for (String line : Files.readAllLines(file)) {
      String key = line.replaceAll(".*\"engine1\":\"([^\"]*)\",\"engine2\":\"([^\"]*)\".*", "$1|$2")
          + "|" + line.replaceAll("^\\{\"id\":(\\d+),.*", "$1");
      assertEquals(null, out.put(key, line.replaceAll(",\"engine1Millis\".*", "")), key + " twice");
    }
    return out;
  }

  @Test
  void roundRobinPairingsEqualLocalMatches() throws IOException {
    Path out = dir.resolve("rr.jsonl");
    SparkTournament.Result r = SparkTournament.run(sc, "connect-four", ENGINES,
        SparkTournament.Format.ROUND_ROBIN, settings("x", "y", out, false), 5, quiet());
    assertEquals(3, r.pairings().size());
    Map<String, String> expected = new TreeMap<>();
    double total = 0;
    for (int p = 0; p < 3; p++) {
      int[] pair = SparkTournament.pairings(3, SparkTournament.Format.ROUND_ROBIN).get(p);
      Path local = dir.resolve("local" + p + ".jsonl");
      MatchResult m = Match.run(Games.byId("connect-four"),
          settings(ENGINES.get(pair[0]), ENGINES.get(pair[1]), local, false), MatchProgress.NONE);
      expected.putAll(games(local));
      SparkTournament.Pairing got = r.pairings().get(p);
      assertEquals(m.stats(), got.result().stats());
      assertEquals(ENGINES.get(pair[0]), got.result().engine1());
      assertEquals(4, got.pentanomial().pairs());
      assertEquals(m.stats().score(), got.pentanomial().score(), 1e-12);
    }
    assertEquals(expected, games(out));
    for (double pts : r.points().values()) {
      total += pts;
    }
    assertEquals(24, total, 0);
    assertEquals(16, r.games().get(ENGINES.get(0)));
  }

  @Test
  void gauntletResumesWhereTheRecordStops() throws IOException {
    Path out = dir.resolve("g.jsonl");
    SparkTournament.Result full = SparkTournament.run(sc, "connect-four", ENGINES,
        SparkTournament.Format.GAUNTLET, settings("x", "y", out, false), 4, quiet());
    assertEquals(2, full.pairings().size());
    List<String> lines = Files.readAllLines(out);
    assertEquals(16, lines.size());
    Path cut = dir.resolve("cut.jsonl");
    Files.write(cut, lines.subList(0, 9));
    Files.writeString(cut, lines.get(9).substring(0, 30), java.nio.file.StandardOpenOption.APPEND);
    SparkTournament.Result resumed = SparkTournament.run(sc, "connect-four", ENGINES,
        SparkTournament.Format.GAUNTLET, settings("x", "y", cut, true), 4, quiet());
    assertEquals(games(out), games(cut));
    for (int p = 0; p < 2; p++) {
      assertEquals(full.pairings().get(p).result().stats(), resumed.pairings().get(p).result().stats());
      assertEquals(full.pairings().get(p).pentanomial(), resumed.pairings().get(p).pentanomial());
    }
    assertEquals(9, resumed.pairings().get(0).result().resumed() + resumed.pairings().get(1).result().resumed());
  }

  private static PrintStream quiet() {
    return new PrintStream(OutputStream.nullOutputStream());
  }
}
