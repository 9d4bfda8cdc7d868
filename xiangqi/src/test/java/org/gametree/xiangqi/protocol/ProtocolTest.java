package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Test;

class ProtocolTest {
  private final XiangqiGame game = new XiangqiGame();

  private enum Dialect { UCCI, UCI }

  private ProtocolHandler session(Dialect dialect, String spec, ProtocolOutput out) {
    return dialect == Dialect.UCCI ? new UcciSession(game, EngineSpec.parse(spec), out)
        : new UciSession(game, EngineSpec.parse(spec), out);
  }

  private List<String> transcript(Dialect dialect, String... lines) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = session(dialect, "negascout:depth=2", new ProtocolOutput(bytes));
    for (String line : lines) {
      if (!h.handle(line)) {
        break;
      }
    }
    h.close();
    return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
  }

  @Test
  void ucciHandshakeSearchAndBye() {
    List<String> out = transcript(Dialect.UCCI, "ucci", "isready",
        "position fen " + XiangqiGame.START_FEN + " moves h2e2 h7e7", "go depth 2", "stop", "quit");
    assertTrue(out.contains("ucciok"));
    assertTrue(out.contains("readyok"));
    assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 1 score ")), out.toString());
    String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
    XiangqiState s = game.newInitialState();
    s.play(s.parseMove("h2e2"));
    s.play(s.parseMove("h7e7"));
    assertTrue(s.isLegal(Notation.parseIccs(best.substring(9))), best);
    assertEquals("bye", out.get(out.size() - 1));
  }

  @Test
  void hashAndThreadsAreDeclaredAndSetThroughTheTypedEngineOptions() {
    List<String> uci = transcript(Dialect.UCI, "uci", "setoption name Hash value 32", "setoption name Threads value 2",
        "setoption name Hash value lots", "setoption name Threads value 0", "setoption name Ponder value true",
        "position startpos", "go depth 1", "stop", "isready");
    assertTrue(uci.contains("option name Hash type spin default 16 min 0 max 1048576"), uci.toString());
    assertTrue(uci.contains("option name Threads type spin default 1 min 1 max 512"), uci.toString());
    assertEquals(3, uci.stream().filter(l -> l.startsWith("info string error ")).count(), uci.toString());
    assertTrue(uci.stream().anyMatch(l -> l.contains("hash must be a whole number") && l.contains("'lots'")),
        uci.toString());
    assertTrue(uci.stream().anyMatch(l -> l.contains("threads is out of range") && l.contains("'0'")), uci.toString());
    assertTrue(uci.stream().anyMatch(l -> l.contains("unknown option 'Ponder'")), uci.toString());
    assertTrue(uci.stream().anyMatch(l -> l.startsWith("bestmove ")), uci.toString());
    assertEquals("readyok", uci.get(uci.size() - 1));

    List<String> ucci = transcript(Dialect.UCCI, "ucci", "setoption hashsize 8", "setoption threads x", "isready");
    assertTrue(ucci.contains("option hashsize type spin min 0 max 1048576 default 16"), ucci.toString());
    assertEquals(1, ucci.stream().filter(l -> l.startsWith("info message error ")).count(), ucci.toString());
    assertEquals("readyok", ucci.get(ucci.size() - 1));
  }

  @Test
  void ucciAnswersNobestmoveWhenEveryMoveIsBanned() {
    List<String> out = transcript(Dialect.UCCI, "ucci",
        "position fen 4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", "banmoves e0d0 e0f0 e0e1", "go depth 1", "stop",
        "quit");
    assertTrue(out.contains("nobestmove"), out.toString());
  }

  @Test
  void bannedMovesAreNeverChosen() {
    List<String> out = transcript(Dialect.UCCI, "ucci",
        "position fen 4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", "banmoves e0d0 e0f0", "go depth 2", "stop", "quit");
    assertTrue(out.contains("bestmove e0e1"), out.toString());
  }

  @Test
  void banmovesAreLeftOutInsideTheSearchNotReplacedAfterIt() {
    // b1b9 and i1i9 are the only mates in one (the soldiers on rank 7 cover the palace's middle rank; Black's soldier
    // rules out stalemates): banning either, the search finds the other
    String fen = "position fen 4k4/9/3PPP3/6p2/9/9/9/9/1R6R/3K5 w - - 0 1";
    List<String> out = transcript(Dialect.UCCI, "ucci", fen, "banmoves b1b9", "go depth 2", "stop",
        "quit");
    assertTrue(out.contains("bestmove i1i9"), out.toString());
    assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth ") && l.contains(" score 9999 ")), out.toString());
    assertTrue(out.stream().noneMatch(l -> l.contains(" pv b1b9")), out.toString());
    out = transcript(Dialect.UCCI, "ucci", fen, "banmoves i1i9", "go depth 2", "stop", "quit");
    assertTrue(out.contains("bestmove b1b9"), out.toString());
    assertTrue(out.stream().noneMatch(l -> l.contains(" pv i1i9")), out.toString());
  }

  @Test
  void uciHandshakeAndGoWithClock() {
    List<String> out = transcript(Dialect.UCI, "uci", "isready", "ucinewgame",
        "setoption name Hash value 16", "position startpos moves h2e2", "go wtime 2000 btime 2000 winc 0 binc 0",
        "stop", "quit");
    assertTrue(out.contains("uciok"));
    assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth ") && l.contains(" score cp ")), out.toString());
    assertTrue(out.stream().anyMatch(l -> l.startsWith("bestmove ")), out.toString());
  }

  @Test
  void uciReportsMateScoresInMoves() {
    List<String> out = transcript(Dialect.UCI, "uci",
        "position fen 3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1", "go depth 3", "stop", "quit");
    // b1b9 mates; e0e1 stalemates, and stalemate loses too
    assertTrue(out.contains("bestmove b1b9") || out.contains("bestmove e0e1"), out.toString());
    assertTrue(out.stream().anyMatch(l -> l.contains("score mate 1 ")), out.toString());
  }

  @Test
  void malformedLinesGetAnErrorLineAndTheSessionGoesOn() {
    List<String> out = transcript(Dialect.UCI, "uci", "position fen rnbakabnr/9 w",
        "position startpos moves e0e5", "go depth x", "go sideways", "frobnicate", "isready", "quit");
    long errors = out.stream().filter(l -> l.startsWith("info string error ")).count();
    assertEquals(5, errors, out.toString());
    assertTrue(out.contains("readyok"));
    List<String> ucci = transcript(Dialect.UCCI, "ucci", "banmoves zz", "position", "isready",
        "quit");
    assertEquals(2, ucci.stream().filter(l -> l.startsWith("info message error ")).count(), ucci.toString());
    assertTrue(ucci.contains("readyok"));
  }

  @Test
  void stopEndsAnInfiniteSearchWithABestMove() throws InterruptedException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = session(Dialect.UCI, "negascout", new ProtocolOutput(bytes));
    h.handle("position startpos");
    h.handle("go infinite");
    Thread.sleep(200);
    h.handle("stop");
    assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("bestmove "));
    assertFalse(h.handle("quit"));
    h.close();
  }

  @Test
  void anErrorNamesTheOffendingTextAndLeavesThePositionAsItWas() {
    List<String> before = transcript(Dialect.UCCI, "ucci", "position startpos moves h2e2", "d", "quit");
    List<String> out = transcript(Dialect.UCCI, "ucci", "position startpos moves h2e2", "position startpos moves e0e5",
        "go sideways", "uci", "banmoves zz", "d", "isready", "quit");
    assertEquals(11, board(before).size(), before.toString());
    List<String> errors = out.stream().filter(l -> l.startsWith("info message error ")).toList();
    assertEquals(4, errors.size(), out.toString());
    assertTrue(errors.get(0).contains("'e0e5'"), errors.get(0));
    assertTrue(errors.get(1).contains("'sideways'"), errors.get(1));
    assertTrue(errors.get(2).contains("'uci' (this is UCCI)"), errors.get(2));
    assertTrue(errors.get(3).contains("'zz'"), errors.get(3));
    // the board after the errors is the one before them
    assertEquals(board(before), board(out));
    assertTrue(out.contains("readyok"));
    assertEquals("bye", out.get(out.size() - 1));
  }

  private static List<String> board(List<String> transcript) {
    return transcript.stream().filter(l -> l.matches("\\d  .*") || l.contains(" to move")).toList();
  }
}
