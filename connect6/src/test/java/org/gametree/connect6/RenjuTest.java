package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gametree.core.Games;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.UnknownGameException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Renju's forbidden points on composed 15×15 positions, Black to move (coordinates as {@code h8}, the centre; rows
 * from the bottom). Each position's forbidden points were worked out by hand (the comments give the reasoning) and
 * are confirmed by {@link RenjuReference}, written apart; the legal-move counts are 225 − stones − forbidden points.
 * Four White stones in the corners keep the stone counts even and touch no line that matters.
 */
class RenjuTest {
  private static final String CORNERS = "a1 a15 o1 o15";

  /** A renju position from Black's and White's stones (Black to move when the counts are equal). */
  static ConnectState position(String black, String white) {
    ConnectGame g = ConnectGame.renju();
    char[] cells = new char[g.moveSpace()];
    Arrays.fill(cells, '.');
    int[] counts = new int[2];
    String[] sides = {black, white};
    for (int side = 0; side < 2; side++) {
      for (String m : sides[side].split(" ")) {
        if (!m.isEmpty()) {
          cells[g.parseMoveText(m)] = side == 0 ? 'X' : 'O';
          counts[side]++;
        }
      }
    }
    StringBuilder b = new StringBuilder();
    for (int y = 0; y < g.height(); y++) {
      b.append(cells, y * g.width(), g.width()).append('\n');
    }
    return g.parsePosition(b.append(counts[0] == counts[1] ? "X 1" : "O 1").append('\n').toString());
  }

  /** The forbidden points, as "h8=DOUBLE_THREE" in cell order, after checking them against the reference. */
  private static List<String> forbidden(ConnectState s) {
    RenjuReference ref = new RenjuReference(15);
    int[][] grid = ref.grid(s);
    List<String> out = new ArrayList<>();
    for (int c = 0; c < s.game().moveSpace(); c++) {
      if (s.at(c) != 0) {
        continue;
      }
      Renju.Foul f = s.foul(c);
      assertEquals(ref.forbidden(grid, c % 15, c / 15), f != Renju.Foul.NONE, "reference at " + s.moveToString(c));
      assertEquals(f != Renju.Foul.NONE, !s.isLegal(c), "isLegal at " + s.moveToString(c));
      if (f != Renju.Foul.NONE) {
        out.add(s.moveToString(c) + "=" + f);
      }
    }
    return out;
  }

  private static int legalCount(ConnectState s) {
    return s.legalMoves(new int[s.game().maxLegalMoves()]);
  }

  @Test
  void plainDoubleThree() {
    // f8 g8 and h6 h7: h8 makes two open threes. The other three points of each line (d8 e8 i8, h4 h5 h9) and of the
    // two diagonal pairs (g8-h7: e10 f9 i6 j5; f8-h6: e9 g7 i5) meet nowhere else.
    ConnectState s = position("f8 g8 h6 h7", CORNERS);
    assertEquals(List.of("h8=DOUBLE_THREE"), forbidden(s));
    assertEquals(225 - 8 - 1, legalCount(s));
  }

  @Test
  void doubleFourInOneLine() {
    // e8 g8 i8 k8: h8 makes X.XXX.X, completed to exactly five at f8 or at j8. f8 and j8 alone make one four each.
    ConnectState s = position("e8 g8 i8 k8", CORNERS);
    assertEquals(List.of("h8=DOUBLE_FOUR"), forbidden(s));
    assertEquals(216, legalCount(s));
  }

  @Test
  void overline() {
    // d8 e8 f8 . h8 i8: g8 makes six. b8 and c8 make a single four (their five is b8-f8); no other line has two stones.
    ConnectState s = position("d8 e8 f8 h8 i8", CORNERS + " a14");
    assertEquals(List.of("g8=OVERLINE"), forbidden(s));
    assertEquals(225 - 10 - 1, legalCount(s));
  }

  @Test
  void aFalseThreeIsNoThree() {
    // f8 makes the open three f8 f9 f10 and, in row 8, c8 . e8 f8 with a8 beyond: filling d8 gives c8-f8, whose end
    // b8 would make six with a8, so it is not a straight four and the row holds no three. Nothing is forbidden.
    ConnectState s = position("a8 c8 e8 f9 f10", CORNERS + " a14");
    assertEquals(List.of(), forbidden(s));
    assertEquals(225 - 10, legalCount(s));
    // Without a8 the row's three is true and f8 is a double three.
    ConnectState without = position("c8 e8 f9 f10", CORNERS);
    assertEquals(List.of("f8=DOUBLE_THREE"), forbidden(without));
    assertEquals(216, legalCount(without));
  }

