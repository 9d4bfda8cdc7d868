package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/**
 * TDLeaf(λ) (on the core search, one ply) and comparison training repair a deliberately bad evaluator of subtraction
 * Nim (it believes a pile that is a multiple of 4 is good for the mover, the exact opposite of the truth) in a short
 * self-play run; the trained evaluator then beats the untrained one. Deterministic: fixed seeds.
 */
class SelfPlayLearningTest {
  private static final Nim.Features FEATURES = new Nim.Features();

  private static LinearModel badModel() {
    return new LinearModel(new double[] {0.2, -1, -1, -1, 0}, 0, 1000);
  }

  /** Depth-1 negamax move: the move whose successor is worst for the opponent (a won game is best). */
  private static int bestMove(Nim.State s, Evaluator<Nim.State> e, int[] moves) {
    return TdLeafTestSupport.bestMove(s, e, moves);
  }

  /** Win rate of {@code a} against {@code b} over 200 games from random piles, colours alternating. */
  static double winRate(Evaluator<Nim.State> a, Evaluator<Nim.State> b, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] moves = new int[3];
    int wins = 0;
    int games = 200;
    for (int g = 0; g < games; g++) {
      Nim.State s = Nim.of(9 + r.nextInt(24)).newInitialState();
      int aPlays = g & 1;
      while (!s.isTerminal()) {
        Evaluator<Nim.State> e = s.currentPlayer() == aPlays ? a : b;
        s.playUnchecked(bestMove(s, e, moves));
      }
      wins += s.outcome().winner() == aPlays ? 1 : 0;
    }
    return wins / (double) games;
  }

  @Test
  void tdLeafSelfPlayRepairsABadEvaluator() {
    LinearModel model = badModel();
    ModelEvaluator<Nim.State> eval = new ModelEvaluator<>(FEATURES, model);
    TdLambda td = new TdLambda(model, 0.05, 0.7, TdLambda.Mode.PER_GAME, TdLambda.Range.SYMMETRIC);
    TdLeaf<Nim.State> leaf = new TdLeaf<>(td, FEATURES, Nim.of(21), eval, 1);
    SplittableRandom r = new SplittableRandom(42);
    int[] moves = new int[3];
    // Values are learnt as fractions of ±1 (scale 1000 → ±1000), so the TD error uses the model's raw value.
    for (int game = 0; game < 1500; game++) {
      Nim.State s = Nim.of(5 + r.nextInt(28)).newInitialState();
      leaf.startGame();
      while (!s.isTerminal()) {
        leaf.observe(s);
        int n = s.legalMoves(moves);
        int move = r.nextDouble() < 0.3 ? moves[r.nextInt(n)] : bestMove(s, eval, moves);
        s.playUnchecked(move);
      }
      leaf.endGame(s.outcome().winner() == 0 ? 1 : -1);
    }
    double rate = winRate(eval, new ModelEvaluator<>(FEATURES, badModel()), 7);
    assertTrue(rate > 0.8, "trained vs untrained win rate " + rate + " weights "
        + java.util.Arrays.toString(model.parameters()));
  }

  @Test
  void comparisonTrainingAgainstAPerfectTeacherRepairsABadEvaluator() {
    LinearModel model = badModel();
    ModelEvaluator<Nim.State> eval = new ModelEvaluator<>(FEATURES, model);
    ComparisonTraining ct = new ComparisonTraining(model, 0.01, 0.001, -1);
    SplittableRandom r = new SplittableRandom(43);
    int[] moves = new int[3];
    double[] preferred = new double[FEATURES.dimension()];
    double[] chosen = new double[FEATURES.dimension()];
    for (int game = 0; game < 100; game++) {
      Nim.State s = Nim.of(5 + r.nextInt(28)).newInitialState();
      while (!s.isTerminal()) {
        int mine = bestMove(s, eval, moves);
        int teacher = s.pile() % 4 == 0 ? mine : s.pile() % 4; // take the remainder: a move is what it takes
        s.playUnchecked(teacher);
        FEATURES.extract(s, preferred);
        s.undo();
        s.playUnchecked(mine);
        FEATURES.extract(s, chosen);
        s.undo();
        ct.update(preferred, chosen, teacher == mine);
        int n = s.legalMoves(moves);
        s.playUnchecked(r.nextDouble() < 0.3 ? moves[r.nextInt(n)] : teacher);
      }
    }
    double rate = winRate(eval, new ModelEvaluator<>(FEATURES, badModel()), 8);
    assertTrue(rate > 0.8, "trained vs untrained win rate " + rate);
  }

  @Test
  void untrainedAgainstItselfIsEven() {
    double rate = winRate(
        new ModelEvaluator<>(FEATURES, badModel()), new ModelEvaluator<>(FEATURES, badModel()), 7);
    assertTrue(rate > 0.35 && rate < 0.65, "self win rate " + rate);
  }
}
