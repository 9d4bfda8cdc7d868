package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class NeuralNetworkTest {
  private static void assertGradientMatchesFiniteDifferences(NeuralNetwork net, double[] x) {
    double[] g = new double[net.parameterCount()];
    net.gradient(x, g);
    double[] p = net.parameters();
    double h = 1e-6;
    for (int i = 0; i < p.length; i++) {
      double keep = p[i];
      p[i] = keep + h;
      double up = net.value(x);
      p[i] = keep - h;
      double down = net.value(x);
      p[i] = keep;
      assertEquals((up - down) / (2 * h), g[i], 1e-6, "parameter " + i);
    }
  }

  @Test
  void gradientMatchesFiniteDifferencesForEveryActivationAndTwoOutputs() {
    Random r = new Random(1);
    Activation[][] cases = {
      {Activation.SIGMOID, Activation.SIGMOID},
      {Activation.TANH, Activation.LINEAR},
      {Activation.TANH, Activation.SIGMOID, Activation.TANH},
    };
    int[][] sizes = {{4, 5, 2}, {3, 4, 1}, {5, 4, 3, 2}};
    for (int c = 0; c < cases.length; c++) {
      NeuralNetwork net = NeuralNetwork.random(sizes[c], cases[c], 1.5, r);
      for (int i = 0; i < net.parameterCount(); i++) {
        net.parameters()[i] += 0.1 * r.nextGaussian(); // non-zero biases too
      }
      double[] x = new double[sizes[c][0]];
      for (int i = 0; i < x.length; i++) {
        x[i] = r.nextGaussian();
      }
      assertGradientMatchesFiniteDifferences(net, x);
    }
  }

  @Test
  void learnsXorByGradientDescent() {
    double[][] xs = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
    double[] ys = {0, 1, 1, 0};
    NeuralNetwork net =
        NeuralNetwork.random(new int[] {2, 4, 1}, new Activation[] {Activation.TANH, Activation.SIGMOID}, 2.0,
            new Random(3));
    double[] g = new double[net.parameterCount()];
    for (int epoch = 0; epoch < 5000; epoch++) {
      for (int k = 0; k < 4; k++) {
        double y = net.gradient(xs[k], g);
        double err = ys[k] - y;
        double[] p = net.parameters();
        for (int i = 0; i < p.length; i++) {
          p[i] += 0.5 * err * g[i];
        }
      }
    }
    for (int k = 0; k < 4; k++) {
      assertEquals(ys[k], net.value(xs[k]), 0.1, "input " + k);
    }
  }

  @Test
  void connect6NetworkStartsAtZeroAndCopiesAreIndependent() {
    NeuralNetwork net = new NeuralNetwork(new int[] {32, 14, 2},
        new Activation[] {Activation.SIGMOID, Activation.SIGMOID});
    assertEquals(32 * 14 + 14 + 14 * 2 + 2, net.parameterCount());
    assertEquals(0.0, net.value(new double[32]), 0.0);
    NeuralNetwork copy = net.copy();
    copy.parameters()[0] = 1;
    assertEquals(0.0, net.parameters()[0]);
  }

  @Test
  void rejectsMalformedShapes() {
    assertThrows(IllegalArgumentException.class,
        () -> new NeuralNetwork(new int[] {3, 3}, new Activation[] {Activation.TANH, Activation.TANH}));
    assertThrows(IllegalArgumentException.class,
        () -> new NeuralNetwork(new int[] {3, 0}, new Activation[] {Activation.TANH}));
    assertThrows(IllegalArgumentException.class,
        () -> new NeuralNetwork(new int[] {2, 3}, new Activation[] {Activation.TANH}));
    assertTrue(Activation.fromFileName("sigmoid") == Activation.SIGMOID);
  }
}
