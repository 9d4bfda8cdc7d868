package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.gametree.core.match.GameRecordFormat;
import org.gametree.core.match.Opening;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SGF and PSQ records of connect games: round trips of random games, known files, malformed files refused. */
class ConnectRecordsTest {
  private static final ConnectGame[] GAMES = {ConnectGame.connect6(), ConnectGame.gomoku(),
      new ConnectGame(5, 4, 3, 2, 1), new ConnectGame(7, 6, 4, 1, 1), new ConnectGame(6, 6, 4, 3, 2, true),
      ConnectGame.tictactoe()};

  /** A random legal game: setup plies (the start) then moves, stopping early at random or when it ends. */
  private static Object[] randomGame(long seed, boolean withSetup) {
    SplittableRandom r = new SplittableRandom(seed);
    ConnectGame g = GAMES[r.nextInt(GAMES.length)];
    ConnectState start = g.newInitialState();
    int[] buf = new int[g.maxLegalMoves()];
    for (int i = withSetup ? r.nextInt(6) : 0; i > 0 && !start.isTerminal(); i--) {
      start.play(buf[r.nextInt(start.legalMoves(buf))]);
    }
    ConnectState s = g.parsePosition(g.formatPosition(start)); // a start without history, as match openings are
    List<Integer> moves = new ArrayList<>();
    int length = r.nextInt(4) == 0 ? Integer.MAX_VALUE : r.nextInt(60);
    while (!s.isTerminal() && moves.size() < length) {
      int m = buf[r.nextInt(s.legalMoves(buf))];
      s.play(m);
      moves.add(m);
    }
    return new Object[] {g, g.parsePosition(g.formatPosition(start)), moves, s};
  }

  @Property(tries = 300)
  void sgfRoundTripsRandomGames(@ForAll long seed) {
    Object[] game = randomGame(seed, seed % 3 == 0);
    ConnectGame g = (ConnectGame) game[0];
    ConnectState start = (ConnectState) game[1];
    @SuppressWarnings("unchecked")
    List<Integer> moves = (List<Integer>) game[2];
    ConnectState end = (ConnectState) game[3];
    Outcome outcome = end.isTerminal() ? end.outcome() : null;
    List<String> players = List.of("first [a] \\ one", "second");
    GameRecordFormat<ConnectState> f = g.capability(GameRecordFormat.class).orElseThrow();
    String text = f.format(start, moves, players, outcome);
    assertTrue(text.endsWith(")\n") && text.indexOf('\n') == text.length() - 1, text);
    ConnectRecord back = new ConnectSgf(g).read(text);
    assertEquals(g.formatPosition(start), g.formatPosition(back.start()), text);
    assertEquals(moves, back.moves(), text);
    assertEquals(players, back.players(), text);
    assertEquals(outcome, back.outcome(), text);
    assertEquals(g.formatPosition(end), g.formatPosition(g.parsePosition(text)), text);
    assertEquals(end.hash(), g.parsePosition(text).hash(), text);
  }

  @Property(tries = 300)
  void psqRoundTripsRandomGames(@ForAll long seed) {
    Object[] game = randomGame(seed, false);
    ConnectGame g = (ConnectGame) game[0];
    @SuppressWarnings("unchecked")
    List<Integer> moves = (List<Integer>) game[2];
    ConnectState end = (ConnectState) game[3];
    ConnectPsq psq = new ConnectPsq(g);
    String text = psq.write(g.newInitialState(), moves, List.of("pbrain-one.zip", "two"));
    ConnectRecord back = psq.read(text);
    assertEquals(moves, back.moves(), text);
    assertEquals(List.of("pbrain-one.zip", "two"), back.players(), text);
    assertEquals(end.isTerminal() ? end.outcome() : null, back.outcome(), text);
    assertEquals(g.formatPosition(end), g.formatPosition(g.parsePosition(text)), text);
  }

  @Test
  void readsConnect6AsLittleGolemWritesIt() {
    ConnectGame g = ConnectGame.connect6();
    String text = "(;FF[4]EV[connect6.ch.1.1.1]PB[Alice]PW[Bob]SO[http://www.littlegolem.com];B[j10];W[j9l11];"
        + "B[k9l8];W[k10i11])";
    ConnectRecord r = new ConnectSgf(g).read(text);
    List<String> cells = r.moves().stream().map(g::moveText).toList();
    assertEquals(List.of("j10", "j9", "l11", "k9", "l8", "k10", "i11"), cells);
    assertEquals(List.of("Alice", "Bob"), r.players());
    assertNull(r.outcome());
    ConnectState s = g.parsePosition(text);
    assertEquals(0, s.currentPlayer());
    assertEquals(2, s.stonesLeft());
    // written back the same way: one node per turn, the turn's stones in one value
    String out = new ConnectSgf(g).format(r.start(), r.moves(), r.players(), Outcome.win(1));
    assertEquals("(;FF[4]SZ[19]PB[Alice]PW[Bob]RE[W+];B[j10];W[j9l11];B[k9l8];W[k10i11])\n", out);
  }