  @Test
  void aThreeWhoseOnlyCompletionIsForbiddenIsFalse() {
    // h8 makes f8 g8 h8 (d8 White: its only straight four is f8-i8, by i8) and h6 h7 h8. With h8 on the board, i8
    // makes that straight four and the straight four i8-i11: a double four, so i8 is forbidden and the row's three
    // is false: h8 is allowed. h9 is forbidden: h6 h7 . h9 (completed by h8, itself allowed with h9 on the board, as
    // its row three is then false in the same way) and g8 h9 i10 (completed by f7 or j11) are two true threes.
    // i8 alone is a four (i8-i11) and a three (f8 g8 . i8, completed by h8): four-three, allowed.
    ConnectState s = position("f8 g8 h7 h6 i9 i10 i11", "d8 " + CORNERS + " a14 o14");
    assertEquals(List.of("h9=DOUBLE_THREE"), forbidden(s));
    assertEquals(225 - 14 - 1, legalCount(s));
    assertTrue(s.isLegal(s.parseMove("h8")));
    assertTrue(s.isLegal(s.parseMove("i8")));
    s.play(s.parseMove("h8"));
    s.play(s.parseMove("a13"));
    assertEquals(Renju.Foul.DOUBLE_FOUR, s.foul(s.parseMove("i8")));
  }

  @Test
  void exactlyFiveWinsBesideADoubleFour() {
    // h8 completes d8-h8 (exactly five) and makes the fours h8-h11 and h8-k5 at once: the five wins.
    ConnectState s = position("d8 e8 f8 g8 h9 h10 h11 i7 j6 k5", CORNERS + " a14 o14 b1 n1 b15 n15");
    assertEquals(List.of(), forbidden(s));
    assertEquals(225 - 20, legalCount(s));
    s.play(s.parseMove("h8"));
    assertEquals(0, s.winner());
  }

