package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

class ModelEvaluatorTest {
  @Test
  void scoresAreRoundedScaledAndClamped() {
    double[] x = {2.0, -1.0};
    LinearModel m = new LinearModel(new double[] {1.5, 0.25}, 0.1, 100);
    ModelEvaluator<Nim.State> e = new ModelEvaluator<>(ConstantFeatures.of(x), m);
    assertEquals(285, e.evaluate(Nim.of(3).newInitialState()));
    ModelEvaluator<Nim.State> huge = new ModelEvaluator<>(ConstantFeatures.of(x), m, 1e12);
    assertEquals(Score.MAX_EVAL, huge.evaluate(Nim.of(3).newInitialState()));
  }

  @Test
  void stagedModelsAreAskedAtTheExtractorsStage() {
    FeatureExtractor<Nim.State> byPile = new Nim.Features() {
      @Override
      public int stage(Nim.State state) {
        return state.pile();
      }
    };
    Model[] stages = new Model[4];
    for (int s = 0; s < 4; s++) {
      stages[s] = new LinearModel(new double[5], s, 1);
    }
    ModelEvaluator<Nim.State> e = new ModelEvaluator<>(byPile, new StagedModel(0, stages));
    assertEquals(2, e.evaluate(Nim.of(2).newInitialState()));
    assertEquals(3, e.evaluate(Nim.of(9).newInitialState()));
  }

  @Test
  void dimensionMismatchIsRejectedAndCopiesAreIndependent() {
    assertThrows(IllegalArgumentException.class,
        () -> new ModelEvaluator<>(new Nim.Features(), LinearModel.zeros(3)));
    LinearModel m = new LinearModel(new double[] {1, 0, 0, 0, 0}, 0, 1);
    ModelEvaluator<Nim.State> e = new ModelEvaluator<>(new Nim.Features(), m);
    ModelEvaluator<Nim.State> copy = e.copy();
    m.parameters()[0] = 7;
    assertEquals(7, e.evaluate(Nim.of(4).newInitialState()));
    assertEquals(1, copy.evaluate(Nim.of(4).newInitialState()));
  }

  @Test
  void priorKnowledgeCombinesAsInSeed004() {
    Evaluator<Nim.State> prior = s -> 40;
    LinearModel nn = new LinearModel(new double[] {0.5, 0, 0, 0, 0}, 0, 10_000);
    ModelEvaluator<Nim.State> net = new ModelEvaluator<>(new Nim.Features(), nn);
    PriorKnowledgeEvaluator<Nim.State> v = new PriorKnowledgeEvaluator<>(prior, net, 2.0, -100, 100, -1, 1);
    // V = χ·S + NN·(S_max − S_min)/(NN_max − NN_min) = 2·40 + 0.5·200/2 = 130.
    assertEquals(130, v.evaluate(Nim.of(8).newInitialState()));
    assertEquals(50, v.withChi(0).evaluate(Nim.of(8).newInitialState()));
    PriorKnowledgeEvaluator.ChiSchedule decay = new PriorKnowledgeEvaluator.ChiSchedule(2.0, 1000);
    assertEquals(1.0, decay.at(1000), 1e-12);
    assertEquals(2.0, PriorKnowledgeEvaluator.ChiSchedule.constant(2.0).at(1_000_000), 0.0);
  }

  @Test
  void decisivePriorValuesPassThroughAndEachThreadGetsItsOwnPriorAndNetwork() {
    java.util.concurrent.atomic.AtomicInteger priorCopies = new java.util.concurrent.atomic.AtomicInteger();
    Evaluator<Nim.State> prior = new Evaluator<>() {
      @Override
      public int evaluate(Nim.State s) {
        return s.pile() == 5 ? 9_000 : 40;
      }

      @Override
      public Evaluator<Nim.State> forThread() {
        priorCopies.incrementAndGet();
        return this;
      }
    };
    LinearModel nn = new LinearModel(new double[] {0.5, 0, 0, 0, 0}, 0, 10_000);
    ModelEvaluator<Nim.State> net = new ModelEvaluator<>(new Nim.Features(), nn);
    PriorKnowledgeEvaluator<Nim.State> v =
        new PriorKnowledgeEvaluator<>(prior, net, 2.0, -100, 100, -1, 1, 9_000);
    assertEquals(9_000, v.evaluate(Nim.of(5).newInitialState()), "decisive: neither doubled nor moved by NN");
    assertEquals(130, v.evaluate(Nim.of(8).newInitialState()));
    assertEquals(130, v.withChi(2.0).evaluate(Nim.of(8).newInitialState()));
    assertEquals(18_000, new PriorKnowledgeEvaluator<>(prior, net, 2.0, -100, 100, -1, 1)
        .evaluate(Nim.of(5).newInitialState()), "without a bound every value is combined");
    PriorKnowledgeEvaluator<Nim.State> copy = v.forThread();
    assertEquals(1, priorCopies.get());
    assertTrue(copy.network() != v.network() && copy.network().model() != nn);
    assertEquals(130, copy.evaluate(Nim.of(8).newInitialState()));
    assertThrows(IllegalArgumentException.class,
        () -> new PriorKnowledgeEvaluator<>(prior, net, 1, -1, 1, -1, 1, 0));
  }
}
