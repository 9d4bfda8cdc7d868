package org.gametree.othello.learn;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.learn.BayesianDiscriminant;
import org.gametree.core.learn.BookMoveTrainer;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.LinearTrainers;
import org.gametree.core.learn.Model;
import org.gametree.core.learn.SignatureTable;
import org.gametree.core.learn.StagedBayesianTrainer;
import org.gametree.core.learn.StagedModel;
import org.gametree.othello.BillFeatures;
import org.gametree.othello.LearnedEvaluators;

/**
 * Fits BILL's evaluators to {@link TrainingGames}: the Bayesian discriminant of BILL 3.0, a linear combination of the
 * same features (BILL 2.0's form) fitted by logistic regression, and Samuel's signature table trained from the
 * engine's moves. All three are staged by disc count, each stage trained on stage ± radius.
 */
public final class EvaluatorTraining {
  /** Score scale of the Bayesian and the logistic models: 1000 per nat of log-odds. */
  public static final double PER_NAT = LearnedEvaluators.PER_NAT;
  /** Score scale of the margin model: 100 per disc (centi-discs, the hand-set evaluator's units). */
  public static final double PER_DISC = LearnedEvaluators.PER_DISC;

  private EvaluatorTraining() {}

  /** BILL 3.0: one discriminant per disc count, stages with fewer than {@code minPerClass} of a class copied. */
  public static StagedModel bayes(LabelledPositions data, int first, int last, int radius, long minPerClass,
      double ridge) {
    StagedBayesianTrainer trainer = new StagedBayesianTrainer(4, first, last, radius);
    for (int i = 0; i < data.size(); i++) {
      trainer.add(data.discs(i), data.features(i), data.win(i));
    }
    return trainer.build(minPerClass, ridge);
  }

  /**
   * The same discriminant with one covariance for both classes, ½(Σ_W + Σ_L), at every stage: Fisher's linear
   * discriminant, a linear function of the features like the logistic fit, but estimated from the class means and
   * covariances instead of by maximising the likelihood of the labels (a variant for docs/othello-learning.md).
   */
  public static StagedModel pooledCovariance(StagedModel bayes, double ridge) {
    return refit(bayes, ridge, 0, true);
  }

  /**
   * The same discriminant with each class's off-diagonal covariances multiplied by {@code 1 − shrink} (shrink 0 keeps
   * them, 1 makes the features independent within a class): a regularisation that, unlike the ridge relative to the
   * trace, does not depend on the features' units.
   */
  public static StagedModel shrinkCorrelations(StagedModel bayes, double ridge, double shrink) {
    return refit(bayes, ridge, shrink, false);
  }

  private static StagedModel refit(StagedModel bayes, double ridge, double shrink, boolean pooled) {
    Model[] stages = new Model[bayes.lastStage() - bayes.firstStage() + 1];
    for (int i = 0; i < stages.length; i++) {
      BayesianDiscriminant d = (BayesianDiscriminant) bayes.modelFor(bayes.firstStage() + i);
      double[][] w = d.covarianceWin();
      double[][] l = d.covarianceLoss();
      for (int r = 0; r < w.length; r++) {
        for (int c = 0; c < w.length; c++) {
          if (pooled) {
            w[r][c] = 0.5 * (w[r][c] + l[r][c]);
            l[r][c] = w[r][c];
          } else if (r != c) {
            w[r][c] *= 1 - shrink;
            l[r][c] *= 1 - shrink;
          }
        }
      }
      stages[i] = new BayesianDiscriminant(d.meanWin(), w, d.meanLoss(), l, ridge);
    }
    return new StagedModel(bayes.firstStage(), stages);
  }

  /**
   * BILL 2.0's linear form with fitted weights: per disc count, logistic regression of Win on the four features
   * (Newton's method, L2 penalty {@code l2} on the weights), so the value is the log-odds of winning like the
   * Bayesian one (scale {@link #PER_NAT}).
   */
  public static StagedModel logistic(LabelledPositions data, int first, int last, int radius, long minPerClass,
      double l2) {
    List<List<Integer>> byDiscs = byDiscs(data);
    return StagedModel.fillFromNearest(first, last, stage -> {
      List<Integer> rows = new ArrayList<>();
      long wins = 0;
      for (int d = stage - radius; d <= stage + radius; d++) {
        if (d >= 0 && d <= 64) {
          for (int i : byDiscs.get(d)) {
            rows.add(i);
            wins += data.win(i) ? 1 : 0;
          }
        }
      }
      long losses = rows.size() - wins;
      if (wins < Math.max(2, minPerClass) || losses < Math.max(2, minPerClass)) {
        return null;
      }
      return fitLogistic(data, rows, l2);
    });
  }

