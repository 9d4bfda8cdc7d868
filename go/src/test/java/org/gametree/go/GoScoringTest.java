package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoScoringTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  /**
   * A finished 9×9 game: a Black wall on column D and a White wall on column E, each side's area behind its wall.
   * White B7 and B3 sit alone in Black's area, Black G5 alone in White's: all three are dead.
   */
  private static GoState finishedGame() {
    GoState s = GAME.newInitialState();
    s.setup(moves("D1 D2 D3 D4 D5 D6 D7 D8 D9 G5"), moves("E1 E2 E3 E4 E5 E6 E7 E8 E9 B7 B3"), 0);
    return s;
  }

  private static int[] moves(String vertices) {
    return Arrays.stream(vertices.split(" ")).mapToInt(GAME::parseMove).toArray();
  }

  @Test
  void loneStonesInTheOpponentsAreaAreDeadAndTheWallsAlive() {
    GoState s = finishedGame();
    boolean[] dead = GoScoring.deadStones(s, 300, 7);
    boolean[] expected = new boolean[81];
    for (int m : moves("B7 B3 G5")) {
      expected[m] = true;
    }
    assertArrayEquals(expected, dead);
  }

  @Test
  void scoreWithoutDeadStonesGivesEachSideItsArea() {
    GoState s = finishedGame();
    // Black: 9 wall stones + 27 points (A-C) = 36; White: 9 + 36 (F-J) = 45; 36 - 45 - 7 = -16.
    assertEquals(-16, GoScoring.scoreWithoutDead(s, GoScoring.deadStones(s, 300, 7)), 1e-9);
    assertEquals("W+16", GoScoring.result(-16));
    // The plain Tromp-Taylor count leaves both areas neutral: 10 Black stones, 11 White, komi 7.
    assertEquals(-8, s.areaDifference() - GAME.komi(), 1e-9);
  }

  @Test
  void aChainIsJudgedAsAWhole() {
    // A two-stone White chain B7-B6 in Black's area: both stones dead together, the walls alive.
    GoState s = GAME.newInitialState();
    s.setup(moves("D1 D2 D3 D4 D5 D6 D7 D8 D9"), moves("E1 E2 E3 E4 E5 E6 E7 E8 E9 B7 B6"), 0);
    boolean[] dead = GoScoring.deadStones(s, 300, 3);
    for (int m = 0; m < 81; m++) {
      assertEquals(m == GAME.parseMove("B7") || m == GAME.parseMove("B6"), dead[m], GAME.moveToString(m));
    }
  }
}
