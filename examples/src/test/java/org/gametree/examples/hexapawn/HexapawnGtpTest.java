package org.gametree.examples.hexapawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import org.junit.jupiter.api.Test;

/** A GTP session as a controller would drive it, through the registry like {@code gametree serve} (step 6). */
class HexapawnGtpTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final HexapawnGtpEngine gtp = (HexapawnGtpEngine) Protocols.find("gtp", Games.byId("hexapawn"))
      .create(Games.byId("hexapawn"), EngineSpec.parse("negascout:depth=8"), new ProtocolOutput(bytes));

  private String send(String line) {
    bytes.reset();
    gtp.handle(line);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private String position() {
    return new HexapawnGame().formatPosition(gtp.state());
  }

  @Test
  void aTranscript() {
    assertEquals("=1 2\n\n", send("1 protocol_version"));
    assertEquals("= gametree-hexapawn\n\n", send("name"));
    assertEquals("=\n\n", send("boardsize 3"));
    assertEquals("? unacceptable size\n\n", send("boardsize 4"));
    assertEquals("=\n\n", send("clear_board"));
    assertEquals("=\n\n", send("play w a1a2"));
    assertEquals("ppp/P../.PP b", position());
    assertEquals("= \n3 p p p\n2 P . .\n1 . P P\n  a b c\nBlack to move\n\n", send("showboard"));

    // Refused moves change nothing: one that breaks the rules, one out of turn, one that is not a move at all.
    assertEquals("? illegal move\n\n", send("play b a3a2"));
    assertEquals("? illegal move\n\n", send("play w b1b2"));
    assertEquals("? syntax error\n\n", send("play b a3a1"));
    assertEquals("? syntax error\n\n", send("play x b3b2"));
    assertEquals("ppp/P../.PP b", position());

    assertEquals("? not w's turn\n\n", send("genmove w"));
    String reply = send("2 genmove b");
    assertTrue(reply.matches("=2 [a-c][1-3][a-c][1-3]\n\n"), reply);
    assertEquals(HexapawnState.WHITE, gtp.state().currentPlayer());
    assertTrue(send("showboard").startsWith("= \n3 "));
    assertEquals("= true\n\n", send("known_command genmove"));
    assertTrue(send("list_commands").contains("showboard"));
    assertEquals("? unknown command\n\n", send("frobnicate"));
  }

  @Test
  void theEngineAsBlackWinsWhateverWhitePlays() {
    // The solved value in practice: Black to move after any White line is a win for the engine.
    playEveryWhiteLine("");
  }

  private void playEveryWhiteLine(String moves) {
    HexapawnGame game = new HexapawnGame();
    HexapawnState s = game.parsePosition(moves);
    if (s.isTerminal()) {
      assertEquals(HexapawnState.BLACK, s.outcome().winner(), "after " + moves);
      return;
    }
    int[] legal = new int[HexapawnState.MAX_LEGAL_MOVES];
    int n = s.legalMoves(legal);
    for (int i = 0; i < n; i++) {
      String line = (moves + " " + s.moveToString(legal[i])).strip();
      assertEquals("=\n\n", send("clear_board"));
      for (String m : line.split(" ")) {
        assertEquals("=\n\n", send("play " + (gtp.state().currentPlayer() == 0 ? "w " : "b ") + m), line);
      }
      String reply = send("genmove b");
      if (reply.equals("= resign\n\n")) {
        throw new AssertionError("Black had lost after " + line);
      }
      playEveryWhiteLine(line + " " + reply.substring(2).strip());
    }
  }

  @Test
  void quitEndsTheSessionAndAFinishedGameIsResigned() {
    ProtocolHandler handler = gtp;
    for (String m : new String[] {"w b1b2", "b c3c2", "w b2a3"}) {
      assertEquals("=\n\n", send("play " + m));
    }
    assertEquals("= resign\n\n", send("genmove b"));
    assertFalse(handler.handle("quit"));
  }
}