  /**
   * BILL 2.0's linear form fitted by core {@link LinearTrainers} to the exactly solved final disc margin (a regression,
   * not a classification): per disc count, least squares of the mover's margin on the four features over stage ±
   * radius ({@code gradient = false}; QR when {@code ridge = 0}), or Li Cong's batch gradient descent on the same
   * problem ({@code gradient = true}, features standardised per stage so one step size suits every feature, the
   * weights mapped back). Value in discs, score scale {@link #PER_DISC}.
   */
  public static StagedModel margin(LabelledPositions data, int first, int last, int radius, long min, double ridge,
      boolean gradient, int epochs) {
    List<List<Integer>> byDiscs = byDiscs(data);
    return StagedModel.fillFromNearest(first, last, stage -> {
      List<Integer> rows = new ArrayList<>();
      for (int d = stage - radius; d <= stage + radius; d++) {
        if (d >= 0 && d <= 64) {
          rows.addAll(byDiscs.get(d));
        }
      }
      if (rows.size() < Math.max(8, min)) {
        return null;
      }
      double[][] x = new double[rows.size()][];
      double[] h = new double[rows.size()];
      for (int j = 0; j < x.length; j++) {
        x[j] = data.features(rows.get(j));
        h[j] = data.margin(rows.get(j));
      }
      LinearModel fit = gradient ? standardisedGradient(x, h, epochs) : LinearTrainers.leastSquares(x, h, ridge);
      double[] p = fit.parameters();
      return new LinearModel(java.util.Arrays.copyOf(p, 4), p[4], PER_DISC);
    });
  }

  /** Gradient descent on standardised features, weights mapped back to the raw features. */
  static LinearModel standardisedGradient(double[][] x, double[] h, int epochs) {
    int n = x[0].length;
    double[] mean = new double[n];
    double[] sd = new double[n];
    for (double[] r : x) {
      for (int i = 0; i < n; i++) {
        mean[i] += r[i] / x.length;
      }
    }
    for (double[] r : x) {
      for (int i = 0; i < n; i++) {
        sd[i] += (r[i] - mean[i]) * (r[i] - mean[i]) / x.length;
      }
    }
    double[][] z = new double[x.length][n];
    for (int i = 0; i < n; i++) {
      sd[i] = Math.max(1e-9, Math.sqrt(sd[i]));
    }
    for (int j = 0; j < x.length; j++) {
      for (int i = 0; i < n; i++) {
        z[j][i] = (x[j][i] - mean[i]) / sd[i];
      }
    }
    // the rule sums over the m positions, so the curvature of ½Σ err² is m·(1 + 3ρ) at most for four standardised
    // features correlated ρ: a step of 0.2 / m is stable for any ρ ≤ 1 (it needs < 2 / (4m))
    LinearModel std = LinearTrainers.gradientDescent(z, h, 0.2 / x.length, epochs);
    double[] p = std.parameters();
    double[] w = new double[n];
    double bias = p[n];
    for (int i = 0; i < n; i++) {
      w[i] = p[i] / sd[i];
      bias -= w[i] * mean[i];
    }
    return new LinearModel(w, bias);
  }

  /**
   * Logistic regression by Newton's method (core {@link LinearTrainers#logisticStep}, iteratively reweighted least
   * squares) until no parameter moves by more than a relative 10⁻⁸; the bias is not penalised.
   */
  static LinearModel fitLogistic(LabelledPositions data, List<Integer> rows, double l2) {
    double[][] x = new double[rows.size()][];
    double[] y = new double[rows.size()];
    for (int j = 0; j < x.length; j++) {
      x[j] = data.features(rows.get(j));
      y[j] = data.win(rows.get(j)) ? 1 : 0;
    }
    LinearModel fit = new LinearModel(new double[4], 0, PER_NAT);
    double[] p = fit.parameters();
    double[] before = new double[p.length];
    for (int iter = 0; iter < 50; iter++) {
      System.arraycopy(p, 0, before, 0, p.length);
      LinearTrainers.logisticStep(fit, x, y, l2);
      double change = 0;
      for (int k = 0; k < p.length; k++) {
        change = Math.max(change, Math.abs(p[k] - before[k]) / (1e-6 + Math.abs(p[k])));
      }
      if (change < 1e-8) {
        break;
      }
    }
    return fit;
  }

