package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Positions;
import org.gametree.core.Score;
import org.gametree.core.search.Search;
import org.junit.jupiter.api.Test;

class TssSolverTest {
  private final ConnectGame c6 = ConnectGame.connect6();

  @Test
  void provenThreatWinBecomesADecisiveScoreForTheMover() {
    ConnectState s = Positions.of(c6, "d10 e10 f10 d4 e4 f4 j10", "a1 a2 b19 s19 s1", 0, 2);
    TssSolver hook = new TssSolver(c6, 4, 100_000);
    assertTrue(hook.canSolve(s));
    int score = hook.solve(s, -Score.INFINITE, Score.INFINITE, 3);
    assertTrue(Score.isWin(score));
    assertEquals(Score.win(3 + 2 + 4), score);
  }

  @Test
  void quietPositionsAreLeftToTheSearch() {
    assertFalse(new TssSolver(c6).canSolve(c6.newInitialState()));
    ConnectState s = Positions.of(c6, "j10", "d10 e10 f10 d4 e4 f4", 0, 2);
    assertFalse(new TssSolver(c6).canSolve(s));
  }

  @Test
  void tssEngineOptionInstallsTheHook() {
    Search.Builder<ConnectState> b = Search.builder(c6);
    assertTrue(new ConnectSearchOptions(c6).configureSearch(b, "tss", "on"));
    assertTrue(b.solver() instanceof TssSolver);
    assertTrue(new ConnectSearchOptions(c6).configureSearch(b, "tss", "off"));
    assertFalse(new ConnectSearchOptions(c6).configureSearch(b, "probcut", "on"));
  }
}