  @Test
  void readsGomokuSgfWithPointsVariationsAndComments() {
    ConnectGame g = ConnectGame.gomoku();
    String text = "(;FF[4]GM[4]SZ[15]PB[X]PW[Y]RE[B+R]C[a comment with \\] in it]\n"
        + ";B[hh];W[ih]C[ok];B[hi](;W[hg];B[hj])(;W[ii]))";
    ConnectRecord r = new ConnectSgf(g).read(text);
    assertEquals(List.of("h8", "i8", "h7", "h9", "h6"), r.moves().stream().map(g::moveText).toList());
    assertEquals(Outcome.win(0), r.outcome());
    String out = new ConnectSgf(g).format(r.start(), r.moves(), r.players(), r.outcome());
    assertEquals("(;FF[4]GM[4]SZ[15]PB[X]PW[Y]RE[B+];B[hh];W[ih];B[hi];W[hg];B[hj])\n", out);
  }

  @Test
  void readsGomocupPsq() {
    ConnectGame g = new ConnectGame(20, 20, 5, 1, 1);
    String text = "Piskvorky 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1234\r\n9,11,15\r\n-1\r\npbrain-a.zip\r\n"
        + "pbrain-b.zip\r\n-1\r\n0,Freestyle20\r\n";
    ConnectRecord r = new ConnectPsq(g).read(text);
    assertEquals(List.of(g.cell(9, 9), g.cell(10, 10), g.cell(8, 10)), r.moves());
    assertEquals(List.of("pbrain-a.zip", "pbrain-b.zip"), r.players());
    ConnectState s = g.parsePosition(text);
    assertEquals(1, s.currentPlayer());
    assertEquals(3, s.stoneCount());
  }

  @Test
  void gomocupOpeningLinesAreMatchOpenings() {
    ConnectGame g = ConnectGame.gomoku();
    List<Opening> o = Opening.parse(g, List.of("0,0, 1,-1, -2,3", "5,-4"));
    ConnectState s = o.get(0).start(g);
    assertEquals(3, s.stoneCount());
    assertEquals(1, s.at(g.cell(7, 7)));
    assertEquals(2, s.at(g.cell(8, 6)));
    assertEquals(1, s.at(g.cell(5, 10)));
    assertEquals(1, s.currentPlayer());
    assertEquals(1, o.get(1).start(g).at(g.cell(12, 3)));
    for (String bad : new String[] {"0,0, 0,0", "8,0", "0,0, 1,-8"}) {
      PositionFormatException e = assertThrows(PositionFormatException.class, () -> g.parsePosition(bad), bad);
      assertTrue(e.getMessage().contains("stone '"), e.getMessage());
    }
  }

  @Test
  void oneLineSgfIsAMatchOpening() {
    ConnectGame g = ConnectGame.connect6();
    List<Opening> o = Opening.parse(g, List.of("# Connect6 openings", "(;FF[4]SZ[19];B[j10];W[j9l11])"));
    ConnectState s = o.get(0).start(g);
    assertEquals(3, s.stoneCount());
    assertEquals(0, s.currentPlayer());
  }

  @Test
  void malformedFilesAreRefusedNamingTheText() {
    ConnectGame c6 = ConnectGame.connect6();
    ConnectGame gomoku = ConnectGame.gomoku();
    Object[][] bad = {
        {c6, "(;GM[1]SZ[19];B[j10])", "GM[1]"},
        {c6, "(;SZ[15];B[j10])", "SZ[15]"},
        {c6, "(;B[j10];B[k10])", "B[k10]"},
        {c6, "(;B[j10];W[j10k10])", "W[j10k10]"},
        {c6, "(;B[z10])", "[z10]"},
        {c6, "(;B[j99])", "[j99]"},
        {c6, "(;B[])", "pass []"},
        {c6, "(;B[j10]", "closing ')'"},
        {c6, "(;B[j10", "B[j10"},
        {c6, "(;RE[maybe];B[j10])", "RE[maybe]"},
        {c6, "(;B[j10] ! )", "'!"},
        {c6, "(;AB[j10][j10])", "[j10]"},
        {c6, "(;AB[j10]PL[X])", "PL[X]"},
        {gomoku, "(;GM[4];B[hh];W[tt])", "[tt]"},
        {gomoku, "Piskvorky 20x20, 11:11, 0\n1,1,0\n", "Piskvorky 20x20"},
        {gomoku, "Piskvorky\n1,1,0\n", "Piskvorky"},
        {gomoku, "Piskvorky 15x15, 11:11, 0\n1,1,0\n1,1,0\n", "1,1,0"},
        {gomoku, "Piskvorky 15x15, 11:11, 0\n16,1,0\n", "16,1,0"},
        {gomoku, "Piskvorky 15x15, 11:11, 0\n0,3,0\n", "0,3,0"},
    };
    for (Object[] b : bad) {
      ConnectGame g = (ConnectGame) b[0];
      String text = (String) b[1];
      PositionFormatException e = assertThrows(PositionFormatException.class, () -> g.parsePosition(text), text);
      assertTrue(e.getMessage().contains((String) b[2]), e.getMessage());
      assertTrue(e.input().length() <= 80, e.input());
    }
    String longName = "(;PB[" + "x".repeat(500) + "]RE[" + "y".repeat(500) + "])";
    PositionFormatException e = assertThrows(PositionFormatException.class, () -> c6.parsePosition(longName));
    assertTrue(e.getMessage().length() < 200, e.getMessage());
  }

