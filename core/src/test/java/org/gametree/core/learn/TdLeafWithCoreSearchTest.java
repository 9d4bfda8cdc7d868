package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.junit.jupiter.api.Test;

/** TDLeaf(λ) driven by the core depth-first search; skipped while {@code Search.build()} is not yet available. */
class TdLeafWithCoreSearchTest {
  /** Subtraction Nim as a {@link Game}, for the core search. */
  static final class NimGame implements Game<ToyStates.Nim> {
    @Override
    public String id() {
      return "nim";
    }

    @Override
    public ToyStates.Nim newInitialState() {
      return new ToyStates.Nim(21);
    }

    @Override
    public ToyStates.Nim parsePosition(String text) {
      return new ToyStates.Nim(Integer.parseInt(text.strip()));
    }

    @Override
    public String formatPosition(ToyStates.Nim state) {
      return Integer.toString(state.pile());
    }

    @Override
    public String render(ToyStates.Nim state) {
      return "pile " + state.pile();
    }

    @Override
    public int moveSpace() {
      return 3;
    }

    @Override
    public int maxLegalMoves() {
      return 3;
    }

    @Override
    public Evaluator<ToyStates.Nim> defaultEvaluator() {
      return s -> 0;
    }
  }

  @Test
  void tdLeafOnTheCoreSearchRepairsABadEvaluator() {
    NimGame game = new NimGame();
    LinearModel model = new LinearModel(new double[] {0.2, -1, -1, -1, 0}, 0, 1000);
    ToyStates.NimFeatures features = new ToyStates.NimFeatures();
    ModelEvaluator<ToyStates.Nim> eval = new ModelEvaluator<>(features, model);
    Searcher<ToyStates.Nim> searcher = Search.builder(game).algorithm(Algorithm.ALPHA_BETA).evaluator(eval)
        .hashMegabytes(0).aspiration(false).quiescence(false).selective(false).build();
    TdLambda td = new TdLambda(model, 0.05, 0.7, TdLambda.Mode.PER_GAME, TdLambda.Range.SYMMETRIC);
    TdLeaf<ToyStates.Nim> leaf = new TdLeaf<>(td, features, TdLeaf.fromSearcher(searcher, SearchLimits.depth(1)));
    SplittableRandom r = new SplittableRandom(42);
    int[] moves = new int[3];
    for (int g = 0; g < 1500; g++) {
      ToyStates.Nim s = new ToyStates.Nim(5 + r.nextInt(28));
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
