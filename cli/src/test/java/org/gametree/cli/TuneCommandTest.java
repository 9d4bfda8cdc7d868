package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.cli.CliErrorsTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gametree tune GAME spsa}: a short run writes its files and prints the final spec; misuse is one line, 2. */
class TuneCommandTest {
  @TempDir Path dir;

  @Test
  void aShortRunWritesItsFilesAndPrintsTheFinalSpec() throws IOException {
    Run r = CliErrorsTest.run("tune", "connect-four", "spsa", "--base", "negascout:hash=1", "--depth", "1",
        "--param", "contempt=0,-50,50,10", "--iterations", "3", "--concurrency", "2", "--out", dir.toString());
    assertEquals(0, r.code(), r.err());
    String spec = Files.readString(dir.resolve("final-spec.txt")).strip();
    assertEquals(spec, r.out().strip());
    assertTrue(spec.startsWith("negascout:hash=1,depth=1,contempt="), spec);
    assertEquals(5, Files.readAllLines(dir.resolve("trajectory.tsv")).size());
    assertTrue(Files.exists(dir.resolve("theta-contempt.figure.tsv")));
    assertTrue(Files.exists(dir.resolve("theta-contempt.png")));
  }

  @Test
  void helpListsTheNumericOptionsOfTheBasesKind() {
    Run r = CliErrorsTest.run("tune", "connect-four", "spsa", "--base", "mcts", "--help");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Tunable options of mcts engines for connect-four:"), r.out());
    assertTrue(r.out().contains("  c=X in 0..1000000"), r.out());
    assertTrue(!r.out().contains("  select="), r.out());
  }

  @Test
  void badParametersAreOneLineAndExitTwo() {
    String out = dir.toString();
    for (String[] bad : new String[][] {
        {"--param", "nope=1,0,2,1"},
        {"--param", "eval=1,0,2,1"},
        {"--param", "contempt=60,-50,50,10"},
        {"--param", "contempt=1,0,2"},
        {"--base", "mcts", "--param", "contempt=0,-50,50,10"},
        {"--param", "contempt=0,-50,50,10", "--depth", "1", "--time", "10"}}) {
      String[] args = new String[bad.length + 5];
      args[0] = "tune";
      args[1] = "connect-four";
      args[2] = "spsa";
      args[3] = "--out";
      args[4] = out;
      System.arraycopy(bad, 0, args, 5, bad.length);
      Run r = CliErrorsTest.run(args);
      assertEquals(2, r.code(), String.join(" ", bad) + ": " + r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
      assertTrue(r.err().startsWith("gametree: "), r.err());
    }
    Run unknown = CliErrorsTest.run("tune", "connect-four", "spsa", "--param", "nope=1,0,2,1", "--out", out);
    assertTrue(unknown.err().contains("unknown engine option 'nope'") && unknown.err().contains("contempt"),
        unknown.err());
    Run text = CliErrorsTest.run("tune", "connect-four", "spsa", "--param", "eval=1,0,2,1", "--out", out);
    assertTrue(text.err().contains("'eval' is not a number"), text.err());
    Run outside = CliErrorsTest.run("tune", "connect-four", "spsa", "--param", "contempt=60,-50,50,10", "--out", out);
    assertTrue(outside.err().contains("start 60 is outside [-50, 50]"), outside.err());
  }
}
