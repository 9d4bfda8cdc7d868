package org.gametree.examples.hexapawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.junit.jupiter.api.Test;

/** Hexapawn's rules, counts and notation against numbers worked out without the Java code. */
class HexapawnTest {
  private final HexapawnGame game = new HexapawnGame();

  @Test
  void perftFromTheStartMatchesCountsByHandAndByAnIndependentProgram() {
    // Depth 1: each of White's three pawns steps forward. Depth 2: after a1a2 or c1c2 Black has 3 answers (the
    // blocked pawn cannot move, its neighbour may capture), after b1b2 it has 4 (two steps, two captures): 3 + 4 + 3.
    // Deeper counts come from src/test/resources/hexapawn/independent_count.py. No game lasts 8 plies.
    long[] expected = {1, 3, 10, 28, 56, 70, 64, 20, 0};
    for (int d = 0; d < expected.length; d++) {
      assertEquals(expected[d], game.perft(game.newInitialState(), d, false), "perft(" + d + ")");
    }
  }

  @Test
  void finishedGamesByLengthAndWinnerMatchTheIndependentCount() {
    // 134 games in all; White wins the odd-length ones (it made the last move), Black the even-length ones.
    Map<Integer, Integer> expected = Map.of(3, 6, 4, 22, 5, 38, 6, 48, 7, 20);
    Map<Integer, Integer> found = new TreeMap<>();
    countGames(game.newInitialState(), found);
    assertEquals(new TreeMap<>(expected), found);
  }

  private static void countGames(HexapawnState s, Map<Integer, Integer> byLength) {
    if (s.isTerminal()) {
      int winner = s.plyCount() % 2 == 1 ? HexapawnState.WHITE : HexapawnState.BLACK;
      assertEquals(winner, s.outcome().winner(), "the side that made the last move wins");
      byLength.merge(s.plyCount(), 1, Integer::sum);
      return;
    }
    int[] moves = new int[HexapawnState.MAX_LEGAL_MOVES];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.playUnchecked(moves[i]);
      countGames(s, byLength);
      s.undo();
    }
  }

  @Test
  void eachWayOfWinningEndsTheGame() {
    // Reaching the far rank: b2 takes a3 at once.
    HexapawnState far = game.parsePosition("b1b2 c3c2 b2a3");
    assertTrue(far.isTerminal());
    assertEquals(Outcome.win(HexapawnState.WHITE), far.outcome());
    // Capturing every enemy pawn.
    HexapawnState all = game.parsePosition(".p./P../... b");
    all.play(all.parseMove("b3a2"));
    assertTrue(all.isTerminal());
    assertEquals(0, all.pawns(HexapawnState.WHITE));
    assertEquals(Outcome.win(HexapawnState.BLACK), all.outcome());
    // No move: Black's only pawn is blocked head-on.
    HexapawnState blocked = game.parsePosition("p../P../... b");
    assertTrue(blocked.isTerminal());
    assertEquals(0, blocked.legalMoves(new int[HexapawnState.MAX_LEGAL_MOVES]));
    assertEquals(Outcome.win(HexapawnState.WHITE), blocked.outcome());
  }

  @Test
  void pawnsCaptureOnlyDiagonallyForward() {
    HexapawnState s = game.parsePosition("b1b2");
    assertEquals("a3a2 a3b2 c3b2 c3c2", legal(s));
    assertThrows(IllegalMoveException.class, () -> s.play(s.parseMove("b3b2")));
    s.play(s.parseMove("a3b2"));
    assertEquals(".pp/.p./P.P w", game.formatPosition(s));
    assertEquals("a1a2 a1b2 c1b2 c1c2", legal(s));
  }

  private static String legal(HexapawnState s) {
    int[] moves = new int[HexapawnState.MAX_LEGAL_MOVES];
    int n = s.legalMoves(moves);
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add(s.moveToString(moves[i]));
    }
    return String.join(" ", names.stream().sorted().toList());
  }

  @Test
  void positionsRoundTripAndRenderForATerminal() {
    assertEquals("ppp/.../PPP w", game.formatPosition(game.newInitialState()));
    assertEquals(game.newInitialState().hash(), game.parsePosition("ppp/.../PPP w").hash());
    assertEquals(game.newInitialState().hash(), game.parsePosition("").hash());
    assertEquals("3 p p p\n2 . . .\n1 P P P\n  a b c\nWhite to move\n", game.render(game.newInitialState()));
  }

  @Test
  void badPositionsAreTypedErrorsNamingTheColumn() {
    assertColumn(6, "b1b2 b2b3");
    assertColumn(12, "ppp/.../PPP");
    assertColumn(13, "ppp/.../PPP x");
    assertColumn(8, "ppp/..../PPP w");
    assertColumn(6, "ppp/.X./PPP w");
    assertColumn(12, "ppp/.../PPP/... w");
    assertColumn(11, "ppp/.../PP w");
    assertColumn(1, "ppp/PPP/PPP w");
    assertColumn(13, "P../.../ppp w");
    assertColumn(1, "#?!");
  }

  private void assertColumn(int column, String text) {
    PositionFormatException e = assertThrows(PositionFormatException.class, () -> game.parsePosition(text), text);
    assertEquals(1, e.line(), text);
    assertEquals(column, e.column(), text + ": " + e.getMessage());
  }

  @Test
  void badMovesAreTypedErrorsAndTheStateIsUnchanged() {
    HexapawnState s = game.newInitialState();
    String before = game.formatPosition(s);
    for (String text : new String[] {"", "a1", "a1a3", "d1d2", "b1c3", "a1-a2"}) {
      assertThrows(MoveFormatException.class, () -> s.parseMove(text), text);
    }
    assertEquals(s.parseMove("A1A2"), s.parseMove("a1a2"));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.parseMove("a3a2")));
    assertTrue(e.getMessage().contains("a3a2"), e.getMessage());
    assertEquals(before, game.formatPosition(s));
    assertFalse(s.isLegal(-1));
    assertFalse(s.isLegal(HexapawnState.MOVE_SPACE));
  }
}
