package org.gametree.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.gametree.core.Games;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.junit.jupiter.api.Test;

/** Connect Four rules, counts, notation and registration. */
class ConnectFourTest {
  private final ConnectFourGame game = new ConnectFourGame();

  private static String board(String... rowsTopToBottom) {
    return String.join("/", rowsTopToBottom);
  }

  @Test
  void perftFromTheEmptyBoardMatchesAnIndependentCount() {
    // Move sequences of exactly d plies (a game won earlier stops counting); 7^d until ply 7, where the first
    // fours and full columns appear. Counted independently by src/test/resources/connectfour/independent_count.py.
    long[] expected = {1, 7, 49, 343, 2401, 16807, 117649, 823536, 5673234};
    for (int d = 0; d < expected.length; d++) {
      assertEquals(expected[d], game.perft(game.newInitialState(), d, false), "perft(" + d + ")");
    }
  }

  @Test
  void distinctPositionsAfterEachPlyMatchTheKnownSequence() {
    // Distinct positions after n plies: 7, 49, 238, 1120, 4263, 16422, 54859, 184275 (OEIS A212693).
    long[] expected = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275};
    Map<Long, ConnectFourState> level = Map.of(0L, game.newInitialState());
    for (int d = 1; d < expected.length; d++) {
      Map<Long, ConnectFourState> next = new HashMap<>();
      int[] moves = new int[7];
      for (ConnectFourState s : level.values()) {
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
          ConnectFourState child = s.copy();
          child.play(moves[i]);
          next.putIfAbsent(exactKey(child), child);
        }
      }
      assertEquals(expected[d], next.size(), "distinct positions after " + d + " plies");
      level = next;
    }
  }

  /** Unique per position: the mover's stones plus occupied-cells-plus-bottom, which marks each column's height. */
  private static long exactKey(ConnectFourState s) {
    long occupied = s.stones(0) | s.stones(1);
    return s.stones(s.currentPlayer()) + occupied + ConnectFourState.BOTTOM_ROW;
  }

  @Test
  void verticalFourWins() {
    ConnectFourState s = game.parsePosition("1212121");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void horizontalFourWinsForTheSecondPlayer() {
    ConnectFourState s = game.parsePosition("71122334");
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(1), s.outcome());
  }

  @Test
  void risingDiagonalFourWins() {
    ConnectFourState s = game.parsePosition(board(
        ".......", ".......", "...x...", "..xo...", ".xoo...", "xoox..x"));
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
    assertEquals(0, s.legalMoves(new int[7]));
  }

  @Test
  void fallingDiagonalFourWins() {
    ConnectFourState s = game.parsePosition(board(
        ".......", ".......", "...x...", "...ox..", "...oox.", "x..xoox"));
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void stonesDoNotConnectAcrossColumnsThroughTheGuardBit() {
    ConnectFourState s = game.parsePosition(board(
        "x......", "x......", "x......", "o......", "o......", "ox.....")); // bits 3,4,5 and 7
    assertFalse(s.isTerminal());
  }

  @Test
  void winningMoveEndsTheGameAndIsScoredFirst() {
    ConnectFourState s = game.parsePosition("121212");
    assertTrue(s.winsNow(0));
    int[] moves = {3, 0, 6};
    int[] scores = new int[3];
    s.scoreMoves(moves, 3, scores);
    assertTrue(scores[1] > scores[0] && scores[0] > scores[2], "win first, then centre");
    s.play(0);
    assertTrue(s.isTerminal());
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void fullBoardWithoutFourIsADraw() {
    StringBuilder[] rows = new StringBuilder[6];
    for (int r = 0; r < 6; r++) {
      rows[5 - r] = new StringBuilder();
      for (int c = 0; c < 7; c++) {
        rows[5 - r].append((((c >> 1) + r) & 1) == 0 ? 'x' : 'o');
      }
    }
    ConnectFourState s = game.parsePosition(String.join("/", rows));
    assertEquals(42, s.plyCount());
    assertTrue(s.isTerminal());
    assertEquals(Outcome.draw(), s.outcome());
    assertEquals(0, s.legalMoves(new int[7]));
  }

  @Test
  void moveSequenceAndBoardFormatsDescribeTheSamePosition() {
    ConnectFourState bySequence = game.parsePosition("4453");
    String text = game.formatPosition(bySequence);
    assertEquals(board(".......", ".......", ".......", ".......", "...o...", "..oxx.."), text);
    assertEquals(bySequence.hash(), game.parsePosition(text).hash());
    assertEquals(0, bySequence.currentPlayer());
  }

  @Test
  void parseErrorsNameTheColumn() {
    PositionFormatException e = assertThrows(PositionFormatException.class, () -> game.parsePosition("1238"));
    assertEquals(4, e.column());
    e = assertThrows(PositionFormatException.class, () -> game.parsePosition("1111111"));
    assertEquals(7, e.column());
    e = assertThrows(PositionFormatException.class,
        () -> game.parsePosition(board(".......", ".......", ".......", ".......", ".......", "...z...")));
    assertEquals(44, e.column());
    e = assertThrows(PositionFormatException.class,
        () -> game.parsePosition(board(".......", ".......", ".......", ".......", "...x...", ".......")));
    assertEquals(36, e.column());
    e = assertThrows(PositionFormatException.class,
        () -> game.parsePosition(board(".......", ".......", ".......", ".......", "........", ".......")));
    assertEquals(40, e.column());
    assertThrows(PositionFormatException.class,
        () -> game.parsePosition(board(".......", ".......", ".......", ".......", ".......", "xx.....")));
  }

  @Test
  void renderShowsTheBoardAndTheMover() {
    String text = game.render(game.parsePosition("4"));
    assertTrue(text.contains("| . . . X . . . |"), text);
    assertTrue(text.endsWith("O to move\n"), text);
  }

  @Test
  void registeredAsConnectFourAndConnect4() {
    assertEquals("connect-four", Games.byId("connect-four").id());
    assertEquals("connect-four", Games.byId("connect4").id());
  }

  @Test
  void evaluatorPrefersTheCentreAndIsAntisymmetric() {
    ConnectFourEvaluator e = new ConnectFourEvaluator();
    assertEquals(0, e.evaluate(game.newInitialState()));
    int centre = -e.evaluate(game.parsePosition("4"));
    int edge = -e.evaluate(game.parsePosition("1"));
    assertTrue(centre > edge, "centre " + centre + " > edge " + edge);
  }
}
