package org.gametree.go.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Games;
import org.gametree.core.mcts.MctsKnowledge;
import org.gametree.core.search.Solvable;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.junit.jupiter.api.Test;

class GoProviderTest {
  @Test
  void theRegisteredGameHasGosMctsKnowledgeAndTheRulesAloneHaveNone() {
    assertTrue(Games.byId("go(size=9)").capability(MctsKnowledge.class).isPresent());
    assertTrue(GoProvider.game(9, 7, GoRules.PSK).capability(MctsKnowledge.class).isPresent());
    assertTrue(new GoGame(9, 7, GoRules.PSK).capability(MctsKnowledge.class).isEmpty());
    assertTrue(Games.byId("go").capability(Solvable.class).isEmpty());
  }

  @Test
  void anotherBoardKeepsTheKnowledgeAsTheGtpSessionNeedsOnBoardsizeAndLoadsgf() {
    GoGame thirteen = GoProvider.game(9, 7, GoRules.PSK).withBoard(13, 6.5, GoRules.TT);
    assertEquals(new GoGame(13, 6.5, GoRules.TT), thirteen);
    assertTrue(thirteen.capability(MctsKnowledge.class).isPresent());
    assertTrue(thirteen.capability(MctsKnowledge.class).orElseThrow().rolloutPolicy("default") != null);
  }
}
