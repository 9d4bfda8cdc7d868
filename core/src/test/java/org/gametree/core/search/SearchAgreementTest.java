package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.Score;
import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.Reference;

/**
 * Every depth-first algorithm returns plain minimax's value at fixed depth from random positions of the random-tree
 * game, alternating or not, with and without a table; the best move achieves it, the PV is legal and the root is
 * left as it was.
 */
class SearchAgreementTest {
  private static final Algorithm[] ALGORITHMS = {
    Algorithm.MINIMAX, Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF
  };

  static RandomTreeGame.State randomPosition(RandomTreeGame game, long seed, int plies) {
    RandomTreeGame.State state = game.newInitialState();
    Random random = new Random(seed);
    int[] moves = new int[game.maxLegalMoves()];
    for (int i = 0; i < plies && !state.isTerminal(); i++) {
      state.play(moves[random.nextInt(state.legalMoves(moves))]);
    }
    return state;
  }

  @Property(tries = 150)
  void everyAlgorithmReturnsTheMinimaxValue(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 5) int depth,
      @ForAll @IntRange(min = 0, max = 4) int prefix,
      @ForAll boolean alternating,
      @ForAll @IntRange(min = 0, max = 1) int hashMegabytes) {
    RandomTreeGame game = new RandomTreeGame(seed, alternating, 14);
    RandomTreeGame.State root = randomPosition(game, seed, prefix);
    if (root.isTerminal()) {
      return;
    }
    int expected = Reference.value(root, depth, 0, game.defaultEvaluator(), game.maxLegalMoves());
    long hash = root.hash();
    int ply = root.plyCount();
    int[] moves = new int[game.maxLegalMoves()];
    int[] legal = Arrays.copyOf(moves, root.legalMoves(moves));
    for (Algorithm algorithm : ALGORITHMS) {
      try (Searcher<RandomTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).hashMegabytes(hashMegabytes).selective(false).build()) {
        SearchResult result = searcher.search(root, SearchLimits.depth(depth));
        String what = algorithm + " at depth " + depth + " from " + root;
        assertEquals(expected, result.score(), what);
        if (!Score.isDecisive(expected)) { // a proven result within the horizon ends the deepening early
          assertEquals(depth, result.depth(), what);
        }
        assertEquals(hash, root.hash(), what + ": root hash changed");
        assertEquals(ply, root.plyCount(), what + ": root ply changed");
        int[] after = Arrays.copyOf(moves, root.legalMoves(moves));
        assertArrayEquals(legal, after, what + ": root moves changed");
        assertTrue(root.isLegal(result.bestMove()), what + ": best move illegal");
        assertEquals(expected,
            Reference.childValue(root, result.bestMove(), depth, 0, game.defaultEvaluator(), game.maxLegalMoves()),
            what + ": best move does not achieve the value");
        assertPvIsLegalLine(root, result);
      }
    }
  }

  static void assertPvIsLegalLine(RandomTreeGame.State root, SearchResult result) {
    int[] pv = result.principalVariation();
    assertTrue(pv.length >= 1, "empty PV");
    assertEquals(result.bestMove(), pv[0], "PV starts elsewhere");
    RandomTreeGame.State line = root.copy();
    for (int move : pv) {
      assertTrue(line.isLegal(move), "PV " + Arrays.toString(pv) + " is not a legal line");
      line.play(move);
    }
  }
}
