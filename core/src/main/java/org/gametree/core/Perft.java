package org.gametree.core;

/** Counting move sequences (perft), the standard check of move generation. */
public final class Perft {
  private Perft() {}

  /**
   * Counts move sequences of length {@code depth} from {@code state}, which is left as it was.
   *
   * @param excludedMove a move never to play (the pass, for pass-free counts), or -1
   * @param maxLegalMoves buffer size per ply
   * @param finishedGameIsLeaf whether a game that ends before {@code depth} counts once (Othello's convention) or
   *     not at all (the chess convention)
   */
  public static long count(
      GameState state, int depth, int excludedMove, int maxLegalMoves, boolean finishedGameIsLeaf) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0: " + depth);
    }
    int[][] buffers = new int[depth + 1][maxLegalMoves];
    return count(state, depth, excludedMove, finishedGameIsLeaf, buffers);
  }

  private static long count(
      GameState state, int depth, int excluded, boolean finishedGameIsLeaf, int[][] buffers) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return finishedGameIsLeaf ? 1 : 0;
    }
    int[] moves = buffers[depth];
    int n = state.legalMoves(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      if (move == excluded) {
        continue;
      }
      if (depth == 1) {
        total++;
        continue;
      }
      state.playUnchecked(move);
      total += count(state, depth - 1, excluded, finishedGameIsLeaf, buffers);
      state.undo();
    }
    return total;
  }
}
