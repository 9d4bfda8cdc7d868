package org.gametree.core.search;

/**
 * Selection by partial sort: the search's move picker and the top-k choosers hand out items best first, and a cutoff
 * or a small k after the first few never pays for sorting the rest. Items and their keys are parallel arrays, swapped
 * together.
 */
public final class Selection {
  private Selection() {}

  /**
   * Moves the item with the highest key among {@code [from, to)} to {@code from} (swapping it with the one there) and
   * returns it; the first of equal keys wins.
   */
  public static int selectBest(long[] keys, int[] items, int from, int to) {
    int best = from;
    for (int i = from + 1; i < to; i++) {
      if (keys[i] > keys[best]) {
        best = i;
      }
    }
    int item = items[best];
    items[best] = items[from];
    items[from] = item;
    long k = keys[best];
    keys[best] = keys[from];
    keys[from] = k;
    return item;
  }

  /** {@link #selectBest(long[], int[], int, int)} with {@code double} keys. */
  public static int selectBest(double[] keys, int[] items, int from, int to) {
    int best = from;
    for (int i = from + 1; i < to; i++) {
      if (keys[i] > keys[best]) {
        best = i;
      }
    }
    int item = items[best];
    items[best] = items[from];
    items[from] = item;
    double k = keys[best];
    keys[best] = keys[from];
    keys[from] = k;
    return item;
  }
}
