package org.gametree.othello.learn;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.learn.BookMoveTrainer;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.Model;
import org.gametree.core.learn.SignatureTable;
import org.gametree.core.learn.StagedModel;
import org.gametree.othello.OthelloState;
import org.gametree.othello.SamuelFeatures;

/**
 * Samuel's multi-level signature table on Othello (Lee &amp; Mahajan 1986, section 2), built from core
 * {@link SignatureTable} over the ten {@link SamuelFeatures}: three levels, each first-level table reading the parts of
 * one of BILL's features, the second level combining mobility and position, the third both.
 *
 * <pre>
 *   level 1: T0 current mobility (edge, inner)   T1 potential mobility (edge, inner)
 *            T2 weighted squares (corners, rest)  T3 edges (row 1, row 8, column a, column h)
 *   level 2: T4 = (T0, T1) mobility              T5 = (T2, T3) position
 *   level 3: T6 = (T4, T5)
 * </pre>
 *
 * One table set per disc count (stage ± radius), book-move trained on the games' moves from {@code fromPly} on over
 * {@code passes} passes (upper cells are indexed with the lower tables' values, which each pass changes).
 *
 * <p>With {@code balanced} the decisions are counted by {@link BookMoveTrainer#observeBalanced} (the chosen move
 * weighted by the number of alternatives, every result also counted from the opponent's side, so each table is
 * antisymmetric as negamax needs), and after each pass every lower table's cells are rescaled so that its output
 * enters the next level in steps of {@code stepSigmas} times the output's root mean square over the book's results
 * (as the features enter the first level): without that, a lower table's values sit in a narrow band and reach the
 * next level as one or two levels. Without {@code balanced}: Samuel's counts, outputs quantised as they are.
 */
public final class SamuelTraining {
  /** The table layout (feature i, or −1 − t for table t). */
  static final int[][] LAYOUT = {{0, 1}, {2, 3}, {4, 5}, {6, 7, 8, 9}, {-1, -2}, {-3, -4}, {-5, -6}};

  private SamuelTraining() {}

  /** The staged three-level table trained from {@code games}. */
  public static StagedModel train(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius,
      int levels, double stepSigmas, long minDecisions, int passes, boolean balanced) {
    FeatureExtractor<OthelloState> extractor = new SamuelFeatures();
    int dim = extractor.dimension();
    List<List<double[][]>> decisions = decisions(games, fromPly, extractor);
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
      double[] mean = new double[dim];
      double[] sq = new double[dim];
      long count = 0;
      for (double[][] dec : pool) {
        for (double[] f : dec) {
          for (int k = 0; k < dim; k++) {
            mean[k] += f[k];
            sq[k] += f[k] * f[k];
          }
          count++;
        }
      }
      double[] steps = new double[dim];
      for (int k = 0; k < dim; k++) {
        double m = mean[k] / count;
        double sd = Math.sqrt(Math.max(0, sq[k] / count - m * m));
        steps[k] = Math.max(1e-3, stepSigmas * sd);
      }
      SignatureTable table = new SignatureTable(levels, steps, LAYOUT);
      BookMoveTrainer trainer = new BookMoveTrainer(table);
      for (int pass = 0; pass < passes; pass++) {
        trainer.reset();
        for (double[][] dec : pool) {
          if (balanced) {
            trainer.observeBalanced(dec, dec.length, 0);
          } else {
            trainer.observe(dec, dec.length, 0);
          }
        }
        trainer.apply();
        if (balanced) {
          rescaleLowerTables(table, trainer, stepSigmas);
        }
      }
      return (Model) table;
    });
  }

  /**
   * Divides every cell of each table but the last by {@code stepSigmas · h · rms} (clamped to ±1; h = (levels − 1)/2,
   * rms over the cells weighted by their counts), so that the next level reads the output in steps of {@code
   * stepSigmas · rms}. The sign, hence antisymmetry, is kept.
   */
  static void rescaleLowerTables(SignatureTable table, BookMoveTrainer trainer, double stepSigmas) {
    int half = (table.levels() - 1) / 2;
    for (int t = 0; t < table.tableCount() - 1; t++) {
      double[] cells = table.cells(t);
      double sum = 0;
      double weight = 0;
      for (int c = 0; c < cells.length; c++) {
        double w = trainer.agreeCount(t, c) + trainer.differCount(t, c);
        sum += w * cells[c] * cells[c];
        weight += w;
      }
      double rms = weight > 0 ? Math.sqrt(sum / weight) : 0;
      if (rms > 1e-12) {
        double scale = 1 / (stepSigmas * half * rms);
        for (int c = 0; c < cells.length; c++) {
          cells[c] = Math.max(-1, Math.min(1, cells[c] * scale));
        }
      }
    }
  }

  /** Per disc count, each decision's successor features with the chosen move's first (from the chooser's view). */
  static List<List<double[][]>> decisions(List<TrainingGames.Game> games, int fromPly,
      FeatureExtractor<OthelloState> extractor) {
    List<List<double[][]>> decisions = new ArrayList<>();
    for (int d = 0; d <= 64; d++) {
      decisions.add(new ArrayList<>());
    }
    int[] buf = new int[64];
    for (TrainingGames.Game g : games) {
      OthelloState s = OthelloState.initial();
      int[] moves = g.moves();
      for (int ply = 0; ply < moves.length; ply++) {
        int chosen = moves[ply];
        if (ply >= fromPly && ply >= g.engineFrom()) {
          int n = s.legalMoves(buf);
          if (n > 1) {
            double[][] succ = new double[n][];
            int side = s.currentPlayer();
            int at = 1;
            for (int k = 0; k < n; k++) {
              s.play(buf[k]);
              double[] f = new double[extractor.dimension()];
              extractor.extract(new OthelloState(s.black(), s.white(), side), f);
              s.undo();
              if (buf[k] == chosen) {
                succ[0] = f;
              } else {
                succ[at++] = f;
              }
            }
            decisions.get(s.discCount()).add(succ);
          }
        }
        s.play(chosen);
      }
    }
    return decisions;
  }
}
