package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

class ThreatsTest {
  /** Builds a position: stones given as cell texts, then side to move X with a full turn unless told. */
  static ConnectState position(ConnectGame g, String black, String white, int mover, int left) {
    ConnectState s = g.newInitialState();
    for (String c : black.split(" ")) {
      if (!c.isEmpty()) {
        s.place(s.parseMove(c), 0);
      }
    }
    for (String c : white.split(" ")) {
      if (!c.isEmpty()) {
        s.place(s.parseMove(c), 1);
      }
    }
    s.setTurn(mover, left, s.findWinnerOnBoard());
    return s;
  }

  private final ConnectGame c6 = ConnectGame.connect6();
  private final Threats threats = new Threats(c6);

  @Test
  void liveFourIsTwoThreatsInConnect6() {
    ConnectState s = position(c6, "c10 d10 e10 f10", "", 1, 2);
    assertEquals(2, threats.count(s, 0, 10));
  }

  @Test
  void liveFiveIsTwoThreatsAndDeadFourIsOne() {
    assertEquals(2, threats.count(position(c6, "c10 d10 e10 f10 g10", "", 1, 2), 0, 10));
    assertEquals(1, threats.count(position(c6, "c10 d10 e10 f10", "b10", 1, 2), 0, 10));
    assertEquals(0, threats.count(position(c6, "c10 d10 e10", "", 1, 2), 0, 10));
  }

  @Test
  void brokenShapesCountLikeWu() {
    // X X X . X X with room on both sides: every window with 4+ stones is hit by the gap.
    assertEquals(1, threats.count(position(c6, "c10 d10 e10 g10 h10", "b10 i10", 1, 2), 0, 10));
  }

  @Test
  void crossingWindowsSharingAnEmptyCellCountOnce() {
    // Horizontal dead four c10-f10 (b10 blocked) needs g10+h10; vertical dead four g11-g14 (g15 blocked) needs
    // g10+g9. One stone on g10 stops both, so the exact count is 1 although each line alone counts 1.
    ConnectState s = position(c6, "c10 d10 e10 f10 g11 g12 g13 g14", "b10 g15", 1, 2);
    assertEquals(1, threats.count(s, 0, 10));
    // Moving the vertical four one column right removes the shared cell: two threats.
    ConnectState t = position(c6, "c10 d10 e10 f10 j11 j12 j13 j14", "b10 j15", 1, 2);
    assertEquals(2, threats.count(t, 0, 10));
  }

  @Test
  void threeFoursAreThreeThreatsSoTheDefenderCannotStopThem() {
    ConnectState s = position(c6, "a5 a6 a7 a8 k5 k6 k7 k8 s10 s11 s12 s13", "a4 k4 s14", 1, 2);
    assertEquals(3, threats.count(s, 0, 10));
    assertEquals(3, threats.count(s, 0));
  }

  @Test
  void gomokuFourIsOneThreatAndStraightFourTwo() {
    ConnectGame go = ConnectGame.gomoku();
    Threats t = new Threats(go);
    assertEquals(1, t.count(position(go, "c8 d8 e8 f8", "b8", 1, 1), 0, 10));
    assertEquals(2, t.count(position(go, "c8 d8 e8 f8", "", 1, 1), 0, 10));
    assertEquals(1, t.count(position(go, "c8 d8 f8 g8", "", 1, 1), 0, 10));
  }

  @Test
  void exactFiveDoesNotCountWindowsThatWouldMakeAnOverline() {
    ConnectGame exact = new ConnectGame(15, 15, 5, 1, 1, true);
    Threats t = new Threats(exact);
    // X X X X . X: filling the gap makes six, so that window is no threat under exact five; the left end still is.
    assertEquals(1, t.count(position(exact, "c8 d8 e8 f8 h8", "", 1, 1), 0, 10));
    ConnectGame free = ConnectGame.gomoku();
    assertEquals(2, new Threats(free).count(position(free, "c8 d8 e8 f8 h8", "", 1, 1), 0, 10));
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
        var solved = g.solve(s, SearchLimits.time(Duration.ofSeconds(20)));
        assertTrue(solved.proven());
        assertEquals(1, solved.value(), g.render(s));
      }
    }
    assertTrue(wins > 0, "some positions should have threat wins");
  }
}
