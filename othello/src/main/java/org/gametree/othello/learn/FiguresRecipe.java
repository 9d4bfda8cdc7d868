package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.BayesianDiscriminant;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.StagedModel;
import org.gametree.core.option.Option;
import org.gametree.core.report.Figure;
import org.gametree.othello.BillFeatures;

/**
 * {@code gametree train othello figures}: Lee &amp; Mahajan's figures 5–7 from a games file, as figures ({@link Figure}
 * files, which {@code gametree train} draws as PNG and SVG) and a table of their numbers: the correlation of each
 * feature pair among Win and among Loss positions by disc count (figure 5), the
 * share of positions each feature alone classifies correctly by disc count — a one-feature Gaussian discriminant per
 * stage, next to the four-feature Bayesian and logistic models (figure 6) — and each feature's distribution in Win
 * and Loss positions at one disc count (figure 7). Every stage N pools disc counts N ± radius, as the training does.
 */
public final class FiguresRecipe extends OthelloRecipe {
  private static final String[] SHORT = {"cmob", "pmob", "squares", "edge"};

  /** The recipe {@code figures}, with its options. */
  public FiguresRecipe() {
    super("figures",
        "Lee & Mahajan's figures 5-7 (feature correlations, single-feature accuracy, distributions) as PNG and SVG"
            + " charts");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("data", "othello-games.txt", "the games file (gametree train othello games)"),
        Option.integer("from-ply", 20, 0, Integer.MAX_VALUE, "positions from this ply on"),
        Option.integer("first", 24, 1, Integer.MAX_VALUE, "first disc count plotted"),
        Option.integer("last", 60, 1, Integer.MAX_VALUE, "last disc count plotted"),
        Option.integer("radius", 2, 0, Integer.MAX_VALUE, "stage N pools disc counts N-radius .. N+radius"),
        Option.integer("histogram-discs", 24, 1, Integer.MAX_VALUE, "disc count of the distributions (figure 7)"),
        Option.integer("bins", 16, 1, Integer.MAX_VALUE, "histogram bins per feature"),
        Option.text("dir", "othello-figures", "directory for the figures (data, PNG, SVG) and figures.txt"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    Path data = Path.of(options.get("data"));
    if (!Files.exists(data)) {
      throw new IllegalArgumentException("data file '" + data + "' does not exist");
    }
    int fromPly = RecipeOptions.nonNegativeInt(options, "from-ply");
    int first = RecipeOptions.positiveInt(options, "first");
    int last = RecipeOptions.positiveInt(options, "last");
    int radius = RecipeOptions.nonNegativeInt(options, "radius");
    int histDiscs = RecipeOptions.positiveInt(options, "histogram-discs");
    int bins = RecipeOptions.positiveInt(options, "bins");
    if (first > last || last > 64) {
      throw new IllegalArgumentException("need first <= last <= 64, got first=" + first + " last=" + last);
    }
    Path dir = Path.of(options.get("dir"));
    Files.createDirectories(dir);
    List<TrainingGames.Game> games = TrainingGames.read(data);
    LabelledPositions p = LabelledPositions.of(games, fromPly, new BillFeatures());
    int stages = last - first + 1;
    double[] xs = new double[stages];
    double[][][] corr = new double[2][6][stages]; // class (0 win, 1 loss), pair, stage
    double[][] single = new double[4][stages];
    double[] bayesAcc = new double[stages];
    double[] linearAcc = new double[stages];
    StagedModel bayes = EvaluatorTraining.bayes(p, first, last, radius, 2, BayesianDiscriminant.DEFAULT_RIDGE);
    StagedModel linear = EvaluatorTraining.logistic(p, first, last, radius, 2, 0.001);
    for (int si = 0; si < stages; si++) {
      int stage = first + si;
      xs[si] = stage;
      // moments per class
      double[][] n = new double[2][1];
      double[][] sum = new double[2][4];
      double[][][] sxy = new double[2][4][4];
      for (int i = 0; i < p.size(); i++) {
        if (Math.abs(p.discs(i) - stage) > radius) {
          continue;
        }
        int c = p.win(i) ? 0 : 1;
        double[] f = p.features(i);
        n[c][0]++;
        for (int a = 0; a < 4; a++) {
          sum[c][a] += f[a];
          for (int b = 0; b < 4; b++) {
            sxy[c][a][b] += f[a] * f[b];
          }
        }
      }
      double[][] mean = new double[2][4];
      double[][][] cov = new double[2][4][4];
      for (int c = 0; c < 2; c++) {
        double m = Math.max(1, n[c][0]);
        for (int a = 0; a < 4; a++) {
          mean[c][a] = sum[c][a] / m;
        }
        for (int a = 0; a < 4; a++) {
          for (int b = 0; b < 4; b++) {
            cov[c][a][b] = sxy[c][a][b] / m - mean[c][a] * mean[c][b];
          }
        }
        int pair = 0;
        for (int a = 0; a < 4; a++) {
          for (int b = a + 1; b < 4; b++) {
            double d = Math.sqrt(cov[c][a][a] * cov[c][b][b]);
            corr[c][pair++][si] = d > 0 ? cov[c][a][b] / d : 0;
          }
        }
      }
      // accuracies on the pooled positions
      long total = 0;
      long[] right = new long[4];
      long bayesRight = 0;
      long linearRight = 0;
      for (int i = 0; i < p.size(); i++) {
        if (Math.abs(p.discs(i) - stage) > radius) {
          continue;
        }
        total++;
        double[] f = p.features(i);
        for (int a = 0; a < 4; a++) {
          double lw = logDensity(f[a], mean[0][a], cov[0][a][a]);
          double ll = logDensity(f[a], mean[1][a], cov[1][a][a]);
          right[a] += (lw > ll) == p.win(i) ? 1 : 0;
        }
        bayesRight += (bayes.value(stage, f) > 0) == p.win(i) ? 1 : 0;
        linearRight += (linear.value(stage, f) > 0) == p.win(i) ? 1 : 0;
      }
      for (int a = 0; a < 4; a++) {
        single[a][si] = total == 0 ? Double.NaN : (double) right[a] / total;
      }
      bayesAcc[si] = total == 0 ? Double.NaN : (double) bayesRight / total;
      linearAcc[si] = total == 0 ? Double.NaN : (double) linearRight / total;
    }
    String[] cls = {"Win", "Loss"};
    for (int c = 0; c < 2; c++) {
      Figure.Builder ch = Figure.line("Figure 5: feature correlations in " + cls[c] + " positions", "discs",
          "correlation").yRange(-1, 1).referenceLine(0);
      int pair = 0;
      for (int a = 0; a < 4; a++) {
        for (int b = a + 1; b < 4; b++) {
          ch.series(SHORT[a] + "/" + SHORT[b], xs, corr[c][pair++]);
        }
      }
      ch.write(dir.resolve("fig5-correlation-" + cls[c].toLowerCase(Locale.ROOT) + Figure.EXTENSION));
    }
    Figure.Builder fig6 = Figure.line("Figure 6: positions classified correctly", "discs", "share correct")
        .yRange(0.4, 1).referenceLine(0.5);
    for (int a = 0; a < 4; a++) {
      fig6.series(SHORT[a] + " alone", xs, single[a]);
    }
    fig6.series("Bayes, all four", xs, bayesAcc).series("logistic, all four", xs, linearAcc);
    fig6.write(dir.resolve("fig6-single-feature-accuracy" + Figure.EXTENSION));
    for (int a = 0; a < 4; a++) {
      histogram(p, a, histDiscs, radius, bins, dir.resolve("fig7-" + SHORT[a] + Figure.EXTENSION));
    }
    try (Writer w = Files.newBufferedWriter(dir.resolve("figures.txt"), StandardCharsets.UTF_8)) {
      w.write("# gametree train othello figures --from-ply=" + fromPly + " --first=" + first + " --last=" + last
          + " --radius=" + radius + " (" + games.size() + " games, " + p.size() + " positions)\n");
      w.write("# discs  accuracy: cmob pmob squares edge bayes logistic  correlation win: cm/pm cm/sq cm/ed pm/sq"
          + " pm/ed sq/ed  loss: same\n");
      for (int si = 0; si < stages; si++) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%d", first + si));
        for (int a = 0; a < 4; a++) {
          b.append(String.format(Locale.ROOT, " %.3f", single[a][si]));
        }
        b.append(String.format(Locale.ROOT, " %.3f %.3f ", bayesAcc[si], linearAcc[si]));
        for (int c = 0; c < 2; c++) {
          for (int k = 0; k < 6; k++) {
            b.append(String.format(Locale.ROOT, " %+.2f", corr[c][k][si]));
          }
        }
        w.write(b + "\n");
      }
    }
    int mid = Math.min(stages - 1, Math.max(0, 40 - first));
    return String.format(Locale.ROOT,
        "figures: %d positions from %d games; at %d discs single-feature accuracy %.3f %.3f %.3f %.3f, Bayes %.3f,"
            + " logistic %.3f; charts in %s", p.size(), games.size(), first + mid, single[0][mid], single[1][mid],
        single[2][mid], single[3][mid], bayesAcc[mid], linearAcc[mid], dir);
  }

