package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.ExactSolver;
import org.gametree.othello.Ffo;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.junit.jupiter.api.Test;

class EndgameHookTest {
  @Test
  void aSolveReportsItsNodesAsWorkAndALookupReportsNone() {
    OthelloGame game = new OthelloGame();
    // FFO #1: 14 empties
    OthelloState s = game.parsePosition(Ffo.load("/othello/fforum-1-19.obf", 1).get(0).obf());
    ExactSolver<OthelloState> hook = EndgameHook.solver(14, null).forThread();
    assertTrue(hook.canSolve(s));
    assertEquals(0, hook.lastWork());
    hook.solve(s, -1_000_000, 1_000_000, 0);
    // a 14-empty solve visits thousands of nodes: the search charges them to its clock
    assertTrue(hook.lastWork() > 1000, "work " + hook.lastWork());
    hook.canSolve(s);
    assertEquals(0, hook.lastWork());
  }
}
