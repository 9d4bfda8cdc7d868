package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** MCTS plugs into the search builder as a factory ({@code CoreLayersTest} checks that search never names mcts). */
class MctsFactoryTest {
  @Test
  void anMctsConfigIsTheBuildersFactoryAndMctsWithoutOneIsAClearError() {
    Nim game = Nim.of(5);
    assertTrue(Search.builder(game).algorithm(Algorithm.MCTS).mcts(MctsConfig.uct()).build() instanceof MctsSearcher);
    IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
        () -> Search.builder(game).algorithm(Algorithm.MCTS).build());
    assertTrue(e.getMessage().contains("MctsConfig"), e.getMessage());
    assertTrue(Mcts.searcher(Search.builder(game)) instanceof MctsSearcher, "Mcts.searcher defaults to UCT");
  }
}
