package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Games;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.UnknownGameException;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoRulesTest {
  private static GoState play(GoGame g, String... moves) {
    GoState s = g.newInitialState();
    for (String m : moves) {
      s.play(s.parseMove(m));
    }
    return s;
  }

  @Test
  void gameSpecSetsSizeKomiAndRules() {
    GoGame g = (GoGame) Games.byId("go(size=9,komi=7,rules=psk)");
    assertEquals(9, g.size());
    assertEquals(7.0, g.komi());
    assertEquals(GoRules.PSK, g.rules());
    assertEquals("go(size=9,komi=7,rules=psk)", g.id());
    assertThrows(UnknownGameException.class, () -> Games.byId("go(size=20)"));
    assertThrows(UnknownGameException.class, () -> Games.byId("go(rules=japanese)"));
  }

  @Test
  void kataGoAreaExampleIsWhiteByHalfAPoint() {
    // KataGo testrules "Area rules": 4x4, komi 0.5, suicide legal, positional ko.
    GoState s = play(GoProvider.game(4, 0.5, GoRules.TT), "b3", "c2", "b2", "c3", "b1", "c1", "b4", "c4", "pass", "pass");
    assertTrue(s.isTerminal());
    assertEquals(1, s.outcome().winner());
    assertEquals(0, s.areaDifference());
  }

  @Test
  void simpleKoForbidsTheImmediateRetakeAndPositionalSuperkoToo() {
    for (GoRules rules : GoRules.values()) {
      // Ko on 4x4: Black captures at B3... build a ko shape.
      GoState s = play(GoProvider.game(4, 0, rules), "b4", "c4", "a3", "d3", "b2", "c2", "pass", "b3", "c3");
      // Black C3 captured the White stone at B3; White may not retake at B3 at once.
      assertEquals(GoState.EMPTY, s.stoneAt(s.parseMove("b3")));
      assertFalse(s.isLegal(s.parseMove("b3")), rules.id());
      s.play(s.parseMove("a1"));
      s.play(s.parseMove("d1"));
      assertTrue(s.isLegal(s.parseMove("b3")), rules.id() + " after a ko threat exchange");
    }
  }

  @Test
  void multiStoneSuicideIsLegalOnlyUnderTrompTaylor() {
    String[] moves = {"a2", "b1", "b2", "c1", "c2", "pass", "d1"};
    // White a1 + b1 + c1... set up: White stones b1, c1, d1 surrounded; White a1 would suicide three stones.
    GoState tt = play(GoProvider.game(4, 0, GoRules.TT), "a2", "b1", "b2", "c1", "c2", "d1", "d2");
    GoState psk = play(GoProvider.game(4, 0, GoRules.PSK), "a2", "b1", "b2", "c1", "c2", "d1", "d2");
    int a1 = tt.parseMove("a1");
    assertTrue(tt.isLegal(a1));
    assertFalse(psk.isLegal(a1));
    tt.play(a1);
    assertEquals(4, tt.capturesByBlack());
    assertEquals(GoState.EMPTY, tt.stoneAt(tt.parseMove("c1")));
    assertEquals(7, moves.length);
  }

  @Test
  void singleStoneSuicideIsIllegalEverywhere() {
    for (GoRules rules : GoRules.values()) {
      GoState s = play(GoProvider.game(3, 0, rules), "a2", "pass", "b1");
      assertFalse(s.isLegal(s.parseMove("a1")), rules.id());
      assertThrows(IllegalMoveException.class, () -> s.play(s.parseMove("a1")));
    }
  }

  @Test
  void undoRestoresBoardHashAndCaptures() {
    GoState s = play(GoProvider.game(5, 0, GoRules.PSK), "b2", "a2", "a3", "a1");
    long h = s.hash();
    String board = s.boardString();
    s.play(s.parseMove("b1"));
    assertEquals(2, s.capturesByBlack());
    s.undo();
    assertEquals(h, s.hash());
    assertEquals(board, s.boardString());
    assertEquals(0, s.capturesByBlack());
  }

  @Test
  void gtpVerticesSkipI() {
    GoGame g = GoProvider.game(19, 7.5, GoRules.PSK);
    assertEquals("J10", g.moveToString(g.parseMove("j10")));
    assertEquals("T19", g.moveToString(18));
    assertEquals("A1", g.moveToString(18 * 19));
    assertEquals("pass", g.moveToString(g.passMove()));
    assertThrows(MoveFormatException.class, () -> g.parseMove("I5"));
    assertThrows(MoveFormatException.class, () -> g.parseMove("A20"));
    assertThrows(MoveFormatException.class, () -> g.parseMove("zz"));
  }

  @Test
  void twoPassesEndTheGameWithTrompTaylorArea() {
    GoState s = play(GoProvider.game(5, 7, GoRules.TT), "c3", "pass", "pass");
    assertTrue(s.isTerminal());
    assertEquals(25, s.areaDifference());
    assertEquals(0, s.outcome().winner());
    assertEquals(18, s.outcome().margin());
    assertEquals(0, s.legalMoves(new int[26]));
  }
}
