package org.gametree.core.learn;

/**
 * Fits a {@link BayesianDiscriminant} from labelled positions by streaming sums: per class the count, Σx and Σxxᵀ
 * (n + n² doubles), so millions of positions fit in memory. Means and covariances are μ = Σx/N and
 * Σ = Σxxᵀ/N − μμᵀ (the maximum-likelihood estimates of Lee &amp; Mahajan 1986). The sums are serializable and add
 * ({@link #addAll}), so partial trainers can be filled on a cluster's tasks and merged (gametree-spark does).
 */
public final class BayesianTrainer implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  /** The number of features. */
  private final int n;
  /** Examples seen per class. */
  private final long[] count = new long[2];
  /** Per class, the sum of the feature vectors. */
  private final double[][] sum;
  /** Per class, the sum of the vectors' outer products. */
  private final double[][] outer;

  /** A trainer for {@code dimension} features. */
  public BayesianTrainer(int dimension) {
    this.n = dimension;
    this.sum = new double[2][dimension];
    this.outer = new double[2][dimension * dimension];
  }

  /** Adds a position: {@code win} if the player whose view {@code x} is won the game. */
  public void add(double[] x, boolean win) {
    int c = win ? 0 : 1;
    count[c]++;
    double[] s = sum[c];
    double[] o = outer[c];
    for (int i = 0; i < n; i++) {
      double xi = x[i];
      s[i] += xi;
      int row = i * n;
      for (int j = 0; j <= i; j++) {
        o[row + j] += xi * x[j];
      }
    }
  }

  /** Adds all of another trainer's sums (for pooling neighbouring stages). */
  public void addAll(BayesianTrainer other) {
    if (other.n != n) {
      throw new IllegalArgumentException("dimension " + other.n + " != " + n);
    }
    for (int c = 0; c < 2; c++) {
      count[c] += other.count[c];
      for (int i = 0; i < n; i++) {
        sum[c][i] += other.sum[c][i];
      }
      for (int i = 0; i < n * n; i++) {
        outer[c][i] += other.outer[c][i];
      }
    }
  }

  /** Positions labelled Win so far. */
  public long wins() {
    return count[0];
  }

  /** Positions labelled Loss so far. */
  public long losses() {
    return count[1];
  }

  /** The discriminant with the default ridge; both classes need at least two positions. */
  public BayesianDiscriminant build() {
    return build(BayesianDiscriminant.DEFAULT_RIDGE);
  }

  /** The discriminant with the given relative ridge. */
  public BayesianDiscriminant build(double ridge) {
    if (count[0] < 2 || count[1] < 2) {
      throw new IllegalStateException(
          "need at least two positions per class, have " + count[0] + " wins and " + count[1] + " losses");
    }
    double[][] means = new double[2][n];
    double[][][] covs = new double[2][n][n];
    for (int c = 0; c < 2; c++) {
      double inv = 1.0 / count[c];
      for (int i = 0; i < n; i++) {
        means[c][i] = sum[c][i] * inv;
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          double v = outer[c][i * n + j] * inv - means[c][i] * means[c][j];
          covs[c][i][j] = v;
          covs[c][j][i] = v;
        }
      }
    }
    return new BayesianDiscriminant(means[0], covs[0], means[1], covs[1], ridge);
  }
}
