package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.stream.IntStream;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/**
 * A search whose time is up before depth 1 is done still completes it (on a fake clock that reads past the time but
 * before the hard mark): Nim with a pile of 600 and any take up to 600 has more root moves than the nodes between
 * two polls, the first move (take 1) loses at once and the last (take all) wins. Before, the search stopped at its
 * first poll and answered a move of depth 0.
 */
class FirstIterationClockTest {
  private static final int PILE = 600;
  private static final Nim WIDE = Nim.of(PILE).takes(IntStream.rangeClosed(1, PILE).toArray());

  @Test
  void aDepthFirstSearchOutOfTimeStillCompletesDepthOne() {
    for (Algorithm algorithm : Algorithm.values()) {
      DepthFirstSearcher<Nim.State> searcher =
          new DepthFirstSearcher<>(Search.builder(WIDE).algorithm(algorithm).config());
      long[] reads = {0};
      // the first read starts the search; every later one is 10 ms on: past the time, short of the hard mark
      searcher.clock(() -> reads[0]++ == 0 ? 0 : 10_000_000L);
      try {
        SearchResult r = searcher.search(WIDE.newInitialState(), SearchLimits.time(Duration.ZERO));
        assertTrue(r.depth() >= 1, algorithm + ": " + r);
        assertEquals(PILE, r.bestMove(), algorithm + " did not take the win: " + r);
      } finally {
        searcher.close();
      }
    }
  }

  @Test
  void pastTheHardMarkItAnswersTheBestMoveSearchedSoFar() {
    DepthFirstSearcher<Nim.State> searcher =
        new DepthFirstSearcher<>(Search.builder(WIDE).algorithm(Algorithm.ALPHA_BETA).config());
    long[] reads = {0};
    searcher.clock(() -> reads[0]++ == 0 ? 0 : TimeManager.GRACE + 1);
    try {
      SearchResult r = searcher.search(WIDE.newInitialState(), SearchLimits.time(Duration.ZERO));
      assertEquals(0, r.depth(), r.toString());
      assertTrue(WIDE.newInitialState().isLegal(r.bestMove()), r.toString());
    } finally {
      searcher.close();
    }
  }
}
