package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Wu's threat counts ({@link Threats}). */
class ThreatsTest {
  private static ConnectState position(ConnectGame g, String black, String white, int mover, int left) {
    return Positions.of(g, black, white, mover, left);
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
}
