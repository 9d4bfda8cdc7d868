package org.gametree.core.mcts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.RootVisitsListener;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchScore;
import org.gametree.core.search.Searcher;

/**
 * MCTS as a {@link Searcher}: runs the {@link Worker}s its {@link MctsPlan} asks for — N on one tree (tree
 * parallelisation, locked or lock-free), one on each of N trees (root parallelisation, root visits merged), or one
 * with N−1 {@link LeafCrew} helpers (leaf parallelisation) — then lets the final-move strategy choose from the root
 * statistics. Keeps each tree between searches for reuse.
 */
final class MctsSearcher<S extends GameState> implements Searcher<S> {
  /** Playouts used when the limits give no budget (depth only) and no stop signal. */
  static final long DEFAULT_PLAYOUTS = 10_000;
  /** Approximate bytes per tree edge, for the memory cap on nodes. */
  private static final long BYTES_PER_EDGE = 40;

  private final MctsPlan<S> plan;
  private Node[] roots;
  /** Searches in a row, per side to move, that ended below the resign rate in this game. */
  private final int[] lowStreak = new int[2];
  private int rootPly;
  /** Whether the root was searched with restricted moves ({@link SearchLimits#withOnlyMoves}, banned moves). */
  private boolean rootRestricted;

  MctsSearcher(MctsPlan<S> plan) {
    this.plan = plan;
    this.roots = new Node[plan.trees()];
  }

  /** For tests: the plan {@code config} makes for {@code game} with {@code threads} threads. */
  MctsSearcher(Game<S> game, MctsConfig<S> config, int threads, Evaluator<S> evaluator) {
    this(config.plan(game, evaluator, threads));
  }

  MctsPlan<S> plan() {
    return plan;
  }

  @Override
  public void newGame() {
    Arrays.fill(roots, null);
    Arrays.fill(lowStreak, 0);
  }

  /** Visits of the root's edges after the last search, by move, summed over the trees. */
  int rootVisits(int move) {
    int sum = 0;
    for (Node r : roots) {
      int i = r == null ? -1 : r.indexOf(move);
      sum += i < 0 ? 0 : r.visits(i);
    }
    return sum;
  }

  /** The root's total visits after the last search, summed over the trees. */
  long rootTotal() {
    long sum = 0;
    for (Node r : roots) {
      sum += r == null ? 0 : r.total();
    }
    return sum;
  }

  /** The proven value of the last root for its player to move (1 win, ½ draw, 0 loss), NaN if not proven. */
  double rootProof() {
    for (Node r : roots) {
      if (r != null && r.isProven()) {
        return r.forMover(r.proven);
      }
    }
    return Double.NaN;
  }

  Node newNode(S state) {
    return plan.expansion().create(state, null);
  }

  @Override
  public SearchResult search(S rootState, SearchLimits limits, SearchListener listener) {
    long start = System.nanoTime();
    int trees = roots.length;
    for (int t = 0; t < trees; t++) {
      // a tree kept from the last move holds every root move, so a restricted root starts afresh
      Node r = plan.reuse() && !limits.restrictsRootMoves() ? findReusable(roots[t], rootState) : null;
      roots[t] = r != null ? r : plan.expansion().create(rootState, limits);
    }
    rootPly = rootState.plyCount();
    rootRestricted = limits.restrictsRootMoves();
    Node r = roots[0];
    if (r.isTerminal() || r.moves.length == 0) {
      double reward = r.isTerminal() ? r.forMover(r.terminalReward) : 0.5;
      SearchScore value = r.isTerminal() ? new SearchScore.Proven(proven(reward), 0, 0, "")
          : new SearchScore.WinRate(0.5, 0);
      return new SearchResult(-1, toScore(reward), 0, 0, Duration.ofNanos(System.nanoTime() - start), new int[0],
          value, false);
    }
    long budget = Math.min(limits.maxPlayouts(), limits.maxNodes());
    if (!limits.hasBudget() && limits.stopSignal() == null) {
      budget = DEFAULT_PLAYOUTS;
    }
    long deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    long optimum = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.optimumTime().toNanos();
    long maxEdges = Runtime.getRuntime().maxMemory() / 3 / BYTES_PER_EDGE;
    Shared shared = new Shared(budget, optimum, deadline, limits.stopSignal(), maxEdges, listener, start);
    if (r.moves.length > 1 && !(plan.proofs() && rootProof() >= 0)) {
      run(rootState, shared);
    }
    if (shared.failure != null) {
      throw shared.failure;
    }
    int n = r.moves.length;
    long[] visits = new long[n];
    double[] wins = new double[n];
    double[] proven = new double[n];
    Arrays.fill(proven, Double.NaN);
    long total = 0;
    for (Node tree : roots) {
      for (int i = 0; i < n; i++) {
        int j = tree == r ? i : tree.indexOf(r.moves[i]);
        if (j >= 0) {
          visits[i] += tree.visits(j);
          wins[i] += tree.wins(j);
          Node c = tree.child(j);
          if (c != null && c.isProven()) {
            proven[i] = r.forMover(c.proven);
          }
        }
      }
      total += tree.total();
    }
    // with no playout at all (a stop before the first one), the priors are the best guess, not the first move
    int best = total == 0 && shared.playouts.get() == 0 ? r.bestPrior() : plan.finalMove().choose(n, visits, wins, proven);
    double q = !Double.isNaN(proven[best]) ? proven[best] : visits[best] == 0 ? 0.5 : wins[best] / visits[best];
    reportVisits(listener, r.moves, visits, wins);
    SearchScore value = !Double.isNaN(proven[best]) ? SearchScore.Proven.of(proven(q))
        : new SearchScore.WinRate(Math.max(0, Math.min(1, q)), visits[best]);
    // the score stays the win rate's: resigning is advice to the front end, not a proof of a loss
    boolean low = plan.resign() > 0 && q < plan.resign() && total >= 100;
    int side = Math.floorMod(rootState.currentPlayer(), lowStreak.length);
    lowStreak[side] = low ? lowStreak[side] + 1 : 0;
    boolean resign = low && lowStreak[side] >= plan.resignMoves();
    return new SearchResult(r.moves[best], toScore(q), shared.maxDepth.intValue(), shared.playouts.get(),
        Duration.ofNanos(System.nanoTime() - start), principalVariation(r, best), value, resign);
  }

