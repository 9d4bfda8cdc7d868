package org.gametree.core.mcts;

import static org.gametree.core.mcts.Node.DOUBLES;
import static org.gametree.core.mcts.Node.INTS;
import static org.gametree.core.mcts.Node.NODES;
import static org.gametree.core.mcts.Node.TOTAL;

/**
 * How threads read and write a node's statistics: {@link #LOCKED} holds the node's monitor for selection and each
 * update (the original tree parallelisation); {@link #LOCK_FREE} reads the statistics without a lock and
 * writes them by atomic adds (no {@code synchronized} on the playout path); {@link #SINGLE} is for a tree only
 * one thread searches (one thread, root and leaf parallelisation): plain writes. All add {@code virtualloss} visits
 * to the edge a thread selects and take them back in {@link #update}.
 */
abstract class TreeStats {
  static final TreeStats LOCKED = new Locked();
  static final TreeStats LOCK_FREE = new LockFree();
  static final TreeStats SINGLE = new Single();

  /** One thread's record of the moves each player played first in the current playout, and at which ply. */
  static final class AmafMarks {
    final int[][] stamp;
    final int[][] ply;
    int current;

    AmafMarks(int moveSpace) {
      stamp = new int[2][moveSpace];
      ply = new int[2][moveSpace];
    }

    void record(int player, int move, int atPly) {
      if (player >= 0 && player < 2 && stamp[player][move] != current) {
        stamp[player][move] = current;
        ply[player][move] = atPly;
      }
    }

    /** Whether {@code player} played {@code move} first at ply {@code depth} or later in this playout. */
    boolean playedFrom(int player, int move, int depth) {
      return stamp[player][move] == current && ply[player][move] >= depth;
    }
  }

  /** Selects the edge to descend and adds {@code vl} virtual visits to it. */
  abstract int select(Node node, SelectionPolicy policy, boolean proofs, int vl);

  /**
   * Adds {@code dv} visits and {@code dw} rewards to edge {@code e} (and {@code dv} to the node's total); with
   * {@code marks}, one AMAF visit worth {@code amafReward} to every move the node's player played first at ply
   * {@code depth} or later.
   */
  abstract void update(Node node, int e, int dv, double dw, AmafMarks marks, double amafReward, int depth);

  static boolean amafTarget(Node node, AmafMarks marks) {
    return marks != null && node.amafCounts != null && (node.player == 0 || node.player == 1);
  }

  /** Publishes {@code fresh} as edge {@code e}'s child unless another thread did first; returns the child. */
  abstract Node publish(Node node, int e, Node fresh);

  /** The best edge by {@code policy}; with proofs, edges whose child is proven short of a win are passed over. */
  static int best(Node node, SelectionPolicy policy, boolean proofs) {
    int n = node.moves.length;
    double parentTerm = policy.parentTerm(Math.max(1, (int) TOTAL.getOpaque(node)));
    boolean amaf = node.amafCounts != null;
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      if (proofs) {
        Node c = (Node) NODES.getOpaque(node.children, i);
        if (c != null && c.isProven() && node.forMover(c.proven) < 1) {
          continue;
        }
      }
      // rewards before visits (acquire, then opaque): the visits read cover every reward read, see Node
      double w = (double) DOUBLES.getAcquire(node.rewardSums, i);
      int v = (int) INTS.getOpaque(node.visitCounts, i);
      double aw = amaf ? (double) DOUBLES.getAcquire(node.amafSums, i) : 0;
      int av = amaf ? (int) INTS.getOpaque(node.amafCounts, i) : 0;
      double score = policy.score(parentTerm, v, w, av, aw, node.priors[i], n);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best >= 0 ? best : best(node, policy, false); // every move proven: the node is proven too
  }

  private static final class Locked extends TreeStats {
    @Override
    int select(Node node, SelectionPolicy policy, boolean proofs, int vl) {
      synchronized (node) {
        int e = best(node, policy, proofs);
        if (vl != 0) {
          node.visitCounts[e] += vl;
          node.totalVisits += vl;
        }
        return e;
      }
    }

    @Override
    void update(Node node, int e, int dv, double dw, AmafMarks marks, double amafReward, int depth) {
      synchronized (node) {
        SINGLE.update(node, e, dv, dw, marks, amafReward, depth);
      }
    }

    @Override
    Node publish(Node node, int e, Node fresh) {
      synchronized (node) {
        Node c = node.children[e];
        if (c == null) {
          NODES.setVolatile(node.children, e, fresh);
          return fresh;
        }
        return c;
      }
    }
  }

  private static final class LockFree extends TreeStats {
    @Override
    int select(Node node, SelectionPolicy policy, boolean proofs, int vl) {
      int e = best(node, policy, proofs);
      if (vl != 0) {
        INTS.getAndAdd(node.visitCounts, e, vl);
        TOTAL.getAndAdd(node, vl);
      }
      return e;
    }

    /**
     * Adds to one edge's pair, the visits first (a volatile add, then the reward sum's compare-and-set loop inside
     * {@code getAndAdd}), so that a reader who sees the rewards sees their visits.
     */
    private static void add(int[] visits, double[] sums, int e, int dv, double dw) {
      if (dv != 0) {
        INTS.getAndAdd(visits, e, dv);
      }
      if (dw != 0) {
        DOUBLES.getAndAdd(sums, e, dw);
      }
    }

    @Override
    void update(Node node, int e, int dv, double dw, AmafMarks marks, double amafReward, int depth) {
      add(node.visitCounts, node.rewardSums, e, dv, dw);
      if (dv != 0) {
        TOTAL.getAndAdd(node, dv);
      }
      if (amafTarget(node, marks)) {
        int[] moves = node.moves;
        for (int i = 0; i < moves.length; i++) {
          if (marks.playedFrom(node.player, moves[i], depth)) {
            add(node.amafCounts, node.amafSums, i, 1, amafReward);
          }
        }
      }
    }

    @Override
    Node publish(Node node, int e, Node fresh) {
      Node witness = (Node) NODES.compareAndExchange(node.children, e, null, fresh);
      return witness == null ? fresh : witness;
    }
  }

  private static final class Single extends TreeStats {
    @Override
    int select(Node node, SelectionPolicy policy, boolean proofs, int vl) {
      int e = best(node, policy, proofs);
      if (vl != 0) {
        node.visitCounts[e] += vl;
        node.totalVisits += vl;
      }
      return e;
    }

    @Override
    void update(Node node, int e, int dv, double dw, AmafMarks marks, double amafReward, int depth) {
      node.visitCounts[e] += dv;
      node.rewardSums[e] += dw;
      node.totalVisits += dv;
      if (amafTarget(node, marks)) {
        int[] moves = node.moves;
        int[] counts = node.amafCounts;
        double[] sums = node.amafSums;
        for (int i = 0; i < moves.length; i++) {
          if (marks.playedFrom(node.player, moves[i], depth)) {
            counts[i]++;
            sums[i] += amafReward;
          }
        }
      }
    }

    @Override
    Node publish(Node node, int e, Node fresh) {
      Node c = node.children[e];
      if (c == null) {
        NODES.setVolatile(node.children, e, fresh);
        return fresh;
      }
      return c;
    }
  }
}
