package org.gametree.othello.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gametree.core.learn.BayesianDiscriminant;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.SignatureTable;
import org.gametree.core.learn.StagedModel;
import org.gametree.core.search.Searcher;
import org.gametree.othello.BillEvaluator;
import org.gametree.othello.BillFeatures;
import org.gametree.othello.LearnedEvaluators;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.SamuelFeatures;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.search.EndgameSolver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class EvaluatorTrainingTest {
  private static List<TrainingGames.Game> games;
  private static LabelledPositions data;
  private static final BillFeatures FEATURES = new BillFeatures();

  @BeforeAll
  static void playGames() {
    games = new ArrayList<>();
    EndgameSolver solver = new EndgameSolver(16, 64);
    try (Searcher<OthelloState> searcher = TrainingGames.searcher(new BillEvaluator())) {
      for (int i = 0; i < 200; i++) {
        games.add(TrainingGames.play(11, i, 20, 1, 8, searcher, solver));
      }
    }
    data = LabelledPositions.of(games, 20, FEATURES);
  }

  @Test
  void logisticRegressionRecoversPlantedWeights() {
    double[] w = {0.8, -0.5, 0.05, 1.2};
    double b = 0.3;
    Random rnd = new Random(5);
    int n = 20000;
    double[][] x = new double[n][4];
    int[] discs = new int[n];
    boolean[] win = new boolean[n];
    for (int i = 0; i < n; i++) {
      double z = b;
      for (int k = 0; k < 4; k++) {
        x[i][k] = rnd.nextGaussian() * (k == 2 ? 10 : 1);
        z += w[k] * x[i][k];
      }
      discs[i] = 30;
      win[i] = rnd.nextDouble() < 1 / (1 + Math.exp(-z));
    }
    StagedModel m = EvaluatorTraining.logistic(LabelledPositions.of(x, discs, win), 30, 30, 0, 10, 0);
    LinearModel lin = (LinearModel) m.modelFor(30);
    for (int k = 0; k < 4; k++) {
      assertEquals(w[k], lin.weight(k), 0.08 * Math.abs(w[k]) + 0.005, "weight " + k);
    }
    assertEquals(b, lin.bias(), 0.06);
    assertEquals(1000, lin.scoreScale());
  }

  @Test
  void theMarginFitRecoversPlantedWeightsByLeastSquaresAndByGradientDescent() {
    double[] w = {3.0, -1.5, 0.2, 4.0};
    double b = 2.0;
    Random rnd = new Random(9);
    int n = 5000;
    double[][] x = new double[n][4];
    int[] discs = new int[n];
    int[] margin = new int[n];
    for (int i = 0; i < n; i++) {
      double z = b;
      for (int k = 0; k < 4; k++) {
        // correlated features of different scales, as BILL's are
        x[i][k] = rnd.nextGaussian() * (k == 2 ? 10 : 1) + (k == 1 ? 0.8 * x[i][0] : 0);
        z += w[k] * x[i][k];
      }
      discs[i] = 40;
      margin[i] = (int) Math.round(z + rnd.nextGaussian());
    }
    LabelledPositions planted = LabelledPositions.of(x, discs, margin);
    for (boolean gradient : new boolean[] {false, true}) {
      StagedModel m = EvaluatorTraining.margin(planted, 40, 40, 0, 10, 0, gradient, 2000);
      LinearModel lin = (LinearModel) m.modelFor(40);
      for (int k = 0; k < 4; k++) {
        assertEquals(w[k], lin.weight(k), 0.05, (gradient ? "gradient" : "least squares") + " weight " + k);
      }
      assertEquals(b, lin.bias(), 0.1);
      assertEquals(EvaluatorTraining.PER_DISC, lin.scoreScale());
    }
    // on real games: the margin model ranks the winner's positions above the loser's more often than not
    StagedModel real = EvaluatorTraining.margin(data, 24, 60, 2, 30, 0, false, 1);
    int right = 0;
    for (int i = 0; i < data.size(); i++) {
      right += (real.value(data.discs(i), data.features(i)) > 0) == data.win(i) ? 1 : 0;
    }
    assertTrue(right > 0.65 * data.size(), right + " of " + data.size());
  }

  @Test
  void theBayesianEvaluatorSeparatesWinsFromLosses() {
    StagedModel m = EvaluatorTraining.bayes(data, 24, 60, 2, 30, BayesianDiscriminant.DEFAULT_RIDGE);
    // every stage is a discriminant; untrained ends copy the nearest trained stage
    assertTrue(m.modelFor(24) instanceof BayesianDiscriminant);
    int right = 0;
    int counted = 0;
    for (int i = 0; i < data.size(); i++) {
      if (data.discs(i) >= 30 && data.discs(i) <= 50) {
        counted++;
        right += (m.value(data.discs(i), data.features(i)) > 0) == data.win(i) ? 1 : 0;
      }
    }
    double accuracy = (double) right / counted;
    assertTrue(accuracy > 0.65, "training accuracy " + accuracy);
    // and it survives the parameter file unchanged
    String text = ModelIO.toText(m, "othello", FEATURES.names());
    StagedModel back = (StagedModel) ModelIO.read(new StringReader(text), "othello", FEATURES.names());
    double[] x = data.features(100);
    assertEquals(m.value(40, x), back.value(40, x), 1e-9);
  }

  @Test
  void theLinearFitAgreesInSignWithTheObviousFeatures() {
    // averaged over the middle game: one stage's window of 200 depth-1 games leaves mobility's sign to chance (it
    // came out positive at 40 discs for 8 of 10 seeds, the average over 30-50 discs for all 10)
    StagedModel m = EvaluatorTraining.logistic(data, 24, 60, 2, 30, 0.001);
    double mobility = 0;
    double squares = 0;
    for (int stage = 30; stage <= 50; stage++) {
      LinearModel model = (LinearModel) m.modelFor(stage);
      mobility += model.weight(0);
      squares += model.weight(2);
    }
    assertTrue(mobility > 0, "more mobility than the opponent is good: " + mobility / 21);
    assertTrue(squares > 0, "weighted squares are good: " + squares / 21);
  }

  @Test
  void theSignatureTablePrefersTheEnginesMoves() {
    StagedModel m = EvaluatorTraining.signature(games, 20, 24, 60, 3, 5, 0.5, 50, 0, true, FEATURES);
    assertTrue(m.modelFor(40) instanceof SignatureTable);
    double[] a = agreement(new ModelEvaluator<>(FEATURES, m));
    assertTrue(a[0] > 1.5 * a[1], "agreement " + a[0] + " vs chance " + a[1]);
  }

  @Test
  void samuelsThreeLevelTableSplitsBillsFeaturesAndPrefersTheEnginesMoves(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    SamuelFeatures split = new SamuelFeatures();
    double[] ten = new double[10];
    double[] four = new double[4];
    for (TrainingGames.Game g : games.subList(0, 5)) {
      for (OthelloState s : g.positions()) {
        split.extract(s, ten);
        FEATURES.extract(s, four);
        assertEquals(four[0], ten[0] + ten[1], 1e-9);
        assertEquals(four[1], ten[2] + ten[3], 1e-9);
        assertEquals(four[2], ten[4] + ten[5], 1e-9);
        assertEquals(four[3], ten[6] + ten[7] + ten[8] + ten[9], 1e-9);
      }
    }
    StagedModel m = SamuelTraining.train(games, 20, 24, 60, 3, 5, 0.5, 50, 3, true);
    SignatureTable t = (SignatureTable) m.modelFor(40);
    assertEquals(7, t.tableCount());
    // balanced, mirrored training: the value from the opponent's side (features negated) is the negation, as negamax
    // needs, and a lower table's outputs reach the top table spread over its levels
    java.util.Set<Double> top = new java.util.HashSet<>();
    for (TrainingGames.Game g : games.subList(0, 20)) {
      for (OthelloState s : g.positions()) {
        split.extract(s, ten);
        double v = m.value(s.discCount(), ten);
        for (int k = 0; k < ten.length; k++) {
          ten[k] = -ten[k];
        }
        assertEquals(-v, m.value(s.discCount(), ten), 1e-12);
        if (s.discCount() == 40) {
          top.add(v);
        }
      }
    }
    assertTrue(top.size() >= 6, "distinct top-level values at 40 discs: " + top);
    StagedModel samuelCounts = SamuelTraining.train(games, 20, 24, 60, 3, 5, 0.5, 50, 3, false);
    assertTrue(samuelCounts.modelFor(40) instanceof SignatureTable);
    double[] a = agreement(new ModelEvaluator<>(split, m));
    assertTrue(a[0] > 1.5 * a[1], "agreement " + a[0] + " vs chance " + a[1]);
    // a parameter file over the ten features loads as file:PATH with the right extractor
    java.nio.file.Path file = dir.resolve("samuel.txt");
    java.nio.file.Files.writeString(file, ModelIO.toText(m, "othello", split.names()));
    OthelloState s = OthelloState.initial();
    assertEquals(new ModelEvaluator<>(split, m).evaluate(s), OthelloProvider.game().evaluator("file:" + file).evaluate(s));
  }

  /** The share of decisions where the evaluator's favourite move (valued for the chooser) is the engine's, and chance. */
  private static double[] agreement(ModelEvaluator<OthelloState> eval) {
    // the table's favourite move (valued for the chooser) matches the engine's more often than a random pick
    int[] buf = new int[64];
    double agree = 0;
    double chance = 0;
    int decisions = 0;
    for (TrainingGames.Game g : games.subList(0, 100)) {
      OthelloState s = OthelloState.initial();
      for (int ply = 0; ply < g.moves().length; ply++) {
        int n = s.legalMoves(buf);
        if (ply >= 20 && ply < g.solverFrom() && n > 1) {
          int best = -1;
          double bestV = Double.NEGATIVE_INFINITY;
          int side = s.currentPlayer();
          for (int k = 0; k < n; k++) {
            s.play(buf[k]);
            OthelloState chooserView = new OthelloState(s.black(), s.white(), side);
            double v = eval.value(chooserView);
            s.undo();
            if (v > bestV) {
              bestV = v;
              best = buf[k];
            }
          }
          decisions++;
          agree += best == g.moves()[ply] ? 1 : 0;
          chance += 1.0 / n;
        }
        s.play(g.moves()[ply]);
      }
    }
    return new double[] {agree / decisions, chance / decisions};
  }

  @Test
  void shrinkingPullsRareCellsToTheMeanAndMarksUnseenCells() {
    SignatureTable table = new SignatureTable(3, new double[] {1, 1}, new int[][] {{0, 1}});
    org.gametree.core.learn.BookMoveTrainer trainer = new org.gametree.core.learn.BookMoveTrainer(table);
    double[][] often = {{1, 1}, {-1, -1}, {0, 0}};
    for (int i = 0; i < 30; i++) {
      trainer.observe(often, 3, 0); // (1,1) chosen 30 times over (-1,-1) and (0,0)
    }
    trainer.observe(new double[][] {{1, -1}, {-1, -1}}, 2, 0); // (1,-1) chosen once
    trainer.apply();
    EvaluatorTraining.shrink(table, trainer, 10);
    double m = (31.0 - 61) / (31 + 61);
    assertEquals(1.0 * 30 / 40 + m * 10 / 40, table.value(new double[] {1, 1}), 1e-12);
    assertEquals((1 + 10 * m) / 11, table.value(new double[] {1, -1}), 1e-12); // one sighting: near the mean
    assertEquals(-1, table.value(new double[] {-1, 1}), 1e-12); // never seen
  }

  @Test
  void evaluatorsLoadFromParameterFiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    StagedModel m = EvaluatorTraining.logistic(data, 24, 60, 2, 30, 0.001);
    java.nio.file.Path file = dir.resolve("linear.txt");
    java.nio.file.Files.writeString(file, ModelIO.toText(m, "othello", FEATURES.names()));
    OthelloGame game = OthelloProvider.game();
    OthelloState s = game.newInitialState();
    s.play(s.parseMove("f5"));
    assertEquals(new ModelEvaluator<>(FEATURES, m).evaluate(s), game.evaluator("file:" + file).evaluate(s));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> game.evaluator("file:" + dir.resolve("missing.txt")));
    assertTrue(e.getMessage().contains("missing.txt"), e.getMessage());
    java.nio.file.Files.writeString(file, "gametree-params 1\nkind linear\ngame xiangqi\n");
    e = assertThrows(IllegalArgumentException.class, () -> game.evaluator("file:" + file));
    assertTrue(e.getMessage().contains("linear.txt"), e.getMessage());
  }

  @Test
  void shippedEvaluatorsLoadAndAreIndependentCopies() {
    OthelloGame game = OthelloProvider.game();
    OthelloState s = game.newInitialState();
    s.play(s.parseMove("f5"));
    for (String kind : LearnedEvaluators.KINDS) {
      var e = game.evaluator(kind);
      assertTrue(e instanceof ModelEvaluator<?>, kind);
      assertEquals(e.evaluate(s), game.evaluator(kind).evaluate(s), kind);
      assertNotEquals(((ModelEvaluator<?>) e).model(), ((ModelEvaluator<?>) game.evaluator(kind)).model());
    }
    assertEquals(0.5, game.evaluator("bayes").winProbability(0), 1e-12);
    assertEquals(1 / (1 + Math.exp(-2)), game.evaluator("bayes").winProbability(2000), 1e-12);
    assertEquals(1 / (1 + Math.exp(1.5)), game.evaluator("linear").winProbability(-1500), 1e-12);
    assertEquals(1 / (1 + Math.exp(-2)), game.evaluator("bayes").forThread().winProbability(2000), 1e-12);
    assertTrue(Double.isNaN(game.evaluator("signature").winProbability(0)));
    assertTrue(Double.isNaN(game.evaluator("margin").winProbability(0)));
    assertTrue(((ModelEvaluator<?>) game.evaluator("samuel")).features() instanceof SamuelFeatures);
    assertTrue(((ModelEvaluator<?>) game.evaluator("margin")).model() instanceof StagedModel);
    assertTrue(Double.isNaN(game.evaluator("bill").winProbability(0)));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.evaluator("oracle"));
    assertTrue(e.getMessage().contains("oracle"));
  }
}
