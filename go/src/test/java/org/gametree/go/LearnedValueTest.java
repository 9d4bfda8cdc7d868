package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Evaluator;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchResult;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class LearnedValueTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  @Test
  void aBigLeadLateInTheGameIsAWinForItsOwnerWhoeverMoves() {
    GoState s = GAME.newInitialState();
    // Black walls off seven columns, White two: a 45-point lead for Black on a full board.
    int[] black = new int[9];
    int[] white = new int[9];
    for (int r = 0; r < 9; r++) {
      black[r] = r * 9 + 6;
      white[r] = r * 9 + 7;
    }
    s.setup(black, white, 0);
    LearnedValue v = LearnedValue.shipped(9);
    assertTrue(v.winProbability(s) > 0.5, "Black to move, far ahead: " + v.winProbability(s));
    GoState w = GAME.newInitialState();
    w.setup(black, white, 1);
    assertTrue(v.winProbability(w) < 0.5, "White to move, far behind: " + v.winProbability(w));
    int score = v.evaluate(s);
    assertEquals(v.winProbability(s), v.winProbability(score), 1e-2);
    assertEquals(Math.round(v.logOdds(s) * LearnedValue.PER_LOGIT), score);
    assertNotSame(v, v.forThread());
    assertEquals(score, v.forThread().evaluate(s));
  }

  @Test
  void theEngineSpecSelectsTheValueAndMixesItIntoRollouts() {
    Evaluator<GoState> e = GAME.evaluator("learned");
    assertTrue(e instanceof LearnedValue);
    GoState s = GAME.newInitialState();
    try (SearchEngine<GoState> engine =
        Engines.create(GAME, "mcts:select=rave,eqex=50,eval=learned,mix=0.5,playouts=300")) {
      SearchResult r = engine.searcher().search(s, engine.limits());
      assertTrue(s.isLegal(r.bestMove()), "a legal move: " + r.bestMove());
      assertEquals(300, r.nodes());
    }
    // mix=1: the value alone, no rollout at all.
    try (SearchEngine<GoState> only = Engines.create(GAME, "mcts:eval=learned,mix=1,playouts=200")) {
      assertTrue(s.isLegal(only.searcher().search(s, only.limits()).bestMove()));
    }
  }

  @Test
  void badSpecsNameTheOffendingValue() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Engines.create(GAME, "mcts:eval=learnt,mix=0.5"));
    assertTrue(e.getMessage().contains("'learnt'") && e.getMessage().contains("learned"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Engines.create(GAME, "mcts:eval=learned,mix=1.5"));
    assertTrue(e.getMessage().contains("mix") && e.getMessage().contains("1.5"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Engines.create(GAME, "mcts:eval=learned,mix=half"));
    assertTrue(e.getMessage().contains("half"), e.getMessage());
  }
}
