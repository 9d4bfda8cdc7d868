package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Games;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkSelfPlayTest {
  private static JavaSparkContext sc;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "SparkSelfPlayTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  private static SelfPlayConfig config(Path out, boolean resume) {
    return SelfPlayConfig.builder("negascout:depth=3,hash=1", out).games(14).openingPlies(2).seed(7).topK(3)
        .topKPlies(6).concurrency(2).resume(resume).build();
  }

  /** id → line of a JSON-lines file, failing on a repeated id. */
  private static Map<Integer, String> byId(Path file) throws IOException {
    Map<Integer, String> out = new TreeMap<>();
    for (String line : Files.readAllLines(file)) {
      int id = Integer.parseInt(line.replaceAll(".*\"id\":(\\d+),.*", "$1"));
      assertEquals(null, out.put(id, line), "game " + id + " written twice");
    }
    return out;
  }

  private static PrintStream quiet() {
    return new PrintStream(OutputStream.nullOutputStream());
  }

  @Test
  void sameLinesAsALocalRunGameForGame() throws IOException {
    Path local = dir.resolve("local.jsonl");
    SelfPlay.run(Games.byId("connect-four"), config(local, false), SelfPlay.Progress.NONE);
    Path spark = dir.resolve("spark.jsonl");
    SelfPlay.Result r = SparkSelfPlay.run(sc, "connect-four", config(spark, false), 1000, 5, quiet());
    assertEquals(14, r.games());
    assertEquals(0, r.resumed());
    Map<Integer, String> expected = byId(local);
    assertEquals(14, expected.size());
    assertEquals(expected, byId(spark));
    long positions = expected.values().stream().mapToLong(l -> l.split("\"labels\":\\[")[1].split(",").length).sum();
    assertEquals(positions, r.positions());
  }

  @Test
  void aFailingTaskFailsTheRunAndHandsOnlyWholeSlices() {
    List<List<Integer>> handed = new java.util.ArrayList<>();
    List<Integer> ids = java.util.stream.IntStream.range(0, 10).boxed().toList();
    RuntimeException e = assertThrows(RuntimeException.class, () -> SparkRuns.run(sc, ids, 5, it -> {
      List<Integer> out = new java.util.ArrayList<>();
      it.forEachRemaining(out::add);
      if (out.contains(8)) {
        throw new IllegalStateException("engine crashed on game 8");
      }
      return out.iterator();
    }, handed::add));
    assertTrue(String.valueOf(e.getMessage()).contains("engine crashed on game 8")
        || String.valueOf(e.getCause()).contains("engine crashed on game 8"), String.valueOf(e));
    for (List<Integer> slice : handed) {
      assertEquals(2, slice.size());
      assertTrue(!slice.contains(8) && !slice.contains(9), slice.toString());
    }
  }

  @Test
  void aKilledRunResumesWithoutLosingOrRepeatingAGame() throws IOException {
    Path local = dir.resolve("local.jsonl");
    SelfPlay.run(Games.byId("connect-four"), config(local, false), SelfPlay.Progress.NONE);
    Path spark = dir.resolve("spark.jsonl");
    // The driver dies right after recording its second slice: the progress line that follows it throws.
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    PrintStream dying = new PrintStream(seen, true, StandardCharsets.UTF_8) {
      @Override
      public PrintStream printf(String format, Object... args) {
        super.printf(format, args);
        if (seen.toString(StandardCharsets.UTF_8).lines().count() >= 2) {
          throw new IllegalStateException("killed");
        }
        return this;
      }
    };
    assertThrows(IllegalStateException.class,
        () -> SparkSelfPlay.run(sc, "connect-four", config(spark, false), 1000, 7, dying));
    int recorded = byId(spark).size();
    assertTrue(recorded >= 2 && recorded < 14, "recorded " + recorded);
    // ...and a kill in the middle of a write left half a line behind.
    Files.writeString(spark, "{\"format\":1,\"game\":\"connect-four\",\"id\":13,\"eng", StandardOpenOption.APPEND);
    assertThrows(IllegalArgumentException.class,
        () -> SparkSelfPlay.run(sc, "connect-four", config(spark, false), 1000, 7, quiet()));
    SelfPlay.Result r = SparkSelfPlay.run(sc, "connect-four", config(spark, true), 1000, 7, quiet());
    assertEquals(recorded, r.resumed());
    assertEquals(14, r.games());
    assertEquals(byId(local), byId(spark));
    assertEquals(14, List.copyOf(Files.readAllLines(spark)).size());
  }
}
