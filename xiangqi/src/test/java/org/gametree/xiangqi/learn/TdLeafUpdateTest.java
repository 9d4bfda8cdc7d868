package org.gametree.xiangqi.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TdLambda;
import org.gametree.core.learn.TdLeaf;
import org.gametree.core.search.SearchResult;
import org.gametree.xiangqi.WeightedEvaluator;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Test;

/**
 * One TDLeaf(λ) update on a tiny position worked out by hand: Red to move can take an undefended chariot. The core
 * search one ply deep finds the capture, after which Black has nothing to take, so the leaf is the position after it
 * (Black to move, a chariot down); with z = 1 (Red won) the update is Δw = α (z − P) e, P = −tanh(β·v_Black(leaf)),
 * e = −β(1 − tanh²)·x_Black(leaf), which raises the chariot's weight.
 */
class TdLeafUpdateTest {
  private static final String FEN = "5k3/9/r8/9/9/R8/9/9/9/3K5 w - - 0 1";

  @Test
  void quiescentLeafIsAfterTheCaptureAndTheUpdateIsTheHandComputedOne() {
    XiangqiGame game = new XiangqiGame();
    XiangqiState root = game.parsePosition(FEN);
    int capture = root.parseMove("a4a7");
    LinearModel linear = XiangqiFeatures.handSet();
    WeightedEvaluator evaluator = new WeightedEvaluator(linear);
    XiangqiState leafState = game.parsePosition(FEN);
    leafState.play(capture);
    double[] x = new double[XiangqiFeatures.INSTANCE.dimension()];
    XiangqiFeatures.INSTANCE.extract(leafState, x);
    assertEquals(-1.0, x[0], "Black, to move at the leaf, is a chariot down");

    double alpha = 300;
    double beta = 0.0025;
    double v = linear.value(x);
    double t = Math.tanh(beta * v);
    double p = -t; // Red's view
    double[] expected = linear.parameters().clone();
    for (int i = 0; i <= x.length; i++) {
      double xi = i < x.length ? x[i] : 1.0;
      expected[i] += alpha * (1 - p) * (-beta * (1 - t * t) * xi);
    }

    TdLambda td = new TdLambda(new TanhModel(linear, beta), alpha, 0.7, TdLambda.Mode.PER_GAME,
        TdLambda.Range.SYMMETRIC);
    try (TdLeaf<XiangqiState> leaf = new TdLeaf<>(td, XiangqiFeatures.INSTANCE, game, evaluator, 1)) {
      leaf.startGame();
      SearchResult result = leaf.observe(root);
      assertArrayEquals(new int[] {capture}, result.principalVariation(), "the line is the capture, then quiet");
      assertEquals(game.parsePosition(FEN), root, "the root is restored");
      leaf.endGame(1.0);
    }
    assertArrayEquals(expected, linear.parameters(), 1e-9);
    assertTrue(linear.weight(0) > 1000, "the chariot's weight rises: " + linear.weight(0));
    assertEquals(game.parsePosition(FEN), root);
  }

  @Test
  void tanhModelGradientMatchesFiniteDifferences() {
    LinearModel linear = XiangqiFeatures.handSet();
    TanhModel m = new TanhModel(linear, 0.0025);
    double[] x = new double[XiangqiFeatures.INSTANCE.dimension()];
    XiangqiFeatures.INSTANCE.extract(new XiangqiGame().parsePosition(FEN), x);
    double[] g = new double[m.parameterCount()];
    m.gradient(x, g);
    for (int i = 0; i < g.length; i++) {
      double h = 1e-3;
      linear.parameters()[i] += h;
      double up = m.value(x);
      linear.parameters()[i] -= 2 * h;
      double down = m.value(x);
      linear.parameters()[i] += h;
      assertEquals((up - down) / (2 * h), g[i], 1e-7, "parameter " + i);
    }
  }
}
