package org.gametree.examples.connectfour;

import org.gametree.core.Evaluator;

/**
 * Counts the 69 windows of four cells: a window holding only one player's stones is worth more the fuller it is
 * (1, 4, 32 for one, two, three stones), a three with its empty cell playable right now a little more. The value is
 * the mover's windows minus the opponent's.
 */
public final class ConnectFourEvaluator implements Evaluator<ConnectFourState> {
  private static final long[] WINDOWS = windows();
  private static final int[] WEIGHTS = {0, 1, 4, 32, 0};

  private static long[] windows() {
    long[] out = new long[69];
    int n = 0;
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      for (int c = 0; c < ConnectFourState.WIDTH; c++) {
        for (int r = 0; r < ConnectFourState.HEIGHT; r++) {
          int ec = c + 3 * d[0];
          int er = r + 3 * d[1];
          if (ec < 0 || ec >= ConnectFourState.WIDTH || er < 0 || er >= ConnectFourState.HEIGHT) {
            continue;
          }
          long mask = 0;
          for (int k = 0; k < 4; k++) {
            mask |= 1L << ((c + k * d[0]) * ConnectFourState.STRIDE + r + k * d[1]);
          }
          out[n++] = mask;
        }
      }
    }
    if (n != out.length) {
      throw new AssertionError("expected 69 windows, found " + n);
    }
    return out;
  }

  @Override
  public int evaluate(ConnectFourState state) {
    int me = state.currentPlayer();
    long mine = state.stones(me);
    long theirs = state.stones(me ^ 1);
    long playable = playableCells(state);
    int score = 0;
    for (long w : WINDOWS) {
      long m = mine & w;
      long t = theirs & w;
      if (m != 0 && t != 0) {
        continue;
      }
      if (m != 0) {
        int k = Long.bitCount(m);
        score += WEIGHTS[k] + (k == 3 && (w & ~m & playable) != 0 ? 16 : 0);
      } else if (t != 0) {
        int k = Long.bitCount(t);
        score -= WEIGHTS[k] + (k == 3 && (w & ~t & playable) != 0 ? 16 : 0);
      }
    }
    return score;
  }

  /** The lowest empty cell of each column that is not full. */
  private static long playableCells(ConnectFourState state) {
    long cells = 0;
    for (int c = 0; c < ConnectFourState.WIDTH; c++) {
      int h = state.height(c);
      if (h < ConnectFourState.HEIGHT) {
        cells |= 1L << (c * ConnectFourState.STRIDE + h);
      }
    }
    return cells;
  }
}
