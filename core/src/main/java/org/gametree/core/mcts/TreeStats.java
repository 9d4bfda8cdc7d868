package org.gametree.core.mcts;

import static org.gametree.core.mcts.Node.LONGS;
import static org.gametree.core.mcts.Node.NODES;
import static org.gametree.core.mcts.Node.TOTAL;

/**
 * How threads read and write a node's statistics: {@link #LOCKED} holds the node's monitor for selection and each
 * update (the original tree parallelisation); {@link #LOCK_FREE} reads the packed statistics without a lock and
 * writes them by compare-and-set (no {@code synchronized} on the playout path); {@link #SINGLE} is for a tree only
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
  abstract void update(Node node, int e, int dv, float dw, AmafMarks marks, float amafReward, int depth);

  static boolean amafTarget(Node node, AmafMarks marks) {
    return marks != null && node.amaf != null && (node.player == 0 || node.player == 1);
  }

  /** Publishes {@code fresh} as edge {@code e}'s child unless another thread did first; returns the child. */
  abstract Node publish(Node node, int e, Node fresh);

  /** The best edge by {@code policy}; with proofs, edges whose child is proven short of a win are passed over. */
  static int best(Node node, SelectionPolicy policy, boolean proofs) {
    int n = node.moves.length;
    double parentTerm = policy.parentTerm(Math.max(1, (int) TOTAL.getOpaque(node)));
    long[] amaf = node.amaf;
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      if (proofs) {
        Node c = (Node) NODES.getOpaque(node.children, i);
        if (c != null && c.isProven() && node.forMover(c.proven) < 1) {
          continue;
        }
      }
      long s = (long) LONGS.getOpaque(node.stats, i);
      long a = amaf == null ? 0 : (long) LONGS.getOpaque(amaf, i);
      double score = policy.score(parentTerm, Node.visitsOf(s), Node.winsOf(s), Node.visitsOf(a), Node.winsOf(a),
          node.priors[i], n);
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
          long s = node.stats[e];
          node.stats[e] = Node.pack(Node.visitsOf(s) + vl, Node.winsOf(s));
          node.totalVisits += vl;
        }
        return e;
      }
    }

    @Override
    void update(Node node, int e, int dv, float dw, AmafMarks marks, float amafReward, int depth) {
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
        add(node.stats, e, vl, 0);
        TOTAL.getAndAdd(node, vl);
      }
      return e;
    }

    private static void add(long[] a, int e, int dv, float dw) {
      long s = (long) LONGS.getVolatile(a, e);
      while (true) {
        long next = Node.pack(Node.visitsOf(s) + dv, Node.winsOf(s) + dw);
        long witness = (long) LONGS.compareAndExchange(a, e, s, next);
        if (witness == s) {
          return;
        }
        s = witness;
      }
    }

    @Override
    void update(Node node, int e, int dv, float dw, AmafMarks marks, float amafReward, int depth) {
      add(node.stats, e, dv, dw);
      if (dv != 0) {
        TOTAL.getAndAdd(node, dv);
      }
      if (amafTarget(node, marks)) {
        int[] moves = node.moves;
        for (int i = 0; i < moves.length; i++) {
          if (marks.playedFrom(node.player, moves[i], depth)) {
            add(node.amaf, i, 1, amafReward);
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
        long s = node.stats[e];
        node.stats[e] = Node.pack(Node.visitsOf(s) + vl, Node.winsOf(s));
        node.totalVisits += vl;
      }
      return e;
    }

    @Override
    void update(Node node, int e, int dv, float dw, AmafMarks marks, float amafReward, int depth) {
      long s = node.stats[e];
      node.stats[e] = Node.pack(Node.visitsOf(s) + dv, Node.winsOf(s) + dw);
      node.totalVisits += dv;
      if (amafTarget(node, marks)) {
        int[] moves = node.moves;
        long[] amaf = node.amaf;
        for (int i = 0; i < moves.length; i++) {
          if (marks.playedFrom(node.player, moves[i], depth)) {
            long a = amaf[i];
            amaf[i] = Node.pack(Node.visitsOf(a) + 1, Node.winsOf(a) + amafReward);
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
