package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoMoveFeaturesTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  private static int[] moves(String... vertices) {
    return Arrays.stream(vertices).mapToInt(GAME::parseMove).toArray();
  }

  private static GoState setup(String[] black, String[] white, int player) {
    GoState s = GAME.newInitialState();
    s.setup(moves(black), moves(white), player);
    return s;
  }

  private static int[] features(GoState s, String move) {
    int[] out = new int[GoMoveFeatures.MAX_FEATURES];
    int n = new GoMoveFeatures(9).features(s, GAME.parseMove(move), out);
    int[] f = Arrays.copyOf(out, n);
    Arrays.sort(f);
    return f;
  }

  private static boolean has(int[] features, int f) {
    return Arrays.stream(features).anyMatch(x -> x == f);
  }

  @Test
  void captureLibertiesAndEdge() {
    // White E5 has one liberty left, E4; Black's E4 captures one stone and has D4, F4, E3 and E5 as liberties.
    GoState s = setup(new String[] {"D5", "F5", "E6"}, new String[] {"E5"}, 0);
    int[] f = features(s, "E4");
    assertTrue(has(f, GoMoveFeatures.CAPTURE), Arrays.toString(f));
    assertTrue(has(f, GoMoveFeatures.LIBS + 3), "four liberties");
    assertTrue(has(f, GoMoveFeatures.EDGE + 3), "fourth line");
    assertFalse(has(f, GoMoveFeatures.ATARI));
    assertEquals(GoMoveFeatures.PASS, features(s, "pass")[0]);
    assertEquals(1, features(s, "pass").length);
    // The empty corner A1: two liberties, first line.
    int[] corner = features(s, "A1");
    assertTrue(has(corner, GoMoveFeatures.EDGE), "first line");
    assertTrue(has(corner, GoMoveFeatures.LIBS + 1), "two liberties in the corner");
  }

  @Test
  void atariAndEscape() {
    // White E5 with two liberties (E4, F5) after Black D5 and E6: Black F5 ataris it.
    GoState s = setup(new String[] {"D5", "E6"}, new String[] {"E5"}, 0);
    assertTrue(has(features(s, "F5"), GoMoveFeatures.ATARI));
    // The same with White to move: E4 extends White's stone, which is not in atari: no escape.
    GoState w = setup(new String[] {"D5", "E6"}, new String[] {"E5"}, 1);
    assertFalse(has(features(w, "E4"), GoMoveFeatures.ESCAPE));
    // White E5 in atari (D5, E6, F5 Black): White E4 escapes to three liberties (D4, F4, E3).
    GoState atari = setup(new String[] {"D5", "E6", "F5"}, new String[] {"E5"}, 1);
    int[] f = features(atari, "E4");
    assertTrue(has(f, GoMoveFeatures.ESCAPE), Arrays.toString(f));
    assertTrue(has(f, GoMoveFeatures.LIBS + 2));
  }

  @Test
  void distancesToThePreviousTwoMoves() {
    GoState s = GAME.newInitialState();
    s.play(GAME.parseMove("E5"));
    s.play(GAME.parseMove("C3"));
    // From G5 to C3: dx 4, dy 2, 4 + 2 + 4 = 10; to E5: dx 2, dy 0, 2 + 0 + 2 = 4.
    int[] f = features(s, "G5");
    assertTrue(has(f, GoMoveFeatures.DIST1 + 10 - 2), Arrays.toString(f));
    assertTrue(has(f, GoMoveFeatures.DIST2 + 4 - 2));
    // Adjacent to the last move: distance 2, the group's first feature.
    assertTrue(has(features(s, "C4"), GoMoveFeatures.DIST1));
  }

  @Test
  void shapesAreTheSameUnderRotationReflectionAndColourSwap() {
    SplittableRandom rng = new SplittableRandom(3);
    for (int game = 0; game < 20; game++) {
      GoState s = GAME.newInitialState();
      int[] legal = new int[GAME.maxLegalMoves()];
      for (int ply = 0; ply < 30 && !s.isTerminal(); ply++) {
        int n = s.legalMoves(legal);
        s.play(legal[rng.nextInt(n)]);
      }
      GoState mirror = mirrored(s);
      int n = s.legalMoves(legal);
      for (int i = 0; i < n - 1; i++) {
        int m = legal[i];
        int mm = (m / 9) * 9 + (8 - m % 9);
        int[] f = features(s, GAME.moveToString(m));
        int[] g = features(mirror, GAME.moveToString(mm));
        assertArrayEquals(shapeOnly(f), shapeOnly(g), "mirror image of " + GAME.moveToString(m));
      }
    }
  }

  /** The position's stones mirrored left to right and their colours swapped, the other side to move. */
  private static GoState mirrored(GoState s) {
    int[] black = new int[81];
    int[] white = new int[81];
    int nb = 0;
    int nw = 0;
    for (int m = 0; m < 81; m++) {
      int mm = (m / 9) * 9 + (8 - m % 9);
      if (s.stoneAt(m) == GoState.BLACK) {
        white[nw++] = mm;
      } else if (s.stoneAt(m) == GoState.WHITE) {
        black[nb++] = mm;
      }
    }
    GoState t = GAME.newInitialState();
    t.setup(Arrays.copyOf(black, nb), Arrays.copyOf(white, nw), 1 - s.currentPlayer());
    return t;
  }

  private static int[] shapeOnly(int[] f) {
    // Shapes, liberties, captures, ataris, escapes and the edge line do not depend on the history.
    return Arrays.stream(f).filter(x -> x < GoMoveFeatures.DIST1 || x >= GoMoveFeatures.EDGE).toArray();
  }

  @Test
  void atMostOneFeatureOfEachGroupAndNamesForAll() {
    int[] groups = GoMoveFeatures.groups();
    assertEquals(GoMoveFeatures.COUNT, groups.length);
    assertEquals(GoMoveFeatures.COUNT, GoMoveFeatures.names().size());
    assertEquals(GoMoveFeatures.COUNT, GoMoveFeatures.names().stream().distinct().count());
    SplittableRandom rng = new SplittableRandom(7);
    int[] legal = new int[GAME.maxLegalMoves()];
    int[] out = new int[GoMoveFeatures.MAX_FEATURES];
    GoMoveFeatures features = new GoMoveFeatures(9);
    for (int game = 0; game < 20; game++) {
      GoState s = GAME.newInitialState();
      while (!s.isTerminal() && s.plyCount() < 150) {
        int n = s.legalMoves(legal);
        for (int i = 0; i < n; i++) {
          int k = features.features(s, legal[i], out);
          boolean[] seen = new boolean[10];
          for (int j = 0; j < k; j++) {
            assertTrue(out[j] >= 0 && out[j] < GoMoveFeatures.COUNT);
            assertFalse(seen[groups[out[j]]], "two features of group " + groups[out[j]]);
            seen[groups[out[j]]] = true;
          }
          assertTrue(legal[i] == GAME.passMove() || seen[GoMoveFeatures.G_SHAPE], "every placement has a shape");
        }
        s.play(legal[rng.nextInt(n)]);
      }
    }
  }
}
