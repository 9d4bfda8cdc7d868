package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** TDLeaf(λ) driven by the core depth-first search; skipped while {@code Search.build()} is not yet available. */
class TdLeafWithCoreSearchTest {
  @Test
  void tdLeafOnTheCoreSearchRepairsABadEvaluator() {
    Nim game = Nim.of(21);
    LinearModel model = new LinearModel(new double[] {0.2, -1, -1, -1, 0}, 0, 1000);
    Nim.Features features = new Nim.Features();
    ModelEvaluator<Nim.State> eval = new ModelEvaluator<>(features, model);
    Searcher<Nim.State> searcher = Search.builder(game).algorithm(Algorithm.ALPHA_BETA).evaluator(eval)
        .hashMegabytes(0).aspiration(false).quiescence(false).selective(false).build();
    TdLambda td = new TdLambda(model, 0.05, 0.7, TdLambda.Mode.PER_GAME, TdLambda.Range.SYMMETRIC);
    TdLeaf<Nim.State> leaf = new TdLeaf<>(td, features, TdLeaf.fromSearcher(searcher, SearchLimits.depth(1)));
    SplittableRandom r = new SplittableRandom(42);
    int[] moves = new int[3];
    for (int g = 0; g < 1500; g++) {
      Nim.State s = Nim.of(5 + r.nextInt(28)).newInitialState();
      leaf.startGame();
      while (!s.isTerminal()) {
        leaf.observe(s);
        int n = s.legalMoves(moves);
        s.playUnchecked(r.nextDouble() < 0.3 ? moves[r.nextInt(n)] : TdLeafTestSupport.bestMove(s, eval, moves));
      }
      leaf.endGame(s.outcome().winner() == 0 ? 1 : -1);
    }
    LinearModel untrained = new LinearModel(new double[] {0.2, -1, -1, -1, 0}, 0, 1000);
    double rate = SelfPlayLearningTest.winRate(eval, new ModelEvaluator<>(features, untrained), 7);
    assertTrue(rate > 0.8, "trained vs untrained win rate " + rate);
  }
}
