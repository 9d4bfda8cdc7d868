package org.gametree.core.learn;

import java.util.SplittableRandom;

/**
 * Sutton's (1988) bounded random walk, the known-answer test of TD(λ): states A B C D E F G, every walk starts at D
 * and steps left or right with equal probability; reaching G pays 1, reaching A pays 0. The five non-terminal states
 * are unit feature vectors and their true values are 1/6 … 5/6. Training data are 100 training sets of 10 walks.
 *
 * <p>{@link #repeatedPresentation} reproduces his Figure 3 (each set presented until the weights converge, changes
 * summed over the set; error lowest at λ = 0 and highest at λ = 1); {@link #singlePresentation} his Figures 4 and 5
 * (each set seen once, weights from 0.5 updated after each walk, best α per λ).
 */
public final class SuttonRandomWalk {
  /** The true values of B … F. */
  public static final double[] TRUE_VALUES = {1 / 6.0, 2 / 6.0, 3 / 6.0, 4 / 6.0, 5 / 6.0};

  private final int[][][] sets;

  /** Generates {@code setCount} training sets of {@code walksPerSet} walks from {@code seed}. */
  public SuttonRandomWalk(int setCount, int walksPerSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    sets = new int[setCount][walksPerSet][];
    int[] buffer = new int[10_000];
    for (int s = 0; s < setCount; s++) {
      for (int w = 0; w < walksPerSet; w++) {
        int state = 2; // D, with B..F = 0..4, A = −1, G = 5
        int n = 0;
        while (state >= 0 && state <= 4) {
          if (n == buffer.length) {
            buffer = java.util.Arrays.copyOf(buffer, n * 2);
          }
          buffer[n++] = state;
          state += random.nextBoolean() ? 1 : -1;
        }
        int[] walk = new int[n + 1];
        System.arraycopy(buffer, 0, walk, 0, n);
        walk[n] = state > 4 ? 1 : 0; // last entry: outcome z
        sets[s][w] = walk;
      }
    }
  }

  /** Sutton's data: 100 sets of 10 walks. */
  public static SuttonRandomWalk standard(long seed) {
    return new SuttonRandomWalk(100, 10, seed);
  }

  /**
   * Figure 3: the RMS error of the converged predictions averaged over the training sets, for one λ. Each set is
   * presented repeatedly with weight changes accumulated over the set ({@link TdLambda.Mode#MANUAL}) until the
   * largest change falls below {@code tolerance}.
   */
  public double repeatedPresentation(double lambda, double alpha, double tolerance) {
    double total = 0;
    for (int[][] set : sets) {
      Table model = new Table(0.5);
      TdLambda td = new TdLambda(model, alpha, lambda, TdLambda.Mode.MANUAL, TdLambda.Range.PROBABILITY);
      for (int iteration = 0; iteration < 100_000; iteration++) {
        for (int[] walk : set) {
          present(td, walk);
        }
        if (td.applyPending() < tolerance) {
          break;
        }
      }
      total += model.rmsError();
    }
    return total / sets.length;
  }

  /** Figures 4 and 5: the RMS error after one presentation of each set, weights from 0.5 updated after each walk. */
  public double singlePresentation(double lambda, double alpha) {
    double total = 0;
    for (int[][] set : sets) {
      Table model = new Table(0.5);
      TdLambda td = new TdLambda(model, alpha, lambda, TdLambda.Mode.PER_GAME, TdLambda.Range.PROBABILITY);
      for (int[] walk : set) {
        present(td, walk);
      }
      total += model.rmsError();
    }
    return total / sets.length;
  }

  /** The α among {@code alphas} with the lowest single-presentation error for λ, and that error: {α, error}. */
  public double[] bestSinglePresentation(double lambda, double[] alphas) {
    double bestAlpha = Double.NaN;
    double best = Double.POSITIVE_INFINITY;
    for (double a : alphas) {
      double e = singlePresentation(lambda, a);
      if (e < best) {
        best = e;
        bestAlpha = a;
      }
    }
    return new double[] {bestAlpha, best};
  }

  private static void present(TdLambda td, int[] walk) {
    double[] x = new double[5];
    td.startGame();
    for (int t = 0; t < walk.length - 1; t++) {
      java.util.Arrays.fill(x, 0);
      x[walk[t]] = 1;
      td.observe(x, 0);
    }
    td.endGame(walk[walk.length - 1]);
  }

  /** A lookup table over the five states (linear in unit vectors, no bias). */
  private static final class Table implements DifferentiableModel {
    private final double[] w = new double[5];

    Table(double initial) {
      java.util.Arrays.fill(w, initial);
    }

    double rmsError() {
      double s = 0;
      for (int i = 0; i < 5; i++) {
        double d = w[i] - TRUE_VALUES[i];
        s += d * d;
      }
      return Math.sqrt(s / 5);
    }

    @Override
    public int dimension() {
      return 5;
    }

    @Override
    public double value(double[] x) {
      double s = 0;
      for (int i = 0; i < 5; i++) {
        s += w[i] * x[i];
      }
      return s;
    }

    @Override
    public double scoreScale() {
      return 1;
    }

    @Override
    public int parameterCount() {
      return 5;
    }

    @Override
    public double[] parameters() {
      return w;
    }

    @Override
    public double gradient(double[] x, double[] gradient) {
      System.arraycopy(x, 0, gradient, 0, 5);
      return value(x);
    }

    @Override
    public Table copy() {
      Table t = new Table(0);
      System.arraycopy(w, 0, t.w, 0, 5);
      return t;
    }
  }
}
