package org.gametree.othello.learn;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.Score;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.option.Option;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.othello.BillEvaluator;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.search.OthelloProbCut;

/**
 * {@code gametree train othello probcut}: fits the {@link OthelloProbCut} model the way Buro did — search values of
 * game-like positions at every depth up to {@code max-depth}, then per depth d and stage the least-squares line
 * {@code v_d = a·v_{d/2} + b} and its residual σ. The per-position values are appended to {@code out}.samples as
 * they are computed, so a killed run continues where it stopped.
 */
public final class ProbCutRecipe extends OthelloRecipe {
  /** The recipe {@code probcut}, with its options. */
  public ProbCutRecipe() {
    super("probcut", "fit ProbCut's regressions v_d = a*v_(d/2) + b (sigma) per depth and stage for an evaluator");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.integer("positions", 400, 1, Integer.MAX_VALUE,
            "positions to search (game-like: greedy BILL play with 25% random moves)"),
        Option.integer("max-depth", 8, 1, Integer.MAX_VALUE, "deepest search depth fitted (deeper nodes reuse it)"),
        Option.integer("stages", 3, 1, Integer.MAX_VALUE, "disc-count ranges fitted separately"),
        Option.text("eval", "bill", "the evaluator the model is for"),
        Option.longInteger("seed", 1L, Long.MIN_VALUE, Long.MAX_VALUE, "random seed of the positions"),
        Option.text("out", "othello-probcut.txt", "the model file (samples go to OUT.samples)"));
  }

  @Override
  public String run(Game<?> g, Map<String, String> options, PrintStream log) throws IOException {
    OthelloGame game = (OthelloGame) g;
    int positions = RecipeOptions.positiveInt(options, "positions");
    int maxDepth = RecipeOptions.positiveInt(options, "max-depth");
    int stages = RecipeOptions.positiveInt(options, "stages");
    if (maxDepth < OthelloProbCut.MIN_DEPTH) {
      throw new IllegalArgumentException("max-depth must be at least " + OthelloProbCut.MIN_DEPTH);
    }
    long seed = RecipeOptions.longValue(options, "seed");
    Evaluator<OthelloState> evaluator = game.evaluator(options.get("eval"));
    Path out = Path.of(options.get("out"));
    Path samplesFile = Path.of(out + ".samples");

    List<int[]> samples = readSamples(samplesFile, maxDepth);
    if (!samples.isEmpty()) {
      log.printf("probcut: %d positions already in %s, continuing%n", samples.size(), samplesFile);
    }
    long start = System.nanoTime();
    try (Searcher<OthelloState> searcher =
             // plain full-width values at every depth (selective off): the regression is of searches without pruning
             Search.builder(game).algorithm(Algorithm.NEGASCOUT).evaluator(evaluator).hashMegabytes(16)
                 .selective(false).build();
         Writer w = Files.newBufferedWriter(samplesFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
             StandardOpenOption.APPEND)) {
      for (int i = samples.size(); i < positions; i++) {
        OthelloState s = position(seed, i);
        int[] row = new int[maxDepth + 2];
        row[0] = s.discCount();
        searcher.newGame();
        searcher.search(s, SearchLimits.depth(maxDepth), info -> row[1 + info.depth()] = info.score());
        StringBuilder line = new StringBuilder();
        for (int v : row) {
          line.append(line.length() == 0 ? "" : " ").append(v);
        }
        w.write(line + "\n");
        w.flush();
        samples.add(row);
        if ((i + 1) % 50 == 0) {
          log.printf("probcut: %d/%d positions, %.0f s%n", i + 1, positions, (System.nanoTime() - start) / 1e9);
        }
      }
    }
    OthelloProbCut model = fit(samples, maxDepth, stages);
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      model.write(w, "fitted by: gametree train othello probcut --positions=" + positions + " --max-depth=" + maxDepth
          + " --stages=" + stages + " --eval=" + options.get("eval") + " --seed=" + seed);
    }
    StringBuilder summary = new StringBuilder("probcut: wrote " + out + " (" + model.fits().size() + " fits):");
    for (OthelloProbCut.Fit f : model.fits()) {
      summary.append(String.format(java.util.Locale.ROOT, " d%d/%d discs %d-%d sigma %.0f;", f.depth(), f.shallow(),
          f.minDiscs(), f.maxDiscs(), f.sigma()));
    }
    return summary.toString();
  }

  /** Position {@code i} of the run: greedy play by the BILL evaluator with a quarter of the moves random, stopped at a
   * disc count drawn uniformly from 14–52. */
  public static OthelloState position(long seed, int i) {
    Random rnd = new Random(seed * 1_000_003L + i);
    BillEvaluator bill = new BillEvaluator();
    int[] moves = new int[64];
    while (true) {
      int target = 14 + rnd.nextInt(39);
      OthelloState s = OthelloState.initial();
      while (!s.isTerminal() && s.discCount() < target) {
        int n = s.legalMoves(moves);
        int move = moves[0];
        if (n > 1 && rnd.nextInt(4) != 0) {
          int best = Integer.MIN_VALUE;
          for (int k = 0; k < n; k++) {
            s.play(moves[k]);
            int v = -bill.evaluate(s);
            s.undo();
            if (v > best) {
              best = v;
              move = moves[k];
            }
          }
        } else {
          move = moves[rnd.nextInt(n)];
        }
        s.play(move);
      }
      if (!s.isTerminal() && s.moveMask() != 0) {
        return new OthelloState(s.black(), s.white(), s.currentPlayer());
      }
    }
  }

  /** Least squares of v_d on v_{d/2} per depth and disc range; decisive values are left out. */
  static OthelloProbCut fit(List<int[]> samples, int maxDepth, int stages) {
    int lo = 64;
    int hi = 0;
    for (int[] r : samples) {
      lo = Math.min(lo, r[0]);
      hi = Math.max(hi, r[0]);
    }
    List<OthelloProbCut.Fit> fits = new ArrayList<>();
    for (int depth = OthelloProbCut.MIN_DEPTH; depth <= maxDepth; depth++) {
      int shallow = OthelloProbCut.shallowDepth(depth);
      for (int stage = 0; stage < stages; stage++) {
        int from = stage == 0 ? 0 : lo + (hi - lo + 1) * stage / stages;
        int to = stage == stages - 1 ? 64 : lo + (hi - lo + 1) * (stage + 1) / stages - 1;
        double n = 0;
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        List<double[]> points = new ArrayList<>();
        for (int[] r : samples) {
          int x = r[1 + shallow];
          int y = r[1 + depth];
          if (r[0] < from || r[0] > to || Score.isDecisive(x) || Score.isDecisive(y)) {
            continue;
          }
          n++;
          sx += x;
          sy += y;
          sxx += (double) x * x;
          sxy += (double) x * y;
          points.add(new double[] {x, y});
        }
        double var = sxx - sx * sx / n;
        if (n < 10 || var <= 0) {
          continue;
        }
        double a = (sxy - sx * sy / n) / var;
        double b = (sy - a * sx) / n;
        if (!(a > 0)) {
          continue;
        }
        double ssr = 0;
        for (double[] p : points) {
          double e = p[1] - (a * p[0] + b);
          ssr += e * e;
        }
        double sigma = Math.sqrt(ssr / (n - 2));
        fits.add(new OthelloProbCut.Fit(depth, shallow, from, to, a, b, sigma, (int) n));
      }
    }
    if (fits.isEmpty()) {
      throw new IllegalArgumentException(samples.size() + " positions are too few to fit " + stages
          + " stages (each needs 10 with non-decisive values); raise positions= or lower stages=");
    }
    return new OthelloProbCut(fits);
  }

  private static List<int[]> readSamples(Path file, int maxDepth) throws IOException {
    List<int[]> out = new ArrayList<>();
    if (!Files.exists(file)) {
      return out;
    }
    int lineNo = 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      lineNo++;
      String[] f = line.strip().split(" ");
      if (line.isBlank()) {
        continue;
      }
      if (f.length != maxDepth + 2) {
        throw new IllegalArgumentException(file + " line " + lineNo + " has " + (f.length - 2)
            + " depths, this run fits " + maxDepth + "; use another out= or the same max-depth");
      }
      int[] row = new int[f.length];
      for (int i = 0; i < f.length; i++) {
        row[i] = Integer.parseInt(f[i]);
      }
      out.add(row);
    }
    return out;
  }

}
