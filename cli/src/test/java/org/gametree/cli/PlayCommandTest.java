package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A person at the terminal: bad input is answered and asked again; hint, undo and quit work. */
class PlayCommandTest {
  private static CliErrorsTest.Run play(String input, String... args) {
    InputStream oldIn = System.in;
    System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
    try {
      return CliErrorsTest.run(args);
    } finally {
      System.setIn(oldIn);
    }
  }

  @Test
  void badInputIsAnsweredAndTheGameGoesOn() {
    CliErrorsTest.Run r = play("xyz\n9\nhint\n4\nundo\n3\nquit\n",
        "play", "connect-four", "--engine", "negascout:depth=2");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("not a move: 'xyz'"), r.out());
    assertTrue(r.out().contains("'9'"), "an out-of-range column is named: " + r.out());
    assertTrue(r.out().contains("hint: "), r.out());
    assertEquals(2, r.out().split("engine plays", -1).length - 1,
        "the engine answered 4, then (after undo took back both moves) answered 3: " + r.out());
  }

  @Test
  void theHintAndTheEnginesMoveSayWhoseViewTheirScoreIs() {
    CliErrorsTest.Run r = play("hint\n4\nquit\n", "play", "connect-four", "--engine", "negascout:depth=2");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*hint: [1-7]  Red [+-]?\\d+ \\(evaluation\\)\n.*"),
        "Red, the person, is to move: " + r.out());
    assertTrue(r.out().matches("(?s).*engine plays [1-7]  Yellow [+-]?\\d+ \\(evaluation\\)  depth 2 .*"),
        "the engine moves for Yellow: " + r.out());
  }

  @Test
  void thePromptAndTheResultNameTheSidesAsTheBoardDoes() {
    CliErrorsTest.Run r = play("quit\n", "play", "othello", "--engine", "negascout:depth=1");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Black to move> "), r.out());
    assertTrue(!r.out().contains("player 1"), r.out());
  }

  @Test
  void undoTakesBackThePersonsMoveAndTheEnginesReply() {
    CliErrorsTest.Run r = play("4\nundo\nundo\nquit\n", "play", "connect-four", "--engine", "negascout:depth=2");
    assertEquals(0, r.code(), r.err());
    int afterFirstUndo = r.out().indexOf("nothing more to undo");
    assertTrue(afterFirstUndo > 0, "the second undo finds the start position: " + r.out());
  }

  @Test
  void endOfInputEndsTheSessionCleanly() {
    CliErrorsTest.Run r = play("", "play", "tictactoe", "--engine", "negascout:depth=1");
    assertEquals(0, r.code(), r.err());
  }

  @Test
  void engineAgainstEngineFinishesTheGame() {
    CliErrorsTest.Run r = play("", "play", "tictactoe", "--human", "none", "--engine", "negascout:depth=9");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("game over: draw"), "perfect play draws tic-tac-toe: " + r.out());
  }
}
