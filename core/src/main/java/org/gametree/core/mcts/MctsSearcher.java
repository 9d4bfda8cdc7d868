package org.gametree.core.mcts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.RootVisitsListener;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;

/**
 * Tree-parallel MCTS: every thread walks the shared tree from its own copy of the root, adding virtual losses on
 * the way down, plays a rollout (optionally mixed with the leaf evaluator) and backs the reward up from each node's
 * mover's point of view, so turns need not alternate. The final move is the most visited.
 */
final class MctsSearcher<S extends GameState> implements Searcher<S> {
  /** Playouts used when the limits give no budget (depth only) and no stop signal. */
  static final long DEFAULT_PLAYOUTS = 10_000;
  /** Approximate bytes per tree edge, for the memory cap on nodes. */
  private static final long BYTES_PER_EDGE = 40;

  private final Game<S> game;
  private final MctsConfig<S> config;
  private final int threads;
  private final Evaluator<S> evaluator;
  private final SelectionPolicy selection;
  private final RolloutPolicy<S> rollout;
  private final PriorPolicy<S> prior;
  private final boolean amaf;
  private final int priorVisits;
  private final int eqex;
  private Node root;
  private int rootPly;
  /** Whether the root was searched with restricted moves ({@link SearchLimits#withOnlyMoves}, banned moves). */
  private boolean rootRestricted;

  MctsSearcher(Game<S> game, MctsConfig<S> config, int threads, Evaluator<S> evaluator) {
    this.game = game;
    this.config = config;
    this.threads = threads;
    this.evaluator = evaluator;
    this.selection = config.selectionPolicy();
    this.rollout = config.rolloutPolicy() != null ? config.rolloutPolicy() : rolloutByName(game, config);
    this.prior = config.priorPolicy() != null ? config.priorPolicy() : priorByName(game, config);
    this.amaf = config.usesAmaf();
    this.priorVisits = config.priorVisits();
    this.eqex = config.equivalentExperience();
  }

  @SuppressWarnings("unchecked")
  private static <S extends GameState> RolloutPolicy<S> rolloutByName(Game<S> game, MctsConfig<S> config) {
    String name = config.rolloutName();
    MctsKnowledge<S> knowledge = game.capability(MctsKnowledge.class).orElse(null);
    if (!name.equals("random") && knowledge != null) {
      RolloutPolicy<S> p = knowledge.rolloutPolicy(name);
      if (p != null) {
        return p;
      }
    }
    if (!name.equals("random") && !name.equals("default")) {
      throw new IllegalArgumentException("unknown rollout policy '" + name + "' for " + game.id());
    }
    return RolloutPolicy.random(game.maxLegalMoves(), config.maxRolloutPlies());
  }

  @SuppressWarnings("unchecked")
  private static <S extends GameState> PriorPolicy<S> priorByName(Game<S> game, MctsConfig<S> config) {
    String name = config.priorName();
    MctsKnowledge<S> knowledge = game.capability(MctsKnowledge.class).orElse(null);
    if (!name.equals("uniform") && knowledge != null) {
      PriorPolicy<S> p = knowledge.priorPolicy(name);
      if (p != null) {
        return p;
      }
    }
    if (!name.equals("uniform") && !name.equals("default")) {
      throw new IllegalArgumentException("unknown prior policy '" + name + "' for " + game.id());
    }
    return PriorPolicy.uniform();
  }

  @Override
  public void newGame() {
    root = null;
  }

  /** Visits of the root's edges after the last search (for tests and analysis), by move. */
  int rootVisits(int move) {
    Node r = root;
    if (r == null) {
      return 0;
    }
    int i = r.indexOf(move);
    return i < 0 ? 0 : r.visits[i];
  }

  Node newNode(S state) {
    return newNode(state, null);
  }

