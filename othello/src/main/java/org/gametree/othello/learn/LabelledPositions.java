package org.gametree.othello.learn;

import java.util.ArrayList;
import java.util.List;
import org.gametree.othello.OthelloState;

/**
 * The labelled positions of a set of {@link TrainingGames}: for every position from ply {@code fromPly} on, BILL's
 * four features for the side to move, the disc count and whether the mover went on to win (Lee & Mahajan 1986: every position
 * of the winner is a Win, every position of the loser a Loss). Drawn games are left out.
 */
public final class LabelledPositions {
  private final double[][] features;
  private final int[] discs;
  private final boolean[] win;

  private LabelledPositions(double[][] features, int[] discs, boolean[] win) {
    this.features = features;
    this.discs = discs;
    this.win = win;
  }

  /** Extracts the positions of {@code games} from ply {@code fromPly} on (0 = all). */
  public static LabelledPositions of(List<TrainingGames.Game> games, int fromPly, BillFeatures extractor) {
    List<double[]> xs = new ArrayList<>();
    List<Integer> ds = new ArrayList<>();
    List<Boolean> ws = new ArrayList<>();
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
      }
    }
    int n = xs.size();
    int[] d = new int[n];
    boolean[] w = new boolean[n];
    for (int i = 0; i < n; i++) {
      d[i] = ds.get(i);
      w[i] = ws.get(i);
    }
    return new LabelledPositions(xs.toArray(new double[0][]), d, w);
  }

  /** Positions given directly (for tests and other feature sources); the arrays are not copied. */
  static LabelledPositions of(double[][] features, int[] discs, boolean[] win) {
    return new LabelledPositions(features, discs, win);
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
}
