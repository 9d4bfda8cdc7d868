package org.gametree.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands end to end in local[2] (each command starts and stops its own context, one at a time). */
class SparkMainTest {
  @TempDir Path dir;

  private static String run(String... args) {
    PrintStream saved = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      assertEquals(0, SparkMain.execute(args), String.join(" ", args));
    } finally {
      System.setOut(saved);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void selfplayThenTrainAndATournament() throws Exception {
    Path data = dir.resolve("othello.jsonl");
    String sp = run("selfplay", "othello", "--engine", "negascout:depth=1,hash=1", "--games", "6", "--out",
        data.toString(), "--json", "--parquet", dir.resolve("othello.parquet").toString(), "--spark", "local[2]",
        "--partitions", "3");
    assertTrue(sp.startsWith("{\"games\":6,\"resumed\":0,"), sp);
    assertEquals(6, Files.readAllLines(data).size());
    try (var files = Files.list(dir.resolve("othello.parquet"))) {
      assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith(".parquet")));
    }

    Path params = dir.resolve("ls.txt");
    String tr = run("train", "othello", "least-squares", "--data", data.toString(), "--out", params.toString(),
        "--ridge", "0.1", "--spark", "local[2]");
    assertTrue(tr.contains("least-squares for othello"), tr);
    try (var in = Files.newBufferedReader(params)) {
      assertEquals(4, ModelIO.read(in, LinearModel.class, "othello", ModelIO.read(Files.newBufferedReader(params))
          .featureNames()).dimension());
    }

    Path ckpt = dir.resolve("td.ckpt");
    String td = run("train", "othello", "td", "--data", data.toString(), "--out", dir.resolve("td.txt").toString(),
        "--rounds", "2", "--checkpoint", ckpt.toString(), "--spark", "local[2]");
    assertTrue(td.contains("2 rounds of TD"), td);
    assertTrue(Files.readString(ckpt).startsWith("round 2\n"));

    Path selfCkpt = dir.resolve("td-self.ckpt");
    String self = run("train", "othello", "td", "--selfplay-games", "4", "--rounds", "2", "--alpha", "1e-5",
        "--out", dir.resolve("td-self.txt").toString(), "--checkpoint", selfCkpt.toString(), "--spark", "local[2]");
    assertTrue(self.contains("2 rounds of TD(0.7) on 4 new games each"), self);
    assertTrue(Files.readString(selfCkpt).startsWith("round 2\n"));

    String t = run("tournament", "connect-four", "--engine", "negascout:depth=1", "--engine", "negascout:depth=3",
        "--engine", "random:seed=2", "--games", "4", "--json", "--spark", "local[2]");
    assertTrue(t.startsWith("{\"pairings\":[{\"games\":4,"), t);
    assertTrue(t.contains("\"standings\":[{\"engine\":"), t);
  }

  @Test
  void usageErrorsExitWithTwo() {
    assertEquals(2, SparkMain.execute("match", "connect-four", "--engine1", "random", "--engine2", "random",
        "--sprt", "0,5", "--spark", "local[1]"));
    assertEquals(2, SparkMain.execute("tournament", "connect-four", "--engine", "random", "--format", "swiss"));
    assertEquals(2, SparkMain.execute("tournament", "connect-four", "--engine", "random", "--engine", "random",
        "--spark", "local[1]"));
    assertEquals(2, SparkMain.execute("train", "connect-four", "bayes", "--data", "x.jsonl", "--out", "y.txt"));
    assertEquals(2, SparkMain.execute("train", "othello", "td", "--out", "y.txt", "--spark", "local[1]"));
    assertEquals(2, SparkMain.execute("train", "othello", "bayes", "--selfplay-games", "4", "--out", "y.txt"));
  }
}
