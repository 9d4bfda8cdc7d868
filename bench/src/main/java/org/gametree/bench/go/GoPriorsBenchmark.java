package org.gametree.bench.go;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;

/**
 * What priors cost (a command-line front end, so it prints): MCTS playouts per process CPU-second, one thread, for
 * each engine spec given, on the empty 9×9 board and after 20 and 40 moves of a game against GNU Go. The specs take
 * turns within each round, so load changes hit them alike; each figure is the median of the rounds.
 * {@code java -cp ... org.gametree.bench.go.GoPriorsBenchmark SECONDS ROUNDS SPEC...}.
 */
public final class GoPriorsBenchmark {
  /** The first 40 moves of game 0 of {@code results/go/gnugo-level10-700ms-eqex50.jsonl}. */
  private static final String[] GAME = ("E5 D5 E6 G5 D6 D4 E4 D3 G4 E3 F3 F7 G6 G7 C5 H6 B3 D8 F2 C7 C6 H4 H3 J3 J4 J5"
      + " B7 H2 B8 G3 F4 G2 G1 F6 C8 D9 D7 E8 F1 C9").split(" ");

  private GoPriorsBenchmark() {}

  /** Runs the benchmark. */
  public static void main(String[] args) {
    if (!(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
      throw new IllegalStateException("needs com.sun.management for process CPU time");
    }
    double seconds = Double.parseDouble(args[0]);
    int rounds = Integer.parseInt(args[1]);
    String[] specs = Arrays.copyOfRange(args, 2, args.length);
    GoGame game = GoProvider.game(9, 7, GoRules.PSK);
    int[] plies = {0, 20, 40};
    double[][][] rate = new double[specs.length][plies.length][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int p = 0; p < plies.length; p++) {
        GoState s = game.newInitialState();
        for (int i = 0; i < plies[p]; i++) {
          s.play(game.parseMove(GAME[i]));
        }
        for (int e = 0; e < specs.length; e++) {
          try (SearchEngine<GoState> engine = Engines.create(game, specs[e])) {
            long cpu0 = os.getProcessCpuTime();
            SearchResult res = engine.searcher().search(s.copy(),
                SearchLimits.time(Duration.ofMillis((long) (seconds * 1000))));
            rate[e][p][r] = res.nodes() / ((os.getProcessCpuTime() - cpu0) / 1e9);
          }
        }
      }
    }
    for (int e = 0; e < specs.length; e++) {
      StringBuilder b = new StringBuilder(specs[e]).append(':');
      for (int p = 0; p < plies.length; p++) {
        double[] v = rate[e][p].clone();
        Arrays.sort(v);
        b.append(String.format(" ply %d %.0f (%.0f-%.0f)", plies[p], v[v.length / 2], v[0], v[v.length - 1]));
      }
      System.out.println(b);
    }
    System.out.printf("load average (1 min) at the end: %.2f%n",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }
}
