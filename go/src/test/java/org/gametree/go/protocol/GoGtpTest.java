package org.gametree.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import org.gametree.go.GoRules;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoGtpTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private GtpSession engine = new GtpSession(GoProvider.game(9, 7, GoRules.PSK),
      EngineSpec.parse("mcts:playouts=300"), new ProtocolOutput(bytes));

  private String send(String line) {
    bytes.reset();
    engine.handle(line);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void requiredCommandsAnswerAsTheSpecSays() {
    assertEquals("= 2\n\n", send("protocol_version"));
    assertEquals("=1 \n\n".replace(" \n", "\n"), send("1 boardsize 9"));
    assertEquals("=\n\n", send("clear_board"));
    assertEquals("=\n\n", send("komi 6.5"));
    assertEquals("=\n\n", send("play b D5"));
    assertEquals("? illegal move\n\n", send("play w D5"));
    assertEquals("? syntax error\n\n", send("play x D5"));
    assertEquals("? syntax error\n\n", send("play w Z99"));
    assertEquals("? unacceptable size\n\n", send("boardsize 1"));
    assertEquals("? unknown command\n\n", send("frobnicate"));
    assertEquals("= true\n\n", send("known_command final_status_list"));
    String reply = send("genmove w");
    assertTrue(reply.matches("= ([A-HJ-T][0-9]+|pass|resign)\n\n"), reply);
    assertEquals("=\n\n", send("undo"));
    assertEquals("=\n\n", send("undo"));
    assertEquals("? cannot undo\n\n", send("undo"));
    assertTrue(send("showboard").startsWith("= \n"));
    assertTrue(send("list_commands").contains("kgs-genmove_cleanup"));
  }

  @Test
  void anEngineBelowItsResignationThresholdAnswersResign() {
    // every win rate is under 0.999: the search advises resigning (a flag now, no longer a faked proven loss)
    engine = new GtpSession(GoProvider.game(9, 7, GoRules.PSK), EngineSpec.parse("mcts:playouts=200,resign=0.999"),
        new ProtocolOutput(bytes));
    int before = engine.state().moves().length;
    assertEquals("= resign\n\n", send("genmove b"));
    assertEquals(before, engine.state().moves().length, "a resignation plays no move");
  }

  @Test
  void eitherColourMayMoveAndPlayGoesOnAfterTwoPasses() {
    assertEquals("=\n\n", send("play b E5"));
    assertEquals("=\n\n", send("play b D5"));
    assertEquals("=\n\n", send("play w pass"));
    assertEquals("=\n\n", send("play b pass"));
    assertEquals("=\n\n", send("play w C3"));
    assertEquals(3, engine.state().moves().length - 2);
  }

  @Test
  void handicapCommandsPlaceStonesOnlyOnAnEmptyBoard() {
    assertEquals("= G7 C3\n\n", send("fixed_handicap 2"));
    assertEquals("? board not empty\n\n", send("fixed_handicap 2"));
    assertEquals(1, engine.state().currentPlayer());
    send("clear_board");
    assertEquals("? invalid number of stones\n\n", send("fixed_handicap 10"));
    assertEquals("? bad vertex list\n\n", send("set_free_handicap E5 E5"));
    assertEquals("=\n\n", send("set_free_handicap E5 C3"));
  }

  @Test
  void finalScoreUnderTrompTaylorCountsEveryStone() {
    engine = new GtpSession(GoProvider.game(5, 0.5, GoRules.TT), EngineSpec.parse("mcts:playouts=100"),
        new ProtocolOutput(bytes));
    send("play b C3");
    assertEquals("= B+24.5\n\n", send("final_score"));
    assertEquals("= \n\n".replace(" \n", "\n"), send("final_status_list dead"));
    assertEquals("= C3\n\n", send("final_status_list alive"));
  }

  @Test
  void deadStonesAreRemovedUnderOtherRules() {
    engine = new GtpSession(GoProvider.game(5, 0.5, GoRules.PSK), EngineSpec.parse("mcts:playouts=100"),
        new ProtocolOutput(bytes));
    // Black owns the board with two eyes; a lone White stone inside is dead.
    for (String m : new String[] {"b b1", "b b2", "b b3", "b b4", "b b5", "b d1", "b d2", "b d3", "b d4", "b d5",
        "b c1", "b c5", "w e3"}) {
      assertEquals("=\n\n", send("play " + m));
    }
    assertEquals("= E3\n\n", send("final_status_list dead"));
    assertEquals("= B+24.5\n\n", send("final_score"));
  }

  @Test
  void timeSettingsAndLoadsgfAreAccepted(@TempDir Path dir) throws Exception {
    assertEquals("=\n\n", send("time_settings 60 0 0"));
    assertEquals("=\n\n", send("time_left b 30 0"));
    assertEquals("? syntax error: not a number 'x'\n\n", send("time_left b x 0"));
    Path f = dir.resolve("g.sgf");
    Files.writeString(f, "(;FF[4]SZ[9]KM[7];B[ee];W[cc];B[gg])");
    assertEquals("= white\n\n", send("loadsgf " + f));
    assertEquals(3, engine.state().moves().length);
    assertEquals("= black\n\n", send("loadsgf " + f + " 3"));
    assertTrue(send("loadsgf " + dir.resolve("missing.sgf")).startsWith("? cannot load file"));
  }

  @Test
  void serveFindsGosGtpServerForGoOnly() {
    assertTrue(Protocols.find("gtp", Games.byId("go(rules=psk)")) instanceof GtpServer);
  }
}
