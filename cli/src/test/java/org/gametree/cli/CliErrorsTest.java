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
}
