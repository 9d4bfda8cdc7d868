package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.engine.Engines;
import org.gametree.core.toys.Nim;
import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.TacticalTreeGame;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;

/**
 * Aspiration windows never change a fixed-depth value: with the adaptive half-width, a fixed one (as narrow as 1
 * unit, so that nearly every iteration fails and widens) and none, every algorithm returns the same score, whatever
 * the evaluator's scale. The adaptive half-width follows the scale: multiplying the evaluator by a constant leaves
 * the search's nodes and re-searches exactly as they were.
 */
class AspirationWindowTest {
  private static final Algorithm[] ALGORITHMS = {Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF};
  /** Evaluator scales: units, hundreds (centipawns), thousands (Connect6's prior), near MAX_EVAL / 100. */
  private static final int[] SCALES = {1, 7, 100, 3_000, 90_000};

  /** Counts failed windows. */
  static final class Fails implements SearchListener {
    int count;

    @Override
    public void onIteration(SearchInfo info) {}

    @Override
    public void onAspirationFail(int depth, int value, boolean high) {
      count++;
    }
  }

  private static <S extends GameState> Evaluator<S> scaled(Evaluator<S> e, int factor) {
    return s -> e.evaluate(s) * factor;
  }

  /** The score of a fresh exact searcher with the given aspiration setting (-1 none, 0 adaptive, N fixed). */
  private static <S extends GameState> SearchResult search(Game<S> game, S root, Evaluator<S> evaluator,
      Algorithm algorithm, int hashMegabytes, int aspiration, int depth, SearchListener listener) {
    Search.Builder<S> b = Search.builder(game).algorithm(algorithm).hashMegabytes(hashMegabytes).selective(false)
        .evaluator(evaluator).aspiration(aspiration >= 0).aspirationWindow(Math.max(0, aspiration));
    try (Searcher<S> searcher = b.build()) {
      return searcher.search(root, SearchLimits.depth(depth), listener);
    }
  }

  private static <S extends GameState> void assertSameValues(Game<S> game, S root, Evaluator<S> evaluator,
      int depth, String what) {
    for (Algorithm algorithm : ALGORITHMS) {
      for (int mb = 0; mb <= 1; mb++) {
        int without = search(game, root, evaluator, algorithm, mb, -1, depth, SearchListener.NONE).score();
        for (int aspiration : new int[] {0, 1, 25}) {
          int with = search(game, root, evaluator, algorithm, mb, aspiration, depth, SearchListener.NONE).score();
          assertEquals(without, with, what + ", " + algorithm + ", " + mb + " MB, depth " + depth + ", aspiration "
              + (aspiration == 0 ? "on" : aspiration));
        }
      }
    }
  }

  @Property(tries = 60)
  void randomTreesKeepTheirValueAtEveryScale(
      @ForAll long seed,
      @ForAll @IntRange(min = 3, max = 6) int depth,
      @ForAll @IntRange(min = 0, max = 4) int prefix,
      @ForAll boolean alternating,
      @ForAll @IntRange(min = 0, max = 4) int scale) {
    RandomTreeGame game = new RandomTreeGame(seed, alternating, 14);
    RandomTreeGame.State root = SearchAgreementTest.randomPosition(game, seed, prefix);
    if (root.isTerminal()) {
      return;
    }
    assertSameValues(game, root, scaled(game.defaultEvaluator(), SCALES[scale]), depth,
        "random tree " + seed + " x" + SCALES[scale]);
  }

