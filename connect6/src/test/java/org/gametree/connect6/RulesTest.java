package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.connect6.module.ConnectProvider;
import org.gametree.core.Game;
import org.gametree.core.GameSpec;
import org.gametree.core.Games;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.PositionFormatException;
import org.gametree.core.UnknownGameException;
import org.junit.jupiter.api.Test;

class RulesTest {
  private static ConnectState play(ConnectGame g, String... moves) {
    ConnectState s = g.newInitialState();
    for (String m : moves) {
      s.play(s.parseMove(m));
    }
    return s;
  }

  @Test
  void connect6FirstTurnHasOneStoneThenTwoPerTurnWithoutChangingTheMover() {
    ConnectGame g = ConnectGame.connect6();
    ConnectState s = g.newInitialState();
    assertEquals(0, s.currentPlayer());
    assertEquals(1, s.stonesLeft());
    s.play(s.parseMove("j10"));
    assertEquals(1, s.currentPlayer());
    assertEquals(2, s.stonesLeft());
    s.play(s.parseMove("k10"));
    assertEquals(1, s.currentPlayer());
    assertEquals(1, s.stonesLeft());
    s.play(s.parseMove("k11"));
    assertEquals(0, s.currentPlayer());
    assertEquals(2, s.stonesLeft());
    s.undo();
    assertEquals(1, s.currentPlayer());
    assertEquals(1, s.stonesLeft());
  }

  @Test
  void hashIncludesMoverAndStonesLeft() {
    ConnectGame g = new ConnectGame(7, 7, 4, 2, 1);
    ConnectState a = g.parsePosition(".......\n.......\n.......\n...X...\n.......\n.......\n.......\nO 2\n");
    ConnectState b = g.parsePosition(".......\n.......\n.......\n...X...\n.......\n.......\n.......\nO 1\n");
    ConnectState c = g.parsePosition(".......\n.......\n.......\n...X...\n.......\n.......\n.......\nX 2\n");
    assertTrue(a.hash() != b.hash() && a.hash() != c.hash() && b.hash() != c.hash());
    ConnectState fromPlay = g.newInitialState();
    fromPlay.play(g.cell(3, 3));
    assertEquals(a.hash(), fromPlay.hash());
  }

  @Test
  void bothOrdersOfATurnsStonesReachTheSameHash() {
    ConnectGame g = ConnectGame.connect6();
    ConnectState a = play(g, "j10", "a1", "b2");
    ConnectState b = play(g, "j10", "b2", "a1");
    assertEquals(a.hash(), b.hash());
  }

  @Test
  void fiveInARowWinsGomokuAndOverlinesWinUnlessExact() {
    ConnectGame free = ConnectGame.gomoku();
    ConnectState s = play(free, "a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1");
    assertTrue(s.isTerminal());
    assertEquals(0, s.outcome().winner());
    ConnectState over = play(free, "a1", "a15", "b1", "b15", "c1", "c15", "e1", "e15", "f1", "f15", "d1");
    assertEquals(0, over.outcome().winner());
    ConnectGame exact = new ConnectGame(15, 15, 5, 1, 1, true);
    ConnectState ex = play(exact, "a1", "a15", "b1", "b15", "c1", "c15", "e1", "e15", "f1", "f15", "d1");
    assertFalse(ex.isTerminal());
    ConnectState five = play(exact, "a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1");
    assertEquals(0, five.outcome().winner());
  }

  @Test
  void diagonalsAndAntiDiagonalsWin() {
    ConnectGame g = ConnectGame.tictactoe();
    assertEquals(0, play(g, "a1", "a2", "b2", "a3", "c3").outcome().winner());
    assertEquals(1, play(g, "a1", "a3", "b1", "b2", "a2", "c1").outcome().winner());
  }

  @Test
  void fullBoardWithoutLineIsADraw() {
    ConnectState s = play(ConnectGame.tictactoe(), "a1", "b2", "c3", "b3", "b1", "c1", "a3", "a2", "c2");
    assertTrue(s.isTerminal());
    assertTrue(s.outcome().isDraw());
    assertEquals(0, s.legalMoves(new int[9]));
  }

  @Test
  void connect6WinsWithTheFirstStoneOfATurnEndsTheGameAtOnce() {
    ConnectGame g = new ConnectGame(9, 9, 4, 2, 1);
    ConnectState s = play(g, "e5", "a1", "a2", "f5", "g5", "a3", "a9");
    assertFalse(s.isTerminal());
    s.play(s.parseMove("h5"));
    assertTrue(s.isTerminal());
    assertEquals(0, s.outcome().winner());
    assertFalse(s.isLegal(s.parseMove("b1")));
  }

