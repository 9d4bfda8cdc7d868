package org.gametree.othello.learn;

import java.util.ArrayList;
import java.util.List;
import org.gametree.othello.BillFeatures;
import org.gametree.othello.OthelloState;

/**
 * The labelled positions of a set of {@link TrainingGames}: for every position from ply {@code fromPly} on, BILL's
 * four features for the side to move, the disc count, whether the mover went on to win (Lee &amp; Mahajan 1986: every
 * position of the winner is a Win, every position of the loser a Loss) and the game's final disc margin for the mover
 * (exact from the solver's take-over on). Drawn games are left out.
 */
public final class LabelledPositions {
  private final double[][] features;
  private final int[] discs;
  private final boolean[] win;
  private final int[] margin;

  private LabelledPositions(double[][] features, int[] discs, boolean[] win, int[] margin) {
    this.features = features;
    this.discs = discs;
    this.win = win;
    this.margin = margin;
  }

  /** Extracts the positions of {@code games} from ply {@code fromPly} on (0 = all). */
  public static LabelledPositions of(List<TrainingGames.Game> games, int fromPly, BillFeatures extractor) {
    List<double[]> xs = new ArrayList<>();
    List<Integer> ds = new ArrayList<>();
    List<Boolean> ws = new ArrayList<>();
    List<Integer> ms = new ArrayList<>();
    for (TrainingGames.Game g : games) {
      if (g.blackMargin() == 0) {
        continue;
      }
      List<OthelloState> positions = g.positions();
      for (int ply = fromPly; ply < positions.size(); ply++) {
        OthelloState s = positions.get(ply);
        double[] x = new double[extractor.dimension()];
        extractor.extract(s, x);
        xs.add(x);
        ds.add(s.discCount());
        ws.add(g.resultFor(s) > 0);
        ms.add(s.currentPlayer() == OthelloState.BLACK ? g.blackMargin() : -g.blackMargin());
      }
    }
    int n = xs.size();
    int[] d = new int[n];
    boolean[] w = new boolean[n];
    int[] m = new int[n];
    for (int i = 0; i < n; i++) {
      d[i] = ds.get(i);
      w[i] = ws.get(i);
      m[i] = ms.get(i);
    }
    return new LabelledPositions(xs.toArray(new double[0][]), d, w, m);
  }

  /**
   * Positions given directly (for tests and other feature sources); the arrays are not copied. Margins are ±1 by the
   * win flags.
   */
  static LabelledPositions of(double[][] features, int[] discs, boolean[] win) {
    int[] m = new int[win.length];
    for (int i = 0; i < m.length; i++) {
      m[i] = win[i] ? 1 : -1;
    }
    return new LabelledPositions(features, discs, win, m);
  }

  /** Positions with margins given directly (for tests); the arrays are not copied. */
  static LabelledPositions of(double[][] features, int[] discs, int[] margin) {
    boolean[] w = new boolean[margin.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = margin[i] > 0;
    }
    return new LabelledPositions(features, discs, w, margin);
  }

  /** Number of positions. */
  public int size() {
    return discs.length;
  }

  /** Features of position {@code i} (shared, do not modify). */
  public double[] features(int i) {
    return features[i];
  }

  /** Disc count of position {@code i}. */
  public int discs(int i) {
    return discs[i];
  }

  /** Whether the mover of position {@code i} won. */
  public boolean win(int i) {
    return win[i];
  }

  /** The final disc margin of position {@code i}'s game for its mover (positive: the mover won). */
  public int margin(int i) {
    return margin[i];
  }
}
