package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.toys.RandomTreeGame;
import org.junit.jupiter.api.Test;

/** ProbCut: cuts only where the game's model proves them, keeps exact values under an exact model, and stays off in MINIMAX and MTD(f). */
class ProbCutTest {
  private static SearchResult search(RandomTreeGame game, Algorithm algorithm, ProbCut<RandomTreeGame.State> model,
      boolean zeroEvaluator, int depth) {
    Search.Builder<RandomTreeGame.State> b = Search.builder(game).algorithm(algorithm).hashMegabytes(1)
        .probCut(model, 1.5);
    if (zeroEvaluator) {
      b.evaluator(s -> 0);
    }
    try (Searcher<RandomTreeGame.State> searcher = b.build()) {
      return searcher.search(game.newInitialState(), SearchLimits.depth(depth));
    }
  }

  @Property(tries = 25)
  void boundsOutsideTheEvaluationRangeNeverCut(@ForAll long seed, @ForAll @IntRange(min = 3, max = 6) int depth) {
    RandomTreeGame game = new RandomTreeGame(seed, true, 12);
    ProbCut.Check never = new ProbCut.Check(1, 1, 0, 1e12);
    for (Algorithm algorithm : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT}) {
      SearchResult plain = search(game, algorithm, null, false, depth);
      SearchResult withModel = search(game, algorithm, (s, d) -> never, false, depth);
      assertEquals(plain.score(), withModel.score(), algorithm.toString());
      assertEquals(plain.bestMove(), withModel.bestMove(), algorithm.toString());
    }
  }

  @Test
  void anExactModelKeepsTheValueAndPrunes() {
    // No position ends before ply 40 and every leaf is worth 0, so a search of any depth returns 0: the model
    // v_d = 1·v_{d−2} + 0 with σ = 0 is exact, and every cut it makes is sound.
    RandomTreeGame game = new RandomTreeGame(7, true, 40, 0);
    ProbCut.Check exact = new ProbCut.Check(2, 1, 0, 0);
    for (Algorithm algorithm : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT}) {
      SearchResult plain = search(game, algorithm, null, true, 7);
      SearchResult cut = search(game, algorithm, (s, d) -> d >= 4 ? exact : null, true, 7);
      assertEquals(0, plain.score());
      assertEquals(0, cut.score(), algorithm.toString());
      assertTrue(cut.nodes() < plain.nodes(), algorithm + ": " + cut.nodes() + " vs " + plain.nodes());
    }
  }

  @Test
  void minimaxAndMtdfIgnoreTheModel() {
    RandomTreeGame game = new RandomTreeGame(11, true, 40, 0);
    ProbCut.Check exact = new ProbCut.Check(2, 1, 0, 0);
    for (Algorithm algorithm : new Algorithm[] {Algorithm.MINIMAX, Algorithm.MTDF}) {
      SearchResult plain = search(game, algorithm, null, true, 5);
      SearchResult withModel = search(game, algorithm, (s, d) -> d >= 4 ? exact : null, true, 5);
      assertEquals(plain.nodes(), withModel.nodes(), algorithm.toString());
    }
  }

  @Test
  void malformedModelsAreRejected() {
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new ProbCut.Check(1, 0, 0, 1));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Search.builder(new RandomTreeGame(1, true, 4)).probCut((s, d) -> null, -1));
  }
}