  @Test
  void aForbiddenMoveIsRefusedNamingTheFoulWithTheStateUnchanged() {
    ConnectState s = position("f8 g8 h6 h7", CORNERS);
    String before = s.toString();
    long hash = s.hash();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.parseMove("h8")));
    assertTrue(e.getMessage().contains("h8") && e.getMessage().contains("forbidden for Black")
        && e.getMessage().contains("double three"), e.getMessage());
    assertEquals(before, s.toString());
    assertEquals(hash, s.hash());
    // White may play there, and Black's forbidden point is no limit on White.
    ConnectState w = position("f8 g8 h6 h7 a2", CORNERS);
    assertTrue(w.isLegal(w.parseMove("h8")));
    assertFalse(w.isForbidden(w.parseMove("h8")));
  }

  @Test
  void searchHooksLeaveOutForbiddenPoints() {
    ConnectState s = position("f8 g8 h6 h7", CORNERS);
    int h8 = s.parseMove("h8");
    int[] out = new int[225];
    for (int n = s.candidateMoves(out), i = 0; i < n; i++) {
      assertTrue(out[i] != h8, "candidateMoves lists the forbidden h8");
    }
    for (int n = s.candidateMoves(out, 2), i = 0; i < n; i++) {
      assertTrue(out[i] != h8, "candidateMoves(radius) lists the forbidden h8");
    }
    // White's d12-g9 threatens five at h8 only (c13 is Black): Black cannot block there, and the candidates fall
    // back to the zone.
    ConnectState t = position("f8 g8 h6 h7 c13 b3 m3 m12", CORNERS + " d12 e11 f10 g9");
    assertEquals(Renju.Foul.DOUBLE_THREE, t.foul(h8));
    int n = t.candidateMoves(out);
    assertTrue(n > 1, "candidates " + n);
    for (int i = 0; i < n; i++) {
      assertTrue(out[i] != h8);
    }
  }

  @Test
  void overlinesWinForWhiteOnlyAndNotUnderTheStandardRule() {
    // White h2 h3 h4 h5 . h7, White to move: h6 makes seven in a row, a win for White under renju.
    ConnectState renju = position("a2 a4 a6 a8 a10 a12 o3", "h2 h3 h4 h5 h7 o15");
    renju.play(renju.parseMove("h6"));
    assertEquals(1, renju.winner());
    ConnectGame standard = ConnectGame.gomoku().withRule(ConnectRule.STANDARD);
    assertEquals(-1, standard.parsePosition(renju.toString()).winner(), "exactly five under the standard rule");
    // Black's six on a parsed board is no win under renju (the move itself would have been refused).
    ConnectState black = position("c3 d3 e3 f3 g3 h3 o1", "a15 c15 e15 g15 i15 k15 m15");
    assertEquals(-1, black.winner());
    assertEquals(0, ConnectGame.gomoku().parsePosition(black.toString()).winner(), "freestyle: six wins");
  }

  @Test
  void aBoardWithNoAllowedPointForBlackIsADraw() {
    // connect(7,3,5,1,1) under renju (rows are the only lines): Black's last empty cell d3 would make seven.
    ConnectGame g = new ConnectGame(7, 3, 5, 1, 1, ConnectRule.RENJU, org.gametree.core.Capabilities.none());
    ConnectState s = g.parsePosition("XXX.XXX\nOOOXOOO\nXOOXOOX\nX 1\n");
    assertEquals(-1, s.winner());
    assertEquals(Renju.Foul.OVERLINE, s.foul(g.cell(3, 0)));
    assertTrue(s.isTerminal());
    assertTrue(s.outcome().isDraw());
    assertEquals(0, legalCount(s));
    // The same board under freestyle: Black wins there.
    ConnectState free = g.withRule(ConnectRule.FREESTYLE).parsePosition(g.formatPosition(s));
    assertFalse(free.isTerminal());
    free.play(g.cell(3, 0));
    assertEquals(0, free.winner());
  }

  @Test
  void perftFromAnOpeningPosition() {
    // Black's diamond h8 i9 j8 i7 in White's box g9 j9 g7 j7: i8 is a double three, and more appear two plies on.
    ConnectState s = position("h8 i9 j8 i7", "g9 j9 g7 j7");
    assertEquals(List.of("i8=DOUBLE_THREE"), forbidden(s));
    assertEquals(216, perft(s, 1));
    assertEquals(216L * 216, perft(s, 2));
    assertEquals(9_985_894L, perft(s, 3)); // 216 * 216 * 215 = 10,031,040 without the forbidden points
  }

  @Tag("slow")
  @Test
  void perftAgreesWithTheReference() {
    ConnectState s = position("h8 i9 j8 i7", "g9 j9 g7 j7");
    RenjuReference ref = new RenjuReference(15);
    for (int d = 1; d <= 3; d++) {
      assertEquals(ref.perft(ref.grid(s), RenjuReference.BLACK, d), perft(s, d), "depth " + d);
    }
  }

  @Test
  void theRuleIsAGameParameter() {
    assertEquals("gomoku(rule=renju)", Games.byId("gomoku(rule=renju)").id());
    assertEquals("gomoku(rule=renju)", ConnectGame.renju().id());
    assertEquals("gomoku(exact=true)", Games.byId("gomoku(rule=standard)").id());
    assertEquals("gomoku", Games.byId("gomoku(rule=freestyle)").id());
    String big = Games.byId("gomoku(m=20,n=20,rule=renju)").id();
    assertEquals("connect(m=20,n=20,k=5,p=1,q=1,rule=renju)", big);
    assertEquals(big, Games.byId(big).id());
    assertEquals(ConnectRule.RENJU, ((ConnectGame) Games.byId(big)).rule());
    UnknownGameException six = assertThrows(UnknownGameException.class, () -> Games.byId("connect6(rule=renju)"));
    assertTrue(six.getMessage().contains("renju"), six.getMessage());
    UnknownGameException bad = assertThrows(UnknownGameException.class, () -> Games.byId("gomoku(rule=caro)"));
    assertTrue(bad.getMessage().contains("caro"), bad.getMessage());
    assertThrows(UnknownGameException.class, () -> Games.byId("gomoku(rule=renju,exact=on)"));
  }

  static long perft(ConnectState s, int depth) {
    int[] moves = new int[s.game().maxLegalMoves()];
    int n = s.legalMoves(moves);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      total += perft(s, depth - 1);
      s.undo();
    }
    return total;
  }
}
