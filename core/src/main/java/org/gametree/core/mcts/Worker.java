package org.gametree.core.mcts;

import java.time.Duration;
import java.util.SplittableRandom;
import org.gametree.core.GameState;
import org.gametree.core.search.RootVisitsListener;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchScore;

/**
 * One search thread on one tree: selection with virtual loss, expansion, the leaf value (its own playout, plus the
 * helpers' under leaf parallelisation) and back-up of the statistics the plan keeps, proven values included under
 * the solver. Values are player 0's rewards, converted for each node's player, so turns need not alternate.
 */
final class Worker<S extends GameState> implements Runnable {
  private static final int MAX_PATH = 1024;
  private final MctsPlan<S> plan;
  private final TreeStats tree;
  private final S state;
  private final Node root;
  private final Shared shared;
  private final int index;
  private final SplittableRandom random;
  /** This thread's own leaf strategy: learnt evaluators keep scratch buffers. */
  private final Playout<S> playout;
  private final LeafCrew<S> crew;
  private final Node[] pathNodes = new Node[MAX_PATH];
  private final int[] pathEdges = new int[MAX_PATH];
  private final int[] pathMoves = new int[MAX_PATH];
  private final TreeStats.AmafMarks marks;
  private final RolloutPolicy.MoveRecorder recorder;
  private int ply;

  Worker(MctsPlan<S> plan, TreeStats tree, S state, Node root, Shared shared, int index, LeafCrew<S> crew) {
    this.plan = plan;
    this.tree = tree;
    this.state = state;
    this.root = root;
    this.shared = shared;
    this.index = index;
    this.random = new SplittableRandom(plan.seed() + index * 0x9E3779B97F4A7C15L);
    this.playout = index == 0 ? plan.playout() : plan.playout().forThread();
    this.crew = crew;
    this.marks = plan.amaf() ? new TreeStats.AmafMarks(plan.moveSpace()) : null;
    this.recorder = marks == null ? RolloutPolicy.MoveRecorder.NONE : this::recordRollout;
  }

  @Override
  public void run() {
    try {
      long nextReport = System.nanoTime() + 500_000_000L;
      int want = crew == null ? 1 : crew.size() + 1;
      long count = 0;
      while (!shared.done.get()) {
        if (shared.stop != null && shared.stop.isRaised()) {
          break;
        }
        if ((count++ & 63) == 0 || shared.deadline != Long.MAX_VALUE) {
          long now = System.nanoTime();
          if (now >= shared.optimum && timeIsUp(now)) {
            break;
          }
          if (index == 0 && now >= nextReport) {
            nextReport = now + 1_000_000_000L;
            report(now);
          }
        }
        int k = shared.claim(want);
        if (k == 0) {
          break;
        }
        playout(k);
        shared.playouts.addAndGet(k);
        if (plan.proofs() && root.isProven()) {
          break; // the root's value is known: a proven move is played at once
        }
      }
    } catch (RuntimeException e) {
      shared.fail(e);
    } finally {
      shared.done.set(true);
    }
  }

  /**
   * Past the optimum: whether to stop now. The hard mark always stops; the deadline once the first playouts are in;
   * the optimum once they are and the most visited root move leads the next by a clear margin.
   */
  private boolean timeIsUp(long now) {
    if (now >= shared.hard) {
      return true;
    }
    if (shared.playouts.get() < Shared.MIN_PLAYOUTS) {
      return false;
    }
    return now >= shared.deadline || root.leadsClearly();
  }

  private void report(long now) {
    int[] pv = MctsSearcher.principalVariation(root, root.mostVisited());
    int best = root.mostVisited();
    int v = root.visits(best);
    double q = v == 0 ? 0.5 : root.wins(best) / (double) v;
    shared.listener.onIteration(new SearchInfo(pv.length, shared.maxDepth.intValue(), MctsSearcher.toScore(q),
        shared.playouts.get(), Duration.ofNanos(now - shared.start), pv, new SearchScore.WinRate(Math.max(0, Math.min(1, q)), v)));
    if (shared.listener instanceof RootVisitsListener) {
      int n = root.moves.length;
      long[] visits = new long[n];
      double[] wins = new double[n];
      for (int i = 0; i < n; i++) {
        visits[i] = root.visits(i);
        wins[i] = root.wins(i);
      }
      MctsSearcher.reportVisits(shared.listener, root.moves, visits, wins);
    }
  }

