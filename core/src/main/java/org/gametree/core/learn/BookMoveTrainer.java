package org.gametree.core.learn;

/**
 * Samuel's book-move training of a {@link SignatureTable} (Lee &amp; Mahajan 1986). For every position of expert play the trainer
 * sees the features of each legal move's result; in every table, the cell the chosen move's result falls in counts
 * A, the cell of each other legal move counts D, and {@link #apply()} sets each visited cell to (A − D)/(A + D).
 * Higher-level cells are indexed with the lower tables' current values, so hierarchical tables take a few passes
 * (observe all, apply, repeat) to settle.
 */
public final class BookMoveTrainer {
  private final SignatureTable table;
  private final long[][] agree;
  private final long[][] differ;
  private final int[] scratch;

  /** A trainer updating {@code table}. */
  public BookMoveTrainer(SignatureTable table) {
    this.table = table;
    int t = table.tableCount();
    this.agree = new long[t][];
    this.differ = new long[t][];
    for (int i = 0; i < t; i++) {
      agree[i] = new long[table.cells(i).length];
      differ[i] = new long[table.cells(i).length];
    }
    this.scratch = new int[t];
  }

  /**
   * Counts one expert decision.
   *
   * @param successors features of the position after each legal move, {@code successors[0..count)}
   * @param chosen the index of the expert's move
   */
  public void observe(double[][] successors, int count, int chosen) {
    if (chosen < 0 || chosen >= count) {
      throw new IllegalArgumentException("chosen move " + chosen + " not in 0.." + (count - 1));
    }
    for (int m = 0; m < count; m++) {
      table.evaluate(successors[m], scratch);
      long[][] target = m == chosen ? agree : differ;
      for (int t = 0; t < scratch.length; t++) {
        target[t][scratch[t]]++;
      }
    }
  }

  /** Sets every visited cell to (A − D)/(A + D); cells never visited keep their value. */
  public void apply() {
    for (int t = 0; t < agree.length; t++) {
      double[] cells = table.cells(t);
      for (int c = 0; c < cells.length; c++) {
        long a = agree[t][c];
        long d = differ[t][c];
        if (a + d > 0) {
          cells[c] = (double) (a - d) / (a + d);
        }
      }
    }
  }

  /** Forgets the counts (before another pass over the book). */
  public void reset() {
    for (int t = 0; t < agree.length; t++) {
      java.util.Arrays.fill(agree[t], 0);
      java.util.Arrays.fill(differ[t], 0);
    }
  }

  /** A count for table {@code t}, cell {@code c}. */
  public long agreeCount(int t, int c) {
    return agree[t][c];
  }

  /** D count for table {@code t}, cell {@code c}. */
  public long differCount(int t, int c) {
    return differ[t][c];
  }
}
