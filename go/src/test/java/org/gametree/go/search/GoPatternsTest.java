package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoPatternsTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);
  private static final int[] RING = GoPatterns.ringOffsets(11);

  /** A 9×9 position with the given Black and White stones (GTP vertices), Black to move. */
  private static GoState position(String black, String white) {
    GoState s = GAME.newInitialState();
    s.setup(moves(black), moves(white), 0);
    return s;
  }

  private static int[] moves(String vertices) {
    return vertices.isEmpty() ? new int[0] : Arrays.stream(vertices.split(" ")).mapToInt(GAME::parseMove).toArray();
  }

  private static int point(GoState s, String vertex) {
    return s.board().point(GAME.parseMove(vertex));
  }

  private static boolean shapeAt(GoState s, String vertex) {
    return GoPatterns.matches(s.board(), point(s, vertex), RING);
  }

  @Test
  void enclosingHaneMatchesInEveryOrientationAndForBothColours() {
    // White E5 between Black D5 and F5: a stone on E4 or E6 is the hane that encloses it.
    GoState s = position("D5 F5", "E5");
    assertTrue(shapeAt(s, "E4"));
    assertTrue(shapeAt(s, "E6"));
    // Turned a quarter: Black E6 and E4, the move beside them.
    GoState t = position("E6 E4", "E5");
    assertTrue(shapeAt(t, "D5"));
    assertTrue(shapeAt(t, "F5"));
    // Colours swapped.
    assertTrue(shapeAt(position("E5", "D5 F5"), "E4"));
  }

  @Test
  void emptyNeighbourhoodsAndLoneStonesHaveNoShape() {
    GoState empty = GAME.newInitialState();
    assertFalse(shapeAt(empty, "E5"));
    assertFalse(shapeAt(empty, "A1"));
    assertFalse(shapeAt(position("E5", ""), "E4"));
    assertFalse(shapeAt(position("E5", ""), "D4"));
  }

  @Test
  void edgeShapeMatchesOnTheFirstLine() {
    // "?OX / X.O / ###" at D1: White D2 and E1, Black E2 and C1 — the cut on the edge.
    assertTrue(shapeAt(position("E2 C1", "D2 E1"), "D1"));
    // A single stone above a first-line point is no shape.
    assertFalse(shapeAt(position("D2", ""), "D1"));
  }

  @Test
  void theTableHoldsSomeShapesNotEverything() {
    int count = 0;
    for (int code = 0; code < 1 << 16; code++) {
      if (GoPatterns.good(code)) {
        count++;
      }
    }
    assertTrue(count > 100 && count < 1 << 14, "shapes: " + count);
  }

  @Test
  void selfAtariCountsTheStonesLeftWithOneLiberty() {
    GoState empty = GAME.newInitialState();
    assertEquals(0, empty.tactics().selfAtariStones(point(empty, "E5"), GoState.BLACK));
    // Black C5 inside White D5, C4, C6 keeps only B5: a one-stone self-atari.
    GoState net = position("", "D5 C4 C6");
    assertEquals(1, net.tactics().selfAtariStones(point(net, "C5"), GoState.BLACK));
    assertEquals(0, net.tactics().selfAtariStones(point(net, "B5"), GoState.BLACK));
    // Black B5 (liberties A5 and C5) and White round both: Black C5 leaves the two stones only A5.
    GoState two = position("B5", "B4 B6 D5 C4 C6");
    assertEquals(2, two.tactics().selfAtariStones(point(two, "C5"), GoState.BLACK));
    // White B1 has no empty neighbour but captures Black A1 (in atari): not a self-atari.
    GoState capture = position("A1 C1 B2", "A2");
    assertEquals(0, capture.tactics().selfAtariStones(point(capture, "B1"), GoState.WHITE));
    assertEquals(0, capture.tactics().selfAtariStones(point(capture, "B1"), GoState.BLACK));
  }

  @Test
  void patternRolloutsFinishAndLeaveTheStateAlone() {
    GoState s = position("D5 F5 E4", "E5 E6");
    String before = s.boardString();
    SplittableRandom r = new SplittableRandom(5);
    double sum = 0;
    for (int i = 0; i < 300; i++) {
      double v = new GoKnowledge(GAME).rolloutPolicy("patterns").rollout(s, r, (p, m) -> {});
      assertTrue(v == 0 || v == 1 || v == 0.5);
      sum += v;
    }
    assertEquals(before, s.boardString());
    assertTrue(sum > 0 && sum < 300, "both sides win some: " + sum);
  }

  @Test
  void priorsFavourShapesAndAvoidBigSelfAtaris() {
    GoState s = position("F3 H3 B5", "G3 B4 B6 D5 C4 C6");
    int[] moves = new int[GAME.maxLegalMoves()];
    int n = s.legalMoves(moves);
    double[] p = new double[n];
    new GoKnowledge(GAME).priorPolicy("knowledge").priors(s, moves, n, p);
    double total = 0;
    for (int i = 0; i < n; i++) {
      total += p[i];
    }
    assertEquals(1, total, 1e-9);
    double hane = prior(moves, p, n, "G2");
    double plain = prior(moves, p, n, "G8");
    double selfAtari = prior(moves, p, n, "C5");
    assertTrue(hane > 2 * plain, hane + " vs " + plain);
    assertTrue(selfAtari < plain / 2, selfAtari + " vs " + plain);
    // The basic priors know no shapes: the hane is just another move.
    new GoKnowledge(GAME).priorPolicy("basic").priors(s, moves, n, p);
    assertEquals(prior(moves, p, n, "G8"), prior(moves, p, n, "G2"), 1e-12);
  }

  private static double prior(int[] moves, double[] p, int n, String vertex) {
    int m = GAME.parseMove(vertex);
    for (int i = 0; i < n; i++) {
      if (moves[i] == m) {
        return p[i];
      }
    }
    throw new AssertionError(vertex + " is not legal");
  }
}
