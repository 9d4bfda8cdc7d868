package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Positions;
import org.gametree.connect6.module.ConnectProvider;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.search.ExactSolver;
import org.junit.jupiter.api.Test;

class TssSolverTest {
  private final ConnectGame c6 = ConnectProvider.wire(ConnectGame.connect6());

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
    assertTrue(solver("negascout:tss=on") instanceof TssSolver);
    assertNull(solver("negascout:tss=off"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver("negascout:probcut=on"));
    assertTrue(e.getMessage().contains("'probcut'"), e.getMessage());
  }

  @Test
  void tssTakesEveryOnOffSpellingNullMoveTakes() {
    for (String on : new String[] {"on", "true", "yes", "1"}) {
      assertTrue(solver("negascout:tss=" + on) instanceof TssSolver, on);
      Engines.configure(c6, EngineSpec.parse("negascout:nullmove=" + on));
    }
    for (String off : new String[] {"off", "false", "no", "0"}) {
      assertNull(solver("negascout:tss=" + off), off);
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver("negascout:tss=maybe"));
    assertTrue(e.getMessage().contains("tss") && e.getMessage().contains("'maybe'"), e.getMessage());
    IllegalArgumentException mcts = assertThrows(IllegalArgumentException.class, () -> solver("mcts:tss=on"));
    assertTrue(mcts.getMessage().contains("'tss'") && mcts.getMessage().contains("mcts:tss=on"), mcts.getMessage());
  }

  private ExactSolver<ConnectState> solver(String spec) {
    return Engines.configure(c6, EngineSpec.parse(spec)).search().solver();
  }
}
