package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

/** The pattern evaluation: decisive terms, sign by side to move, stronger shapes scoring higher. */
class PatternEvaluatorTest {
  private final ConnectGame go = ConnectGame.gomoku();
  private final PatternEvaluator eval = new PatternEvaluator(go);

  @Test
  void decisiveTerms() {
    assertEquals(Score.MAX_EVAL / 2, eval.evaluate(Positions.of(go, "e8 f8 g8 h8", "a1 a2 a3", 0, 1)));
    assertEquals(-Score.MAX_EVAL / 2, eval.evaluate(Positions.of(go, "a1 a3 c1", "e8 f8 g8 h8", 0, 1)));
  }

  @Test
  void strongerShapesScoreHigherAndTheSignFollowsTheMover() {
    int openThree = eval.evaluate(Positions.of(go, "f8 g8 h8", "a1 a15", 1, 1));
    int closedThree = eval.evaluate(Positions.of(go, "f8 g8 h8", "e8 a15", 1, 1));
    assertTrue(openThree < closedThree, openThree + " vs " + closedThree); // O to move: X's open three is worse
    int mine = eval.evaluate(Positions.of(go, "f8 g8 h8", "a1 a15", 0, 1));
    assertTrue(mine > 0 && mine > -openThree, mine + " " + openThree); // the mover's three weighs more
    assertEquals(0, eval.evaluate(go.newInitialState()));
  }
}