  private void recordRollout(int player, int move) {
    ply++;
    marks.record(player, move, ply);
  }

  /** One descent, leaf value and back-up worth {@code k} playouts (k > 1 only with leaf helpers). */
  private void playout(int k) {
    if (marks != null) {
      marks.current++;
    }
    ply = 0;
    int depth = 0;
    int vl = plan.virtualLoss();
    boolean proofs = plan.proofs();
    Node node = root;
    double reward; // player 0's summed reward over k playouts
    while (true) {
      if (node.isTerminal()) {
        reward = k * node.terminalReward;
        break;
      }
      if (proofs && node != root && node.isProven()) {
        reward = k * node.proven;
        break;
      }
      if (node.moves.length == 0) {
        reward = k * 0.5;
        break;
      }
      int edge = tree.select(node, plan.selection(), proofs, vl);
      pathNodes[depth] = node;
      pathEdges[depth] = edge;
      int move = node.moves[edge];
      pathMoves[depth] = move;
      depth++;
      if (marks != null) {
        marks.record(node.player, move, ply);
      }
      state.playUnchecked(move);
      ply++;
      Node child = node.child(edge);
      if (child == null) {
        boolean now = proofs && state.isTerminal(); // the solver needs terminal positions as nodes at once
        if ((now || node.visits(edge) - vl >= plan.expansion().afterVisits)
            && shared.edges.get() < shared.maxEdges && depth < MAX_PATH - 1) {
          // Built before it is published (move generation and priors are the slowest step of a playout; building
          // under the parent's lock serialised the threads near the root); a node two threads built is kept once.
          Node fresh = plan.expansion().create(state, null);
          child = tree.publish(node, edge, fresh);
          if (child == fresh) {
            shared.edges.addAndGet(Math.max(1, fresh.moves.length));
          }
          reward = child.isTerminal() ? k * child.terminalReward : leafValue(k, depth);
        } else {
          reward = leafValue(k, depth);
        }
        break;
      }
      node = child;
      if (depth >= MAX_PATH - 1) {
        reward = leafValue(k, depth);
        break;
      }
    }
    if (depth > shared.maxDepth.get()) {
      shared.maxDepth.accumulateAndGet(depth, Math::max);
    }
    for (int i = 0; i < depth; i++) {
      state.undo();
    }
    backup(depth, reward, k, vl);
  }

  private double leafValue(int k, int depth) {
    if (state.isTerminal()) {
      return k * state.outcome().pointsFor(0);
    }
    if (k == 1) {
      return playout.value(state, random, recorder);
    }
    crew.start(pathMoves, depth, k - 1);
    double own = playout.value(state, random, recorder);
    return own + crew.await();
  }

  private void backup(int depth, double reward0, int k, int vl) {
    boolean proving = plan.proofs();
    for (int d = depth - 1; d >= 0; d--) {
      Node node = pathNodes[d];
      int edge = pathEdges[d];
      double r = node.player == 0 ? reward0 : k - reward0;
      tree.update(node, edge, k - vl, r, marks, r / k, d);
      if (proving) {
        proving = prove(node, edge);
      }
    }
  }

  /**
   * MCTS-Solver's back-up (Winands, Björnsson and Saito): the node is proven once a child is a proven win for its
   * player, or once every child is proven (then its value is the best of theirs). Returns whether it is proven.
   */
  static boolean prove(Node node, int edge) {
    if (node.isProven()) {
      return true;
    }
    Node c = node.child(edge);
    if (c == null || !c.isProven()) {
      return false;
    }
    if (node.forMover(c.proven) >= 1) {
      node.proven = c.proven;
      return true;
    }
    double best = Double.NEGATIVE_INFINITY;
    double best0 = Double.NaN;
    for (int i = 0; i < node.moves.length; i++) {
      Node ci = node.child(i);
      if (ci == null || !ci.isProven()) {
        return false;
      }
      double v = node.forMover(ci.proven);
      if (v > best) {
        best = v;
        best0 = ci.proven;
      }
    }
    node.proven = best0;
    return true;
  }
}
