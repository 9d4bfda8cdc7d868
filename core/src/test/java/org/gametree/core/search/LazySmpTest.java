package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.Reference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Helper threads share only the table: with selectivity off, the main thread's value at a fixed depth is the one-thread
 * value (every table entry is a true bound of the same depth-limited value). With selectivity on, reductions and
 * null-move cuts depend on move order, which helpers randomise, so their entries may move the value; that is Lazy
 * SMP's nature, and strength, not equality, is what it is measured by (docs/benchmarks.md).
 */
class LazySmpTest {
  @ParameterizedTest
  @CsvSource({
    "ALPHA_BETA, 1, true", "ALPHA_BETA, 2, false", "ALPHA_BETA, 3, true",
    "NEGASCOUT, 1, true", "NEGASCOUT, 2, false", "NEGASCOUT, 4, false", "NEGASCOUT, 5, true"
  })
  void twoThreadsReturnTheOneThreadValue(Algorithm algorithm, long seed, boolean alternating) {
    RandomTreeGame game = new RandomTreeGame(seed, alternating, 30);
    RandomTreeGame.State root = game.newInitialState();
    int depth = 7;
    int expected = Reference.value(root, depth, 0, game.defaultEvaluator(), game.maxLegalMoves());
    for (int threads : new int[] {1, 2, 3}) {
      try (Searcher<RandomTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).selective(false).threads(threads).hashMegabytes(1).build()) {
        for (int repeat = 0; repeat < 3; repeat++) {
          SearchResult result = searcher.search(root, SearchLimits.depth(depth));
          assertEquals(expected, result.score(), threads + " threads");
          assertTrue(root.isLegal(result.bestMove()));
          assertEquals(0, root.plyCount());
        }
      }
    }
  }
}
