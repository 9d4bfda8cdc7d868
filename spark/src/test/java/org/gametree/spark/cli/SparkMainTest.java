package org.gametree.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
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

  /** Xiangqi positions some random plies from the start, the mover scored by its material lead (ties drawn). */
  private Path xiangqiPositions(int count) throws Exception {
    Game<?> game = Games.byId("xiangqi");
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    StringBuilder b = new StringBuilder();
    for (int g = 0; g < count; g++) {
      b.append(line(game, random, g)).append('\n');
    }
    Path file = dir.resolve("positions.tsv");
    Files.writeString(file, b.toString());
    return file;
  }

  private static <S extends GameState> String line(Game<S> game, java.util.SplittableRandom random, int g) {
    S s = game.newInitialState();
    int[] moves = new int[game.maxLegalMoves()];
    int plies = 10 + random.nextInt(40);
    for (int p = 0; p < plies && !s.isTerminal(); p++) {
      s.play(moves[random.nextInt(s.legalMoves(moves))]);
    }
    String fen = game.formatPosition(s);
    String board = fen.split(" ")[0];
    int red = board.replaceAll("[^A-Z]", "").length();
    int black = board.replaceAll("[^a-z]", "").length();
    int lead = (s.currentPlayer() == 0 ? 1 : -1) * (red - black);
    return "g" + (g / 4) + "\t" + (lead > 0 ? "1" : lead < 0 ? "0" : "0.5") + "\t" + fen;
  }

  @Test
  void texelFitsXiangqiFromPositionsAndFromSelfPlayAndContinues() throws Exception {
    Path positions = xiangqiPositions(400);
    Path weights = dir.resolve("texel.params");
    String first = run("train", "xiangqi", "texel", "--data", positions.toString(), "--out", weights.toString(),
        "--iterations", "2", "--spark", "local[2]");
    assertTrue(first.startsWith("texel for xiangqi (2 Newton steps"), first);
    assertTrue(Files.readString(weights).startsWith("# gametree train xiangqi texel --data "));
    assertTrue(Files.readString(dir.resolve("texel.params.checkpoint")).contains("\nstep 2\n"));
    assertEquals(3, Files.readAllLines(dir.resolve("texel.params.fit.tsv")).size() - 1, "steps 0, 1 and 2");
    String more = run("train", "xiangqi", "texel", "--data", positions.toString(), "--out", weights.toString(),
        "--iterations", "3", "--spark", "local[2]");
    assertTrue(more.startsWith("texel for xiangqi (3 Newton steps"), more);
    assertEquals(4, Files.readAllLines(dir.resolve("texel.params.fit.tsv")).size() - 1, "one more step appended");
    double[] lossTrain = java.util.Arrays.stream(Files.readAllLines(dir.resolve("texel.params.fit.tsv")).get(4)
        .split("\t")).mapToDouble(Double::parseDouble).toArray();
    double[] startLoss = java.util.Arrays.stream(Files.readAllLines(dir.resolve("texel.params.fit.tsv")).get(1)
        .split("\t")).mapToDouble(Double::parseDouble).toArray();
    assertTrue(lossTrain[1] < startLoss[1], "the training loss falls");

    Path data = dir.resolve("xiangqi.jsonl");
    run("selfplay", "xiangqi", "--engine", "negascout:depth=1,hash=1", "--games", "2", "--out", data.toString(),
        "--parquet", dir.resolve("xiangqi.parquet").toString(), "--spark", "local[2]");
    String fromParquet = run("train", "xiangqi", "texel", "--parquet", dir.resolve("xiangqi.parquet").toString(),
        "--out", dir.resolve("parquet.params").toString(), "--iterations", "1", "--holdout", "0", "--spark",
        "local[2]");
    assertTrue(fromParquet.startsWith("texel for xiangqi (1 Newton step,"), fromParquet);
    String fromRecords = run("train", "xiangqi", "texel", "--data", data.toString(), "--out",
        dir.resolve("records.params").toString(), "--iterations", "1", "--holdout", "0", "--spark", "local[2]");
    assertEquals(fromParquet.replace("parquet.params", "X"), fromRecords.replace("records.params", "X"),
        "the data set and the records it was written from give the same fit");

    Files.writeString(positions, Files.readString(positions) + "g9\twin\tnot a position\n");
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      assertEquals(2, SparkMain.execute("train", "xiangqi", "texel", "--data", positions.toString(), "--out",
          dir.resolve("bad.params").toString(), "--spark", "local[1]"));
    } finally {
      System.setErr(saved);
    }
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("line 401"), err.toString(StandardCharsets.UTF_8));
    assertFalse(Files.exists(dir.resolve("bad.params")));
  }

  @Test
  void tuneRunsItsPairsOnSparkAndContinues() throws Exception {
    Path out = dir.resolve("spsa");
    String[] args = {"tune", "connect-four", "spsa", "--base", "negascout:hash=1", "--depth", "1", "--param",
        "contempt=0,-50,50,10", "--iterations", "4", "--concurrency", "2", "--out", out.toString(), "--spark",
        "local[2]"};
    String spec = run(args).strip();
    assertTrue(spec.startsWith("negascout:hash=1,depth=1,contempt="), spec);
    assertEquals(spec, Files.readString(out.resolve("final-spec.txt")).strip());
    assertEquals(6, Files.readAllLines(out.resolve("trajectory.tsv")).size());
    assertEquals(spec, run(args).strip(), "a finished run given again plays nothing and answers the same");
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
    assertEquals(2, SparkMain.execute("train", "othello", "texel", "--data", "x.tsv", "--out", "y.txt"));
    assertEquals(2, SparkMain.execute("tune", "connect-four", "spsa", "--param", "nope=1,0,2,1", "--out", "t"));
    assertEquals(2, SparkMain.execute("tune", "connect-four", "spsa", "--param", "contempt=0,-50,50,10"));
  }
}
