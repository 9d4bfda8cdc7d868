package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code serve --http}: mistakes end with one line and exit code 2 before any server starts. */
class ServeBoardTest {
  private static String[] run(String... args) {
    CommandLine cli = Main.commandLine();
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err));
    int code = cli.execute(args);
    return new String[] {Integer.toString(code), err.toString()};
  }

  private static void refused(String expected, String... args) {
    String[] r = run(args);
    assertEquals("2", r[0], r[1]);
    assertTrue(r[1].contains(expected), r[1]);
  }

  @Test
  void theBoardNeedsAGameItKnowsAPortAndABuiltInEngine() {
    refused("exactly one of --protocol P and --http", "serve", "connect-four");
    refused("exactly one of --protocol P and --http", "serve", "connect-four", "--protocol", "gtp", "--http");
    refused("unknown game 'nosuchgame'", "serve", "nosuchgame", "--http", "0");
    refused("--http port must be 0..65535", "serve", "connect-four", "--http", "70000");
    refused("built-in engines only", "serve", "connect-four", "--http", "0", "--engine", "gtp:gnugo");
    refused("unknown engine option 'nosuch'", "serve", "connect-four", "--http", "0", "--engine", "negascout:nosuch=1");
  }
}
