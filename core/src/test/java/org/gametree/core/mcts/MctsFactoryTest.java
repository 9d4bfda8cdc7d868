package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** MCTS plugs into the search builder as a searcher kind ({@code CoreLayersTest} checks that search never names mcts). */
class MctsFactoryTest {
  @Test
  void anMctsConfigIsTheSearcherKindTheBuilderTakes() {
    Nim game = Nim.of(5);
    Search.Builder<Nim.State> builder = Search.builder(game).mcts(MctsConfig.uct());
    assertTrue(builder.config().kind() instanceof MctsConfig, "the configuration holds the kind as a value");
    assertTrue(builder.build() instanceof MctsSearcher);
    assertTrue(Search.builder(game).mcts(MctsConfig.uct()).algorithm(Algorithm.NEGASCOUT).build()
        .getClass() != MctsSearcher.class, "a later algorithm(...) replaces the kind");
  }
}