  /** A node for {@code state}; at the root, {@code limits} may restrict its moves (null: all legal moves). */
  private Node newNode(S state, SearchLimits limits) {
    double terminal = state.isTerminal() ? state.outcome().pointsFor(0) : Double.NaN;
    int[] moves = new int[game.maxLegalMoves()];
    int n = Double.isNaN(terminal) ? state.legalMoves(moves) : 0;
    if (limits != null && limits.restrictsRootMoves()) {
      int kept = 0;
      for (int i = 0; i < n; i++) {
        if (limits.allowsRootMove(moves[i])) {
          moves[kept++] = moves[i];
        }
      }
      n = kept == 0 ? state.legalMoves(moves) : kept; // a search must return a move: no legal move left, no limit
    }
    double[] p = new double[Math.max(1, n)];
    if (n > 0) {
      prior.priors(state, moves, n, p);
    }
    Node node = new Node(state.hash(), state.currentPlayer(), moves, n, p, amaf, terminal);
    if (amaf && priorVisits > 0) {
      // equivalent experience: the prior as AMAF results, r/(1+r) for a move r times as likely as a uniform one
      for (int i = 0; i < n; i++) {
        double r = p[i] * n;
        node.amafVisits[i] = priorVisits;
        node.amafWins[i] = (float) (priorVisits * r / (1 + r));
      }
    }
    return node;
  }