  /** Mutated records are refused with {@link PositionFormatException} or read; nothing else is thrown. */
  @Property(tries = 500)
  void mutatedRecordsAreRefusedOrRead(@ForAll long seed) {
    Object[] game = randomGame(seed, false);
    ConnectGame g = (ConnectGame) game[0];
    @SuppressWarnings("unchecked")
    List<Integer> moves = (List<Integer>) game[2];
    SplittableRandom r = new SplittableRandom(seed);
    String text = r.nextBoolean()
        ? new ConnectSgf(g).format(g.newInitialState(), moves, List.of("a", "b"), null)
        : new ConnectPsq(g).write(g.newInitialState(), moves, List.of("a", "b"));
    String alphabet = "()[];\\:,-0123456789aAtTzBWGMSZPL\n x";
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      int at = r.nextInt(text.length());
      char c = alphabet.charAt(r.nextInt(alphabet.length()));
      text = switch (r.nextInt(4)) {
        case 0 -> text.substring(0, at) + c + text.substring(at + 1);
        case 1 -> text.substring(0, at) + text.substring(at + 1);
        case 2 -> text.substring(0, at) + c + text.substring(at);
        default -> text.substring(0, at) + "99999999999999" + text.substring(at);
      };
    }
    try {
      ConnectState s = g.parsePosition(text);
      assertEquals(g.formatPosition(s), g.formatPosition(g.parsePosition(g.formatPosition(s))));
    } catch (PositionFormatException e) {
      assertTrue(e.input().length() <= 80, e.input());
    }
  }

  @Test
  void psqRefusesASetUpStart() {
    ConnectGame g = ConnectGame.gomoku();
    ConnectState s = g.newInitialState();
    s.play(g.cell(7, 7));
    assertThrows(IllegalArgumentException.class, () -> new ConnectPsq(g).write(s, List.of(), List.of("a", "b")));
  }

  @Test
  void aDirectoryOfPsqGamesIsAnOpeningsSet(@TempDir Path dir) throws IOException {
    ConnectGame g = ConnectGame.gomoku();
    ConnectPsq psq = new ConnectPsq(g);
    List<String> names = List.of("a", "b");
    Files.writeString(dir.resolve("2.psq"), psq.write(g.newInitialState(), List.of(g.cell(7, 7), g.cell(8, 8)), names));
    Files.writeString(dir.resolve("1.psq"), psq.write(g.newInitialState(), List.of(g.cell(3, 4)), names));
    Files.writeString(dir.resolve(".hidden"), "not an opening");
    List<Opening> openings = Opening.read(g, dir);
    assertEquals(2, openings.size());
    assertEquals(1, openings.get(0).start(g).stoneCount());
    assertEquals(2, openings.get(1).start(g).stoneCount());
    assertEquals(g.formatPosition(g.parsePosition(Files.readString(dir.resolve("2.psq")))),
        g.formatPosition(openings.get(1).start(g)));

    Files.writeString(dir.resolve("3.psq"), "Piskvorky 15x15, 11:11, 0\n99,99,0\n-1\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Opening.read(g, dir));
    assertTrue(e.getMessage().startsWith("opening 3.psq: "), e.getMessage());
  }

  @Test
  void sgfWithUnbalancedParenthesesOrTextAfterTheLastGameTreeIsRefusedWithItsOffset() {
    ConnectGame g = ConnectGame.gomoku();
    ConnectSgf sgf = new ConnectSgf(g);
    String[][] cases = {{"(;SZ[15];B[hh])))))", "offset 15"}, {"(;SZ[15];B[hh])ba];W[bb])", "offset 15"},
        {"(;SZ[15];B[hh]) x", "offset 16"}, {"(;SZ[15](;B[hh])", "offset 16"}, {"(;SZ[15];B[hh])(;B[ii]", "offset"},
        {"(;SZ[15];B[hh])()", "offset"}, {"(;SZ[15];\u00c9B[hh])", "offset"}, {"(;SZ[15];B[h\u0661\u0660])", "h"}};
    for (String[] c : cases) {
      PositionFormatException e = assertThrows(PositionFormatException.class, () -> sgf.read(c[0]), c[0]);
      assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
      assertThrows(PositionFormatException.class, () -> g.parsePosition(c[0]), c[0]);
    }
    assertEquals(1, sgf.read("(;SZ[15];B[hh](;W[ii])(;W[jj]))\n(;SZ[15];B[aa])\n").moves().size() - 1);
    assertEquals(1, sgf.read("(;SZ[15];B[hh])  \n").moves().size());
  }
}
