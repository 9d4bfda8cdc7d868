package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoLaddersTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  /** Black D4 between White C4, D5 and E3: a ladder toward the upper right once White takes D3 or E4. */
  private static final String LADDER_WHITE = "C4 D5 E3";

  private static GoState position(String black, String white, int toMove) {
    GoState s = GAME.newInitialState();
    s.setup(moves(black), moves(white), toMove);
    return s;
  }

  private static int[] moves(String vertices) {
    return Arrays.stream(vertices.split(" ")).mapToInt(GAME::parseMove).toArray();
  }

  private static int point(GoState s, String vertex) {
    return s.board().point(GAME.parseMove(vertex));
  }

  @Test
  void runningIntoALadderWithoutABreakerFails() {
    GoState s = position("D4", LADDER_WHITE + " D3", 0);
    String before = s.boardString();
    assertFalse(GoLadders.extensionEscapes(s, point(s, "D4"), point(s, "E4")));
    assertEquals(before, s.boardString(), "reading leaves the position as it was");
    assertEquals(0, s.plyCount());
  }

  @Test
  void aLadderBreakerOnThePathLetsTheChainEscape() {
    GoState s = position("D4 G6", LADDER_WHITE + " D3", 0);
    assertTrue(GoLadders.extensionEscapes(s, point(s, "D4"), point(s, "E4")));
  }

  @Test
  void extendingIntoThreeLibertiesEscapesAtOnce() {
    GoState s = position("E5", "D5 E6 E4", 0);
    assertTrue(GoLadders.extensionEscapes(s, point(s, "E5"), point(s, "F5")));
  }

  @Test
  void anAtariStoneThatCanBeTakenAtOnceCapturesNothing() {
    // White D3 would have D2 as its only liberty: Black answers the atari by taking it.
    GoState s = position("D4 C3 E3", "C4 D5", 1);
    assertFalse(GoLadders.atariCaptures(s, point(s, "D4"), point(s, "D3")));
  }

  @Test
  void atariFromTheRightSideCapturesInALadder() {
    GoState s = position("D4", LADDER_WHITE, 1);
    assertTrue(GoLadders.atariCaptures(s, point(s, "D4"), point(s, "D3")));
    GoState broken = position("D4 G6", LADDER_WHITE, 1);
    assertFalse(GoLadders.atariCaptures(broken, point(broken, "D4"), point(broken, "D3")));
  }

  @Test
  void knowledgePriorsMakeARunIntoADeadLadderUnlikely() {
    int[] moves = new int[GAME.maxLegalMoves()];
    double[] p = new double[moves.length];
    GoState dead = position("D4 A9", LADDER_WHITE + " D3", 0);
    GoState alive = position("D4 G6", LADDER_WHITE + " D3", 0);
    double deadRun = prior(dead, moves, p, "E4");
    double liveRun = prior(alive, moves, p, "E4");
    double plain = prior(alive, moves, p, "B8");
    assertTrue(liveRun > 2 * plain, liveRun + " vs " + plain);
    assertTrue(deadRun < plain / 2, deadRun + " vs " + plain);
  }

  private static double prior(GoState s, int[] moves, double[] p, String vertex) {
    int n = s.legalMoves(moves);
    new GoKnowledge(GAME).priorPolicy("knowledge").priors(s, moves, n, p);
    int m = GAME.parseMove(vertex);
    for (int i = 0; i < n; i++) {
      if (moves[i] == m) {
        return p[i];
      }
    }
    throw new AssertionError(vertex + " is not legal");
  }
}
