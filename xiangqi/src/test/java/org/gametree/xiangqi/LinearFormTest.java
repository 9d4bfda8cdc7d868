package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelIO;
import org.junit.jupiter.api.Test;

/**
 * The hand-set evaluation as a linear model over {@link XiangqiFeatures}: before any tuning it equals {@link
 * XiangqiEvaluator} exactly, both through core's {@link ModelEvaluator} and through the fast {@link
 * WeightedEvaluator}; with other weights the two linear evaluators agree.
 */
class LinearFormTest {
  private final XiangqiGame game = new XiangqiGame();

  @Test
  void handSetWeightsReproduceTheEvaluatorExactlyOnRandomPositions() {
    XiangqiEvaluator handSet = new XiangqiEvaluator();
    ModelEvaluator<XiangqiState> model = new ModelEvaluator<>(XiangqiFeatures.INSTANCE, XiangqiFeatures.handSet());
    WeightedEvaluator weighted = new WeightedEvaluator(XiangqiFeatures.handSet());
    int[] seen = new int[XiangqiFeatures.DIMENSION];
    double[] x = new double[XiangqiFeatures.DIMENSION];
    int checked = forRandomPositions(11, s -> {
      int expected = handSet.evaluate(s);
      assertEquals(expected, model.evaluate(s), () -> "ModelEvaluator on " + Fen.format(s));
      assertEquals(expected, weighted.evaluate(s), () -> "WeightedEvaluator on " + Fen.format(s));
      XiangqiFeatures.INSTANCE.extract(s, x);
      for (int i = 0; i < x.length; i++) {
        seen[i] += x[i] != 0 ? 1 : 0;
      }
    });
    assertTrue(checked > 3000, "positions: " + checked);
    for (int i = 0; i < seen.length; i++) {
      assertTrue(seen[i] > 0, "feature never non-zero: " + XiangqiFeatures.INSTANCE.names().get(i));
    }
  }

  @Test
  void weightedEvaluatorEqualsTheModelForOtherWeights() {
    SplittableRandom r = new SplittableRandom(5);
    for (int t = 0; t < 5; t++) {
      double[] w = XiangqiFeatures.handSet().weights();
      for (int i = 0; i < w.length; i++) {
        w[i] = w[i] * (0.5 + r.nextDouble()) + 40 * (r.nextDouble() - 0.5);
      }
      LinearModel m = new LinearModel(w, 20 * r.nextDouble());
      ModelEvaluator<XiangqiState> model = new ModelEvaluator<>(XiangqiFeatures.INSTANCE, m);
      WeightedEvaluator weighted = new WeightedEvaluator(m);
      forRandomPositions(t, s -> {
        int a = model.evaluate(s);
        int b = weighted.evaluate(s);
        assertTrue(Math.abs(a - b) <= 1, () -> a + " vs " + b + " on " + Fen.format(s));
      });
    }
  }

  @Test
  void learnedWeightsAreSelectableAndFilesAreChecked() throws IOException {
    for (String name : LearnedWeights.KINDS) {
      assertTrue(game.evaluatorNames().contains(name), name);
      String text = resource("eval-" + name + ".txt");
      assertTrue(text.startsWith("# gametree train xiangqi "), () -> name + " does not name its command: " + text);
      LinearModel model = LearnedWeights.read(new StringReader(text));
      assertTrue(!Arrays.equals(model.weights(), XiangqiFeatures.handSet().weights()), name);
      // The start is symmetric, so every feature cancels and the side to move gets the bias (the tempo).
      assertEquals(Math.round(model.bias()), game.evaluator(name).evaluate(game.newInitialState()), name);
    }
    assertEquals(10, game.evaluator("linear").evaluate(game.newInitialState()));
    String text = ModelIO.toText(XiangqiFeatures.handSet(), "othello", XiangqiFeatures.INSTANCE.names());
    assertThrows(RuntimeException.class, () -> LearnedWeights.read(new StringReader(text)));
    assertThrows(IllegalArgumentException.class, () -> new WeightedEvaluator(LinearModel.zeros(3)));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> game.evaluator("file:/nonexistent/weights.params"));
    assertTrue(e.getMessage().contains("/nonexistent/weights.params"), e.getMessage());
  }

  @Test
  void theDefaultIsTheTdleafWeightsAndHandsetNamesTheHandSetEvaluation() {
    Evaluator<XiangqiState> tdleaf = game.evaluator("tdleaf");
    Evaluator<XiangqiState> byDefault = game.defaultEvaluator();
    Evaluator<XiangqiState> named = game.evaluator("default");
    Evaluator<XiangqiState> handsetByName = game.evaluator("handset");
    XiangqiEvaluator handSet = new XiangqiEvaluator();
    int[] differ = {0};
    int checked = forRandomPositions(13, s -> {
      assertEquals(tdleaf.evaluate(s), byDefault.evaluate(s), () -> Fen.format(s));
      assertEquals(tdleaf.evaluate(s), named.evaluate(s), () -> Fen.format(s));
      assertEquals(handSet.evaluate(s), handsetByName.evaluate(s), () -> Fen.format(s));
      differ[0] += tdleaf.evaluate(s) != handSet.evaluate(s) ? 1 : 0;
    });
    assertTrue(differ[0] > checked / 2, differ[0] + " of " + checked + " positions differ");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = LearnedWeights.class.getResourceAsStream(name)) {
      assertTrue(in != null, "missing resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private int forRandomPositions(long seed, java.util.function.Consumer<XiangqiState> check) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int checked = 0;
    for (int g = 0; g < 30; g++) {
      XiangqiState s = game.newInitialState();
      for (int played = 0; played < 200 && !s.isTerminal(); played++) {
        check.accept(s);
        checked++;
        int n = s.legalMoves(buf);
        s.playUnchecked(buf[random.nextInt(n)]);
      }
    }
    return checked;
  }
}
