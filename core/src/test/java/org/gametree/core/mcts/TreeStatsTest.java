package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The edge statistics keep their sums exact where a {@code float} would not: past 2<sup>24</sup> reward units on one
 * edge a float no longer adds a reward of 1 (here 20 M visits would show a mean of 0.995), and a float sum of tenths
 * drifts by a third of a unit in 20,000 additions. Exercised through {@link
 * TreeStats#update}, the call the back-up makes, in every tree mode.
 */
class TreeStatsTest {
  private static final Map<String, TreeStats> MODES =
      Map.of("single", TreeStats.SINGLE, "locked", TreeStats.LOCKED, "lock-free", TreeStats.LOCK_FREE);

  private static Node node(boolean amaf) {
    return new Node(1L, 0, new int[] {0, 1}, 2, new double[] {0.5, 0.5}, amaf, Double.NaN);
  }

  @Test
  void twentyMillionUnitRewardsOnOneEdgeKeepTheMeanExact() {
    int total = 20_000_000;
    int batch = total - 100_000; // one weighted back-up, then single rewards: a float sum stops counting them
    for (Map.Entry<String, TreeStats> m : MODES.entrySet()) {
      String mode = m.getKey();
      TreeStats stats = m.getValue();
      Node node = node(false);
      stats.update(node, 0, batch, batch, null, 0, 0);
      for (int i = batch; i < total; i++) {
        stats.update(node, 0, 1, 1, null, 0, 0);
      }
      assertEquals(total, node.visits(0), mode + " visits");
      assertEquals(total, node.wins(0), 0.0, mode + " reward sum");
      assertEquals(1.0, node.wins(0) / node.visits(0), 0.0, mode + " mean");
      assertEquals(total, node.total(), mode + " node visits");
    }
  }

  @Test
  void fractionalRewardsAndTheirAmafTwinsSumToDoublePrecision() {
    int n = 20_000;
    for (Map.Entry<String, TreeStats> m : MODES.entrySet()) {
      String mode = m.getKey();
      TreeStats stats = m.getValue();
      Node node = node(true);
      TreeStats.AmafMarks marks = new TreeStats.AmafMarks(2);
      marks.current = 1;
      marks.record(0, 1, 1); // the node's player played move 1 later in every playout
      for (int i = 0; i < n; i++) {
        stats.update(node, 0, 1, 0.1, marks, 0.1, 0);
      }
      assertEquals(n / 10.0, node.wins(0), 1e-6, mode + " reward sum");
      assertEquals(n, node.amafVisits(1), mode + " AMAF visits");
      assertEquals(n / 10.0, node.amafWins(1), 1e-6, mode + " AMAF reward sum");
      assertEquals(0, node.amafVisits(0), mode + " a move not played gets no AMAF visit");
    }
  }

  @Test
  void concurrentLockFreeBackUpsLoseNoVisitAndNoReward() throws InterruptedException {
    Node node = node(false);
    int perThread = 200_000;
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread thread = new Thread(() -> {
        for (int i = 0; i < perThread; i++) {
          TreeStats.LOCK_FREE.update(node, i & 1, 1, 0.5, null, 0, 0);
        }
      });
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertEquals(4 * perThread, node.visits(0) + node.visits(1));
    assertEquals(4 * perThread * 0.5, node.wins(0) + node.wins(1), 0.0);
    assertEquals(4 * perThread, node.total());
  }
}
