package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.core.toys.ScriptedGame;
import org.gametree.core.toys.ScriptedGame.Node;
import org.junit.jupiter.api.Test;

/** A draw scores −contempt for the player to move at the root, +contempt for the opponent, and 0 without contempt. */
class ContemptTest {
  /** Move 0 draws at once; move 1 leaves a position 20 units worse for the root's player. */
  private static ScriptedGame game() {
    return new ScriptedGame(Node.of(0).with(Node.of(0).wonBy(-1), Node.of(20)), 0, 0);
  }

  private static SearchResult search(int contempt) {
    ScriptedGame game = game();
    try (Searcher<ScriptedGame.State> searcher = Search.builder(game).contempt(contempt).build()) {
      return searcher.search(game.newInitialState(), SearchLimits.depth(2));
    }
  }

  @Test
  void withoutContemptADrawBeatsASmallDisadvantage() {
    assertEquals(0, search(0).bestMove());
    assertEquals(0, search(0).score());
  }

  @Test
  void contemptPlaysOnRatherThanDraw() {
    SearchResult r = search(50);
    assertEquals(1, r.bestMove());
    assertEquals(-20, r.score());
  }

  @Test
  void negativeContemptMakesTheDrawWelcome() {
    ScriptedGame game = new ScriptedGame(Node.of(0).with(Node.of(0).wonBy(-1), Node.of(-10)), 0, 0);
    try (Searcher<ScriptedGame.State> searcher = Search.builder(game).contempt(-30).build()) {
      SearchResult r = searcher.search(game.newInitialState(), SearchLimits.depth(2));
      assertEquals(0, r.bestMove(), "a draw worth +30 beats a position worth +10");
      assertEquals(30, r.score());
    }
  }
}