  /**
   * Samuel's signature table, one per disc count: the four features quantised to {@code levels} levels with steps of
   * {@code stepSigmas} standard deviations (per stage), one table of the four; trained from the moves of the games
   * from ply {@code fromPly} on (book-move training: A for the cell of the chosen move's result, D for the cells of
   * the other legal moves' results, cell = (A − D)/(A + D)). A result is described from the chooser's point of
   * view (the chooser to move), so a table cell values a position for its mover. With {@code balanced} the decisions
   * are counted by {@link BookMoveTrainer#observeBalanced} (the chosen move weighted by the number of alternatives,
   * each result mirrored), which makes the table antisymmetric as negamax needs.
   */
  public static StagedModel signature(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius,
      int levels, double stepSigmas, long minDecisions, double prior, boolean balanced, BillFeatures extractor) {
    List<List<double[][]>> decisions = SamuelTraining.decisions(games, fromPly, extractor);
    return StagedModel.fillFromNearest(first, last, stage -> {
      List<double[][]> pool = new ArrayList<>();
      for (int d = stage - radius; d <= stage + radius; d++) {
        if (d >= 0 && d <= 64) {
          pool.addAll(decisions.get(d));
        }
      }
      if (pool.size() < Math.max(1, minDecisions)) {
        return null;
      }
      double[] mean = new double[4];
      double[] sq = new double[4];
      long count = 0;
      for (double[][] dec : pool) {
        for (double[] f : dec) {
          for (int k = 0; k < 4; k++) {
            mean[k] += f[k];
            sq[k] += f[k] * f[k];
          }
          count++;
        }
      }
      double[] steps = new double[4];
      for (int k = 0; k < 4; k++) {
        double m = mean[k] / count;
        double sd = Math.sqrt(Math.max(0, sq[k] / count - m * m));
        steps[k] = Math.max(1e-3, stepSigmas * sd);
      }
      SignatureTable table = new SignatureTable(levels, steps, new int[][] {{0, 1, 2, 3}});
      BookMoveTrainer trainer = new BookMoveTrainer(table);
      for (double[][] dec : pool) {
        if (balanced) {
          trainer.observeBalanced(dec, dec.length, 0);
        } else {
          trainer.observe(dec, dec.length, 0);
        }
      }
      trainer.apply();
      if (prior > 0) {
        shrink(table, trainer, prior);
      }
      return (Model) table;
    });
  }

  /**
   * Samuel's cell value (A − D)/(A + D) treats a cell seen once like one seen a thousand times, and leaves cells never
   * seen at 0 — above the typical visited cell, which is negative because most legal moves are not chosen. A search
   * then steers into rare feature combinations. With {@code prior} k > 0 each cell becomes (A − D + k·m)/(A + D + k),
   * m the value over all cells together, and a cell never seen gets −1 (expert play never went there).
   */
  static void shrink(SignatureTable table, BookMoveTrainer trainer, double prior) {
    double[] cells = table.cells(0);
    long sumA = 0;
    long sumD = 0;
    for (int c = 0; c < cells.length; c++) {
      sumA += trainer.agreeCount(0, c);
      sumD += trainer.differCount(0, c);
    }
    double m = sumA + sumD == 0 ? 0 : (double) (sumA - sumD) / (sumA + sumD);
    for (int c = 0; c < cells.length; c++) {
      long a = trainer.agreeCount(0, c);
      long d = trainer.differCount(0, c);
      cells[c] = a + d == 0 ? -1 : (a - d + prior * m) / (a + d + prior);
    }
  }

  private static List<List<Integer>> byDiscs(LabelledPositions data) {
    List<List<Integer>> out = new ArrayList<>();
    for (int d = 0; d <= 64; d++) {
      out.add(new ArrayList<>());
    }
    for (int i = 0; i < data.size(); i++) {
      out.get(data.discs(i)).add(i);
    }
    return out;
  }
}
