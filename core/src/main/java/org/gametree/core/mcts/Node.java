package org.gametree.core.mcts;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * A tree node: its moves and each move's statistics in parallel arrays (no object per edge). A move's visits and
 * summed rewards are packed in one {@code long} (visits in the high 32 bits, the reward sum as a float in the low
 * ones), so a reader always sees a matching pair and a lock-free writer updates both with one compare-and-set; the
 * AMAF pair is packed the same way. A child node exists only once its edge has been visited {@code expand} times.
 * {@link TreeStats} says how the arrays are read and written (under the node's monitor, or lock-free).
 */
final class Node {
  static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  static final VarHandle NODES = MethodHandles.arrayElementVarHandle(Node[].class);
  static final VarHandle TOTAL;

  static {
    try {
      TOTAL = MethodHandles.lookup().findVarHandle(Node.class, "totalVisits", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  final long hash;
  final int player;
  final int[] moves;
  final float[] priors;
  /** Per move: {@link #pack visits and reward sum}. */
  final long[] stats;
  /** Per move: packed AMAF visits and reward sum; null unless a strategy reads {@link Statistic#AMAF}. */
  final long[] amaf;
  final Node[] children;
  /** Visits of the node (virtual losses included); the sum of its moves' visits. */
  int totalVisits;
  /** Set when the node is terminal: player 0's reward. */
  final double terminalReward;
  /** Player 0's proven value (MCTS-Solver), NaN while unknown; terminal nodes start proven. */
  volatile double proven;

  Node(long hash, int player, int[] moves, int n, double[] priorValues, boolean amaf, double terminalReward) {
    this.hash = hash;
    this.player = player;
    this.moves = Arrays.copyOf(moves, n);
    this.priors = new float[n];
    for (int i = 0; i < n; i++) {
      priors[i] = (float) priorValues[i];
    }
    this.stats = new long[n];
    this.amaf = amaf ? new long[n] : null;
    this.children = new Node[n];
    this.terminalReward = terminalReward;
    this.proven = terminalReward;
  }

  static long pack(int visits, float wins) {
    return ((long) visits << 32) | (Float.floatToRawIntBits(wins) & 0xFFFF_FFFFL);
  }

  static int visitsOf(long packed) {
    return (int) (packed >> 32);
  }

  static float winsOf(long packed) {
    return Float.intBitsToFloat((int) packed);
  }

  /** Real visits of move {@code i} (a volatile read: safe while other threads search). */
  int visits(int i) {
    return visitsOf((long) LONGS.getVolatile(stats, i));
  }

  /** Summed rewards of move {@code i} for this node's player. */
  float wins(int i) {
    return winsOf((long) LONGS.getVolatile(stats, i));
  }

  int amafVisits(int i) {
    return amaf == null ? 0 : visitsOf((long) LONGS.getVolatile(amaf, i));
  }

  float amafWins(int i) {
    return amaf == null ? 0 : winsOf((long) LONGS.getVolatile(amaf, i));
  }

  Node child(int i) {
    return (Node) NODES.getVolatile(children, i);
  }

  int total() {
    return (int) TOTAL.getVolatile(this);
  }

  /**
   * Edge {@code i}'s prior as a win rate for equivalent experience: {@code r/(1+r)}, where {@code r} is the prior
   * relative to a uniform one (an ordinary move 0.5).
   */
  double priorWinRate(int i) {
    return priorWinRate(priors[i], moves.length);
  }

  static double priorWinRate(double prior, int moves) {
    double r = prior * moves;
    return r / (1 + r);
  }

  boolean isTerminal() {
    return !Double.isNaN(terminalReward);
  }

  boolean isProven() {
    return !Double.isNaN(proven);
  }

  /** A player 0 value as seen by this node's player. */
  double forMover(double value0) {
    return player == 0 ? value0 : 1 - value0;
  }

  /** The edge with the most visits (ties: more wins), or -1. */
  int mostVisited() {
    int best = -1;
    long bestStats = 0;
    for (int i = 0; i < moves.length; i++) {
      long s = (long) LONGS.getVolatile(stats, i);
      if (best < 0 || visitsOf(s) > visitsOf(bestStats)
          || (visitsOf(s) == visitsOf(bestStats) && winsOf(s) > winsOf(bestStats))) {
        best = i;
        bestStats = s;
      }
    }
    return best;
  }

  int indexOf(int move) {
    for (int i = 0; i < moves.length; i++) {
      if (moves[i] == move) {
        return i;
      }
    }
    return -1;
  }
}
