package org.gametree.core.learn;

/**
 * Samuel's book-move training of a {@link SignatureTable} (Lee &amp; Mahajan 1986). For every position of expert play the trainer
 * sees the features of each legal move's result; in every table, the cell the chosen move's result falls in counts
 * A, the cell of each other legal move counts D, and {@link #apply()} sets each visited cell to (A − D)/(A + D).
 * Higher-level cells are indexed with the lower tables' current values, so hierarchical tables take a few passes
 * (observe all, apply, repeat) to settle.
 *
 * <p>Samuel's counts have two flaws in a negamax search ({@link #observe}): most legal moves are not chosen, so a
 * typical visited cell is negative and the cells never visited (0) rank above it; and the table learns a value for
 * the chooser of the move, which need not be the negation of its value for the opponent, while negamax needs
 * v(opponent's view) = −v(mover's view). {@link #observeBalanced} removes both: the chosen move counts
 * {@code count − 1} (so one decision adds as much A as D and an indifferent cell stays near 0), and every result is
 * also counted from the opponent's side — its features negated, A and D swapped — which makes every cell the exact
 * negation of its mirror cell when the features are "mine minus theirs" (negated when the sides swap) and the table's
 * quantisation is symmetric.
 */
public final class BookMoveTrainer {
  private final SignatureTable table;
  private final long[][] agree;
  private final long[][] differ;
  private final int[] scratch;
  private double[] mirror = new double[0];

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
      count(successors[m], m == chosen ? agree : differ, 1);
    }
  }

  /**
   * Counts one expert decision balanced and mirrored (see the class comment): the chosen result counts {@code count
   * − 1} in A, each other result 1 in D, and each result's negated features count the same in the other column.
   */
  public void observeBalanced(double[][] successors, int count, int chosen) {
    if (chosen < 0 || chosen >= count) {
      throw new IllegalArgumentException("chosen move " + chosen + " not in 0.." + (count - 1));
    }
    for (int m = 0; m < count; m++) {
      double[] x = successors[m];
      if (mirror.length != x.length) {
        mirror = new double[x.length];
      }
      for (int i = 0; i < x.length; i++) {
        mirror[i] = -x[i];
      }
      long w = m == chosen ? count - 1 : 1;
      count(x, m == chosen ? agree : differ, w);
      count(mirror, m == chosen ? differ : agree, w);
    }
  }

  private void count(double[] x, long[][] target, long weight) {
    table.evaluate(x, scratch);
    for (int t = 0; t < scratch.length; t++) {
      target[t][scratch[t]] += weight;
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

  /** A count (weighted by {@link #observeBalanced}) for table {@code t}, cell {@code c}. */
  public long agreeCount(int t, int c) {
    return agree[t][c];
  }

  /** D count (weighted by {@link #observeBalanced}) for table {@code t}, cell {@code c}. */
  public long differCount(int t, int c) {
    return differ[t][c];
  }
}
