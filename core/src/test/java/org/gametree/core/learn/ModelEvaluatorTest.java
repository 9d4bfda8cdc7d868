package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

class ModelEvaluatorTest {
  @Test
  void scoresAreRoundedScaledAndClamped() {
    double[] x = {2.0, -1.0};
    LinearModel m = new LinearModel(new double[] {1.5, 0.25}, 0.1, 100);
    ModelEvaluator<ToyStates.Nim> e = new ModelEvaluator<>(ToyStates.constantFeatures(x), m);
    assertEquals(285, e.evaluate(new ToyStates.Nim(3)));
    ModelEvaluator<ToyStates.Nim> huge = new ModelEvaluator<>(ToyStates.constantFeatures(x), m, 1e12);
    assertEquals(Score.MAX_EVAL, huge.evaluate(new ToyStates.Nim(3)));
  }

  @Test
  void stagedModelsAreAskedAtTheExtractorsStage() {
    FeatureExtractor<ToyStates.Nim> byPile = new ToyStates.NimFeatures() {
      @Override
      public int stage(ToyStates.Nim state) {
        return state.pile();
      }
    };
    Model[] stages = new Model[4];
    for (int s = 0; s < 4; s++) {
      stages[s] = new LinearModel(new double[5], s, 1);
    }
    ModelEvaluator<ToyStates.Nim> e = new ModelEvaluator<>(byPile, new StagedModel(0, stages));
    assertEquals(2, e.evaluate(new ToyStates.Nim(2)));
    assertEquals(3, e.evaluate(new ToyStates.Nim(9)));
  }

  @Test
  void dimensionMismatchIsRejectedAndCopiesAreIndependent() {
    assertThrows(IllegalArgumentException.class,
        () -> new ModelEvaluator<>(new ToyStates.NimFeatures(), LinearModel.zeros(3)));
    LinearModel m = new LinearModel(new double[] {1, 0, 0, 0, 0}, 0, 1);
    ModelEvaluator<ToyStates.Nim> e = new ModelEvaluator<>(new ToyStates.NimFeatures(), m);
    ModelEvaluator<ToyStates.Nim> copy = e.copy();
    m.parameters()[0] = 7;
    assertEquals(7, e.evaluate(new ToyStates.Nim(4)));
    assertEquals(1, copy.evaluate(new ToyStates.Nim(4)));
  }

  @Test
  void priorKnowledgeCombinesAsInSeed004() {
    Evaluator<ToyStates.Nim> prior = s -> 40;
    LinearModel nn = new LinearModel(new double[] {0.5, 0, 0, 0, 0}, 0, 10_000);
    ModelEvaluator<ToyStates.Nim> net = new ModelEvaluator<>(new ToyStates.NimFeatures(), nn);
    PriorKnowledgeEvaluator<ToyStates.Nim> v = new PriorKnowledgeEvaluator<>(prior, net, 2.0, -100, 100, -1, 1);
    // V = χ·S + NN·(S_max − S_min)/(NN_max − NN_min) = 2·40 + 0.5·200/2 = 130.
    assertEquals(130, v.evaluate(new ToyStates.Nim(8)));
    assertEquals(50, v.withChi(0).evaluate(new ToyStates.Nim(8)));
    PriorKnowledgeEvaluator.ChiSchedule decay = new PriorKnowledgeEvaluator.ChiSchedule(2.0, 1000);
    assertEquals(1.0, decay.at(1000), 1e-12);
    assertEquals(2.0, PriorKnowledgeEvaluator.ChiSchedule.constant(2.0).at(1_000_000), 0.0);
  }
}
