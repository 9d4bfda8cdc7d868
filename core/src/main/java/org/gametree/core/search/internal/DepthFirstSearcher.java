package org.gametree.core.search.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.function.LongSupplier;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchScore;
import org.gametree.core.search.Searcher;

/**
 * A depth-first searcher: one {@link IterativeDeepening} driver per thread around one algorithm, a shared
 * {@link TranspositionTable}, and for ALPHA_BETA and NEGASCOUT with several threads, Lazy SMP: helper threads search
 * their own copy of the root with their own move ordering (slightly randomised tie-breaks) and odd helpers one ply
 * ahead, sharing only the table; the main thread's result is returned and all threads stop together. MINIMAX (no
 * table to share) and MTDF (whose passes would race each other's bounds) run on one thread whatever was asked.
 */
final class DepthFirstSearcher<S extends GameState> implements Searcher<S> {
  private final SearchConfig<S> config;
  private final Algorithm algorithm;
  private final TranspositionTable table;
  private final List<SearchWorker<S>> workers = new ArrayList<>();
  private final List<IterativeDeepening> drivers = new ArrayList<>();
  private ExecutorService pool;
  private boolean closed;
  /** The clock the time manager reads ({@link System#nanoTime}; a test's fake one). */
  private LongSupplier clock = System::nanoTime;

  DepthFirstSearcher(SearchConfig<S> config) {
    this.config = config;
    this.algorithm = (Algorithm) config.kind();
    this.table = config.hashMegabytes() > 0 && algorithm != Algorithm.MINIMAX
        ? new TranspositionTable(config.hashMegabytes()) : null;
    boolean parallel = algorithm == Algorithm.ALPHA_BETA || algorithm == Algorithm.NEGASCOUT;
    int threads = parallel ? config.threads() : 1;
    for (int i = 0; i < threads; i++) {
      SearchWorker<S> worker = new SearchWorker<>(config, table, i);
      workers.add(worker);
      drivers.add(new IterativeDeepening(worker, algorithm(worker), config.aspiration(), config.aspirationWindow()));
    }
  }

  private RootSearch algorithm(SearchWorker<S> worker) {
    switch (algorithm) {
      case MINIMAX:
        return new Minimax(worker);
      case ALPHA_BETA:
        return new Negamax(worker, Negamax.Rule.FULL_WINDOW);
      case NEGASCOUT:
        return new Negamax(worker, Negamax.Rule.SCOUT);
      case MTDF:
        return new Mtdf(worker);
      default:
        throw new IllegalArgumentException("not a depth-first algorithm: " + algorithm);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public synchronized SearchResult search(S root, SearchLimits limits, SearchListener listener) {
    if (closed) {
      throw new IllegalStateException("searcher is closed");
    }
    TimeManager time = new TimeManager(limits, clock);
    if (table != null) {
      table.newSearch();
    }
    if (root.isTerminal()) {
      boolean margin = config.game().scoresMargin();
      int score = Score.terminal(root.outcome(), root.currentPlayer(), 0, margin);
      SearchScore value = SearchScore.of(root.outcome(), root.currentPlayer(), 0, margin, config.evaluator().unit());
      return new SearchResult(-1, score, 0, 0, time.elapsed(), new int[0], value, false);
    }
    int maxDepth = Math.min(limits.maxDepth(), SearchLimits.MAX_DEPTH);
    List<Future<?>> helpers = new ArrayList<>();
    for (int i = 1; i < workers.size(); i++) {
      SearchWorker<S> worker = workers.get(i);
      worker.begin((S) root.copy(), time, limits);
      IterativeDeepening driver = drivers.get(i);
      int first = 1 + (i & 1);
      helpers.add(pool().submit(() -> driver.run(Math.min(first, maxDepth), maxDepth, time, null)));
    }
    SearchWorker<S> main = workers.get(0);
    IterativeDeepening driver = drivers.get(0);
    driver.nodeCounter(this::totalNodes);
    main.begin(root, time, limits);
    try {
      driver.run(1, maxDepth, time, listener);
    } finally {
      time.stop();
      for (Future<?> helper : helpers) {
        waitFor(helper);
      }
    }
    int bestMove = driver.bestMove;
    int[] line = driver.principalVariation;
    if (bestMove < 0) { // cannot happen unless the root has no legal moves though not terminal
      line = new int[0];
    }
    return new SearchResult(bestMove, driver.score, driver.completedDepth, totalNodes(), time.elapsed(), line,
        main.typed(driver.score), false);
  }

  /** Reads the time from {@code clock} from the next search on (tests). */
  synchronized void clock(LongSupplier clock) {
    this.clock = clock;
  }

  private long totalNodes() {
    long total = 0;
    for (SearchWorker<S> worker : workers) {
      total += worker.nodes;
    }
    return total;
  }

  private static void waitFor(Future<?> helper) {
    boolean interrupted = false;
    while (true) {
      try {
        helper.get();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      } catch (ExecutionException e) {
        throw new IllegalStateException("search helper thread failed", e.getCause());
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private ExecutorService pool() {
    if (pool == null) {
      ThreadFactory factory = runnable -> {
        Thread thread = new Thread(runnable, "gametree-search-helper");
        thread.setDaemon(true);
        return thread;
      };
      pool = Executors.newFixedThreadPool(workers.size() - 1, factory);
    }
    return pool;
  }

  @Override
  public synchronized void newGame() {
    if (table != null) {
      table.clear();
    }
    for (SearchWorker<S> worker : workers) {
      worker.ordering.clear();
    }
  }

  @Override
  public synchronized void close() {
    closed = true;
    if (pool != null) {
      pool.shutdownNow();
      pool = null;
    }
  }
}
