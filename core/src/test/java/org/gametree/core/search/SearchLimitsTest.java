package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.toys.RandomTreeGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Searches end on time, on a raised stop signal and near a node budget, always with a legal move. */
class SearchLimitsTest {
  /** A tree too deep to finish: 200 plies and no early ends. */
  private static final RandomTreeGame DEEP = new RandomTreeGame(42, true, 200, 0);

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void timeLimitStopsWithALegalMove(Algorithm algorithm) {
    RandomTreeGame.State root = DEEP.newInitialState();
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(DEEP).algorithm(algorithm).build()) {
      SearchResult result = assertTimeoutPreemptively(Duration.ofSeconds(20),
          () -> searcher.search(root, SearchLimits.time(Duration.ofMillis(50))));
      assertTrue(root.isLegal(result.bestMove()));
      assertTrue(result.depth() >= 1);
      assertEquals(0, root.plyCount());
    }
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void stopSignalFromAnotherThreadStopsAnInfiniteSearch(Algorithm algorithm) throws Exception {
    RandomTreeGame.State root = DEEP.newInitialState();
    StopSignal stop = new StopSignal();
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(DEEP).algorithm(algorithm).threads(2).build()) {
      Thread raiser = new Thread(() -> {
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        stop.raise();
      });
      raiser.start();
      SearchResult result = assertTimeoutPreemptively(Duration.ofSeconds(20),
          () -> searcher.search(root, SearchLimits.infinite().withStop(stop)));
      raiser.join();
      assertTrue(root.isLegal(result.bestMove()));
      assertEquals(0, root.plyCount());
    }
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void nodeLimitIsRespectedWithinOnePollInterval(Algorithm algorithm) {
    RandomTreeGame.State root = DEEP.newInitialState();
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(DEEP).algorithm(algorithm).build()) {
      SearchResult result = searcher.search(root, SearchLimits.nodes(20_000));
      assertTrue(result.nodes() <= 20_000 + 4096, "searched " + result.nodes());
      assertTrue(result.nodes() >= 10_000, "stopped early at " + result.nodes());
      assertTrue(root.isLegal(result.bestMove()));
    }
  }

  @Test
  void listenerHearsEveryCompletedIterationInOrder() {
    RandomTreeGame.State root = DEEP.newInitialState();
    List<SearchInfo> infos = new ArrayList<>();
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(DEEP).build()) {
      SearchResult result = searcher.search(root, SearchLimits.depth(6), infos::add);
      assertEquals(6, infos.size());
      for (int i = 0; i < infos.size(); i++) {
        SearchInfo info = infos.get(i);
        assertEquals(i + 1, info.depth());
        assertTrue(info.selectiveDepth() >= info.depth());
        assertTrue(info.principalVariation().length >= 1);
      }
      SearchInfo last = infos.get(5);
      assertEquals(result.score(), last.score());
      assertEquals(result.bestMove(), last.bestMove());
      assertTrue(result.nodes() >= last.nodes());
    }
  }

  @Test
  void aSearcherIsReusableAndNewGameForgetsTheTable() {
    RandomTreeGame.State root = DEEP.newInitialState();
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(DEEP).build()) {
      SearchResult first = searcher.search(root, SearchLimits.depth(7));
      SearchResult again = searcher.search(root, SearchLimits.depth(7));
      assertEquals(first.score(), again.score());
      assertTrue(again.nodes() < first.nodes(), "the table should make a repeated search cheaper");
      searcher.newGame();
      SearchResult fresh = searcher.search(root, SearchLimits.depth(7));
      assertEquals(first.score(), fresh.score());
      assertEquals(first.nodes(), fresh.nodes(), "after newGame the search repeats the first one exactly");
    }
  }
}
