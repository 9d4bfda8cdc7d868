package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.SparseLeastSquares;
import org.gametree.core.option.Option;
import org.gametree.othello.OthelloState;
import org.gametree.othello.PatternSet;
import org.gametree.othello.PatternTables;
import org.gametree.othello.internal.Bits;

/**
 * {@code gametree train othello patterns}: fits {@link PatternTables} (Buro's method) to games files by sparse ridge
 * least squares ({@link SparseLeastSquares}), one stage at a time. Every position before a move is a row: its 46
 * pattern configurations (each under its shape's canonical form, so a configuration and its mirror image share a
 * weight), the mobility difference, parity and a constant; its target is the game's final disc difference for the
 * mover (exact from the solver's take-over on). Stage smoothing: a stage of 4 empties is fitted on the positions
 * within {@code smooth} empties of its band. Every {@code hold-out}-th game is held out; the log gives each stage's
 * error on them, in discs.
 */
public final class PatternRecipe extends OthelloRecipe {
  /** The recipe {@code patterns}, with its options. */
  public PatternRecipe() {
    super("patterns", "Buro's pattern tables fitted by sparse least squares to games files (eval=pattern)");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("data", "othello-pattern-games.txt",
            "games files, comma-separated (gametree train othello patterns-data or games)"),
        Option.number("ridge", 2.0, 0, 1e9, "L2 penalty on every weight (targets in discs)"),
        Option.integer("min-count", 8, 1, Integer.MAX_VALUE,
            "configurations seen in fewer training positions of a stage keep weight 0"),
        Option.integer("smooth", 2, 0, 60, "each stage is fitted on positions within this many empties of its band"),
        Option.integer("iterations", 150, 1, 100_000, "conjugate-gradient steps per stage at most"),
        Option.integer("hold-out", 10, 2, Integer.MAX_VALUE, "every N-th game (by index) is held out"),
        Option.text("out", "othello-patterns.txt.gz", "the tables file written"));
  }

  /** The positions of the games: boards, mover's final margin, whether held out. */
  record Positions(long[] player, long[] opponent, int[] margin, boolean[] heldOut, int size) {}

  static Positions positions(List<TrainingGames.Game> games, int holdOut) {
    int n = 0;
    for (TrainingGames.Game g : games) {
      n += g.moves().length;
    }
    long[] p = new long[n];
    long[] o = new long[n];
    int[] m = new int[n];
    boolean[] h = new boolean[n];
    int k = 0;
    for (TrainingGames.Game g : games) {
      OthelloState s = OthelloState.initial();
      boolean held = g.index() % holdOut == 0;
      for (int move : g.moves()) {
        p[k] = s.player();
        o[k] = s.opponent();
        m[k] = s.currentPlayer() == OthelloState.BLACK ? g.blackMargin() : -g.blackMargin();
        h[k] = held;
        k++;
        s.playUnchecked(move);
      }
    }
    return new Positions(p, o, m, h, n);
  }

  /** The row of a position: column indices (46 patterns then 3 terms) and values. */
  static int row(long p, long o, int[] idx, int[] cols, double[] vals) {
    PatternSet.indices(p, o, idx);
    for (int k = 0; k < PatternSet.INSTANCES; k++) {
      int shape = PatternSet.shapeOf(k);
      cols[k] = PatternTables.offset(shape) + PatternSet.canonical(shape, idx[k]);
      vals[k] = 1;
    }
    int n = PatternSet.INSTANCES;
    int empties = 64 - Long.bitCount(p | o);
    cols[n] = PatternTables.ENTRIES;
    vals[n] = Long.bitCount(Bits.moves(p, o)) - Long.bitCount(Bits.moves(o, p));
    cols[n + 1] = PatternTables.ENTRIES + 1;
    vals[n + 1] = (empties & 1) != 0 ? 1 : -1;
    cols[n + 2] = PatternTables.ENTRIES + 2;
    vals[n + 2] = 1;
    return n + 3;
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    double ridge = RecipeOptions.nonNegativeDouble(options, "ridge");
    int minCount = RecipeOptions.positiveInt(options, "min-count");
    int smooth = RecipeOptions.nonNegativeInt(options, "smooth");
    int iterations = RecipeOptions.positiveInt(options, "iterations");
    int holdOut = RecipeOptions.intAtLeast(options, "hold-out", 2);
    Path out = Path.of(options.get("out"));
    List<TrainingGames.Game> games = new ArrayList<>();
    List<String> files = new ArrayList<>();
    for (String f : options.get("data").split(",")) {
      if (!f.isBlank()) {
        List<TrainingGames.Game> read = TrainingGames.read(Path.of(f.strip()));
        if (read.isEmpty()) {
          throw new IllegalArgumentException("no games in '" + f.strip() + "'");
        }
        games.addAll(read);
        files.add(f.strip());
      }
    }
    Positions pos = positions(games, holdOut);
    long held = 0;
    for (boolean b : pos.heldOut()) {
      held += b ? 1 : 0;
    }
    log.printf(Locale.ROOT, "patterns: %d games, %d positions (%d held out)%n", games.size(), pos.size(), held);
    int dim = PatternTables.ENTRIES + 3;
    short[][] entries = new short[PatternTables.STAGES][PatternTables.ENTRIES];
    int[][] terms = new int[PatternTables.STAGES][3];
    int[] idx = new int[PatternSet.INSTANCES];
    int[] cols = new int[PatternSet.INSTANCES + 3];
    double[] vals = new double[PatternSet.INSTANCES + 3];
    double heldSum = 0;
    long heldCount = 0;
    StringBuilder table = new StringBuilder();
    for (int st = 0; st < PatternTables.STAGES; st++) {
      int lo = st * PatternTables.STAGE_EMPTIES + 1;
      int hi = lo + PatternTables.STAGE_EMPTIES - 1;
      SparseLeastSquares.Rows train = new SparseLeastSquares.Rows();
      SparseLeastSquares.Rows test = new SparseLeastSquares.Rows();
      for (int j = 0; j < pos.size(); j++) {
        int e = 64 - Long.bitCount(pos.player()[j] | pos.opponent()[j]);
        boolean inBand = e >= lo && e <= hi;
        if (pos.heldOut()[j]) {
          if (inBand) {
            test.add(cols, vals, row(pos.player()[j], pos.opponent()[j], idx, cols, vals), pos.margin()[j]);
          }
        } else if (e >= lo - smooth && e <= hi + smooth) {
          train.add(cols, vals, row(pos.player()[j], pos.opponent()[j], idx, cols, vals), pos.margin()[j]);
        }
      }
      if (train.size() == 0) {
        log.printf(Locale.ROOT, "patterns: stage %d (empties %d-%d): no positions, all weights 0%n", st, lo, hi);
        continue;
      }
      SparseLeastSquares.Fit fit = SparseLeastSquares.fit(train, dim, ridge, minCount, iterations, 1e-6);
      double[] w = fit.weights();
      for (int shape = 0; shape < PatternSet.shapes(); shape++) {
        int off = PatternTables.offset(shape);
        for (int i = 0; i < PatternSet.tableSize(shape); i++) {
          double v = Math.round(100 * w[off + PatternSet.canonical(shape, i)]);
          entries[st][off + i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
        }
      }
      for (int t = 0; t < 3; t++) {
        terms[st][t] = (int) Math.round(100 * w[PatternTables.ENTRIES + t]);
      }
      double testRmse = test.size() == 0 ? Double.NaN : SparseLeastSquares.rmse(test, w);
      if (test.size() > 0) {
        heldSum += testRmse * testRmse * test.size();
        heldCount += test.size();
      }
      String line = String.format(Locale.ROOT, "%2d  %2d-%2d  %8d  %7d  %4d  %6.2f  %6.2f  %6d", st, lo, hi,
          train.size(), fit.kept(), fit.iterations(), fit.rmse(), testRmse, test.size());
      log.println("patterns: " + line);
      table.append(line).append('\n');
    }
    String command = "gametree train othello patterns --data=" + String.join(",", names(files)) + " --ridge=" + ridge
        + " --min-count=" + minCount + " --smooth=" + smooth + " --iterations=" + iterations + " --hold-out=" + holdOut
        + " (" + games.size() + " games, " + pos.size() + " positions)";
    PatternTables.of(entries, terms, command).write(out);
    return String.format(Locale.ROOT, "patterns: wrote %s; held-out error %.2f discs over %d positions%n"
        + "stage empties    train     kept  iter  rmse    held-out  held%n%s", out,
        Math.sqrt(heldSum / Math.max(1, heldCount)), heldCount, table);
  }

  private static List<String> names(List<String> files) {
    return Arrays.asList(files.stream().map(f -> Path.of(f).getFileName().toString()).toArray(String[]::new));
  }
}
