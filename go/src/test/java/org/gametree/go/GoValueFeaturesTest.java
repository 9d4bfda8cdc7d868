package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoValueFeaturesTest {
  private static final GoGame NINE = GoProvider.game(9, 7, GoRules.PSK);

  /** A position from rows of {@code X} (Black), {@code O} (White) and {@code .}, top row first. */
  private static GoState board(GoGame game, int player, String... rows) {
    List<Integer> black = new ArrayList<>();
    List<Integer> white = new ArrayList<>();
    for (int r = 0; r < rows.length; r++) {
      for (int c = 0; c < rows[r].length(); c++) {
        char ch = rows[r].charAt(c);
        if (ch == 'X') {
          black.add(r * game.size() + c);
        } else if (ch == 'O') {
          white.add(r * game.size() + c);
        }
      }
    }
    GoState s = game.newInitialState();
    s.setup(black.stream().mapToInt(Integer::intValue).toArray(), white.stream().mapToInt(Integer::intValue).toArray(),
        player);
    return s;
  }

  private static double[] features(GoState s) {
    double[] x = new double[GoValueFeatures.COUNT];
    new GoValueFeatures(s.size()).extract(s, x);
    return x;
  }

  @Test
  void wallsSplitTheBoardIntoOwnNeutralAndOpponentPoints() {
    GoGame game = GoProvider.game(5, 0.5, GoRules.PSK);
    String[] rows = {".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."};
    // Column A is Black's alone, column E White's, column C is at distance 1 from both: nobody's.
    double[] black = features(board(game, 0, rows));
    assertEquals(-0.5, black[GoValueFeatures.SCORE], 1e-12);
    assertEquals(-0.5 * 10 / 25, black[GoValueFeatures.SCORE_LATE], 1e-12);
    assertEquals(-0.5, black[GoValueFeatures.TROMP_TAYLOR], 1e-12);
    double[] white = features(board(game, 1, rows));
    assertEquals(0.5, white[GoValueFeatures.SCORE], 1e-12); // White receives the komi
    assertEquals(0.5, white[GoValueFeatures.TROMP_TAYLOR], 1e-12);
    for (int i = GoValueFeatures.ATARI_OWN; i < GoValueFeatures.COUNT; i++) {
      assertEquals(0, black[i], GoValueFeatures.names().get(i));
    }
  }

  @Test
  void distancesCountNearerPointsAndTrompTaylorOnlyClosedRegions() {
    GoGame game = GoProvider.game(5, 7, GoRules.PSK);
    // One Black stone in the corner A5, one White stone on the centre C3: Black is nearer only on B5 and A4
    // (distance 1 against 3); C5, B4, A3 (2 against 2), D5, A2 (3 against 3), E5 and A1 (4 against 4) are nobody's;
    // White is nearer on the other 25 - 2 - 2 - 7 = 14 empty points. Both colours reach every empty point.
    double[] x = features(board(game, 0, "X....", ".....", "..O..", ".....", "....."));
    assertEquals(1 - 1 + 2 - 14 - 7, x[GoValueFeatures.SCORE], 1e-12);
    assertEquals((1 - 1 + 2 - 14 - 7) * 2 / 25.0, x[GoValueFeatures.SCORE_LATE], 1e-12);
    assertEquals(1 - 1 - 7, x[GoValueFeatures.TROMP_TAYLOR], 1e-12);
    // A lone stone owns the whole board under both counts.
    double[] alone = features(board(game, 1, ".....", ".....", "..O..", ".....", "....."));
    assertEquals(25 + 7, alone[GoValueFeatures.SCORE], 1e-12);
    assertEquals(25 + 7, alone[GoValueFeatures.TROMP_TAYLOR], 1e-12);
  }

  @Test
  void atarisTwoLibertiesAndEyesSeenFromTheMover() {
    GoGame game = GoProvider.game(5, 7, GoRules.PSK);
    String[] rows = {
      ".X...",
      "X.X..",
      ".X.O.",
      "..OXO",
      ".....",
    };
    // Black D2 has one liberty (D1); White E2 has two (E3, E1); Black's eye-like points are B4 and the corner A5.
    double[] black = features(board(game, 0, rows));
    assertEquals(1, black[GoValueFeatures.ATARI_OWN]);
    assertEquals(0, black[GoValueFeatures.ATARI_OPP]);
    assertEquals(0, black[GoValueFeatures.TWO_LIBS_OWN]);
    assertEquals(1, black[GoValueFeatures.TWO_LIBS_OPP]);
    assertEquals(2, black[GoValueFeatures.EYES]);
    double[] white = features(board(game, 1, rows));
    assertEquals(0, white[GoValueFeatures.ATARI_OWN]);
    assertEquals(1, white[GoValueFeatures.ATARI_OPP]);
    assertEquals(1, white[GoValueFeatures.TWO_LIBS_OWN]);
    assertEquals(0, white[GoValueFeatures.TWO_LIBS_OPP]);
    assertEquals(-2, white[GoValueFeatures.EYES]);
  }

  /** Random positions of a random game from the empty board. */
  private static List<GoState> randomPositions(int count, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<GoState> out = new ArrayList<>();
    int[] legal = new int[NINE.maxLegalMoves()];
    while (out.size() < count) {
      GoState s = NINE.newInitialState();
      int plies = 10 + r.nextInt(90);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        int n = s.legalMoves(legal);
        int m = legal[r.nextInt(n)];
        if (m == NINE.passMove() && n > 1) {
          continue;
        }
        s.play(m);
      }
      if (!s.isTerminal()) {
        out.add(s);
      }
    }
    return out;
  }

  /** The move at (row, column) mapped by symmetry {@code k} of the square. */
  private static int transform(int move, int k, int n) {
    int r = move / n;
    int c = move % n;
    int rr = (k & 1) != 0 ? n - 1 - r : r;
    int cc = (k & 2) != 0 ? n - 1 - c : c;
    return (k & 4) != 0 ? cc * n + rr : rr * n + cc;
  }

  private static GoState transformed(GoState s, int k) {
    int n = s.size();
    List<Integer> black = new ArrayList<>();
    List<Integer> white = new ArrayList<>();
    for (int m = 0; m < n * n; m++) {
      int st = s.stoneAt(m);
      if (st == GoState.BLACK) {
        black.add(transform(m, k, n));
      } else if (st == GoState.WHITE) {
        white.add(transform(m, k, n));
      }
    }
    GoState t = s.game().newInitialState();
    t.setup(black.stream().mapToInt(Integer::intValue).toArray(), white.stream().mapToInt(Integer::intValue).toArray(),
        s.currentPlayer());
    return t;
  }

  @Test
  void everyFeatureAndTheValueAreInvariantUnderTheEightSymmetries() {
    Evaluator<GoState> value = NINE.evaluator("learned");
    for (GoState s : randomPositions(20, 5)) {
      double[] x = features(s);
      int v = value.evaluate(s);
      for (int k = 1; k < 8; k++) {
        GoState t = transformed(s, k);
        assertArrayEquals(x, features(t), 1e-12, "symmetry " + k + " of\n" + s.boardString());
        assertEquals(v, value.evaluate(t), "symmetry " + k);
      }
    }
  }

  @Test
  void agreesWithABruteForceCountOnRandomPositions() {
    for (GoState s : randomPositions(30, 9)) {
      double[] x = features(s);
      int n = s.size();
      int own = s.currentPlayer() + 1;
      int[] dOwn = bruteDistances(s, own);
      int[] dOpp = bruteDistances(s, 3 - own);
      double stones = 0;
      double near = 0;
      double only = 0;
      for (int m = 0; m < n * n; m++) {
        int st = s.stoneAt(m);
        if (st != GoState.EMPTY) {
          stones += st == own ? 1 : -1;
        } else {
          near += Integer.signum(dOpp[m] - dOwn[m]);
          only += dOpp[m] == Integer.MAX_VALUE && dOwn[m] < Integer.MAX_VALUE ? 1
              : dOwn[m] == Integer.MAX_VALUE && dOpp[m] < Integer.MAX_VALUE ? -1 : 0;
        }
      }
      double komi = own == GoState.BLACK ? -7 : 7;
      assertEquals(stones + near + komi, x[GoValueFeatures.SCORE], 1e-12, s.boardString());
      assertEquals(stones + only + komi, x[GoValueFeatures.TROMP_TAYLOR], 1e-12, s.boardString());
      int[] areas = s.areas(); // the rules' own Tromp-Taylor count, Black's view
      double mover = own == GoState.BLACK ? areas[0] - areas[1] : areas[1] - areas[0];
      assertEquals(mover + komi, x[GoValueFeatures.TROMP_TAYLOR], 1e-12);
    }
  }

  /** Distances over empty points by repeated relaxation (no queue), Integer.MAX_VALUE when unreached. */
  private static int[] bruteDistances(GoState s, int colour) {
    int n = s.size();
    int[] d = new int[n * n];
    Arrays.fill(d, Integer.MAX_VALUE);
    for (int m = 0; m < n * n; m++) {
      if (s.stoneAt(m) == colour) {
        d[m] = 0;
      }
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int m = 0; m < n * n; m++) {
        if (s.stoneAt(m) != GoState.EMPTY) {
          continue;
        }
        int r = m / n;
        int c = m % n;
        int[] nb = {r > 0 ? m - n : -1, r < n - 1 ? m + n : -1, c > 0 ? m - 1 : -1, c < n - 1 ? m + 1 : -1};
        for (int q : nb) {
          if (q >= 0 && d[q] != Integer.MAX_VALUE && (s.stoneAt(q) == GoState.EMPTY || s.stoneAt(q) == colour)
              && d[q] + 1 < d[m]) {
            d[m] = d[q] + 1;
            changed = true;
          }
        }
      }
    }
    return d;
  }

  @Test
  void evaluatingALeafAllocatesNothing() {
    if (!(java.lang.management.ManagementFactory.getThreadMXBean()
        instanceof com.sun.management.ThreadMXBean bean) || !bean.isThreadAllocatedMemorySupported()) {
      return; // no allocation counter on this JVM
    }
    GoState s = randomPositions(1, 3).get(0);
    Evaluator<GoState> value = NINE.evaluator("learned").forThread();
    long sum = 0;
    for (int i = 0; i < 2000; i++) {
      sum += value.evaluate(s); // warm up the JIT
    }
    long id = Thread.currentThread().getId();
    long before = bean.getThreadAllocatedBytes(id);
    for (int i = 0; i < 2000; i++) {
      sum += value.evaluate(s);
    }
    long allocated = bean.getThreadAllocatedBytes(id) - before;
    assertTrue(allocated < 2000, "allocated " + allocated + " bytes in 2000 calls (" + sum + ")");
  }

  @Test
  void refusesAnotherBoardSize() {
    double[] x = new double[GoValueFeatures.COUNT];
    GoState five = GoProvider.game(5, 7, GoRules.PSK).newInitialState();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new GoValueFeatures(9).extract(five, x));
    assertTrue(e.getMessage().contains("9x9"), e.getMessage());
  }
}
