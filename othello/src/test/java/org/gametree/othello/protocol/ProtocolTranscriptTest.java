package org.gametree.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

class ProtocolTranscriptTest {
  private final OthelloGame game = OthelloProvider.game();

  /**
   * Runs a transcript one line at a time, each command answered (NBoard's searches finished) before the next is
   * sent, as a GUI that waits for replies does.
   */
  private String run(String protocol, String spec, String input) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolOutput out = new ProtocolOutput(bytes);
    ProtocolHandler h = Protocols.find(protocol, game).create(game, EngineSpec.parse(spec), out);
    try {
      for (String line : input.split("\n")) {
        boolean go = h.handle(line);
        if (h instanceof NBoardSession nboard) {
          nboard.awaitSearch();
        }
        if (!go) {
          break;
        }
      }
    } finally {
      h.close();
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aTranscriptThroughTheLineServerAnswersEveryCommand() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = Protocols.find("gtp", game).create(game, EngineSpec.parse("othello:depth=2"),
        new ProtocolOutput(bytes));
    LineProtocolServer.run(new BufferedReader(new StringReader("1 play b f5\n2 showboard\n3 quit\n")), h,
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    String[] replies = bytes.toString(StandardCharsets.UTF_8).split("\n\n");
    assertEquals("=1", replies[0]);
    assertTrue(replies[1].startsWith("=2 \n"), replies[1]);
    assertEquals("=3", replies[2]);
  }

  @Test
  void bothProtocolsAreRegisteredForOthello() {
    assertTrue(Protocols.supported(game).containsAll(List.of("nboard", "gtp")));
  }

  @Test
  void nboardSessionLikeTheProtocolDocumentsExample() throws Exception {
    String in = String.join("\n",
        "nboard 2",
        "set game (;GM[Othello]PC[NBoard]PB[me]PW[gametree]RE[?]TI[5:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[E6]W[F4];)",
        "set depth 4",
        "ping 1",
        "go",
        "ping 2",
        "quit") + "\n";
    String[] lines = run("nboard", "othello:depth=4", in).split("\n");
    assertEquals("set myname gametree", lines[0]);
    assertEquals("pong 1", lines[1]);
    assertEquals("status gametree is thinking", lines[2]);
    assertTrue(lines[3].matches("nodestats \\d+ \\d+\\.\\d\\d"), lines[3]);
    assertTrue(lines[4].matches("=== [A-H][1-8] -?\\d+\\.\\d\\d \\d+\\.\\d"), lines[4]);
    String move = lines[4].split(" ")[1];
    OthelloGame g = OthelloProvider.game();
    var s = g.parsePosition("(;GM[Othello]B[F5]W[F6]B[E6]W[F4];)");
    assertTrue(s.isLegal(Notation.parseMove(move)), move);
    assertEquals("status gametree is waiting", lines[5]);
    assertEquals("pong 2", lines[6]);
  }

  @Test
  void nboardMovesHintsAndMalformedCommandsKeepTheSessionAlive() throws Exception {
    String in = String.join("\n",
        "nboard 1",
        "set depth 3",
        "set game (;GM[Othello];)",
        "move f5",
        "move a1",
        "set depth many",
        "set depth 99",
        "set contempt none",
        "frobnicate",
        "move d6/0.00/1.0",
        "hint 3",
        "hint 1",
        "ping 9") + "\n";
    String out = run("nboard", "othello:depth=3", in);
    String[] lines = out.split("\n");
    assertEquals("set myname gametree", lines[0]);
    assertTrue(lines[1].startsWith("status error:") && lines[1].contains("a1"), lines[1]);
    assertTrue(lines[2].startsWith("status error:") && lines[2].contains("many"), lines[2]);
    assertTrue(lines[3].startsWith("status error: depth is out of range (N in 1..60)"), lines[3]);
    assertTrue(lines[4].startsWith("status error: contempt must be a whole number") && lines[4].contains("none"),
        lines[4]);
    lines = java.util.Arrays.copyOfRange(lines, 2, lines.length); // the rest as before the two new errors
    assertEquals("status gametree is thinking", lines[3]);
    assertTrue(lines[4].startsWith("nodestats "), lines[4]);
    // hint 3: three different moves, best first, each valued at depth 3
    java.util.Set<String> moves = new java.util.HashSet<>();
    double previous = Double.POSITIVE_INFINITY;
    for (int i = 5; i < 8; i++) {
      assertTrue(lines[i].matches("search [A-H][1-8] -?\\d+\\.\\d\\d 0 3"), lines[i]);
      String[] f = lines[i].split(" ");
      assertTrue(moves.add(f[1]), "repeated move in " + out);
      double value = Double.parseDouble(f[2]);
      assertTrue(value <= previous, out);
      previous = value;
    }
    assertEquals("status gametree is waiting", lines[8]);
    // hint 1: the plain search finds the first of them, with the same value
    assertTrue(lines[11].startsWith("search "), lines[11]);
    assertEquals(lines[5].split(" ")[2], lines[11].split(" ")[2], out);
    assertEquals("pong 9", lines[lines.length - 1]);
  }

  @Test
  void gtpSessionAsEdaxSpeaksIt() throws Exception {
    String in = String.join("\n",
        "1 protocol_version",
        "2 boardsize 8",
        "3 clear_board",
        "4 play black D3",
        "5 play white c3",
        "6 play black A1",
        "7 boardsize 19",
        "8 genmove black",
        "9 play purple e3",
        "10 quit") + "\n";
    String out = run("gtp", "othello:depth=3", in);
    String[] replies = out.split("\n\n");
    assertEquals("=1 2", replies[0]);
    assertEquals("=2", replies[1]);
    assertEquals("=3", replies[2]);
    assertEquals("=4", replies[3]);
    assertEquals("=5", replies[4]);
    assertEquals("?6 illegal move", replies[5]);
    assertEquals("?7 unacceptable size", replies[6]);
    assertTrue(replies[7].matches("=8 [A-H][1-8]"), replies[7]);
    assertEquals("?9 syntax error", replies[8]);
    assertEquals("=10", replies[9]);
  }

  @Test
  void theProtocolsRunTheRecommendedCoreEngineAndOthelloIsItsAlias() {
    // serve names no engine: the command line passes the game's default, which is the recommended one
    assertEquals(OthelloEngine.RECOMMENDED, org.gametree.othello.module.OthelloProvider.game().defaultEngineSpec());
    assertEquals(OthelloEngine.RECOMMENDED, OthelloEngine.resolve(null).toString());
    // othello: is the recommended spec with its own options on top; a limit replaces the recommended time
    EngineSpec alias = OthelloEngine.resolve(EngineSpec.parse("othello:depth=4,probcut=off"));
    assertEquals("negascout", alias.kind());
    assertEquals("4", alias.params().get("depth"));
    assertEquals("off", alias.params().get("probcut"));
    assertTrue(!alias.params().containsKey("time"), alias.toString());
    assertEquals(EngineSpec.parse(OthelloEngine.RECOMMENDED).params().get("solver"), alias.params().get("solver"));
    // any other spec is built as given
    assertEquals("alphabeta:depth=3", OthelloEngine.resolve(EngineSpec.parse("alphabeta:depth=3")).toString());
  }

  @Test
  void nboardPlaysAnEndgameExactlyThroughTheCoreSearchAndItsSolverHook() throws Exception {
    // FFO #1, 14 empties, Black to move: G8 wins by 18, every other move by less
    String board = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--".replace('X', '*');
    String in = String.join("\n",
        "nboard 2",
        "set depth 2",
        "set game (;GM[Othello]PC[NBoard]PB[me]PW[gametree]RE[?]TI[5:00]TY[8]BO[8 " + board + " *];)",
        "go",
        "quit") + "\n";
    String[] lines = run("nboard", OthelloEngine.RECOMMENDED, in).split("\n");
    assertTrue(lines[3].startsWith("=== G8 18.00 "), lines[3]);
  }

  @Test
  void gtpGenmoveThroughTheCoreNegaScout() throws Exception {
    String out = run("gtp", "negascout:depth=3", "1 play b f5\n2 genmove w\n3 quit\n");
    String[] replies = out.split("\n\n");
    assertEquals("=1", replies[0]);
    assertTrue(replies[1].matches("=2 (D6|F6|F4)"), replies[1]);
  }
}
