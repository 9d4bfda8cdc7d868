package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The speed figures of docs/xiangqi.md, in thread CPU time (so a loaded machine does not count against them), median of
 * three after a warm-up: perft 5 from the start and a depth-8 NegaScout search with the default evaluator.
 * {@code mvn -B -q -Dquick -pl xiangqi -am verify -Dgroups=slow -Dtest.excludedGroups= -Dtest=SpeedTest
 * -Dsurefire.failIfNoSpecifiedTests=false}; the figures are printed to standard output.
 */
@Tag("slow")
class SpeedTest {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
  private final XiangqiGame game = new XiangqiGame();

  @Test
  void perftFiveFromTheStart() {
    game.perft(game.newInitialState(), 4, false);
    double[] seconds = new double[3];
    for (int i = 0; i < 3; i++) {
      long start = CPU.getCurrentThreadCpuTime();
      assertEquals(133_312_995L, game.perft(game.newInitialState(), 5, false));
      seconds[i] = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
    }
    double median = median(seconds);
    System.out.printf("xiangqi perft 5: 133312995 nodes, CPU %s s, median %.2f s = %.1f M nodes/s%n",
        runs(seconds), median, 133_312_995 / median / 1e6);
  }

  @Test
  void negascoutDepthEightFromTheStart() {
    double[] seconds = new double[3];
    long nodes = 0;
    for (int i = 0; i < 4; i++) {
      Searcher<XiangqiState> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).build();
      long start = CPU.getCurrentThreadCpuTime();
      SearchResult r = searcher.search(game.newInitialState(), SearchLimits.depth(8));
      double s = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
      searcher.close();
      assertEquals(8, r.depth());
      assertTrue(game.newInitialState().isLegal(r.bestMove()));
      nodes = r.nodes();
      if (i > 0) { // the first run warms the JIT up
        seconds[i - 1] = s;
      }
    }
    double median = median(seconds);
    System.out.printf("xiangqi negascout depth 8: %d nodes, CPU %s s, median %.2f s = %.0f k nodes/s%n",
        nodes, runs(seconds), median, nodes / median / 1e3);
  }

  /**
   * The cost per node of the full evaluation ({@code eval=full}) against the default: NegaScout to depth 9 on the
   * bench's middle game and on the positions after 12 and 24 plies of a depth-3 game from the start, one thread;
   * nodes per second of thread CPU time, median of 5 runs (evaluators alternating) after a warm-up, and evaluations
   * per CPU second over the positions the searches visit.
   */
  @Test
  void fullEvaluationCostPerNode() {
    java.util.List<XiangqiState> positions = new java.util.ArrayList<>();
    positions.add(game.parsePosition(game.benchPositions().get(1)));
    XiangqiState s = game.newInitialState();
    Searcher<XiangqiState> player = Search.builder(game).algorithm(Algorithm.NEGASCOUT).build();
    for (int ply = 1; ply <= 24; ply++) {
      s.play(player.search(s, SearchLimits.depth(3)).bestMove());
      if (ply % 12 == 0) {
        positions.add(s.copy());
      }
    }
    player.close();
    String[] evals = {"default", "full"};
    double[][] nps = new double[2][5];
    long[] nodes = new long[2];
    for (int run = 0; run <= 5; run++) {
      for (int e = 0; e < 2; e++) {
        long n = 0;
        long start = CPU.getCurrentThreadCpuTime();
        for (XiangqiState p : positions) {
          Searcher<XiangqiState> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT)
              .evaluator(game.evaluator(evals[e])).build();
          n += searcher.search(p.copy(), SearchLimits.depth(9)).nodes();
          searcher.close();
        }
        double seconds = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
        nodes[e] = n;
        if (run > 0) {
          nps[e][run - 1] = n / seconds;
        }
      }
    }
    for (int e = 0; e < 2; e++) {
      System.out.printf("xiangqi eval=%s negascout depth 9 on 3 middle games: %d nodes, k nodes/s (CPU) %s,"
          + " median %.0f%n", evals[e], nodes[e], runs(scale(nps[e], 1e-3)), median(nps[e]) / 1e3);
    }
    // evaluations per second on the positions of random games
    java.util.List<XiangqiState> sample = new java.util.ArrayList<>();
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    for (int g = 0; g < 20; g++) {
      XiangqiState t = game.newInitialState();
      for (int ply = 0; ply < 120 && !t.isTerminal(); ply++) {
        sample.add(t.copy());
        int n = t.legalMoves(buf);
        t.playUnchecked(buf[random.nextInt(n)]);
      }
    }
    for (String name : evals) {
      org.gametree.core.Evaluator<XiangqiState> ev = game.evaluator(name);
      double[] rate = new double[5];
      long sink = 0;
      for (int run = 0; run <= 5; run++) {
        long start = CPU.getCurrentThreadCpuTime();
        for (int k = 0; k < 20; k++) {
          for (XiangqiState p : sample) {
            sink += ev.evaluate(p);
          }
        }
        if (run > 0) {
          rate[run - 1] = 20.0 * sample.size() / ((CPU.getCurrentThreadCpuTime() - start) / 1e9);
        }
      }
      System.out.printf("xiangqi eval=%s: %.2f M evaluations/s (CPU), median of 5 (%d positions, sum %d)%n", name,
          median(rate) / 1e6, sample.size(), sink);
    }
  }

  private static double[] scale(double[] values, double by) {
    double[] out = values.clone();
    for (int i = 0; i < out.length; i++) {
      out[i] *= by;
    }
    return out;
  }

  private static String runs(double[] seconds) {
    StringBuilder sb = new StringBuilder();
    for (double s : seconds) {
      sb.append(sb.length() == 0 ? "" : ", ").append(String.format("%.2f", s));
    }
    return sb.toString();
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
