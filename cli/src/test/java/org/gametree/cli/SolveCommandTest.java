package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.cli.CliErrorsTest.Run;
import org.junit.jupiter.api.Test;

/** {@code gametree solve}: threads, table size and win/draw/loss reach the game's solver through SolveSettings. */
class SolveCommandTest {
  /** FFO #1, 14 empties: Black to move wins by 18 (published). */
  static final String FFO_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

  @Test
  void oneAndTwoThreadsGiveThePublishedValueAndWldItsSign() {
    for (String threads : new String[] {"1", "2"}) {
      Run r = CliErrorsTest.run("solve", "othello", "--position", FFO_1, "--threads", threads, "--hash", "8", "--json");
      assertEquals(0, r.code(), r.err());
      assertTrue(r.out().contains("\"score\":18,\"scoreUnit\":\"points\",\"bestMove\":\"g8\""), r.out());
      assertTrue(r.out().contains("\"side\":\"Black\",\"value\":{\"kind\":\"proven\",\"result\":\"win\",\"margin\":18,"
          + "\"marginUnit\":\"discs\"},\"scoreText\":\"Black wins (+18 discs)\""), r.out());
    }
    Run wld = CliErrorsTest.run("solve", "othello", "--position", FFO_1, "--wld", "--json");
    assertTrue(wld.out().contains("\"score\":1,\"scoreUnit\":\"win-draw-loss\","), wld.out());
    assertTrue(wld.out().contains("\"value\":{\"kind\":\"proven\",\"result\":\"win\"},"), wld.out());
  }

  @Test
  void aGameWithoutThoseSettingsIgnoresThemAndBadOnesAreUsageErrors() {
    Run ttt = CliErrorsTest.run("solve", "tictactoe", "--threads", "2", "--json");
    assertEquals(0, ttt.code(), ttt.err());
    assertTrue(ttt.out().contains("\"score\":0,"), ttt.out());
    Run bad = CliErrorsTest.run("solve", "othello", "--position", FFO_1, "--threads", "0");
    assertEquals(Main.USAGE_ERROR, bad.code());
    assertTrue(bad.err().contains("threads 0"), bad.err());
  }
}
