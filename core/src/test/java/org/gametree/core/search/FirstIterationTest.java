package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.stream.IntStream;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/**
 * A timed search answers a searched move even when its time is up before depth 1 is done: Nim with a pile of 600
 * and any take up to 600 has more root moves than the nodes between two clock polls, the first move (take 1) loses
 * at once and the last (take all) wins.
 */
class FirstIterationTest {
  private static final int PILE = 600;
  private static final Nim WIDE = Nim.of(PILE).takes(IntStream.rangeClosed(1, PILE).toArray());

  @Test
  void aDepthFirstSearchOutOfTimeStillCompletesDepthOne() {
    for (Algorithm algorithm : Algorithm.values()) {
      try (Searcher<Nim.State> searcher = Search.builder(WIDE).algorithm(algorithm).build()) {
        SearchResult r = searcher.search(WIDE.newInitialState(), SearchLimits.time(Duration.ZERO));
        assertTrue(r.depth() >= 1, algorithm + ": " + r);
        assertEquals(PILE, r.bestMove(), algorithm + " did not take the win: " + r);
      }
    }
  }

  @Test
  void anMctsSearchOutOfTimeStillPlaysOut() {
    try (Searcher<Nim.State> searcher = Search.builder(WIDE).mcts(MctsConfig.<Nim.State>uct()).build()) {
      SearchResult r = searcher.search(WIDE.newInitialState(), SearchLimits.time(Duration.ZERO));
      assertTrue(r.nodes() >= 1, "no playout: " + r);
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
