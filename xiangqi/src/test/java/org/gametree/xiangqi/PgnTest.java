package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.gametree.core.match.GameRecordFormat;
import org.junit.jupiter.api.Test;

class PgnTest {
  private final XiangqiGame game = new XiangqiGame();
  private static final String MIDGAME = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

  /** A seeded random playout: its start and moves; the positions along it are kept in {@code fens}. */
  private static List<Integer> playout(XiangqiState s, SplittableRandom random, int plies, List<String> fens) {
    int[] buf = new int[XiangqiState.MAX_MOVES];
    List<Integer> moves = new ArrayList<>();
    fens.add(Fen.format(s));
    while (moves.size() < plies && !s.isTerminal()) {
      int n = s.legalMoves(buf);
      if (n == 0) {
        break;
      }
      int m = buf[random.nextInt(n)];
      moves.add(m);
      s.play(m);
      fens.add(Fen.format(s));
    }
    return moves;
  }

  @Test
  void randomGamesRoundTripWithTheSameMovesAndPositions() {
    SplittableRandom random = new SplittableRandom(2021);
    for (int g = 0; g < 60; g++) {
      String fen = g % 3 == 0 ? MIDGAME : XiangqiGame.START_FEN;
      XiangqiState start = game.parsePosition(fen);
      List<String> fens = new ArrayList<>();
      XiangqiState s = start.copy();
      List<Integer> moves = playout(s, random, 1 + random.nextInt(200), fens);
      Outcome outcome = g % 4 == 0 ? null : g % 4 == 1 ? Outcome.draw() : Outcome.win(g % 2);
      String text = Pgn.write(start, moves, "red \"one\"", "black\\two", outcome);
      Pgn.Game read = Pgn.read(text);
      assertEquals(moves, read.moves(), text);
      assertEquals(outcome, read.result(), text);
      assertEquals("red \"one\"", read.tags().get("Red"));
      assertEquals("black\\two", read.tags().get("Black"));
      assertEquals(fen.equals(XiangqiGame.START_FEN), !read.tags().containsKey("FEN"), text);
      XiangqiState r = read.start().copy();
      assertEquals(fens.get(0), Fen.format(r));
      for (int i = 0; i < moves.size(); i++) {
        r.play(read.moves().get(i));
        assertEquals(fens.get(i + 1), Fen.format(r));
      }
      assertEquals(s.hash(), read.end().hash());
      assertEquals(s.hash(), game.parsePosition(text).hash());
      XiangqiState end = game.parsePosition(text);
      assertEquals(s.isTerminal(), end.isTerminal(), "the history (repetitions) comes along");
      if (s.isTerminal()) {
        assertEquals(s.outcome(), end.outcome());
      }
      assertTrue(text.lines().allMatch(l -> l.length() <= 80), text);
    }
  }

  @Test
  void wxfMoveTextReadsAsTheSameGame() {
    SplittableRandom random = new SplittableRandom(7);
    for (int g = 0; g < 20; g++) {
      XiangqiState s = game.newInitialState();
      List<Integer> moves = playout(s.copy(), random, 120, new ArrayList<>());
      StringBuilder text = new StringBuilder("[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n");
      for (int i = 0; i < moves.size(); i++) {
        text.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append(Notation.wxf(s, moves.get(i))).append(' ');
        s.play(moves.get(i));
      }
      assertEquals(moves, Pgn.read(text.append("*\n").toString()).moves(), text.toString());
    }
  }