  @Override
  public SearchResult search(S rootState, SearchLimits limits, SearchListener listener) {
    long start = System.nanoTime();
    // a tree kept from the last move holds every root move, so a restricted root starts afresh
    Node r = config.reuse() && !limits.restrictsRootMoves() ? findReusable(rootState) : null;
    if (r == null) {
      r = newNode(rootState, limits);
    }
    root = r;
    rootPly = rootState.plyCount();
    rootRestricted = limits.restrictsRootMoves();
    if (r.isTerminal() || r.moves.length == 0) {
      int score = r.isTerminal() ? toScore(r.player == 0 ? r.terminalReward : 1 - r.terminalReward) : 0;
      return new SearchResult(-1, score, 0, 0, Duration.ofNanos(System.nanoTime() - start), new int[0]);
    }
    long budget = Math.min(limits.maxPlayouts(), limits.maxNodes());
    if (!limits.hasBudget() && limits.stopSignal() == null) {
      budget = DEFAULT_PLAYOUTS;
    }
    long deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    long maxEdges = Runtime.getRuntime().maxMemory() / 3 / BYTES_PER_EDGE;
    Shared shared = new Shared(budget, deadline, limits.stopSignal(), maxEdges, listener, start);
    final Node searchRoot = r;
    if (r.moves.length > 1) {
      List<Thread> workers = new ArrayList<>();
      for (int t = 1; t < threads; t++) {
        @SuppressWarnings("unchecked")
        S copy = (S) rootState.copy();
        int index = t;
        Thread th = new Thread(() -> new Worker(copy, searchRoot, shared, index).run(), "mcts-" + t);
        th.setDaemon(true);
        workers.add(th);
        th.start();
      }
      @SuppressWarnings("unchecked")
      S copy = (S) rootState.copy();
      try {
        new Worker(copy, searchRoot, shared, 0).run();
      } finally {
        shared.done.set(true);
        for (Thread th : workers) {
          try {
            th.join();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
      }
    }
    if (shared.failure != null) {
      throw shared.failure;
    }
    int[] pv = principalVariation(r);
    int best = r.mostVisited();
    double q = r.visits[best] == 0 ? 0.5 : r.wins[best] / (double) r.visits[best];
    int score = toScore(q);
    reportVisits(listener, r);
    if (config.resign() > 0 && q < config.resign() && r.totalVisits >= 100) {
      score = Score.loss(0);
    }
    return new SearchResult(r.moves[best], score, shared.maxDepth.intValue(), shared.playouts.get(),
        Duration.ofNanos(System.nanoTime() - start), pv);
  }

  /** Hands the root's visit counts to a listener that wants them (a snapshot; other threads may still be counting). */
  private static void reportVisits(SearchListener listener, Node r) {
    if (listener instanceof RootVisitsListener l) {
      int n = r.moves.length;
      int[] visits = new int[n];
      double[] rates = new double[n];
      for (int i = 0; i < n; i++) {
        visits[i] = r.visits[i];
        rates[i] = visits[i] == 0 ? Double.NaN : r.wins[i] / (double) visits[i];
      }
      l.onRootVisits(r.moves.clone(), visits, rates);
    }
  }

  /** Maps a win rate in [0, 1] to a score in [−1000, 1000] (0 = even). */
  static int toScore(double winRate) {
    return (int) Math.round((2 * winRate - 1) * 1000);
  }

  private static int[] principalVariation(Node r) {
    int[] pv = new int[64];
    int k = 0;
    Node n = r;
    while (n != null && k < pv.length && n.moves.length > 0) {
      int best = n.mostVisited();
      if (n.visits[best] == 0) {
        break;
      }
      pv[k++] = n.moves[best];
      n = n.children[best];
    }
    return Arrays.copyOf(pv, k);
  }

  /** The node of the old tree whose position is {@code state}, looked for a few plies below the old root. */
  private Node findReusable(S state) {
    Node old = root;
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
    for (Node child : node.children) {
      Node f = find(child, hash, depth - 1);
      if (f != null) {
        return f;
      }
    }
    return null;
  }

  /** State shared by the threads of one search. */
  private static final class Shared {
    final long budget;
    final long deadline;
    final StopSignal stop;
    final long maxEdges;
    final SearchListener listener;
    final long start;
    final AtomicLong playouts = new AtomicLong();
    final AtomicLong edges = new AtomicLong();
    final AtomicLong maxDepth = new AtomicLong();
    final AtomicBoolean done = new AtomicBoolean();
    volatile RuntimeException failure;

    Shared(long budget, long deadline, StopSignal stop, long maxEdges, SearchListener listener, long start) {
      this.budget = budget;
      this.deadline = deadline;
      this.stop = stop;
      this.maxEdges = maxEdges;
      this.listener = listener;
      this.start = start;
    }
  }

  /** One search thread: its own state copy, random stream and AMAF buffers. */
  private final class Worker {
    final S state;
    final Node root;
    final Shared shared;
    final int index;
    final SplittableRandom random;
    /** This thread's own evaluator: learnt evaluators keep scratch buffers. */
    final Evaluator<S> leafEvaluator;
    final Node[] pathNodes = new Node[1024];
    final int[] pathEdges = new int[1024];
    final int[][] amafPly;
    final int[][] amafStamp;
    int stamp;
    int ply;

    Worker(S state, Node root, Shared shared, int index) {
      this.state = state;
      this.root = root;
      this.shared = shared;
      this.index = index;
      this.random = new SplittableRandom(config.seed() + index * 0x9E3779B97F4A7C15L);
      this.leafEvaluator = evaluator == null || index == 0 ? evaluator : evaluator.forThread();
      int space = game.moveSpace();
      amafPly = amaf ? new int[2][space] : null;
      amafStamp = amaf ? new int[2][space] : null;
    }

    void run() {
      try {
        long nextReport = System.nanoTime() + 500_000_000L;
        while (!shared.done.get()) {
          long done = shared.playouts.get();
          if (done >= shared.budget) {
            break;
          }
          if (shared.stop != null && shared.stop.isRaised()) {
            break;
          }
          if ((done & 63) == 0 || shared.deadline != Long.MAX_VALUE) {
            long now = System.nanoTime();
            if (now >= shared.deadline) {
              break;
            }
            if (index == 0 && now >= nextReport) {
              nextReport = now + 1_000_000_000L;
              report(now);
            }
          }
          playout();
          shared.playouts.incrementAndGet();
        }
      } catch (RuntimeException e) {
        shared.failure = e;
      } finally {
        shared.done.set(true);
      }
    }

    private void report(long now) {
      int[] pv = principalVariation(root);
      int best = root.mostVisited();
      double q = root.visits[best] == 0 ? 0.5 : root.wins[best] / (double) root.visits[best];
      shared.listener.onIteration(new SearchInfo(pv.length, shared.maxDepth.intValue(), toScore(q),
          shared.playouts.get(), Duration.ofNanos(now - shared.start), pv));
      reportVisits(shared.listener, root);
    }

    private void record(int player, int move) {
      if (amaf && player >= 0 && player < 2 && amafStamp[player][move] != stamp) {
        amafStamp[player][move] = stamp;
        amafPly[player][move] = ply;
      }
    }

    void playout() {
      stamp++;
      ply = 0;
      int depth = 0;
      int vl = config.virtualLossCount();
      Node node = root;
      double reward;
      while (true) {
        if (node.isTerminal()) {
          reward = node.terminalReward;
          break;
        }
        if (node.moves.length == 0) {
          reward = 0.5;
          break;
        }
        int edge = select(node, vl);
        pathNodes[depth] = node;
        pathEdges[depth] = edge;
        depth++;
        int move = node.moves[edge];
        record(node.player, move);
        state.playUnchecked(move);
        ply++;
        Node child = node.children[edge];
        if (child == null) {
          if (node.visits[edge] - vl >= config.expandAfterVisits()
              && shared.edges.get() < shared.maxEdges && depth < pathNodes.length - 1) {
            // Built outside the parent's lock (move generation and priors are the slowest step of a playout, and
            // holding the lock through them serialised the threads near the root); a node built by two threads at
            // once is kept once.
            Node fresh = newNode(state);
            synchronized (node) {
              child = node.children[edge];
              if (child == null) {
                child = fresh;
                shared.edges.addAndGet(Math.max(1, child.moves.length));
                node.children[edge] = child;
              }
            }
            if (child.isTerminal()) {
              reward = child.terminalReward;
            } else {
              reward = leafValue();
            }
          } else {
            reward = leafValue();
          }
          break;
        }
        node = child;
        if (depth >= pathNodes.length - 1) {
          reward = leafValue();
          break;
        }
      }
      if (depth > shared.maxDepth.get()) {
        shared.maxDepth.accumulateAndGet(depth, Math::max);
      }
      for (int i = 0; i < depth; i++) {
        state.undo();
      }
      backup(depth, reward, vl);
    }

    private double leafValue() {
      if (state.isTerminal()) {
        return state.outcome().pointsFor(0);
      }
      double r = 0;
      double mix = config.mix();
      if (mix > 0) {
        double v = leafEvaluator.evaluate(state) / config.evalScale();
        double p = 1 / (1 + Math.exp(-v));
        r += mix * (state.currentPlayer() == 0 ? p : 1 - p);
      }
      if (mix < 1) {
        double roll = rollout.rollout(state, random, amaf ? this::recordRollout : RolloutPolicy.MoveRecorder.NONE);
        r += (1 - mix) * roll;
      }
      return r;
    }

    private void recordRollout(int player, int move) {
      ply++;
      record(player, move);
    }

    private int select(Node node, int vl) {
      synchronized (node) {
        int n = node.moves.length;
        double parentTerm = selection.parentTerm(Math.max(1, node.totalVisits));
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
          int v = node.visits[i];
          double w = node.wins[i];
          if (eqex > 0) {
            v += eqex;
            w += eqex * node.priorWinRate(i);
          }
          double s = selection.score(parentTerm, v, w,
              amaf ? node.amafVisits[i] : 0, amaf ? node.amafWins[i] : 0, node.priors[i]);
          if (s > bestScore) {
            bestScore = s;
            best = i;
          }
        }
        node.visits[best] += vl;
        node.totalVisits += vl;
        return best;
      }
    }

    private void backup(int depth, double reward0, int vl) {
      for (int d = depth - 1; d >= 0; d--) {
        Node node = pathNodes[d];
        int edge = pathEdges[d];
        double r = node.player == 0 ? reward0 : 1 - reward0;
        synchronized (node) {
          node.visits[edge] += 1 - vl;
          node.totalVisits += 1 - vl;
          node.wins[edge] += (float) r;
          if (amaf) {
            int p = node.player;
            if (p == 0 || p == 1) {
              int[] st = amafStamp[p];
              int[] pl = amafPly[p];
              int[] moves = node.moves;
              for (int i = 0; i < moves.length; i++) {
                int m = moves[i];
                if (st[m] == stamp && pl[m] >= d) {
                  node.amafVisits[i]++;
                  node.amafWins[i] += (float) r;
                }
              }
            }
          }
        }
      }
    }
  }
}
