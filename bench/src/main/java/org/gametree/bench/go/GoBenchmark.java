package org.gametree.bench.go;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.gametree.go.search.GoKnowledge;

/**
 * Speed benchmark (a command-line front end, so it prints): light, heavy and pattern playouts per second on an
 * empty 9x9 board with one and two threads, and the playout rate speed-up of MCTS from two threads. Each figure
 * is the median of three runs. {@code java -cp ... org.gametree.bench.go.GoBenchmark [seconds]}.
 */
public final class GoBenchmark {
  private GoBenchmark() {}

  /** Runs the benchmark; the optional argument is the seconds per run (default 2). */
  public static void main(String[] args) throws InterruptedException {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2;
    GoGame game = GoProvider.game(9, 7, GoRules.PSK);
    System.out.printf("cores available: %d%n", Runtime.getRuntime().availableProcessors());
    for (String kind : new String[] {"light", "heavy", "patterns"}) {
      playouts(game, kind, 1, 0.5);
      double cpu = median(() -> playoutsPerCpuSecond(game, kind, seconds));
      System.out.printf("%s playouts per CPU-second (one thread, immune to other load): %.0f%n", kind, cpu);
      double one = median(() -> playouts(game, kind, 1, seconds));
      double two = median(() -> playouts(game, kind, 2, seconds));
      System.out.printf("%s playouts/s on empty 9x9: 1 thread %.0f, 2 threads %.0f (x%.2f)%n", kind, one, two,
          two / one);
    }
    for (String recipe : new String[] {"uct", "rave"}) {
      double cpu = median(() -> mctsPerCpuSecond(game, recipe, seconds));
      System.out.printf("MCTS (%s, default rollouts) playouts per CPU-second, one thread: %.0f%n", recipe, cpu);
      double one = median(() -> mcts(game, recipe, 1, seconds));
      double two = median(() -> mcts(game, recipe, 2, seconds));
      System.out.printf("MCTS (%s, default rollouts) playouts/s: 1 thread %.0f, 2 threads %.0f, speed-up x%.2f%n",
          recipe, one, two, two / one);
      double cpu1 = median(() -> mctsPerProcessCpuSecond(game, recipe, 1, seconds));
      double cpu2 = median(() -> mctsPerProcessCpuSecond(game, recipe, 2, seconds));
      System.out.printf("MCTS (%s) playouts per process CPU-second: 1 thread %.0f, 2 threads %.0f (efficiency %.2f; "
          + "speed-up on two idle cores at most x%.2f)%n", recipe, cpu1, cpu2, cpu2 / cpu1, 2 * cpu2 / cpu1);
    }
    System.out.printf("load average (1 min) at the end: %.2f%n",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  /**
   * Playouts per second of the whole process's CPU time: with two threads it shows what the shared tree costs
   * (locks, virtual loss, cache traffic) however many other processes share the cores.
   */
  static double mctsPerProcessCpuSecond(GoGame game, String recipe, int threads, double seconds) {
    if (!(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
      return Double.NaN;
    }
    MctsConfig<GoState> config = recipe.equals("rave") ? MctsConfig.rave() : MctsConfig.uct();
    try (Searcher<GoState> s = Search.builder(game).mcts(config).threads(threads)
        .build()) {
      long cpu0 = os.getProcessCpuTime();
      SearchResult r = s.search(game.newInitialState(),
          SearchLimits.time(Duration.ofMillis((long) (seconds * 1000))));
      return r.nodes() / ((os.getProcessCpuTime() - cpu0) / 1e9);
    }
  }

  private interface Run {
    double run() throws InterruptedException;
  }

  private static double median(Run run) throws InterruptedException {
    double[] v = new double[3];
    for (int i = 0; i < 3; i++) {
      v[i] = run.run();
    }
    Arrays.sort(v);
    return v[1];
  }

  /** Playouts per second over {@code threads} threads each running rollouts from the empty board. */
  static double playouts(GoGame game, String kind, int threads, double seconds) throws InterruptedException {
    RolloutPolicy<GoState> policy = new GoKnowledge(game).rolloutPolicy(kind);
    AtomicLong total = new AtomicLong();
    long end = System.nanoTime() + (long) (seconds * 1e9);
    Thread[] ts = new Thread[threads];
    long start = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      int seed = t;
      ts[t] = new Thread(() -> {
        GoState root = game.newInitialState();
        SplittableRandom random = new SplittableRandom(seed);
        long count = 0;
        while ((count & 63) != 0 || System.nanoTime() < end) {
          policy.rollout(root, random, RolloutPolicy.MoveRecorder.NONE);
          count++;
        }
        total.addAndGet(count);
      });
      ts[t].start();
    }
    for (Thread t : ts) {
      t.join();
    }
    return total.get() / ((System.nanoTime() - start) / 1e9);
  }

  /** Playouts per second of thread CPU time on one thread: a figure that other processes on the machine skew less. */
  static double playoutsPerCpuSecond(GoGame game, String kind, double seconds) {
    java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
    RolloutPolicy<GoState> policy = new GoKnowledge(game).rolloutPolicy(kind);
    GoState root = game.newInitialState();
    SplittableRandom random = new SplittableRandom(11);
    long cpu0 = bean.getCurrentThreadCpuTime();
    long end = System.nanoTime() + (long) (seconds * 1e9);
    long count = 0;
    while ((count & 63) != 0 || System.nanoTime() < end) {
      policy.rollout(root, random, RolloutPolicy.MoveRecorder.NONE);
      count++;
    }
    return count / ((bean.getCurrentThreadCpuTime() - cpu0) / 1e9);
  }

  static double mctsPerCpuSecond(GoGame game, String recipe, double seconds) {
    java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
    long cpu0 = bean.getCurrentThreadCpuTime();
    MctsConfig<GoState> config = recipe.equals("rave") ? MctsConfig.rave() : MctsConfig.uct();
    try (Searcher<GoState> s = Search.builder(game).mcts(config).build()) {
      SearchResult r = s.search(game.newInitialState(),
          SearchLimits.time(Duration.ofMillis((long) (seconds * 1000))));
      return r.nodes() / ((bean.getCurrentThreadCpuTime() - cpu0) / 1e9);
    }
  }

  static double mcts(GoGame game, String recipe, int threads, double seconds) {
    MctsConfig<GoState> config = recipe.equals("rave") ? MctsConfig.rave() : MctsConfig.uct();
    try (Searcher<GoState> s = Search.builder(game).mcts(config).threads(threads)
        .build()) {
      SearchResult r = s.search(game.newInitialState(),
          SearchLimits.time(Duration.ofMillis((long) (seconds * 1000))));
      return r.nodes() / (r.elapsed().toNanos() / 1e9);
    }
  }
}
