package org.gametree.bench.go;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;

/**
 * MCTS parallel forms on Go 9×9 (a command-line front end, so it prints): playouts per wall-second and per process
 * CPU-second from the empty board for one thread and for two threads under {@code parallel=tree-locked|tree|root|leaf},
 * and eight threads on the locked and lock-free trees. The engine is Go's GTP default ({@code select=rave,eqex=50}, the
 * game's pattern rollouts and knowledge priors). Runs are interleaved (every configuration once per round) and each
 * figure is the median over the rounds. {@code java -cp bench/target/benchmarks.jar
 * org.gametree.bench.go.MctsParallelBenchmark [seconds per run] [rounds]}.
 */
public final class MctsParallelBenchmark {
  private MctsParallelBenchmark() {}

  private record Setup(String parallel, int threads) {
    @Override
    public String toString() {
      return threads == 1 ? "1 thread" : parallel + ", " + threads + " threads";
    }
  }

  /** Runs the benchmark: optional seconds per run (default 2) and rounds (default 5). */
  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    if (!(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
      throw new IllegalStateException("needs com.sun.management for process CPU time");
    }
    GoGame game = GoProvider.game(9, 7, GoRules.PSK);
    List<Setup> setups = new ArrayList<>(List.of(new Setup("tree", 1)));
    for (String p : List.of("tree-locked", "tree", "root", "leaf")) {
      setups.add(new Setup(p, 2));
    }
    setups.add(new Setup("tree-locked", 8));
    setups.add(new Setup("tree", 8));
    System.out.printf("cores available: %d, load average at the start: %.2f%n",
        Runtime.getRuntime().availableProcessors(), os.getSystemLoadAverage());
    run(game, os, setups.get(0), seconds); // warm-up
    Map<Setup, double[][]> figures = new LinkedHashMap<>();
    for (Setup s : setups) {
      figures.put(s, new double[2][rounds]);
    }
    for (int round = 0; round < rounds; round++) {
      for (Setup s : setups) {
        double[] f = run(game, os, s, seconds);
        figures.get(s)[0][round] = f[0];
        figures.get(s)[1][round] = f[1];
      }
    }
    double wall1 = median(figures.get(setups.get(0))[0]);
    double cpu1 = median(figures.get(setups.get(0))[1]);
    System.out.println("| setup | playouts per wall-second | vs 1 thread | playouts per CPU-second | vs 1 thread |");
    System.out.println("|---|---|---|---|---|");
    for (Map.Entry<Setup, double[][]> e : figures.entrySet()) {
      double wall = median(e.getValue()[0]);
      double cpu = median(e.getValue()[1]);
      System.out.printf("| %s | %.0f | x%.2f | %.0f | x%.2f |%n", e.getKey(), wall, wall / wall1, cpu, cpu / cpu1);
    }
    System.out.printf("load average (1 min) at the end: %.2f%n", os.getSystemLoadAverage());
  }

  /** One search from the empty board: playouts per wall-second and per process CPU-second. */
  private static double[] run(GoGame game, com.sun.management.OperatingSystemMXBean os, Setup setup, double seconds) {
    MctsConfig<GoState> config = MctsConfig.rave();
    config.configure("eqex", "50");
    config.configure("reuse", "off");
    config.configure("parallel", setup.parallel());
    try (Searcher<GoState> s = Search.builder(game).mcts(config).threads(setup.threads())
        .build()) {
      long cpu0 = os.getProcessCpuTime();
      SearchResult r = s.search(game.newInitialState(), SearchLimits.time(Duration.ofMillis((long) (seconds * 1000))));
      double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
      return new double[] {r.nodes() / (r.elapsed().toNanos() / 1e9), r.nodes() / cpu};
    }
  }

  private static double median(double[] v) {
    double[] c = v.clone();
    Arrays.sort(c);
    return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
  }
}
