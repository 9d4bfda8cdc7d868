package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.gametree.core.Outcome;
import org.junit.jupiter.api.Test;

class RulesTest {
  private final XiangqiGame game = new XiangqiGame();

  private Set<String> movesFrom(XiangqiState s, String square) {
    int[] buf = new int[game.maxLegalMoves()];
    int n = s.legalMoves(buf);
    Set<String> out = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      String text = s.moveToString(buf[i]);
      if (text.startsWith(square)) {
        out.add(text.substring(2));
      }
    }
    return out;
  }

  private void play(XiangqiState s, String... moves) {
    for (String m : moves) {
      assertFalse(s.isTerminal(), "game ended before " + m);
      s.play(s.parseMove(m));
    }
  }

  @Test
  void aLoneBlockerBetweenTheGeneralsIsPinnedByTheFlyingGeneralRule() {
    XiangqiState s = game.parsePosition("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
    assertEquals(Set.of(), movesFrom(s, "e4"));
    assertEquals(Set.of("d0", "f0", "e1"), movesFrom(s, "e0"));
  }

  @Test
  void generalsMayNotFaceEachOtherOnAnOpenFile() {
    XiangqiState s = game.parsePosition("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assertFalse(movesFrom(s, "e0").contains("d0"));
  }

  @Test
  void aHorseIsBlockedByThePieceNextToItNotNextToItsTarget() {
    XiangqiState blocked = game.parsePosition("3k5/9/9/9/9/9/9/9/1R7/1N2K4 w - - 0 1");
    assertEquals(Set.of("d1"), movesFrom(blocked, "b0"));
    XiangqiState diagonal = game.parsePosition("3k5/9/9/9/9/9/9/9/2R6/1N2K4 w - - 0 1");
    assertEquals(Set.of("a2", "c2", "d1"), movesFrom(diagonal, "b0"));
  }

  @Test
  void aHorseChecksOnlyThroughAFreeLeg() {
    XiangqiState check = game.parsePosition("5k3/9/9/9/9/9/9/4n4/9/3K5 w - - 0 1");
    assertTrue(check.inCheck()); // horse e2 attacks d0 through leg e1
    XiangqiState lame = game.parsePosition("5k3/9/9/9/9/9/9/4n4/4A4/3K5 w - - 0 1");
    assertFalse(lame.inCheck());
  }

  @Test
  void elephantsNeedAFreeEyeAndStayOnTheirSideOfTheRiver() {
    XiangqiState river = game.parsePosition("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assertEquals(Set.of("a2", "e2"), movesFrom(river, "c4"));
    XiangqiState eye = game.parsePosition("5k3/9/9/9/9/9/9/9/3R5/2B1K4 w - - 0 1");
    assertEquals(Set.of("a2"), movesFrom(eye, "c0"));
  }

  @Test
  void aCannonCapturesOverExactlyOneScreen() {
    XiangqiState s = game.parsePosition("3k5/9/r8/9/n8/9/p8/9/9/C4K3 w - - 0 1");
    assertEquals(Set.of("a1", "a2", "a5", "b0", "c0", "d0", "e0"), movesFrom(s, "a0"));
  }

  @Test
  void soldiersMoveSidewaysOnlyAfterCrossingTheRiver() {
    XiangqiState s = game.parsePosition("3k5/9/9/9/4P4/9/4P4/9/9/5K3 w - - 0 1");
    assertEquals(Set.of("e4"), movesFrom(s, "e3"));
    assertEquals(Set.of("e6", "d5", "f5"), movesFrom(s, "e5"));
    XiangqiState black = game.parsePosition("3k5/9/9/4p4/9/4p4/9/9/9/5K3 b - - 0 1");
    assertEquals(Set.of("e5"), movesFrom(black, "e6"));
    assertEquals(Set.of("e3", "d4", "f4"), movesFrom(black, "e4"));
  }

  @Test
  void stalemateLosesForTheSideWithoutMoves() {
    XiangqiState s = game.parsePosition("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assertFalse(s.inCheck());
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void checkmateLoses() {
    XiangqiState s = game.parsePosition("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1");
    play(s, "b1b9");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void perpetualCheckLosesOnTheThirdRepetition() {
    XiangqiState s = game.parsePosition("4k4/9/9/9/9/9/9/9/7R1/3K5 w - - 0 1");
    play(s, "h1h9", "e9e8", "h9h8", "e8e9", "h8h9", "e9e8", "h9h8", "e8e9");
    assertFalse(s.isTerminal());
    play(s, "h8h9");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(1), s.outcome());
  }

  @Test
  void threefoldRepetitionWithoutChecksIsADraw() {
    XiangqiState s = game.newInitialState();
    play(s, "b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0");
    assertFalse(s.isTerminal());
    play(s, "c7b9");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.draw(), s.outcome());
  }

  @Test
  void oneHundredTwentyPliesWithoutCaptureDraw() {
    XiangqiState s = game.parsePosition("4k4/9/9/9/9/9/9/9/7R1/3K5 w - - 118 80");
    play(s, "h1h2");
    assertFalse(s.isTerminal());
    play(s, "e9e8");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.draw(), s.outcome());
  }

  @Test
  void undoRestoresBoardHashAndClock() {
    XiangqiState s = game.newInitialState();
    long key = s.hash();
    String fen = game.formatPosition(s);
    play(s, "h2e2", "h9g7", "e2e6");
    s.undo();
    s.undo();
    s.undo();
    assertEquals(key, s.hash());
    assertEquals(fen, game.formatPosition(s));
  }

  @Test
  void incrementalHashEqualsTheHashOfTheParsedPosition() {
    XiangqiState s = game.newInitialState();
    play(s, "h2e2", "h9g7", "e2e6", "g6g5", "e6a6");
    assertEquals(game.parsePosition(game.formatPosition(s)).hash(), s.hash());
  }

  @Test
  void illegalMovesAreRejectedAndLeaveTheStateUnchanged() {
    XiangqiState s = game.newInitialState();
    String fen = game.formatPosition(s);
    org.junit.jupiter.api.Assertions.assertThrows(org.gametree.core.IllegalMoveException.class,
        () -> s.play(s.parseMove("e0e2")));
    assertEquals(fen, game.formatPosition(s));
    assertFalse(s.isLegal(-1));
    assertFalse(s.isLegal(8100));
  }
}