  @Test
  void programsFilesWithCommentsVariationsAndUpperCaseIccsAreRead() {
    String text = "[Game \"Chinese Chess\"]\n[Event \"x\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n"
        + "[Format \"ICCS\"]\n\n1. H2-E2 {central cannon} H9-G7 (1... h7e7 2. b0c2) 2. h0g2 $1 ; rest of line\n"
        + "2... i9h9 3.i0h0 C2.5 0-1\n\n[Game \"Chinese Chess\"]\n1. c3c4 *\n";
    Pgn.Game g = Pgn.read(text);
    assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b7e7"),
        g.moves().stream().map(Notation::iccs).toList());
    assertEquals(Outcome.win(1), g.result());
    assertEquals("A", g.tags().get("Red"));
    String windows = "\uFEFF" + text.replace("\n", "\r\n");
    assertEquals(g.moves(), Pgn.read(windows).moves(), "byte-order mark and CRLF line ends");
    assertEquals(g.end().hash(), game.parsePosition(windows).hash());
  }

  @Test
  void aGameFromAnotherPositionWritesFenAndStartsWithBlack() {
    XiangqiState start = game.parsePosition("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
    List<Integer> moves = List.of(start.parseMove("h9g7"));
    String text = Pgn.write(start, moves, "r", "b", Outcome.win(0));
    assertTrue(text.contains("[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\"]"), text);
    assertTrue(text.contains("1... h9g7 1-0"), text);
    assertTrue(text.startsWith("[Game \"Chinese Chess\"]\n"), text);
    assertEquals(moves, Pgn.read(text).moves());
  }

  @Test
  void theGameOffersPgnAsItsRecordFormat() {
    @SuppressWarnings("unchecked")
    GameRecordFormat<XiangqiState> format = game.capability(GameRecordFormat.class).orElseThrow();
    assertEquals("pgn", format.extension());
    XiangqiState start = game.newInitialState();
    String text = format.format(start, List.of(start.parseMove("h2e2")), List.of("p0", "p1"), null);
    assertTrue(text.contains("[Red \"p0\"]") && text.contains("[Black \"p1\"]") && text.contains("[Result \"*\"]"));
    assertFalse(text.contains("[FEN"));
    assertNull(Pgn.read(text).result());
  }

  @Test
  void epdLinesArePositions() {
    XiangqiState s = game.parsePosition(MIDGAME.replace(" 0 1", "") + " bm h2e2; id \"a;b\"; hmvc 3; fmvn 12;");
    assertEquals(MIDGAME.replace(" 0 1", " 3 12"), game.formatPosition(s));
    for (String bad : new String[] {" bm h2e2", " 9x h2e2;", " id \"open;", " hmvc x;"}) {
      assertThrows(PositionFormatException.class, () -> game.parsePosition(MIDGAME.replace(" 0 1", "") + bad), bad);
    }
  }

  @Test
  void malformedFilesAreRefusedNamingTheOffendingText() {
    String head = "[Game \"Chinese Chess\"]\n";
    String[][] cases = {
      {head + "1. h2e2 h9g7 2. a0a5 *", "a0a5"},
      {head + "1. h2e2 zz *", "zz"},
      {head + "[Red \"never closed]\n1. h2e2 *", "Red"},
      {head + "[Red]\n1. h2e2 *", "[Red]"},
      {"[Game \"Othello\"]\n1. f5 *", "Othello"},
      {head + "[Format \"Chinese\"]\n1. h2e2 *", "Chinese"},
      {head + "[FEN \"rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNX w\"]\n*", "RNBAKABNX"},
      {head + "1. h2e2 { open comment *", "{ open comment"},
      {head + "1. h2e2 (1... h9g7 *", "(1... h9g7"},
      {head + "1. h2e2 ) *", ")"},
      {head + "1. h2e2 1-0 2. h9g7", "1-0"},
      {head + "[Result \"2-0\"]\n1. h2e2", "2-0"},
      {head + "1. " + "x".repeat(300) + " *", "xxxx"},
    };
    for (String[] c : cases) {
      PositionFormatException e = assertThrows(PositionFormatException.class, () -> game.parsePosition(c[0]), c[0]);
      assertTrue(e.input().length() <= 80, e.input());
      assertTrue(e.input().contains(c[1]) || e.getMessage().contains(c[1]), c[1] + " in " + e.getMessage());
    }
    assertThrows(PositionFormatException.class, () -> Pgn.read("  \n "));
  }
}
