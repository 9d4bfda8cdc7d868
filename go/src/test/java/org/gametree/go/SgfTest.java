package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.PositionFormatException;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class SgfTest {
  private final GoGame game = GoProvider.game(9, 7, GoRules.PSK);

  @Test
  void matchRecordsAreSgfWithPlayersAndTheExactResult() {
    GoGame halfKomi = GoProvider.game(5, 0.5, GoRules.PSK);
    GoState s = halfKomi.newInitialState();
    java.util.List<Integer> moves = new java.util.ArrayList<>();
    for (String m : new String[] {"c3", "pass", "pass"}) {
      int move = s.parseMove(m);
      moves.add(move);
      s.play(move);
    }
    assertTrue(s.isTerminal());
    String sgf = halfKomi.format(halfKomi.newInitialState(), moves, java.util.List.of("mcts:select=rave", "gtp:gnugo [x]"),
        s.outcome());
    assertTrue(sgf.contains("PB[mcts:select=rave]PW[gtp:gnugo [x\\]]RE[B+24.5]"), sgf);
    assertEquals(s, halfKomi.parsePosition(sgf));
    assertEquals("sgf", halfKomi.extension());
    GoState unfinished = halfKomi.newInitialState();
    assertEquals("W+R", Sgf.result(unfinished, org.gametree.core.Outcome.win(1)));
  }

  @Test
  void aSquareSizeWrittenAsNColonNIsReadEverywhereAndOtherShapesAreRefused() {
    Sgf.Tree square = Sgf.parse("(;SZ[9:9];B[ee])");
    assertEquals(9, Sgf.gameOf(square, GoRules.PSK, 7).size());
    assertEquals(1, Sgf.toState(game, square).plyCount());
    for (String sz : new String[] {"9:13", "9:", "x", "-9", "9:9:9"}) {
      Sgf.Tree t = Sgf.parse("(;SZ[" + sz + "])");
      assertThrows(PositionFormatException.class, () -> Sgf.gameOf(t, GoRules.PSK, 7), sz);
      assertThrows(PositionFormatException.class, () -> Sgf.toState(game, t), sz);
    }
  }

  @Test
  void aVertexRowIsDigitsOnly() {
    assertEquals(game.parseMove("D4"), game.parseMove("d4"));
    for (String bad : new String[] {"D+4", "D-4", "D04x", "D 4", "D٤"}) {
      assertThrows(org.gametree.core.MoveFormatException.class, () -> game.parseMove(bad), bad);
    }
  }

  @Test
  void roundTripKeepsMovesPassesAndSetup() {
    GoState s = game.newInitialState();
    s.setup(new int[] {game.parseMove("C3"), game.parseMove("G7")}, new int[0], 1);
    for (String m : new String[] {"E5", "D4", "pass", "F6"}) {
      s.play(s.parseMove(m));
    }
    String sgf = game.formatPosition(s);
    assertTrue(sgf.contains("W[]"), sgf);
    GoState back = game.parsePosition(sgf);
    assertEquals(s.boardString(), back.boardString());
    assertEquals(s.currentPlayer(), back.currentPlayer());
    assertEquals(s.plyCount(), back.plyCount());
    assertEquals(sgf, game.formatPosition(back));
  }

  @Test
  void variationsAreKeptAndTheMainLineIsPlayed() {
    Sgf.Tree t = Sgf.parse("(;FF[4]GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))");
    assertEquals(2, t.variations().size());
    GoState s = Sgf.toState(game, t);
    assertEquals(3, s.plyCount());
    assertEquals(GoState.WHITE, s.stoneAt(game.parseMove("C7")));
    assertEquals(GoState.BLACK, s.stoneAt(game.parseMove("G3")));
  }

  @Test
  void ttIsAPassOnSmallBoardsAndEscapesAreRead() {
    Sgf.Tree t = Sgf.parse("(;FF[4]SZ[9]C[a \\] b \\\\ c\\\nd];B[tt];W[ee])");
    assertEquals("a ] b \\ cd", t.sequence().get(0).first("C"));
    GoState s = Sgf.toState(game, t);
    assertEquals(2, s.plyCount());
    assertEquals("x\\]y", Sgf.escape("x]y").replace("\\\\", "\\"));
  }

  @Test
  void compressedPointListsExpand() {
    GoState s = Sgf.toState(game, Sgf.parse("(;SZ[9]AB[aa:bb]AW[ee]PL[W])"));
    assertEquals(GoState.BLACK, s.stoneAt(game.parseMove("B8")));
    assertEquals(GoState.WHITE, s.stoneAt(game.parseMove("E5")));
    assertEquals(1, s.currentPlayer());
  }

  @Test
  void malformedRecordsNameLineAndColumn() {
    PositionFormatException e = assertThrows(PositionFormatException.class,
        () -> game.parsePosition("(;SZ[9]\n;B[ee"));
    assertEquals(2, e.line());
    assertThrows(PositionFormatException.class, () -> game.parsePosition("(;SZ[9];B[zz])"));
    assertThrows(PositionFormatException.class, () -> game.parsePosition("(;SZ[13];B[aa])"));
    assertThrows(PositionFormatException.class, () -> game.parsePosition("garbage"));
    assertThrows(PositionFormatException.class, () -> game.parsePosition("(;SZ[9];B[ee];W[ee])"));
  }

  @Test
  void unbalancedParenthesesAndTextAfterTheLastGameTreeAreRefusedWithTheirOffset() {
    String[][] cases = {{"(;SZ[9]AB[aa][ab]AW[ba];B[bb])))))", "offset 30"}, {"(;SZ[9];B[ee])ba];B[bb])", "offset 14"},
        {"(;SZ[9];B[ee])))))", "offset 14"}, {"(;SZ[9];B[ee]) x", "offset 15"}, {"(;SZ[9];B[ee])(;B[dd]", "offset 21"},
        {"(;SZ[9](;B[ee])", "offset 15"}, {"(;SZ[9];B[ee])()", "offset"}};
    for (String[] c : cases) {
      PositionFormatException e = assertThrows(PositionFormatException.class, () -> game.parsePosition(c[0]), c[0]);
      assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
    }
    assertEquals(1, Sgf.parse("(;SZ[9];B[ee])\n(;SZ[9];B[dd])\n \n").mainLine().size() - 1, "a collection");
    assertTrue(game.perft(game.parsePosition("(;SZ[9];B[ee])  \n"), 1, true) > 0, "trailing whitespace is fine");
  }

  @Test
  void propertyNamesAreAsciiLetters() {
    assertThrows(PositionFormatException.class, () -> game.parsePosition("(;SZ[9];\u00c9B[ee])"));
  }
}
