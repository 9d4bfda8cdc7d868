package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every mistake a user can make ends in one clear line on stderr and exit code 2, never a stack trace. */
class CliErrorsTest {
  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    CommandLine cli = Main.commandLine();
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err));
    PrintStream oldOut = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      int code = cli.execute(args);
      return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString());
    } finally {
      System.setOut(oldOut);
    }
  }

  @Test
  void unknownGameIsOneLineAndExitCodeTwo() {
    Run r = run("perft", "chess", "--depth", "2");
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("gametree: unknown game 'chess'"), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
  }

  @Test
  void badOptionValueNamesTheOption() {
    Run r = run("perft", "chess", "--depth", "x");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("'--depth'") && r.err().contains("'x'"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void malformedGameSpecIsReported() {
    Run r = run("search", "go(size=9", "--depth", "1");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("go(size=9"), r.err());
  }

  @Test
  void unknownCommandIsAUsageError() {
    Run r = run("frobnicate");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("frobnicate"), r.err());
  }

  @Test
  void badEngineSpecIsReported() {
    Run r = run("search", "chess", "--engine", "negascout:depth");
    assertEquals(2, r.code());
    assertEquals(1, r.err().strip().lines().count(), r.err());
  }

  /** One line on stderr, exit code 2, no stack trace, and no quoted part longer than about 80 characters. */
  private static Run oneLine(String... args) {
    Run r = run(args);
    assertEquals(2, r.code(), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    assertTrue(r.err().length() < 300, r.err());
    return r;
  }

  @Test
  void aMissingOpeningsFileIsOneLine() {
    Run r = oneLine("match", "connect-four", "--engine1", "random", "--engine2", "random", "--openings",
        "/no/such/openings.txt");
    assertTrue(r.err().contains("/no/such/openings.txt") && r.err().contains("no such file"), r.err());
  }

  @Test
  void anOptionOfTheWrongTypeIsOneLine() {
    assertTrue(oneLine("match", "connect-four", "--engine1", "random", "--engine2", "random", "--games", "two")
        .err().contains("'two'"));
    assertTrue(oneLine("selfplay", "connect-four", "--out", "x.jsonl", "--value-scale", "big").err().contains("big"));
  }

  @Test
  void aHashLargerThanTheHeapIsRefusedBeforeAllocation() {
    assertTrue(oneLine("search", "connect-four", "--depth", "1", "--hash", "1048576").err().contains("heap"));
    assertTrue(oneLine("search", "connect-four", "--engine", "negascout:depth=1,hash=1048576").err().contains("heap"));
  }

  @Test
  void negativeTimesCountsAndTimeoutsAreRefused() {
    String[][] cases = {
        {"match", "connect-four", "--engine1", "random", "--engine2", "random", "--games", "-2"},
        {"match", "connect-four", "--engine1", "random", "--engine2", "random", "--time", "-5"},
        {"match", "connect-four", "--engine1", "random", "--engine2", "random", "--engine-timeout", "-1"},
        {"match", "connect-four", "--engine1", "random", "--engine2", "random", "--concurrency", "-1"},
        {"selfplay", "connect-four", "--out", "x.jsonl", "--games", "-3"},
        {"selfplay", "connect-four", "--out", "x.jsonl", "--value-scale", "NaN"},
        {"search", "connect-four", "--depth", "-2"},
        {"search", "connect-four", "--time", "-100"},
        {"search", "connect-four", "--engine", "negascout:time=-1"},
        {"perft", "connect-four", "--depth", "-1"},
        {"solve", "tictactoe", "--nodes", "-1"}};
    for (String[] c : cases) {
      Run r = oneLine(c);
      assertTrue(r.err().contains("-") || r.err().contains("NaN"), r.err());
    }
    assertTrue(run("match", "connect-four", "--engine1", "random", "--engine2", "random", "--seed", "-7", "--games",
        "1").code() == 0);
  }

  @Test
  void aBadTimeControlIsOneLineAndAGoodOneIsPlayed() {
    assertTrue(oneLine("match", "connect-four", "--engine1", "random", "--engine2", "random", "--tc", "40/x+1")
        .err().contains("'40/x+1'"));
    assertTrue(oneLine("match", "connect-four", "--engine1", "random", "--engine2", "random", "--tc", "1",
        "--time", "100").err().contains("--tc"));
    assertEquals(0, run("match", "connect-four", "--engine1", "negascout", "--engine2", "random", "--tc", "10+0.1",
        "--games", "2").code());
  }

  @Test
  void errorMessagesQuoteAtMostAboutEightyCharactersOfTheInput() {
    String junk = "q".repeat(5000);
    Run r = oneLine("search", junk, "--depth", "1");
    assertTrue(r.err().contains("qqq...") || r.err().length() < 200, r.err());
    oneLine("search", "connect-four", "--engine", "negascout:" + junk + "=1");
    oneLine("search", "connect-four", "--depth", junk);
    oneLine("match", "connect-four", "--engine1", "uci:sf option." + junk, "--engine2", "random");
  }
}