  @Property(tries = 30)
  void quiescenceTreesKeepTheirValue(
      @ForAll long seed, @ForAll @IntRange(min = 3, max = 5) int depth, @ForAll boolean alternating) {
    // without extensions: an extension depends on the path, so a table entry's depth would not fix its subtree
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 12, false);
    TacticalTreeGame.State root = game.newInitialState();
    assertSameValues(game, root, game.defaultEvaluator(), depth, "tactical tree " + seed);
  }

  @Property(tries = 10)
  void smallGamesKeepTheirValue(@ForAll @IntRange(min = 3, max = 7) int depth, @ForAll @IntRange(min = 5, max = 21)
      int tokens) {
    // Connect6's turn order (one move, then two per turn), with a hash-drawn evaluation in the thousands
    Nim nim = Nim.of(tokens).turns(1, 2).evaluator(s -> 3 * ((int) Long.remainderUnsigned(s.hash(), 2001) - 1000));
    assertSameValues(nim, nim.newInitialState(), nim.defaultEvaluator(), depth, "nim " + tokens);
    TicTacToe ttt = new TicTacToe();
    assertSameValues(ttt, ttt.newInitialState(), ttt.defaultEvaluator(), depth, "tic-tac-toe");
  }

  /**
   * Scaling the evaluator by 5 leaves the adaptive search's tree exactly as it was: the windows scale with the
   * scores. (The base scale 1024 keeps every running average a whole number, so no rounding differs.)
   */
  @Property(tries = 40)
  void theAdaptiveWindowFollowsTheEvaluatorsScale(
      @ForAll long seed, @ForAll @IntRange(min = 3, max = 7) int depth, @ForAll boolean alternating,
      @ForAll @IntRange(min = 0, max = 1) int algorithm) {
    RandomTreeGame game = new RandomTreeGame(seed, alternating, 16);
    RandomTreeGame.State root = game.newInitialState();
    Algorithm a = algorithm == 0 ? Algorithm.ALPHA_BETA : Algorithm.NEGASCOUT;
    Fails small = new Fails();
    Fails large = new Fails();
    SearchResult r1 = search(game, root, scaled(game.defaultEvaluator(), 1024), a, 1, 0, depth, small);
    SearchResult r5 = search(game, root, scaled(game.defaultEvaluator(), 5 * 1024), a, 1, 0, depth, large);
    String what = a + " depth " + depth + " seed " + seed;
    if (!Score.isDecisive(r1.score())) {
      assertEquals(5 * r1.score(), r5.score(), what);
    }
    assertEquals(r1.nodes(), r5.nodes(), what + ": nodes");
    assertEquals(small.count, large.count, what + ": re-searches");
    assertEquals(r1.bestMove(), r5.bestMove(), what + ": best move");
  }

  /**
   * A fixed window of 1 unit on a large-scale evaluator fails and re-searches whenever the root score moves, and
   * still gets the value; the adaptive window fails less.
   */
  @Test
  void aNarrowFixedWindowFailsAndWidens() {
    int narrowFails = 0;
    int adaptiveFails = 0;
    for (long seed = 1; seed <= 20; seed++) {
      RandomTreeGame game = new RandomTreeGame(seed, seed % 2 == 0, 16);
      RandomTreeGame.State root = game.newInitialState();
      Evaluator<RandomTreeGame.State> big = scaled(game.defaultEvaluator(), 10_000);
      Fails narrow = new Fails();
      Fails adaptive = new Fails();
      int exact = search(game, root, big, Algorithm.NEGASCOUT, 1, -1, 7, SearchListener.NONE).score();
      assertEquals(exact, search(game, root, big, Algorithm.NEGASCOUT, 1, 1, 7, narrow).score(), "seed " + seed);
      assertEquals(exact, search(game, root, big, Algorithm.NEGASCOUT, 1, 0, 7, adaptive).score(), "seed " + seed);
      narrowFails += narrow.count;
      adaptiveFails += adaptive.count;
    }
    assertTrue(narrowFails >= 20, "a 1-unit window on scores in the ten thousands: " + narrowFails + " re-searches");
    assertTrue(adaptiveFails < narrowFails, "adaptive " + adaptiveFails + " against 1-unit " + narrowFails);
  }

  @Test
  void theEngineOptionTakesOnOffOrAHalfWidth() {
    Nim nim = Nim.of(9).evaluator(s -> (int) Long.remainderUnsigned(s.hash(), 201) - 100);
    UnaryOperator<String> parse = v -> (String) Engines.OPTIONS.find("aspiration").parse(v);
    assertEquals("on", parse.apply("on"));
    assertEquals("off", parse.apply("OFF"));
    assertEquals("off", parse.apply("0"));
    assertEquals("400", parse.apply(" 400"));
    for (String bad : new String[] {"-3", "wide", "1.5", "10000001", ""}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse.apply(bad), bad);
      assertTrue(e.getMessage().contains("aspiration") && e.getMessage().contains("'" + bad + "'"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> Engines.create(nim, "negascout:aspiration=wide"));
    assertThrows(IllegalArgumentException.class, () -> Search.builder(nim).aspirationWindow(-1));
    for (String spec : new String[] {"negascout:depth=5,aspiration=on", "negascout:depth=5,aspiration=off",
        "alphabeta:depth=5,aspiration=3"}) {
      try (var engine = Engines.create(nim, spec)) {
        assertEquals(search(nim, nim.newInitialState(), nim.defaultEvaluator(), Algorithm.NEGASCOUT, 16, -1, 5,
            SearchListener.NONE).score(), engine.searcher().search(nim.newInitialState(), engine.limits()).score(),
            spec);
      }
    }
  }
}
