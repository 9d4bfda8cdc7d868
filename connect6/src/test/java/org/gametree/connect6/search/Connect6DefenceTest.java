package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Positions;
import org.gametree.connect6.module.ConnectProvider;
import org.junit.jupiter.api.Test;

class Connect6DefenceTest {
  private final ConnectGame c6 = ConnectProvider.wire(ConnectGame.connect6());

  private Set<Integer> candidates(ConnectState s) {
    int[] out = new int[c6.moveSpace()];
    int n = s.candidateMoves(out);
    Set<Integer> set = new HashSet<>();
    for (int i = 0; i < n; i++) {
      set.add(out[i]);
    }
    return set;
  }

  @Test
  void opponentsVcdtCutsTheFirstStoneToItsLines() {
    // O has the two-turn VCDT of TssSolverTest (two open threes of three); X to move, scattered, has none
    ConnectState s = Positions.of(c6, "a1 a2 b19 s19 s1 r1 a18", "d10 e10 f10 d4 e4 f4 j10", 0, 2);
    assertTrue(new ThreatSpaceSearch(c6).opponentSearch(s, 3, 100_000, null).win(), "O's VCDT exists");
    Set<Integer> before = candidates(s);
    TssSolver hook = new TssSolver(c6, new TssSolver.Settings(false, true, 100_000, 3, 1.0));
    assertFalse(hook.canSolve(s));
    assertEquals(1, hook.defended());
    Set<Integer> kept = candidates(s);
    assertTrue(kept.size() < before.size(), kept.size() + " of " + before.size());
    for (String block : new String[] {"c10", "g10", "c4", "g4"}) {
      assertTrue(kept.contains(c6.parseMoveText(block)), block + " kept");
    }
    assertFalse(kept.contains(c6.parseMoveText("k16")), "a far cell is cut");
    // a turn of two kept cells stops the VCDT
    ConnectState t = Positions.of(c6, "a1 a2 b19 s19 s1 r1 a18", "d10 e10 f10 d4 e4 f4 j10", 0, 2);
    t.play(c6.parseMoveText("c10"));
    t.play(c6.parseMoveText("c4"));
    assertFalse(new ThreatSpaceSearch(c6).search(t, 3, 100_000, null).win(), "c10 c4 refutes it");
  }

  @Test
  void noOpponentThreatWinCutsNothing() {
    ConnectState s = Positions.of(c6, "j10 k11", "h8 l12", 0, 2);
    Set<Integer> before = candidates(s);
    TssSolver hook = new TssSolver(c6, new TssSolver.Settings(false, true, 100_000, 3, 1.0));
    assertFalse(hook.canSolve(s));
    assertEquals(0, hook.defended());
    assertEquals(before, candidates(s));
  }

  @Test
  void defenceOffCutsNothing() {
    ConnectState s = Positions.of(c6, "a1 a2 b19 s19 s1 r1 a18", "d10 e10 f10 d4 e4 f4 j10", 0, 2);
    Set<Integer> before = candidates(s);
    TssSolver hook = new TssSolver(c6, new TssSolver.Settings(false, false, 100_000, 3, 1.0));
    assertFalse(hook.canSolve(s));
    assertEquals(before, candidates(s));
  }
}