  /** A proven reward for the mover (1 win, ½ draw, 0 loss) as a result. */
  static SearchScore.Result proven(double reward) {
    return reward > 0.5 ? SearchScore.Result.WIN : reward < 0.5 ? SearchScore.Result.LOSS : SearchScore.Result.DRAW;
  }

  /** Runs the plan's workers until the budget, the clock or a stop ends the search. */
  private void run(S rootState, Shared shared) {
    int trees = roots.length;
    int perTree = plan.workersPerTree();
    TreeStats stats = plan.treeStats();
    LeafCrew<S> crew = plan.parallel() == MctsConfig.Parallel.LEAF && plan.threads() > 1
        ? new LeafCrew<>(plan, rootState, shared, plan.threads() - 1) : null;
    List<Thread> threads = new ArrayList<>();
    try {
      for (int t = 0; t < trees; t++) {
        for (int w = 0; w < perTree; w++) {
          if (t == 0 && w == 0) {
            continue; // the caller's thread is worker 0
          }
          @SuppressWarnings("unchecked")
          S copy = (S) rootState.copy();
          int index = t * perTree + w;
          Thread th = new Thread(new Worker<>(plan, stats, copy, roots[t], shared, index, null), "mcts-" + index);
          th.setDaemon(true);
          threads.add(th);
          th.start();
        }
      }
      @SuppressWarnings("unchecked")
      S copy = (S) rootState.copy();
      new Worker<>(plan, stats, copy, roots[0], shared, 0, crew).run();
    } finally {
      shared.done.set(true);
      for (Thread th : threads) {
        try {
          th.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      if (crew != null) {
        crew.close();
      }
    }
  }

  /** Hands the root moves' visits and win rates to a listener that wants them (a copy, taken now). */
  static void reportVisits(SearchListener listener, int[] moves, long[] visits, double[] wins) {
    if (listener instanceof RootVisitsListener l) {
      int n = moves.length;
      int[] counts = new int[n];
      double[] rates = new double[n];
      for (int i = 0; i < n; i++) {
        counts[i] = (int) Math.min(Integer.MAX_VALUE, visits[i]);
        rates[i] = visits[i] == 0 ? Double.NaN : wins[i] / visits[i];
      }
      l.onRootVisits(moves.clone(), counts, rates);
    }
  }

  /** Maps a win rate in [0, 1] to a score in [−1000, 1000] (0 = even). */
  static int toScore(double winRate) {
    return (int) Math.round((2 * winRate - 1) * 1000);
  }

  /** The chosen root move, then the most visited children. */
  static int[] principalVariation(Node r, int first) {
    int[] pv = new int[64];
    int k = 0;
    Node n = r;
    int best = first;
    while (n != null && k < pv.length && n.moves.length > 0 && best >= 0) {
      if (n.visits(best) == 0 && !(k == 0 && n.isProven())) {
        break;
      }
      pv[k++] = n.moves[best];
      n = n.child(best);
      best = n == null || n.moves.length == 0 ? -1 : n.mostVisited();
    }
    return Arrays.copyOf(pv, k);
  }

  /** The node of the old tree whose position is {@code state}, looked for a few plies below the old root. */
  private Node findReusable(Node old, S state) {
    if (old == null) {
      return null;
    }
    int depth = state.plyCount() - rootPly;
    if (depth < 0 || depth > 4 || (depth == 0 && rootRestricted)) {
      return null; // a root searched with restricted moves lacks the others
    }
    return find(old, state.hash(), depth);
  }

  private static Node find(Node node, long hash, int depth) {
    if (node == null) {
      return null;
    }
    if (depth == 0) {
      return node.hash == hash ? node : null;
    }
    for (int i = 0; i < node.children.length; i++) {
      Node f = find(node.child(i), hash, depth - 1);
      if (f != null) {
        return f;
      }
    }
    return null;
  }
}
