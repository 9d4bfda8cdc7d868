package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.gametree.cli.CliErrorsTest.Run;
import org.gametree.core.match.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Progress goes to stderr as plain lines when it is not a terminal, and never changes what stdout prints. */
class ProgressTest {
  @AfterEach
  void clearProperties() {
    System.clearProperty("gametree.progress");
    System.clearProperty("gametree.progress.every");
  }

  @Test
  void withoutATerminalTheModeIsPlainLinesAndTheSettingOverridesIt() {
    assumeTrue(System.getenv("GAMETREE_PROGRESS") == null, "GAMETREE_PROGRESS is set in this environment");
    assumeTrue(System.console() == null, "the tests run on a terminal");
    assertEquals(Progress.Mode.LINES, Progress.mode());
    System.setProperty("gametree.progress", "none");
    assertEquals(Progress.Mode.NONE, Progress.mode());
    System.setProperty("gametree.progress", "Bar");
    assertEquals(Progress.Mode.BAR, Progress.mode());
  }

  @Test
  void plainLinesCountStepsWithPercentAndEndWithADoneLine() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    try (Progress p = Progress.start("bench", 4, "positions", 0, Progress.Mode.LINES, err, 0)) {
      for (int i = 1; i <= 4; i++) {
        p.step(i, "othello");
      }
    }
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(5, lines.size(), lines.toString());
    assertTrue(lines.get(0).startsWith("bench: 1/4 positions (25%)  othello  elapsed "), lines.get(0));
    assertTrue(lines.get(4).startsWith("bench: 4/4 positions (100%)  othello  in "), lines.get(4));
    assertFalse(String.join("\n", lines).contains("\r"), "no carriage returns in plain lines");
  }

  @Test
  void plainLinesWaitTheirIntervalAndAQuickJobPrintsNothing() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    try (Progress p = Progress.start("match", 10, "games", 2, Progress.Mode.LINES, err, 60_000)) {
      for (int i = 3; i <= 10; i++) {
        p.step(i, null);
      }
    }
    assertEquals("", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aBarOnAStreamShowsTheTaskAndKeepsLogLinesWhole() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    try (Progress p = Progress.start("selfplay", 3, "games", 0, Progress.Mode.BAR, err, 0)) {
      p.log().println("a log line");
      p.step(3, "12 positions");
    }
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("selfplay"), text);
    assertTrue(text.contains("\u001b[Ka log line\n"), text);
    assertTrue(text.contains("3/3"), text);
  }

  @Test
  void aBarOfUnknownLengthEndsFullAt100Percent() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    try (Progress p = Progress.start("train echo", -1, "", 0, Progress.Mode.BAR, err, 0)) {
      p.log().println("epoch 1");
    }
    String text = bytes.toString(StandardCharsets.UTF_8);
    String[] frames = text.split("\r");
    String last = frames[frames.length - 1];
    assertTrue(last.contains("train echo 100%"), "the last frame is full: " + text);
    assertTrue(text.contains("epoch 1"), text);
  }

  /** Runs the command with stderr captured and progress as plain lines printed at every step. */
  private static Run withLines(String... args) {
    System.setProperty("gametree.progress", "lines");
    System.setProperty("gametree.progress.every", "0");
    PrintStream oldErr = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      Run r = CliErrorsTest.run(args);
      return new Run(r.code(), r.out(), err.toString(StandardCharsets.UTF_8) + r.err());
    } finally {
      System.setErr(oldErr);
      clearPropertiesStatic();
    }
  }

  private static void clearPropertiesStatic() {
    System.clearProperty("gametree.progress");
    System.clearProperty("gametree.progress.every");
  }

  private static Map<String, Object> onlyJsonLine(Run r) {
    List<String> lines = r.out().lines().toList();
    assertEquals(1, lines.size(), r.out());
    return Json.parseObject(lines.get(0));
  }

  @Test
  void benchJsonStaysOneObjectOnStdoutWhileProgressLinesGoToStderr() {
    Run r = withLines("bench", "tictactoe", "--depth", "3", "--json");
    assertEquals(0, r.code(), r.err());
    Map<String, Object> json = onlyJsonLine(r);
    assertTrue(r.err().contains("bench: 1/"), r.err());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("bench: (\\d+)/\\1 positions \\(100%\\).* in .*")), r.err());
    Supplier<Run> quiet = () -> {
      System.setProperty("gametree.progress", "none");
      try {
        return CliErrorsTest.run("bench", "tictactoe", "--depth", "3", "--json");
      } finally {
        clearPropertiesStatic();
      }
    };
    Map<String, Object> without = onlyJsonLine(quiet.get());
    assertEquals(without.get("nodes"), json.get("nodes"));
    assertEquals(without.keySet(), json.keySet());
  }

  @Test
  void matchAndSelfplayShowGamesDoneOnStderrAndPrintTheirJsonAlone() throws Exception {
    Run match = withLines("match", "tictactoe", "--engine1", "random:seed=1", "--engine2", "random:seed=2",
        "--games", "4", "--json");
    assertEquals(0, match.code(), match.err());
    assertEquals(4L, onlyJsonLine(match).get("games"));
    assertTrue(match.err().contains("match: 4/4 games (100%)  +"), match.err());
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("progress").resolve("sp.jsonl");
    Run selfplay = withLines("selfplay", "tictactoe", "--games", "3", "--engine", "negascout:depth=2", "--out",
        out.toString(), "--json");
    assertEquals(0, selfplay.code(), selfplay.err());
    assertEquals(3L, onlyJsonLine(selfplay).get("games"));
    assertTrue(selfplay.err().contains("selfplay: 3/3 games (100%)"), selfplay.err());
    assertTrue(selfplay.err().contains(" positions"), selfplay.err());
  }

  @Test
  void aRecipesLogLinesReachStderrAndItsSummaryStdout() {
    Run r = withLines("train", "connect-four", "echo", "--games", "2", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("echo", onlyJsonLine(r).get("recipe"));
    assertTrue(r.err().contains("echo: game 1\necho: game 2\n"), r.err());
    assertTrue(r.err().contains("train echo: done  in "), r.err());
  }

  @Test
  void solveShowsAnIndeterminateJobEndingInADoneLine() {
    Run r = withLines("solve", "tictactoe", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(0L, onlyJsonLine(r).get("score"));
    assertTrue(r.err().contains("solve tictactoe: done  in "), r.err());
  }
}