  @Test
  void badInputIsRejectedWithTypedExceptionsAndStateUnchanged() {
    ConnectGame g = ConnectGame.tictactoe();
    ConnectState s = play(g, "b2");
    long h = s.hash();
    assertThrows(MoveFormatException.class, () -> s.parseMove("z9"));
    assertThrows(MoveFormatException.class, () -> s.parseMove("b"));
    assertThrows(MoveFormatException.class, () -> s.parseMove("3,0"));
    assertThrows(IllegalMoveException.class, () -> s.play(s.parseMove("b2")));
    assertThrows(IllegalMoveException.class, () -> s.play(99));
    assertEquals(h, s.hash());
    assertEquals(s.parseMove("b2"), s.parseMove("1,1"));
    PositionFormatException e = assertThrows(PositionFormatException.class,
        () -> g.parsePosition("...\n.Q.\n...\nX 1\n"));
    assertEquals(2, e.line());
    assertEquals(2, e.column());
    assertThrows(PositionFormatException.class, () -> g.parsePosition("...\n...\n...\nX 3\n"));
    assertThrows(PositionFormatException.class, () -> g.parsePosition("...\n...\nX 1\n"));
    assertThrows(PositionFormatException.class, () -> g.parsePosition("XXX\nOOO\n...\nX 1\n"));
  }

  @Test
  void positionsRoundTripWithMoverAndStonesLeft() {
    ConnectGame g = new ConnectGame(7, 7, 4, 2, 1);
    ConnectState s = play(g, "d4", "c3", "e5", "c4");
    String text = g.formatPosition(s);
    ConnectState back = g.parsePosition(text);
    assertEquals(s, back);
    assertEquals(s.hash(), back.hash());
    assertEquals(text, g.formatPosition(back));
    assertEquals(4, back.plyCount());
    assertTrue(text.endsWith("X 1\n"));
  }

  @Test
  void idsRoundTripThroughTheRegistry() {
    for (String id : new String[] {"connect6", "gomoku", "tictactoe", "connect(m=7,n=7,k=4,p=2,q=1)",
        "gomoku(exact=true)", "connect(m=4,n=3,k=3,p=1,q=1,exact=true)"}) {
      Game<?> game = Games.byId(id);
      assertEquals(game.id(), Games.byId(game.id()).id());
    }
    assertEquals("connect6", Games.byId("connect").id());
    assertEquals("tictactoe", Games.byId("connect(m=3,n=3,k=3,p=1,q=1)").id());
    assertThrows(UnknownGameException.class,
        () -> new ConnectProvider().create(GameSpec.parse("connect(m=3,z=1)")));
    assertThrows(UnknownGameException.class,
        () -> new ConnectProvider().create(GameSpec.parse("connect(m=3,n=3,k=9)")));
  }

  @Test
  void parametersParseThroughTheirOptionsWithEngineOptionsOnOffWords() {
    String exact = Games.byId("gomoku(exact=true)").id();
    for (String on : new String[] {"on", "yes", "1"}) {
      assertEquals(exact, Games.byId("gomoku(exact=" + on + ")").id(), on);
    }
    assertEquals("gomoku", Games.byId("gomoku(exact=off)").id());
    UnknownGameException bad = assertThrows(UnknownGameException.class, () -> Games.byId("gomoku(exact=maybe)"));
    assertTrue(bad.getMessage().contains("exact") && bad.getMessage().contains("'maybe'"), bad.getMessage());
    UnknownGameException unknown = assertThrows(UnknownGameException.class, () -> Games.byId("connect(m=3,z=1)"));
    assertTrue(unknown.getMessage().contains("'z'"), unknown.getMessage());
    UnknownGameException twice = assertThrows(UnknownGameException.class, () -> Games.byId("connect(m=7,m=8)"));
    assertTrue(twice.getMessage().contains("'m' given twice"), twice.getMessage());
    assertEquals(List.of("m", "n", "k", "p", "q", "exact", "rule"),
        new ConnectProvider().parameters().options().stream().map(o -> o.name()).toList());
  }

  @Test
  void candidateMovesStayNearStonesButLegalMovesAreComplete() {
    ConnectGame g = ConnectGame.connect6();
    ConnectState s = play(g, "j10");
    int[] buf = new int[g.maxLegalMoves()];
    assertEquals(360, s.legalMoves(buf));
    assertEquals(24, s.candidateMoves(buf, 2));
  }

  @Test
  void theHashIsTheStonesKeysAndTheTurnKeyAndCopyWithTurnOnlyChangesTheTurn() {
    ConnectGame g = ConnectGame.connect6();
    ConnectState s = g.newInitialState();
    for (String m : new String[] {"j10", "k10", "k11", "c3", "d4"}) {
      s.play(s.parseMove(m));
    }
    long expected = g.turnKey(s.currentPlayer(), s.stonesLeft());
    int[] stones = new int[g.moveSpace()];
    for (int player = 0; player < 2; player++) {
      int n = s.stonesOf(player, stones);
      for (int i = 0; i < n; i++) {
        expected ^= g.stoneKey(stones[i], player);
      }
    }
    assertEquals(expected, s.hash());
    ConnectState other = s.copyWithTurn(s.currentPlayer() ^ 1, 2);
    assertEquals(s.currentPlayer() ^ 1, other.currentPlayer());
    assertEquals(2, other.stonesLeft());
    assertEquals(s.hash() ^ g.turnKey(s.currentPlayer(), s.stonesLeft()) ^ g.turnKey(other.currentPlayer(), 2),
        other.hash());
    assertEquals(g.formatPosition(s).lines().limit(19).toList(), g.formatPosition(other).lines().limit(19).toList());
    assertThrows(IllegalArgumentException.class, () -> s.copyWithTurn(0, 3));
  }
}
