package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Positions;
import org.gametree.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

/** VCF and VCT (one stone a turn): composed wins with their first move, no-win positions, the exact solver's word. */
class VctSearchTest {
  private final ConnectGame go = ConnectGame.gomoku();

  private ConnectState gomoku(String black, String white) {
    return Positions.of(go, black, white, 0, 1);
  }

  @Test
  void vcfDoubleFourInOneMove() {
    // c8 d8 e8 (b8 = O) and f9 f10 f11 (f12 = O): f8 makes two fours
    ConnectState s = gomoku("c8 d8 e8 f9 f10 f11", "b8 f12 a1 a3 o15 o1");
    VctSearch v = new VctSearch(go);
    assertTrue(v.search(s, false, 8, 100_000));
    assertEquals(s.parseMove("f8"), v.firstMove());
    assertEquals(1, v.provenDepth());
  }

  @Test
  void vcfFourThenDoubleFour() {
    // row 8: (b8 = O) c8 d8 e8; row 9: h9 i9 j9 (k9 = O); diagonal (c5 = O) d6 e7. f8 and g9 are each a four plus a
    // diagonal three; after either and its forced reply, the other is a double four. No single move wins.
    ConnectState s = gomoku("c8 d8 e8 h9 i9 j9 d6 e7", "b8 k9 c5 a1 a15 o1 o15 o8");
    VctSearch v = new VctSearch(go);
    assertTrue(v.search(s, false, 8, 100_000));
    assertEquals(2, v.provenDepth());
    assertTrue(v.firstMove() == s.parseMove("f8") || v.firstMove() == s.parseMove("g9"), go.moveText(v.firstMove()));
    ConnectState noDiagonal = gomoku("c8 d8 e8 h9 i9 j9 d6", "b8 k9 c5 e7 a1 a15 o1 o15");
    assertFalse(v.search(noDiagonal, false, 8, 100_000), "without e7 the fours lead nowhere");
  }

  @Test
  void vctDoubleThreeWinsWhereNoVcfExists() {
    // e8 f8 (row 8) and h6 h7 (column h): h8 makes two open threes (e8 f8 . h8 broken, h6 h7 h8)
    ConnectState s = gomoku("e8 f8 h6 h7", "a1 a15 o1 o15");
    VctSearch v = new VctSearch(go);
    assertFalse(v.search(s, false, 10, 100_000), "no fours at all");
    assertTrue(v.search(s, true, 4, 200_000));
    int first = v.firstMove();
    ConnectState after = s.copy();
    after.play(first);
    // the first move is a threat: every defence the opponent has still loses to a VCT
    int classes = org.gametree.connect6.LinePatterns.of(go).classes(after, first, 0);
    assertTrue(org.gametree.connect6.LinePatterns.atLeast(classes, org.gametree.connect6.LinePatterns.OPEN_THREE) >= 1,
        go.moveText(first));
  }

  @Test
  void noWinInQuietPositions() {
    VctSearch v = new VctSearch(go);
    assertFalse(v.search(go.newInitialState(), true, 4, 100_000));
    ConnectState s = gomoku("h8 j10 c3", "h9 j9 m12");
    assertFalse(v.search(s, false, 10, 100_000));
    assertFalse(v.search(s, true, 4, 100_000));
    assertFalse(v.exhausted());
  }

  @Test
  void vcfAndVctWinsAreConfirmedByTheExactSolverOnRandomSmallPositions() {
    ConnectGame g = new ConnectGame(6, 6, 4, 1, 1);
    VctSearch v = new VctSearch(g);
    SplittableRandom rnd = new SplittableRandom(11);
    int[] buf = new int[g.maxLegalMoves()];
    int vcf = 0;
    int vct = 0;
    for (int game = 0; game < 80; game++) {
      ConnectState s = g.newInitialState();
      int plies = 6 + rnd.nextInt(10);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        int n = s.legalMoves(buf);
        s.play(buf[rnd.nextInt(n)]);
      }
      if (s.isTerminal()) {
        continue;
      }
      boolean f = v.search(s, false, 10, 50_000);
      boolean t = f || v.search(s, true, 4, 50_000);
      if (t) {
        vcf += f ? 1 : 0;
        vct += f ? 0 : 1;
        var solved = new ConnectSolver(g).solve(s, SearchLimits.time(Duration.ofSeconds(20)));
        assertTrue(solved.proven());
        assertEquals(1, solved.value(), g.render(s));
        ConnectState after = s.copy();
        after.play(v.firstMove());
        var reply = new ConnectSolver(g).solve(after, SearchLimits.time(Duration.ofSeconds(20)));
        assertEquals(after.isTerminal() ? 0 : -1, after.isTerminal() ? 0 : reply.value(), "first move keeps the win");
      }
    }
    assertTrue(vcf > 0 && vct > 0, "VCF " + vcf + ", VCT-only " + vct);
  }
}
