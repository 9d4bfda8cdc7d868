package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.core.MoveFormatException;
import org.junit.jupiter.api.Test;

/** WXF as the federation writes it, on positions whose moves are known, including every tandem form. */
class WxfTest {
  private final XiangqiGame game = new XiangqiGame();

  private void assertMove(String fen, String wxf, String iccs) {
    XiangqiState s = game.parsePosition(fen);
    assertEquals(iccs, Notation.iccs(s.parseMove(wxf)), wxf);
    assertEquals(wxf.replace('=', '.'), Notation.wxf(s, s.parseMove(iccs)), iccs);
  }

  @Test
  void openingMovesOfBothSides() {
    String start = XiangqiGame.START_FEN;
    assertMove(start, "C2.5", "h2e2");
    assertMove(start, "H8+7", "b0c2");
    assertMove(start, "R1+1", "i0i1");
    assertMove(start, "A4+5", "f0e1");
    assertMove(start, "E3+5", "g0e2");
    assertMove(start, "K5+1", "e0e1");
    assertMove(start, "P7+1", "c3c4");
    String black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    assertMove(black, "H8+7", "h9g7");
    assertMove(black, "P3+1", "c6c5");
    assertMove(black, "C2.5", "b7e7");
    assertMove(black, "E7+5", "g9e7");
  }

  @Test
  void alternativeSpellingsAreRead() {
    XiangqiState s = game.newInitialState();
    assertEquals("h2e2", Notation.iccs(s.parseMove("c2=5")));
    assertEquals("b0c2", Notation.iccs(s.parseMove("N8+7")));
    assertEquals("g0e2", Notation.iccs(s.parseMove("B3+5")));
    assertEquals("c3c4", Notation.iccs(s.parseMove("S7+1")));
  }

  @Test
  void tandemChariotsAreFrontAndRearForBlackToo() {
    String fen = "3k5/9/4r4/9/4r4/9/9/9/9/5K3 b - - 0 1";
    assertMove(fen, "R+.4", "e5d5"); // Black's front is toward Red
    assertMove(fen, "R-.6", "e7f7");
    assertMove(fen, "R-+1", "e7e6");
  }

  @Test
  void tandemAdvisorsAndElephantsKeepTheirFile() {
    String fen = "3k5/9/9/9/9/2E6/9/3A5/9/2EA1K3 w - - 0 1";
    assertMove(fen, "A6+5", "d0e1");
    assertMove(fen, "A6-5", "d2e1");
    assertMove(fen, "E7+5", "c0e2");
    assertMove(fen, "E7-5", "c4e2");
    assertMove(fen, "E7+9", "c0a2");
    assertMove(fen, "E7-9", "c4a2");
    XiangqiState s = game.parsePosition(fen);
    assertEquals("d2e1", Notation.iccs(s.parseMove("A+-5")));
    assertEquals("c0e2", Notation.iccs(s.parseMove("E-+5")));
  }

  @Test
  void threeTandemPawnsNameTheMiddleByItsFile() {
    String fen = "3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
    assertMove(fen, "P+.4", "g7f7");
    assertMove(fen, "P3.4", "g6f6");
    assertMove(fen, "P-.4", "g5f5");
  }

  @Test
  void fourAndFiveTandemPawnsUseDoubleSigns() {
    String four = "3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
    assertMove(four, "++.4", "g8f8");
    assertMove(four, "P+.4", "g7f7");
    assertMove(four, "P-.4", "g6f6");
    assertMove(four, "--.4", "g5f5");
    String five = "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
    assertMove(five, "++.4", "g9f9");
    assertMove(five, "P+.4", "g8f8");
    assertMove(five, "P3.4", "g7f7");
    assertMove(five, "P-.4", "g6f6");
    assertMove(five, "--.4", "g5f5");
  }

  @Test
  void tandemPawnsOnTwoFilesNameTheFileInsteadOfTheLetter() {
    String fen = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
    assertMove(fen, "3+.4", "g7f7");
    assertMove(fen, "33.4", "g6f6");
    assertMove(fen, "3-.4", "g5f5");
    assertMove(fen, "7+.6", "c6d6");
    assertMove(fen, "7-.6", "c5d5");
  }

  @Test
  void ambiguousUnknownAndIllegalTextIsRefusedByName() {
    XiangqiState s = game.parsePosition("3k5/9/9/9/9/9/4R4/9/4R4/5K3 w - - 0 1");
    long before = s.hash();
    MoveFormatException e = assertThrows(MoveFormatException.class, () -> s.parseMove("R5+1"));
    assertTrue(e.getMessage().contains("R5+1") && e.getMessage().contains("ambiguous"), e.getMessage());
    for (String bad : new String[] {"R5+9", "Q5+1", "R5*1", "R5+", "R+.0", "", "xxxxxxxxxxxxxxxxxxxxxxxx"}) {
      MoveFormatException b = assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
      assertEquals(bad, b.input());
    }
    assertEquals(before, s.hash());
  }

  @Test
  void everyLegalMoveOfRandomGamesRoundTripsThroughWxf() {
    SplittableRandom random = new SplittableRandom(21);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int checked = 0;
    for (int g = 0; g < 20; g++) {
      XiangqiState s = game.newInitialState();
      for (int ply = 0; ply < 150 && !s.isTerminal(); ply++) {
        int n = s.legalMoves(buf);
        if (n == 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          String text = Notation.wxf(s, buf[i]);
          assertEquals(buf[i], s.parseMove(text), game.formatPosition(s) + " " + text);
          checked++;
        }
        s.play(buf[random.nextInt(n)]);
      }
    }
    assertTrue(checked > 5_000, "checked " + checked);
  }
}
