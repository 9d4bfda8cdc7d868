package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/** The board's score line says whose view it is and reads each kind of value in its own unit. */
class AnalysisTest {
  private static <S extends GameState> Map<String, Object> analyse(Game<S> game, String spec, String... moves) {
    S state = game.newInitialState();
    for (String m : moves) {
      state.play(state.parseMove(m));
    }
    List<String> players = BoardViewsTest.view(game).players();
    try (SearchEngine<S> engine = Engines.create(game, org.gametree.core.engine.EngineSpec.parse(spec))) {
      @SuppressWarnings("unchecked")
      S shown = (S) state.copy();
      // told "not MCTS" on purpose: the text must follow the result's typed value, not what the spec is called
      Analysis<S> analysis = new Analysis<>(shown, BoardViewsTest.view(game), players, false, "default", u -> {});
      SearchResult r = engine.searcher().search(state, engine.limits(), analysis);
      return analysis.finish(r);
    }
  }

  @Test
  void anMctsResultReadsAsTheSideToMovesWinRate() {
    Map<String, Object> a = analyse(Games.byId("go(size=9)"), "uct:playouts=300", "e5");
    String text = (String) a.get("scoreText");
    assertTrue(text.matches("White win rate \\d{1,3}\\.\\d %"), text);
    assertTrue(((String) a.get("scoreUnit")).contains("win rate"), (String) a.get("scoreUnit"));
    assertEquals("winrate", ((Map<?, ?>) a.get("value")).get("kind"), a.toString());
  }

  @Test
  void anOthelloEvaluationReadsInDiscsForTheSideToMove() {
    Map<String, Object> a = analyse(Games.byId("othello"), "negascout:depth=3");
    String text = (String) a.get("scoreText");
    assertTrue(text.matches("Black [+-]?\\d+\\.\\d\\d discs"), text);
    assertTrue(((String) a.get("scoreUnit")).startsWith("centi-discs of the 'default' evaluator, shown in discs"),
        (String) a.get("scoreUnit"));
    Map<?, ?> value = (Map<?, ?>) a.get("value");
    assertEquals("heuristic", value.get("kind"));
    assertEquals(a.get("score"), value.get("value"));
  }
}
