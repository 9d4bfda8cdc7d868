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

  private final ConnectGame go = ConnectProvider.wire(ConnectGame.gomoku());

  @Test
  void gomokuHookProvesVcfAndVctWins() {
    ConnectState vcf = Positions.of(go, "c8 d8 e8 h9 i9 j9 d6 e7", "b8 k9 c5 a1 a15 o1 o15 o8", 0, 1);
    TssSolver hook = new TssSolver(go);
    assertTrue(hook.canSolve(vcf));
    assertEquals(Score.win(2 + 3), hook.solve(vcf, -Score.INFINITE, Score.INFINITE, 2)); // four, reply, double four
    ConnectState vct = Positions.of(go, "e8 f8 h6 h7", "a1 a15 o1 o15", 0, 1);
    assertTrue(hook.canSolve(vct));
    assertFalse(new TssSolver(go, hook.settings().withVct(false)).canSolve(vct), "VCT off: no fours, no proof");
  }

  @Test
  void defenceKeepsExactlyTheMovesThatRefuteTheOpponentsVcf() {
    // O has the VCF of gomokuHookProvesVcfAndVctWins (f8 or g9, then a double four); X to move has no threat win
    ConnectState s = Positions.of(go, "b8 k9 c5 a1 a15 o1 o15", "c8 d8 e8 h9 i9 j9 d6 e7", 0, 1);
    int[] zone = new int[go.moveSpace()];
    int before = s.candidateMoves(zone);
    TssSolver hook = new TssSolver(go, hook(false));
    assertFalse(hook.canSolve(s));
    int[] kept = new int[go.moveSpace()];
    int n = s.candidateMoves(kept);
    assertTrue(n > 0 && n < before, n + " of " + before);
    java.util.Set<Integer> keptSet = new java.util.HashSet<>();
    VctSearch check = new VctSearch(go);
    for (int i = 0; i < n; i++) {
      keptSet.add(kept[i]);
      s.play(kept[i]);
      assertFalse(check.search(s, false, 12, 1_000_000), "kept " + go.moveText(kept[i]) + " refutes");
      s.undo();
    }
    assertTrue(keptSet.contains(s.parseMove("f8")) && keptSet.contains(s.parseMove("g9")), keptSet.toString());
    for (int i = 0; i < before; i++) {
      if (!keptSet.contains(zone[i])) {
        s.play(zone[i]);
        assertTrue(check.search(s, false, 12, 1_000_000), "dropped " + go.moveText(zone[i]) + " loses to the VCF");
        s.undo();
      }
    }
    assertEquals(1, hook.defended());
  }

  private TssSolver.Settings hook(boolean vct) {
    return new TssSolver.Settings(vct, true, 100_000, 3, 1.0);
  }

  private ExactSolver<ConnectState> solver(String spec) {
    return Engines.configure(c6, EngineSpec.parse(spec)).search().solver();
  }
}