  private static double logDensity(double x, double mean, double var) {
    double v = Math.max(var, 1e-9);
    return -0.5 * Math.log(v) - (x - mean) * (x - mean) / (2 * v);
  }

  private static void histogram(LabelledPositions p, int feature, int discs, int radius, int bins, Path file) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < p.size(); i++) {
      if (Math.abs(p.discs(i) - discs) <= radius) {
        lo = Math.min(lo, p.features(i)[feature]);
        hi = Math.max(hi, p.features(i)[feature]);
      }
    }
    if (!(hi > lo)) {
      return;
    }
    double width = (hi - lo) / bins;
    double[][] counts = new double[2][bins];
    double[] total = new double[2];
    for (int i = 0; i < p.size(); i++) {
      if (Math.abs(p.discs(i) - discs) <= radius) {
        int c = p.win(i) ? 0 : 1;
        int b = Math.min(bins - 1, (int) ((p.features(i)[feature] - lo) / width));
        counts[c][b]++;
        total[c]++;
      }
    }
    double[] centres = new double[bins];
    for (int b = 0; b < bins; b++) {
      centres[b] = Math.round((lo + (b + 0.5) * width) * 10) / 10.0;
      counts[0][b] /= Math.max(1, total[0]);
      counts[1][b] /= Math.max(1, total[1]);
    }
    Figure.bars("Figure 7: " + SHORT[feature] + " at " + discs + " discs (±" + radius + ")", SHORT[feature],
            "share of positions")
        .series("Win", centres, counts[0]).series("Loss", centres, counts[1]).write(file);
  }
}
