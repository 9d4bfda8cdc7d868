package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.Arrays;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.mcts.PriorPolicy;
import org.gametree.go.GoGame;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class LearnedPriorsTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  @Test
  void shippedModelPrefersTheCaptureAndSumsToOne() {
    GoState s = GAME.newInitialState();
    s.setup(new int[] {GAME.parseMove("D5"), GAME.parseMove("F5"), GAME.parseMove("E6")},
        new int[] {GAME.parseMove("E5")}, 0);
    PriorPolicy<GoState> priors = new GoKnowledge(GAME).priorPolicy("learned");
    int[] moves = new int[GAME.maxLegalMoves()];
    int n = s.legalMoves(moves);
    double[] p = new double[n];
    priors.priors(s, moves, n, p);
    assertEquals(1, Arrays.stream(p).sum(), 1e-9);
    int capture = indexOf(moves, n, GAME.parseMove("E4"));
    for (int i = 0; i < n; i++) {
      if (i != capture) {
        assertTrue(p[capture] > p[i], "capture " + p[capture] + " vs " + GAME.moveToString(moves[i]) + " " + p[i]);
      }
    }
    // A higher temperature flattens the distribution.
    double[] flat = new double[n];
    LearnedPriors.shipped(9, 4).priors(s, moves, n, flat);
    assertTrue(flat[capture] < p[capture] && flat[capture] > 1.0 / n);
  }

  private static int indexOf(int[] moves, int n, int move) {
    for (int i = 0; i < n; i++) {
      if (moves[i] == move) {
        return i;
      }
    }
    throw new AssertionError("not legal: " + move);
  }

  @Test
  void computingPriorsAllocatesNothing() {
    if (!(java.lang.management.ManagementFactory.getThreadMXBean()
        instanceof com.sun.management.ThreadMXBean bean) || !bean.isThreadAllocatedMemorySupported()) {
      return; // no allocation counter on this JVM
    }
    GoState s = GAME.newInitialState();
    for (String m : "E5 D5 E6 G5 D6 D4 E4 D3 G4 E3 F3 F7 G6 G7 C5 H6".split(" ")) {
      s.play(GAME.parseMove(m));
    }
    PriorPolicy<GoState> priors = new GoKnowledge(GAME).priorPolicy("learned");
    int[] moves = new int[GAME.maxLegalMoves()];
    int n = s.legalMoves(moves);
    double[] p = new double[n];
    for (int i = 0; i < 2000; i++) {
      priors.priors(s, moves, n, p); // warm up: the thread's scratch and the JIT
    }
    long id = Thread.currentThread().getId();
    long before = bean.getThreadAllocatedBytes(id);
    for (int i = 0; i < 2000; i++) {
      priors.priors(s, moves, n, p);
    }
    long allocated = bean.getThreadAllocatedBytes(id) - before;
    assertTrue(allocated < 2000, "allocated " + allocated + " bytes in 2000 calls");
  }

  @Test
  void refusesModelsForOtherFeatures() {
    String other = ModelIO.toText(new LinearModel(new double[] {1, 2}, 0, 1), LearnedPriors.MODEL_GAME,
        java.util.List.of("a", "b"));
    assertThrows(ModelFormatException.class, () -> LearnedPriors.read(new StringReader(other)));
    String wrongGame = ModelIO.toText(new LinearModel(new double[GoMoveFeatures.COUNT], 0, 1), "othello",
        GoMoveFeatures.names());
    assertThrows(ModelFormatException.class, () -> LearnedPriors.read(new StringReader(wrongGame)));
    assertThrows(IllegalArgumentException.class, () -> new LearnedPriors(9, new double[3], 1));
    assertThrows(IllegalArgumentException.class,
        () -> new LearnedPriors(9, new double[GoMoveFeatures.COUNT], 0));
  }

  @Test
  void aFeatureMissingFromTheFileWeighsZero() {
    java.util.List<String> names = GoMoveFeatures.names();
    double[] w = new double[names.size() - 1];
    for (int i = 0; i < w.length; i++) {
      w[i] = i + 1;
    }
    // The file names every feature but the first, in reverse order.
    java.util.List<String> older = new java.util.ArrayList<>(names.subList(1, names.size()));
    java.util.Collections.reverse(older);
    String text = ModelIO.toText(new LinearModel(w, 0, 1), LearnedPriors.MODEL_GAME, older);
    double[] read = LearnedPriors.read(new StringReader(text));
    assertEquals(0, read[0]);
    assertEquals(w.length, read[1]);
    assertEquals(1, read[names.size() - 1]);
  }

  @Test
  void eachShippedSizeHasItsOwnModelAndOtherSizesTheNearest() {
    assertEquals(9, LearnedPriors.modelSize(7));
    assertEquals(9, LearnedPriors.modelSize(11)); // a tie: the smaller
    assertEquals(13, LearnedPriors.modelSize(12));
    assertEquals(13, LearnedPriors.modelSize(15));
    assertEquals(19, LearnedPriors.modelSize(17));
    assertEquals(19, LearnedPriors.modelSize(25));
    for (int size : LearnedPriors.SHIPPED_SIZES) {
      assertTrue(LearnedPriors.hasModel(size));
      assertEquals(size, LearnedPriors.modelSize(size));
      assertTrue(LearnedPriors.class.getResource(LearnedPriors.resource(size)) != null, "model " + size);
    }
  }

  @Test
  void theDefaultPriorsAreLearnedWhereTheyWereMeasuredToGain() {
    for (int size : new int[] {9, 13, 19}) {
      assertTrue(new GoKnowledge(GoProvider.game(size, 7, GoRules.PSK)).priorPolicy("default") instanceof LearnedPriors);
    }
    assertTrue(new GoKnowledge(GoProvider.game(11, 7, GoRules.PSK)).priorPolicy("default") instanceof GoPriors);
  }

  @Test
  void theBigBoardModelsGiveProbabilitiesSummingToOne() {
    for (int size : new int[] {13, 19}) {
      GoGame game = GoProvider.game(size, 7, GoRules.PSK);
      GoState s = game.newInitialState();
      for (String m : "D4 K10 D10 K4 C3 D3 C4 E5 G7 G6".split(" ")) {
        s.play(game.parseMove(m));
      }
      int[] moves = new int[game.maxLegalMoves()];
      int n = s.legalMoves(moves);
      double[] p = new double[n];
      new GoKnowledge(game).priorPolicy("learned").priors(s, moves, n, p);
      assertEquals(1, Arrays.stream(p).sum(), 1e-9, "size " + size);
      double[] fromNinebyNine = new double[n];
      new LearnedPriors(size, LearnedPriorsTest.nineByNine(), 1).priors(s, moves, n, fromNinebyNine);
      assertTrue(!Arrays.equals(p, fromNinebyNine), "size " + size + " uses a model of its own");
      for (double v : p) {
        assertTrue(v > 0 && v < 1);
      }
    }
  }

  private static double[] nineByNine() {
    try (java.io.InputStream in = LearnedPriors.class.getResourceAsStream(LearnedPriors.RESOURCE)) {
      return LearnedPriors.read(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
