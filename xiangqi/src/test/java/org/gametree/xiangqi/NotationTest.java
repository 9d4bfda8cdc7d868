package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.MoveFormatException;
import org.gametree.core.PositionFormatException;
import org.junit.jupiter.api.Test;

class NotationTest {
  private final XiangqiGame game = new XiangqiGame();

  @Test
  void startPositionRoundTripsThroughFen() {
    assertEquals(XiangqiGame.START_FEN, game.formatPosition(game.parsePosition(XiangqiGame.START_FEN)));
  }

  @Test
  void horseAndElephantLettersAndRedSideLetterAreAccepted() {
    XiangqiState s = game.parsePosition("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1");
    assertEquals(XiangqiGame.START_FEN, game.formatPosition(s));
    assertEquals(game.newInitialState().hash(), s.hash());
  }

  @Test
  void badPieceLetterIsReportedWithItsColumn() {
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1";
    PositionFormatException e = assertThrows(PositionFormatException.class, () -> game.parsePosition(fen));
    assertEquals(fen.indexOf('X') + 1, e.column());
  }

  @Test
  void malformedFensAreRejected() {
    for (String fen : new String[] {"", "9/9/9 w", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1",
        "3k5/9/9/9/9/9/9/9/9/A3K4 w - - 0 1"}) {
      assertThrows(PositionFormatException.class, () -> game.parsePosition(fen), fen);
    }
  }

  @Test
  void iccsMovesParseWithOrWithoutDashAndPrintLowerCase() {
    XiangqiState s = game.newInitialState();
    int move = s.parseMove("h2e2");
    assertEquals((2 * 9 + 7) * 90 + 2 * 9 + 4, move);
    assertEquals(move, s.parseMove("H2-E2"));
    assertEquals("h2e2", s.moveToString(move));
    assertThrows(MoveFormatException.class, () -> s.parseMove("z9z9"));
  }

  @Test
  void wxfNamesFilesFromEachSidesRight() {
    XiangqiState s = game.newInitialState();
    assertEquals("C2.5", Notation.wxf(s, s.parseMove("h2e2")));
    assertEquals("H8+7", Notation.wxf(s, s.parseMove("b0c2")));
    assertEquals(s.parseMove("h2e2"), s.parseMove("C2=5"));
    assertEquals(s.parseMove("b0c2"), s.parseMove("N8+7"));
    s.play(s.parseMove("h2e2"));
    assertEquals("C8.5", Notation.wxf(s, s.parseMove("h7e7")));
    assertEquals("H8+7", Notation.wxf(s, s.parseMove("h9g7")));
    assertEquals("P7+1", Notation.wxf(s, s.parseMove("g6g5")));
  }

  @Test
  void tandemPiecesAreNamedFrontAndRear() {
    XiangqiState s = game.parsePosition("3k5/9/9/9/9/9/4R4/9/4R4/5K3 w - - 0 1");
    assertEquals("R+.4", Notation.wxf(s, s.parseMove("e3f3")));
    assertEquals("R-+1", Notation.wxf(s, s.parseMove("e1e2")));
  }

  @Test
  void renderShowsTheRiverAndFiles() {
    String board = game.render(game.newInitialState());
    assertTrue(board.contains("river"));
    assertTrue(board.contains("a b c d e f g h i"));
  }
}
