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
