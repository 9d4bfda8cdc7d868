package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.ConnectState;
import org.junit.jupiter.api.Test;

/** The threat-space search under renju: Black's forbidden points are neither threats nor blocks. */
class RenjuThreatSearchTest {
  private static ConnectState position(ConnectRule rule, String black, String white) {
    ConnectGame g = ConnectGame.gomoku().withRule(rule);
    char[] cells = new char[g.moveSpace()];
    Arrays.fill(cells, '.');
    int[] counts = new int[2];
    String[] sides = {black, white};
    for (int side = 0; side < 2; side++) {
      for (String m : sides[side].split(" ")) {
        cells[g.parseMoveText(m)] = side == 0 ? 'X' : 'O';
        counts[side]++;
      }
    }
    StringBuilder b = new StringBuilder();
    for (int y = 0; y < g.height(); y++) {
      b.append(cells, y * g.width(), g.width()).append('\n');
    }
    return g.parsePosition(b.append(counts[0] == counts[1] ? "X 1" : "O 1").append('\n').toString());
  }

  @Test
  void blackWinsByADoubleFourOnlyWhereItIsAllowed() {
    // e8 g8 i8 k8: h8 makes two fours in row 8 (X.XXX.X), a win in two turns in freestyle; renju forbids it.
    String black = "e8 g8 i8 k8";
    String white = "a1 a15 o1 o15";
    ConnectState free = position(ConnectRule.FREESTYLE, black, white);
    ThreatSpaceSearch.Result f = new ThreatSpaceSearch(free.game()).search(free, 4, 100_000, null);
    assertTrue(f.win());
    assertEquals("h8", free.moveToString(f.firstStone()));
    ConnectState renju = position(ConnectRule.RENJU, black, white);
    String before = renju.toString();
    ThreatSpaceSearch.Result r = new ThreatSpaceSearch(renju.game()).search(renju, 4, 100_000, null);
    assertFalse(r.win(), "renju: no win by threats, h8 being forbidden");
    assertEquals(before, renju.toString());
  }

  @Test
  void theEnginesThreatHookStandsAsideUnderRenju() {
    // Black to move with an open four (e8 f8 g8 h8 | d8 and i8 free): the hook proves it in freestyle, not in renju
    String black = "e8 f8 g8 h8";
    String white = "a1 a15 o1 o15";
    ConnectState free = position(ConnectRule.FREESTYLE, black, white);
    assertTrue(new TssSolver(free.game()).canSolve(free));
    ConnectState renju = position(ConnectRule.RENJU, black, white);
    assertFalse(new TssSolver(renju.game()).canSolve(renju));
  }

  @Test
  void whiteWinsWhereBlacksOnlyBlockIsForbidden() {
    // White d12 e11 f10, White to move: g9 makes a four whose one completion (c13 is Black) is h8, Black's double
    // three (f8 g8 and h6 h7). In freestyle Black blocks there; under renju it cannot, and White wins.
    String black = "f8 g8 h6 h7 c13";
    String white = "d12 e11 f10 a1";
    ConnectState free = position(ConnectRule.FREESTYLE, black, white);
    assertFalse(new ThreatSpaceSearch(free.game()).search(free, 2, 100_000, null).win());
    ConnectState renju = position(ConnectRule.RENJU, black, white);
    ThreatSpaceSearch.Result r = new ThreatSpaceSearch(renju.game()).search(renju, 2, 100_000, null);
    assertTrue(r.win());
    assertEquals("g9", renju.moveToString(r.firstStone()));
  }
}
