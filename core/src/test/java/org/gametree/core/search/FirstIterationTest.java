package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.stream.IntStream;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/**
 * A timed MCTS search plays out before it answers even when its time is up at once (Nim with a pile of 600 and any
 * take up to 600: wide, and its first move loses), and a timed search ends soon after its time. The depth-first
 * searchers' first iteration is tested on a fake clock ({@code internal.FirstIterationClockTest}).
 */
class FirstIterationTest {
  private static final int PILE = 600;
  private static final Nim WIDE = Nim.of(PILE).takes(IntStream.rangeClosed(1, PILE).toArray());

  @Test
  void anMctsSearchOutOfTimeStillPlaysOut() {
    try (Searcher<Nim.State> searcher = Search.builder(WIDE).mcts(MctsConfig.<Nim.State>uct()).build()) {
      SearchResult r = searcher.search(WIDE.newInitialState(), SearchLimits.time(Duration.ZERO));
      // the clock stops no search before its first playouts unless 25 ms pass: a machine that stalls that long may
      assertTrue(r.nodes() >= 1 || r.elapsed().toMillis() >= 25, "no playout: " + r);
      assertTrue(r.bestMove() >= 1 && r.bestMove() <= PILE, r.toString());
    }
  }

  @Test
  void aTimedSearchEndsSoonAfterItsTime() {
    try (Searcher<Nim.State> searcher = Search.builder(Nim.of(200)).build()) {
      long start = System.nanoTime();
      searcher.search(Nim.of(200).newInitialState(), SearchLimits.time(Duration.ofMillis(50)));
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(millis < 250, "took " + millis + " ms");
    }
  }
}
