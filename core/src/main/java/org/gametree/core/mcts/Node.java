package org.gametree.core.mcts;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * A tree node: its moves and each move's statistics in parallel arrays (no object per edge). A move's visits are an
 * {@code int} and its summed rewards a {@code double}, so sums stay exact (for whole rewards up to 2<sup>53</sup>)
 * where a {@code float} stopped counting single rewards past 2<sup>24</sup> on one edge; the AMAF pair is kept the
 * same way. A lock-free writer adds to each with its own atomic add, visits first; a reader reads the rewards first
 * ({@link #wins}, then {@link #visits}), so it never counts a reward without its visits and a mean it computes stays
 * within the rewards' range. A child node exists only once its edge has been visited {@code expand} times.
 * {@link TreeStats} says how the arrays are read and written (under the node's monitor, or lock-free).
 */
final class Node {
  static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
  static final VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);
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
  /** Per move: visits (virtual losses included while a thread is below the edge). */
  final int[] visitCounts;
  /** Per move: summed rewards for this node's player. */
  final double[] rewardSums;
  /** Per move: AMAF visits; null unless a strategy reads {@link Statistic#AMAF}. */
  final int[] amafCounts;
  /** Per move: AMAF reward sums; null unless a strategy reads {@link Statistic#AMAF}. */
  final double[] amafSums;
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
    this.visitCounts = new int[n];
    this.rewardSums = new double[n];
    this.amafCounts = amaf ? new int[n] : null;
    this.amafSums = amaf ? new double[n] : null;
    this.children = new Node[n];
    this.terminalReward = terminalReward;
    this.proven = terminalReward;
  }

  /** Visits of move {@code i} (a volatile read: safe while other threads search). */
  int visits(int i) {
    return (int) INTS.getVolatile(visitCounts, i);
  }

  /** Summed rewards of move {@code i} for this node's player; read before {@link #visits} for a matching pair. */
  double wins(int i) {
    return (double) DOUBLES.getVolatile(rewardSums, i);
  }

  int amafVisits(int i) {
    return amafCounts == null ? 0 : (int) INTS.getVolatile(amafCounts, i);
  }

  /** AMAF reward sum of move {@code i}; read before {@link #amafVisits} for a matching pair. */
  double amafWins(int i) {
    return amafSums == null ? 0 : (double) DOUBLES.getVolatile(amafSums, i);
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
  /** The share of visits by which the most visited move must lead the next for a search to stop at its optimum. */
  static final double CLEAR_LEAD = 1.5;

  /** Whether the most visited move has at least {@link #CLEAR_LEAD} times the visits of any other. */
  boolean leadsClearly() {
    int first = 0;
    int second = 0;
    for (int i = 0; i < moves.length; i++) {
      int v = visits(i);
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) {
        second = v;
      }
    }
    return first > 0 && first >= CLEAR_LEAD * second;
  }

  /** The move with the highest prior (the first of equals), for a search stopped before any playout. */
  int bestPrior() {
    int best = 0;
    for (int i = 1; i < moves.length; i++) {
      if (priors[i] > priors[best]) {
        best = i;
      }
    }
    return best;
  }

  int mostVisited() {
    int best = -1;
    int bestVisits = 0;
    double bestWins = 0;
    for (int i = 0; i < moves.length; i++) {
      double w = wins(i);
      int v = visits(i);
      if (best < 0 || v > bestVisits || (v == bestVisits && w > bestWins)) {
        best = i;
        bestVisits = v;
        bestWins = w;
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
