package org.gametree.core.mcts;

/**
 * A tree node: its moves and the statistics of each move kept in parallel arrays (no object per edge); a child node
 * exists only once its edge has been visited {@code expand} times. Updates hold the node's monitor.
 */
final class Node {
  final long hash;
  final int player;
  final int[] moves;
  final float[] priors;
  final int[] visits;
  final float[] wins;
  final int[] amafVisits;
  final float[] amafWins;
  final Node[] children;
  int totalVisits;
  /** Set when the node is terminal: player 0's reward. */
  final double terminalReward;

  Node(long hash, int player, int[] moves, int n, double[] priorValues, boolean amaf, double terminalReward) {
    this.hash = hash;
    this.player = player;
    this.moves = java.util.Arrays.copyOf(moves, n);
    this.priors = new float[n];
    for (int i = 0; i < n; i++) {
      priors[i] = (float) priorValues[i];
    }
    this.visits = new int[n];
    this.wins = new float[n];
    this.amafVisits = amaf ? new int[n] : null;
    this.amafWins = amaf ? new float[n] : null;
    this.children = new Node[n];
    this.terminalReward = terminalReward;
  }

  /**
   * Edge {@code i}'s prior as a win rate for equivalent experience: {@code r/(1+r)}, where {@code r} is the prior
   * relative to a uniform one (an ordinary move 0.5).
   */
  double priorWinRate(int i) {
    double r = priors[i] * moves.length;
    return r / (1 + r);
  }

  boolean isTerminal() {
    return !Double.isNaN(terminalReward);
  }

  /** The edge with the most visits (ties: more wins), or -1. */
  int mostVisited() {
    int best = -1;
    for (int i = 0; i < moves.length; i++) {
      if (best < 0 || visits[i] > visits[best] || (visits[i] == visits[best] && wins[i] > wins[best])) {
        best = i;
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
