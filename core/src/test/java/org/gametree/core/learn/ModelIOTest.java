package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ModelIOTest {
  private static final List<String> NAMES = List.of("a", "b", "c");
  private static final Random RANDOM = new Random(5);

  private static double[][] probes() {
    double[][] p = new double[20][3];
    for (double[] x : p) {
      for (int i = 0; i < 3; i++) {
        x[i] = 2 * RANDOM.nextGaussian();
      }
    }
    return p;
  }

  private static Model roundTrip(Model m) {
    String text = ModelIO.toText(m, "toy", NAMES);
    Model back = ModelIO.read(new StringReader(text), "toy", NAMES);
    assertEquals(text, ModelIO.toText(back, "toy", NAMES), "second write is identical");
    for (double[] x : probes()) {
      for (int stage = 0; stage < 4; stage++) {
        assertEquals(m.value(stage, x), back.value(stage, x), 0.0);
      }
    }
    return back;
  }

  private static BayesianDiscriminant bayes(long seed) {
    Random r = new Random(seed);
    BayesianTrainer t = new BayesianTrainer(3);
    for (int i = 0; i < 200; i++) {
      t.add(new double[] {r.nextGaussian() + 1, r.nextGaussian(), r.nextGaussian()}, true);
      t.add(new double[] {r.nextGaussian(), r.nextGaussian() - 1, 2 * r.nextGaussian()}, false);
    }
    return t.build();
  }

  private static SignatureTable table() {
    SignatureTable t = new SignatureTable(5, new double[] {0.5, 1, 2}, new int[][] {{0, 1}, {2}, {-1, -2}});
    for (int k = 0; k < t.tableCount(); k++) {
      double[] c = t.cells(k);
      for (int i = 0; i < c.length; i++) {
        c[i] = RANDOM.nextDouble() * 2 - 1;
      }
    }
    return t;
  }

  @Test
  void everyKindRoundTripsExactly() {
    LinearModel lin = (LinearModel) roundTrip(new LinearModel(new double[] {0.1, -2.5e-7, 3}, 0.3, 250));
    assertEquals(250, lin.scoreScale());
    roundTrip(table());
    roundTrip(bayes(1));
    roundTrip(NeuralNetwork.random(new int[] {3, 5, 2}, new Activation[] {Activation.TANH, Activation.SIGMOID}, 1,
        RANDOM));
    roundTrip(new StagedModel(1, new Model[] {bayes(2), bayes(3), bayes(4)}));
  }

  @Test
  void loadingChecksGameFeaturesAndKind() {
    String text = ModelIO.toText(new LinearModel(new double[] {1, 2, 3}, 0), "othello", NAMES);
    ModelFormatException game =
        assertThrows(ModelFormatException.class, () -> ModelIO.read(new StringReader(text), "connect6", NAMES));
    assertTrue(game.getMessage().contains("othello"), game.getMessage());
    ModelFormatException names = assertThrows(ModelFormatException.class,
        () -> ModelIO.read(new StringReader(text), "othello", List.of("a", "c", "b")));
    assertTrue(names.getMessage().contains("feature names differ"), names.getMessage());
    ModelFormatException kind = assertThrows(ModelFormatException.class,
        () -> ModelIO.read(new StringReader(text), NeuralNetwork.class, "othello", NAMES));
    assertTrue(kind.getMessage().contains("linear"), kind.getMessage());
    assertArrayEquals(new double[] {1, 2, 3},
        ModelIO.read(new StringReader(text), LinearModel.class, "othello", NAMES).weights());
  }

  @Test
  void malformedFilesNameTheLine() {
    String good = ModelIO.toText(new LinearModel(new double[] {1, 2, 3}, 0), "toy", NAMES);
    assertLineError(good.replace("gametree-params 1", "gametree-params 2"), 1, "version");
    assertLineError(good.replace("kind linear", "kind forest"), 2, "unknown model kind");
    assertLineError(good.replace("weights 3", "weights 4"), 10, "expected 3");
    assertLineError(good.replace("1.0 2.0 3.0", "1.0 2.x 3.0"), 11, "not a number ('2.x')");
    assertLineError(good.replace("1.0 2.0 3.0", "1.0 2.0 3.0 4.0"), 11, "more than 3");
    assertLineError(good.replace("end\n", ""), 12, "unexpected end");
    assertLineError("hello\n", 1, "not a gametree parameter file");
  }

  private static void assertLineError(String text, int line, String words) {
    ModelFormatException e = assertThrows(ModelFormatException.class, () -> ModelIO.read(new StringReader(text)));
    assertEquals(line, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains(words), e.getMessage());
  }

  @Test
  void writingRejectsMismatchedNames() {
    assertThrows(IllegalArgumentException.class,
        () -> ModelIO.toText(new LinearModel(new double[] {1, 2}, 0), "toy", NAMES));
    assertThrows(IllegalArgumentException.class,
        () -> ModelIO.toText(new LinearModel(new double[] {1, 2, 3}, 0), "toy", List.of("a", "b c", "d")));
  }
}
