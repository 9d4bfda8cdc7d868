package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Positions;
import org.gametree.connect6.Threats;
import org.gametree.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

/** The threat-space search: wins by threats in Connect6 and gomoku, Anti-TSS, and agreement with the exact solver. */
class ThreatSpaceSearchTest {
  private final ConnectGame c6 = ConnectGame.connect6();
  private final Threats threats = new Threats(c6);

  private static ConnectState position(ConnectGame g, String black, String white, int mover, int left) {
    return Positions.of(g, black, white, mover, left);
  }

  @Test
  void tssFindsADoubleThreatWinInConnect6() {
    // Two open threes: one stone on each makes two open fours = 4 threats > 2.
    ConnectState s = position(c6, "d10 e10 f10 d4 e4 f4 j10", "a1 a2 b19 s19 s1", 0, 2);
    ThreatSpaceSearch tss = new ThreatSpaceSearch(c6);
    ThreatSpaceSearch.Result r = tss.search(s, 4, 200_000, null);
    assertTrue(r.win());
    assertEquals(2, r.turns());
    assertTrue(r.firstStone() >= 0);
  }

  @Test
  void tssBlocksTheDefendersFourWithOneStoneAndThreatensWithTheOther() {
    // White has a dead four on row 15 (a15 is Black): Black must block f15/g15. Its two open threes cross at m10:
    // one stone there makes 4 threats. Ignoring White's four, every threat turn loses to it at once.
    ConnectState s = position(c6, "j10 k10 l10 m7 m8 m9 a15", "b15 c15 d15 e15 s1 s3", 0, 2);
    assertEquals(1, threats.count(s, 1, 3));
    ThreatSpaceSearch tss = new ThreatSpaceSearch(c6);
    ThreatSpaceSearch.Result r = tss.search(s, 3, 200_000, null);
    assertTrue(r.win());
    assertEquals(2, r.turns());
    assertTrue(r.firstStone() == c6.parseMoveText("f15") || r.firstStone() == c6.parseMoveText("g15"),
        c6.moveText(r.firstStone()));
    // with the four blocked beforehand, the win needs no block and starts elsewhere
    ConnectState blocked = position(c6, "j10 k10 l10 m7 m8 m9 a15 f15", "b15 c15 d15 e15 s1 s3 s5 s7", 0, 2);
    assertTrue(tss.search(blocked, 3, 200_000, null).win());
  }

  @Test
  void tssFindsAVcfDoubleFourInGomoku() {
    ConnectGame go = ConnectGame.gomoku();
    ConnectState s = position(go, "c8 d8 e8 f9 f10 f11", "b8 f12 a1 a3 o15 o1", 0, 1);
    ThreatSpaceSearch.Result r = new ThreatSpaceSearch(go).search(s, 5, 100_000, null);
    assertTrue(r.win());
    assertEquals(s.parseMove("f8"), r.firstStone());
  }

  @Test
  void tssFindsAFourSequenceEndingInADoubleFour() {
    // X: e5 f5 g5 (blocked at d5) and h6 h7 h8 (blocked at h9) and b2 c3: d4 makes a diagonal four b2-e5?
    // Simpler chain: a four forcing a reply, then a double four.
    ConnectGame go = ConnectGame.gomoku();
    ConnectState s = position(go, "c8 d8 e8 g10 g11 g12 h9", "b8 g13 a1 a15 o15 o1 o8", 0, 1);
    ThreatSpaceSearch.Result r = new ThreatSpaceSearch(go).search(s, 6, 200_000, null);
    assertTrue(r.win(), r.toString());
  }

  @Test
  void tssReportsNoWinWithoutThreatsAndAntiTssSeesTheOpponents() {
    ConnectState start = c6.newInitialState();
    ThreatSpaceSearch tss = new ThreatSpaceSearch(c6);
    assertFalse(tss.search(start, 4, 50_000, null).win());
    ConnectState s = position(c6, "j10", "d10 e10 f10 d4 e4 f4", 0, 2);
    assertFalse(tss.search(s, 3, 100_000, null).win());
    assertTrue(tss.opponentSearch(s, 3, 100_000, null).win());
  }

  @Test
  void tssWinsAreConfirmedByTheExactSolverOnRandomSmallPositions() {
    ConnectGame g = new ConnectGame(6, 6, 4, 1, 1);
    ThreatSpaceSearch tss = new ThreatSpaceSearch(g);
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
    int[] buf = new int[g.maxLegalMoves()];
    int wins = 0;
    for (int game = 0; game < 60; game++) {
      ConnectState s = g.newInitialState();
      int plies = 8 + rnd.nextInt(10);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        int n = s.legalMoves(buf);
        s.play(buf[rnd.nextInt(n)]);
      }
      if (s.isTerminal()) {
        continue;
      }
      if (tss.search(s, 6, 20_000, null).win()) {
        wins++;
        var solved = new ConnectSolver(g).solve(s, SearchLimits.time(Duration.ofSeconds(20)));
        assertTrue(solved.proven());
        assertEquals(1, solved.value(), g.render(s));
      }
    }
    assertTrue(wins > 0, "some positions should have threat wins");
  }
}
