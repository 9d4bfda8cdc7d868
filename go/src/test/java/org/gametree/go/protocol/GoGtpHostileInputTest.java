package org.gametree.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.gametree.core.PositionFormatException;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.GtpClock;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TimeControl;
import org.gametree.go.GoRules;
import org.gametree.go.Sgf;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The classes of hostile input issue 20 lists, each with a case the Go GTP server once got wrong. */
class GoGtpHostileInputTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final GtpSession engine = new GtpSession(GoProvider.game(9, 7, GoRules.PSK),
      EngineSpec.parse("mcts:playouts=50"), new ProtocolOutput(bytes));

  private String send(String line) {
    bytes.reset();
    engine.handle(line);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** Everything a refused command must leave alone. */
  static String dump(GtpSession s) {
    return s.game().id() + " " + s.state().currentPlayer() + " " + Arrays.toString(s.state().moves()) + " "
        + Arrays.toString(s.state().setupStones()) + "\n" + s.game().render(s.state()) + s.clockText();
  }

  @Test
  void refusedCommandsChangeNothing(@TempDir Path dir) throws Exception {
    send("play b E5");
    send("time_settings 30 10 5");
    String before = dump(engine);
    Path whiteSetup = dir.resolve("w.sgf");
    // readable, but refused only after its size and komi were read: the session must not switch to 13x13
    Files.writeString(whiteSetup, "(;FF[4]SZ[13]KM[0.5]AW[dd];B[ee])");
    for (String bad : new String[] {"loadsgf " + whiteSetup, "time_settings 10 5 x", "time_left b 5 -1",
        "time_settings NaN 0 0", "komi Infinity", "komi 1e9", "boardsize 99999999999", "boardsize 20",
        "play w E5", "play b Z1", "fixed_handicap 4", "set_free_handicap A1", "undo extra", "genmove purple"}) {
      assertTrue(send(bad).startsWith("?"), bad);
      assertEquals(before, dump(engine), bad);
    }
  }

  @Test
  void handlersReadTheCurrentBoardNotTheOneTheSessionStartedWith() {
    assertEquals("=\n\n", send("boardsize 13"));
    assertTrue(send("showboard").contains(" A B C D E F G H J K L M N"), "showboard draws 13 columns");
    String reply = send("reg_genmove b");
    int move = engine.game().parseMove(reply.substring(2).strip());
    assertTrue(move >= 0 && move <= 13 * 13, reply);
    assertEquals("=\n\n", send("play w N13"));
    assertEquals("? illegal move\n\n", send("play b N13"));
  }

  @Test
  void loadsgfCapsTheFileAndDeepNestingCannotOverflowTheStack(@TempDir Path dir) throws Exception {
    Path big = dir.resolve("big.sgf");
    Files.writeString(big, "(;FF[4]SZ[9]C[" + "x".repeat((int) GtpSession.MAX_SGF_BYTES) + "])");
    assertTrue(send("loadsgf " + big).startsWith("? cannot load file: larger than"));
    Path deep = dir.resolve("deep.sgf");
    int depth = 100_000; // 700 kB: under the cap, far deeper than any call stack
    Files.writeString(deep, "(;FF[4]SZ[9]" + "(;C[v]".repeat(depth) + ")".repeat(depth + 1));
    assertEquals("= black\n\n", send("loadsgf " + deep));
    Path unclosed = dir.resolve("unclosed.sgf");
    Files.writeString(unclosed, "(;FF[4]SZ[9]" + "(;".repeat(depth));
    assertTrue(send("loadsgf " + unclosed).startsWith("? cannot load file"));
    assertTrue(send("loadsgf " + dir.resolve("nan.sgf").toString().replace("nan", "missing")).startsWith("?"));
    Files.writeString(dir.resolve("nan.sgf"), "(;FF[4]SZ[9]KM[NaN];B[ee])");
    assertTrue(send("loadsgf " + dir.resolve("nan.sgf")).startsWith("? cannot load file"));
    assertThrows(PositionFormatException.class,
        () -> Sgf.gameOf(Sgf.parse("(;SZ[9]KM[Infinity])"), GoRules.PSK, 7));
  }

  @Test
  void timeArithmeticNeverGivesAnEmptyOrNegativeBudget() {
    GtpClock none = GtpClock.none();
    SearchLimits engineLimits = SearchLimits.playouts(10);
    assertEquals(engineLimits, none.limits(0, 81, engineLimits));
    for (GtpClock c : new GtpClock[] {none.settings(0, 0, 0), none.left(0, 0, 0),
        none.settings(GtpClock.MAX_SECONDS, GtpClock.MAX_SECONDS, 1), none.left(0, GtpClock.MAX_SECONDS, 1),
        none.settings(0, GtpClock.MAX_SECONDS, GtpClock.MAX_STONES), none.left(0, 1e-300, GtpClock.MAX_STONES)}) {
      Duration t = c.limits(0, 81, engineLimits).maxTime();
      assertTrue(t.compareTo(TimeControl.MIN_MOVE) >= 0 && t.toMillis() <= GtpClock.MAX_SECONDS * 1000, c + " -> " + t);
    }
    // a checked budget of 0 seconds still searches: the move answered is legal and came from the search
    send("time_left b 0 0");
    String reply = send("genmove b");
    assertTrue(reply.matches("= [A-HJ]\\d\n\n"), reply);
  }

  @Test
  void anInterruptStopsALongGenmoveAndTheEndOfInputThenEndsTheServer() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    GtpSession slow = new GtpSession(GoProvider.game(9, 7, GoRules.PSK), EngineSpec.parse("mcts:time=600000"),
        new ProtocolOutput(out));
    PipedWriter writer = new PipedWriter();
    PipedReader reader = new PipedReader(writer);
    Thread server = new Thread(() -> {
      try {
        LineProtocolServer.run(new BufferedReader(reader), slow, new PrintStream(new ByteArrayOutputStream()));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    server.start();
    writer.write("1 genmove b\n2 name\n");
    writer.flush();
    Thread.sleep(300);
    assertFalse(out.toString(StandardCharsets.UTF_8).contains("=1"), "a ten-minute search answered at once");
    writer.write("# interrupt\n");
    writer.close();
    server.join(20_000);
    assertFalse(server.isAlive(), "the server still runs after the end of input");
    assertTrue(out.toString(StandardCharsets.UTF_8).matches("=1 [A-HJ]\\d\n\n=2 gametree\n\n"),
        out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void loadsgfRefusesUnbalancedParenthesesAndTrailingText(@TempDir Path dir) throws Exception {
    String before = dump(engine);
    for (String text : new String[] {"(;SZ[9];B[ee])))))", "(;SZ[9];B[ee])ba];B[bb])", "(;SZ[9];B[ee]) junk"}) {
      Path file = dir.resolve("t.sgf");
      Files.writeString(file, text);
      String reply = send("loadsgf " + file);
      assertTrue(reply.startsWith("? cannot load file") && reply.contains("offset"), text + " -> " + reply);
      assertEquals(before, dump(engine), text);
    }
  }

  @Test
  void nonAsciiDigitsAreNoGtpNumbers() {
    String before = dump(engine);
    for (String bad : new String[] {"boardsize \u0661\u0663", "komi \u0667.5", "time_settings \u0663 0 0",
        "time_left b \u0663 0", "fixed_handicap \u0664", "play b E\u0665"}) {
      assertTrue(send(bad).startsWith("?"), bad);
      assertEquals(before, dump(engine), bad);
    }
    assertEquals("? unknown command\n\n", send("\u0663 name"), "a digit of another script is no command id");
    assertEquals("=7\n\n", send("7 clear_board"), "an ASCII id still is one");
  }

  @Test
  void aGenmoveQueuedBeforeQuitGetsItsWholeTime() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    GtpSession session = new GtpSession(GoProvider.game(9, 7, GoRules.PSK), EngineSpec.parse("mcts:time=300"),
        new ProtocolOutput(out));
    long start = System.nanoTime();
    LineProtocolServer.run(new BufferedReader(new java.io.StringReader("1 genmove b\n2 genmove w\n3 quit\n")),
        session, new PrintStream(new ByteArrayOutputStream()));
    long millis = (System.nanoTime() - start) / 1_000_000;
    String reply = out.toString(StandardCharsets.UTF_8);
    assertTrue(reply.matches("=1 [A-HJ]\\d\n\n=2 [A-HJ]\\d\n\n=3\n\n"), reply);
    assertTrue(millis >= 550, "two 300 ms searches took " + millis + " ms: quit cut them short");
  }

  @Test
  void kgsTimeSettingsAreCheckedAndGiveAClock() {
    assertTrue(send("kgs-time_settings byoyomi 0 10 5").startsWith("="));
    assertTrue(send("kgs-time_settings byoyomi 0 10 x").startsWith("? syntax error"));
    assertTrue(send("kgs-time_settings sideways 1").startsWith("? syntax error"));
    assertTrue(send("kgs-time_settings canadian 60 30 10").startsWith("="));
    assertTrue(send("kgs-time_settings none").startsWith("="));
  }
}
