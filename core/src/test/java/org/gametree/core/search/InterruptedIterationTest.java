package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.Reference;

/**
 * A search cut off by its node budget (deterministic, single thread) returns either the last completed iteration's
 * result or a move of the interrupted iteration whose value one ply deeper is at least the score reported; cut off
 * inside its first iteration, a legal move.
 */
class InterruptedIterationTest {
  /** Plies to the end of every random tree: a search can look one ply past its last iteration up to here. */
  private static final int TREE_DEPTH = 10;

  @Property(tries = 40)
  void anInterruptedIterationNeverReportsMoreThanItsMoveIsWorth(
      @ForAll long seed,
      @ForAll boolean alternating,
      @ForAll @IntRange(min = 50, max = 2500) int nodes,
      @ForAll @IntRange(min = 0, max = 3) int algorithmIndex,
      @ForAll @IntRange(min = 0, max = 1) int hashMegabytes) {
    Algorithm algorithm = new Algorithm[] {
      Algorithm.MINIMAX, Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF
    }[algorithmIndex];
    RandomTreeGame game = new RandomTreeGame(seed, alternating, TREE_DEPTH, 0);
    RandomTreeGame.State root = game.newInitialState();
    SearchResult result;
    try (Searcher<RandomTreeGame.State> searcher =
        Search.builder(game).algorithm(algorithm).hashMegabytes(hashMegabytes).selective(false).build()) {
      result = searcher.search(root, SearchLimits.nodes(nodes));
    }
    assertEquals(0, root.plyCount());
    int depth = result.depth();
    assertTrue(root.isLegal(result.bestMove()), algorithm + " returned an illegal move: " + result);
    if (depth == 0) {
      return; // stopped inside the first iteration: any legal move will do
    }
    int completed = Reference.value(root, depth, 0, game.defaultEvaluator(), game.maxLegalMoves());
    int moveAtDepth =
        Reference.childValue(root, result.bestMove(), depth, 0, game.defaultEvaluator(), game.maxLegalMoves());
    boolean lastCompleted = result.score() == completed && moveAtDepth == completed;
    boolean deeperMove = depth < TREE_DEPTH && Reference.childValue(root, result.bestMove(), depth + 1, 0,
        game.defaultEvaluator(), game.maxLegalMoves()) >= result.score();
    assertTrue(lastCompleted || deeperMove, algorithm + " returned " + result);
  }

  /** Found by the property: the interrupted tenth iteration proved a win at the last ply of the tree. */
  @Example
  void aWinProvedInTheIterationThatReachesTheEndOfTheTreeCounts() {
    anInterruptedIterationNeverReportsMoreThanItsMoveIsWorth(-966, false, 1060, 1, 1);
  }
}
