package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.PositionFormatException;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

class NotationTest {
  private final OthelloGame game = OthelloProvider.game();

  @Test
  void movesParseInBothCasesAndPassSpellings() {
    assertEquals(19, Notation.parseMove("d3"));
    assertEquals(19, Notation.parseMove("D3"));
    assertEquals(0, Notation.parseMove("a1"));
    assertEquals(63, Notation.parseMove("H8"));
    assertEquals(64, Notation.parseMove("pass"));
    assertEquals(64, Notation.parseMove("PA"));
    assertEquals("d3", Notation.moveToString(19));
    assertEquals("pass", Notation.moveToString(64));
  }

  @Test
  void badMovesNameTheText() {
    MoveFormatException e = assertThrows(MoveFormatException.class, () -> Notation.parseMove("i9"));
    assertTrue(e.getMessage().contains("i9"));
    assertThrows(MoveFormatException.class, () -> Notation.parseMove("d"));
  }

  @Test
  void initialPositionInObf() {
    assertEquals("---------------------------OX------XO--------------------------- X",
        game.formatPosition(game.newInitialState()));
  }

  @Test
  void obfAcceptsEdaxSymbolsAndTrailingScores() {
    OthelloState a = game.parsePosition("---------------------------OX------XO--------------------------- X");
    OthelloState b = game.parsePosition("...........................ob......bo........................... b ; d3:+0;");
    OthelloState c = game.parsePosition("---------------------------O*------*O--------------------------- *  % comment");
    assertEquals(a, b);
    assertEquals(a, c);
    assertEquals(game.newInitialState(), a);
  }

  @Test
  void obfErrorsGiveTheColumn() {
    PositionFormatException e = assertThrows(PositionFormatException.class,
        () -> game.parsePosition("--------------------------?OX------XO--------------------------- X"));
    assertEquals(27, e.column());
    assertThrows(PositionFormatException.class, () -> game.parsePosition("---- X"));
    assertThrows(PositionFormatException.class,
        () -> game.parsePosition("---------------------------OX------XO---------------------------"));
    assertThrows(PositionFormatException.class,
        () -> game.parsePosition("---------------------------OX------XO--------------------------- Z"));
  }

  @Test
  void randomGamesRoundTripThroughObfAndGgf() {
    Random rnd = new Random(1);
    int[] moves = new int[64];
    for (int g = 0; g < 50; g++) {
      OthelloState s = game.newInitialState();
      int plies = rnd.nextInt(70);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        int n = s.legalMoves(moves);
        s.play(moves[rnd.nextInt(n)]);
      }
      assertEquals(s, game.parsePosition(game.formatPosition(s)));
      OthelloState back = Notation.parseGgf(Notation.toGgf(s));
      assertEquals(s, back);
      assertEquals(s.plyCount(), back.plyCount());
    }
  }

  @Test
  void matchRecordsAreGgfWithPlayersAndBlacksMargin() {
    OthelloState s = game.newInitialState();
    java.util.List<Integer> moves = new java.util.ArrayList<>();
    int[] legal = new int[64];
    Random rnd = new Random(5);
    while (!s.isTerminal()) {
      int n = s.legalMoves(legal);
      int m = legal[rnd.nextInt(n)];
      moves.add(m);
      s.play(m);
    }
    String ggf = game.format(game.newInitialState(), moves, java.util.List.of("negascout:depth=4", "x[1]"), s.outcome());
    assertEquals(s, game.parsePosition(ggf));
    assertTrue(ggf.contains("PB[negascout:depth=4]PW[x_1_]"), ggf);
    int black = Long.bitCount(s.black());
    int white = Long.bitCount(s.white());
    int margin = s.outcome().isDraw() ? 0 : s.outcome().margin() * s.outcome().signFor(OthelloState.BLACK);
    assertEquals(Integer.signum(black - white), Integer.signum(margin), ggf);
    assertTrue(ggf.contains("RE[" + (margin > 0 ? "+" : "") + margin + ".000]"), ggf);
    assertEquals("ggf", game.extension());
  }

  @Test
  void ggfFromAGameServerWithEvalsAndTimes() {
    String ggf = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[/Users/x]PW[Edax4.4]RE[?]TI[5:00]TY[8]"
        + "BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6/-1.00/0.01]"
        + "B[E6]W[F4];)";
    OthelloState s = game.parsePosition(ggf);
    OthelloState t = game.newInitialState();
    for (String m : new String[] {"f5", "f6", "e6", "f4"}) {
      t.play(Notation.parseMove(m));
    }
    assertEquals(t, s);
    assertEquals(4, s.plyCount());
  }

  @Test
  void ggfWithIllegalMoveIsRejected() {
    assertThrows(PositionFormatException.class, () -> game.parsePosition(
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[A1];)"));
    assertThrows(PositionFormatException.class, () -> game.parsePosition("(;GM[Othello]B[F5]"));
  }

  @Test
  void illegalPlayLeavesStateUnchanged() {
    OthelloState s = game.newInitialState();
    assertThrows(IllegalMoveException.class, () -> s.play(0));
    assertThrows(IllegalMoveException.class, () -> s.play(64));
    assertThrows(IllegalMoveException.class, () -> s.play(99));
    assertEquals(game.newInitialState(), s);
  }

  @Test
  void passIsTheOnlyMoveWhenTheMoverIsStuck() {
    // white to move with no disc adjacent to flip; black can still move
    OthelloState s = game.parsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O");
    int[] moves = new int[64];
    assertEquals(1, s.legalMoves(moves));
    assertEquals(64, moves[0]);
    s.play(64);
    assertEquals(0, s.currentPlayer());
  }

  @Test
  void wipeOutEndsTheGameWithAllSixtyFour() {
    OthelloState s = game.parsePosition("X" + "-".repeat(63) + " O");
    assertTrue(s.isTerminal());
    assertEquals(0, s.outcome().winner());
    assertEquals(64, s.outcome().margin());
  }
}
