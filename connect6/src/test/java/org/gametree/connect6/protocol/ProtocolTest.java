package org.gametree.connect6.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.gametree.connect6.ConnectGame;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import org.junit.jupiter.api.Test;

/**
 * The servers, line by line: every command answered, bad input answered with an error naming it and the session
 * going on; the clients against these servers are in {@link ExternalPlayersTest}.
 */
class ProtocolTest {
  private static final EngineSpec GREEDY = EngineSpec.parse("greedy");

  private static List<String> transcript(ProtocolHandler h, ByteArrayOutputStream bytes, String... lines) {
    for (String l : lines) {
      if (!h.handle(l)) {
        break;
      }
      awaitAnswer(h);
    }
    String text = bytes.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  /** Waits until the session's search (if any) has answered, as a client that waits for each answer. */
  static void awaitAnswer(ProtocolHandler h) {
    if (h instanceof GomocupServer.Session g) {
      g.awaitAnswer();
    } else if (h instanceof Connect6Server.Session c) {
      c.awaitAnswer();
    }
  }

  @Test
  void gomocupSessionAnswersEveryCommandAndSurvivesMalformedInput() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = new GomocupServer().create(ConnectGame.gomoku(), GREEDY, new ProtocolOutput(bytes));
    List<String> out = transcript(h, bytes, "BEGIN", "START 15", "", "INFO timeout_turn 1000", "ABOUT",
        "BEGIN", "TURN 7,8", "TURN 7,8", "TURN 99,1", "TURN x", "FROB", "TAKEBACK 3,3", "RESTART",
        "START 20", "BOARD", "10,10,1", "10,11,2", "11,11,2", "DONE", "BOARD", "1,1,7", "DONE", "START 3");
    assertEquals("ERROR no START yet", out.get(0));
    assertEquals("OK", out.get(1));
    assertTrue(out.get(2).startsWith("name=\"gametree\""));
    assertEquals("7,7", out.get(3)); // centre of 15x15 on an empty board
    assertTrue(out.get(4).matches("\\d+,\\d+"));
    assertTrue(out.get(5).startsWith("ERROR")); // occupied
    assertTrue(out.get(6).startsWith("ERROR"));
    assertTrue(out.get(7).startsWith("ERROR"));
    assertEquals("UNKNOWN FROB", out.get(8));
    assertTrue(out.get(9).startsWith("ERROR") && out.get(9).contains("'3,3'"), out.get(9)); // names the input
    assertEquals("OK", out.get(10));
    assertEquals("OK", out.get(11));
    String reply = out.get(12);
    assertTrue(reply.matches("\\d+,\\d+"), reply);
    assertTrue(out.get(13).startsWith("ERROR bad BOARD line"));
    assertTrue(out.get(14).startsWith("ERROR unsupported board size"));
    assertEquals(15, out.size());
    assertFalse(h.handle("END"));
  }

  @Test
  void gomocupEngineBlocksAnOpenFourAndTakesBackItsMove() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = new GomocupServer().create(ConnectGame.gomoku(), GREEDY, new ProtocolOutput(bytes));
    List<String> out = transcript(h, bytes, "START 15", "BOARD", "0,0,1", "5,5,2", "1,0,1", "6,5,2", "0,14,1",
        "7,5,2", "DONE");
    String block = out.get(1);
    assertTrue(block.equals("4,5") || block.equals("8,5"), block);
    bytes.reset();
    h.handle("TAKEBACK " + block);
    assertEquals("OK", bytes.toString(StandardCharsets.UTF_8).strip());
  }

  @Test
  void connect6SessionPlaysTwoStonesAndRejectsBadStones() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = new Connect6Server().create(ConnectGame.connect6(), GREEDY, new ProtocolOutput(bytes));
    List<String> out = transcript(h, bytes, "name", "new black", "move JK", "move ZZAA", "move JJKK",
        "move AAB", "black CC", "depth x", "bogus", "", "vcf", "next");
    assertEquals("name gametree", out.get(0));
    assertEquals("move JJ", out.get(1));
    assertTrue(out.get(2).startsWith("error expected 2"));
    assertTrue(out.get(3).startsWith("error off the board"));
    assertTrue(out.get(4).startsWith("error illegal"));
    assertTrue(out.get(5).startsWith("error stones are two letters"));
    assertTrue(out.get(6).startsWith("error it is white"));
    assertTrue(out.get(7).startsWith("error usage: depth") && out.get(7).contains("'depth x'"), out.get(7));
    assertTrue(out.get(8).startsWith("error unknown command"));
    assertTrue(out.get(9).matches("move [A-S]{4}"), out.get(9));
    assertEquals(10, out.size());
    assertFalse(h.handle("quit"));
  }

  @Test
  void connect6EngineBlocksAFourAndWinsWhenItCan() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolHandler h = new Connect6Server().create(ConnectGame.connect6(), GREEDY, new ProtocolOutput(bytes));
    // Engine is white; black builds four in a row on row C (D..G); white must cover both ends' windows.
    transcript(h, bytes, "new white", "black JJ", "white AAAS", "black DCEC", "white SSSA", "black FCGC");
    bytes.reset();
    h.handle("next");
    awaitAnswer(h);
    String reply = bytes.toString(StandardCharsets.UTF_8).strip();
    assertTrue(reply.matches("move [A-S]{4}"), reply);
    ConnectGame g = ConnectGame.connect6();
    java.util.Set<String> stones = java.util.Set.of(reply.substring(5, 7), reply.substring(7, 9));
    assertTrue(stones.contains("CC") || stones.contains("HC"), reply);
  }

  @Test
  void protocolsAreRegisteredForTheRightGames() {
    assertTrue(Protocols.supported(Games.byId("gomoku")).contains("gomocup"));
    assertFalse(Protocols.supported(Games.byId("connect6")).contains("gomocup"));
    assertTrue(Protocols.find("connect6", Games.byId("connect6")) instanceof Connect6Server);
  }
}
