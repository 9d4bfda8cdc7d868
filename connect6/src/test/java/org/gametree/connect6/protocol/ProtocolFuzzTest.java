package org.gametree.connect6.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import org.gametree.connect6.ConnectGame;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.junit.jupiter.api.Test;

/**
 * Hostile command streams for the Gomocup and Connect6 servers: valid sessions with malformed commands, illegal and
 * occupied stones, impossible boards, extreme numbers and garbage mixed in. After every command the session is
 * alive, every line it wrote is well-formed for its protocol, and a command answered with an error left the position
 * (and the time settings) exactly as before. A few hundred commands per protocol here, a few thousand in the slow
 * tag.
 */
class ProtocolFuzzTest {
  private static final EngineSpec GREEDY = EngineSpec.parse("greedy");
  private static final Pattern GOMOCUP_LINE = Pattern.compile("OK|\\d+,\\d+|ERROR .+|UNKNOWN .+|name=.+");
  private static final Pattern CONNECT6_LINE = Pattern.compile("name .+|move ([A-Z]{2}){1,2}|error .+|commands: .+");
  private static final String[] EXTREME = {"0", "-1", "-9223372036854775808", "9223372036854775807",
      "99999999999999999999999", "NaN", "1e9", "", "2147483647", "20", "15", "7"};

  @Property(tries = 10)
  void gomocupSurvivesHostileStreams(@ForAll long seed) {
    gomocup(seed, 40);
  }

  @Property(tries = 10)
  void connect6SurvivesHostileStreams(@ForAll long seed) {
    connect6(seed, 40);
  }

  @Property(tries = 60)
  @Tag("slow")
  void gomocupSurvivesLongHostileStreams(@ForAll long seed) {
    gomocup(seed, 80);
  }

  @Property(tries = 60)
  @Tag("slow")
  void connect6SurvivesLongHostileStreams(@ForAll long seed) {
    connect6(seed, 80);
  }

  /** A reply quoting a line separator a regex or reader would split on stays one well-formed line. */
  @Test
  void unknownCommandWithLineSeparatorsIsQuotedOnOneLine() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GomocupServer.Session s = (GomocupServer.Session) new GomocupServer().create(ConnectGame.gomoku(), GREEDY,
        new ProtocolOutput(bytes));
    s.handle("START 15");
    String before = s.dump();
    s.handle("FOO\u0085BAR\u2028BAZ\u2029\u0007");
    s.awaitAnswer();
    List<String> out = lines(bytes);
    assertEquals("UNKNOWN FOO?BAR?BAZ??", out.get(out.size() - 1));
    assertTrue(GOMOCUP_LINE.matcher(out.get(out.size() - 1)).matches());
    assertEquals(before, s.dump());
    s.close();
  }

  private static void gomocup(long seed, int commands) {
    SplittableRandom r = new SplittableRandom(seed);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GomocupServer.Session s = (GomocupServer.Session) new GomocupServer().create(ConnectGame.gomoku(), GREEDY,
        new ProtocolOutput(bytes));
    List<String> sent = new ArrayList<>(List.of("START 15"));
    s.handle("START 15"); // most streams are a game in progress, not errors before the first START
    for (int i = 0; i < commands; i++) {
      List<String> batch = gomocupCommand(r);
      String before = s.dump();
      int linesBefore = lines(bytes).size();
      boolean alive = true;
      for (String cmd : batch) {
        sent.add(cmd);
        alive &= s.handle(cmd);
      }
      s.awaitAnswer();
      if (!alive) {
        assertEquals("END", batch.get(batch.size() - 1));
        break;
      }
      List<String> now = lines(bytes);
      for (String l : now.subList(linesBefore, now.size())) {
        assertTrue(GOMOCUP_LINE.matcher(l).matches(), "malformed '" + l + "' after " + sent);
        if (l.startsWith("ERROR ") || l.startsWith("UNKNOWN ")) {
          assertEquals(before, s.dump(), "refused but changed: " + batch + " -> " + l);
          assertTrue(l.length() < 250, l);
        }
      }
    }
    s.close();
  }

  private static List<String> gomocupCommand(SplittableRandom r) {
    int size = 15;
    switch (r.nextInt(12)) {
      case 0:
        return List.of("START " + (r.nextInt(4) == 0 ? EXTREME[r.nextInt(EXTREME.length)] : "15"));
      case 1:
        return List.of("BEGIN");
      case 2:
      case 3:
        return List.of("TURN " + r.nextInt(size) + "," + r.nextInt(size));
      case 4:
        return List.of("TURN " + EXTREME[r.nextInt(EXTREME.length)] + "," + EXTREME[r.nextInt(EXTREME.length)]);
      case 5: {
        List<String> b = new ArrayList<>();
        b.add("BOARD");
        int n = r.nextInt(8);
        for (int i = 0; i < n; i++) {
          b.add(r.nextInt(size) + "," + r.nextInt(size) + "," + (r.nextInt(6) == 0 ? r.nextInt(6) : 1 + i % 2));
        }
        if (r.nextInt(5) == 0) {
          b.add(ProtocolFuzzTest.garbage(r));
        }
        b.add("DONE");
        return b;
      }
      case 6: {
        String[] keys = {"timeout_turn", "timeout_match", "time_left", "max_memory", "rule", "game_type", "folder"};
        return List.of("INFO " + keys[r.nextInt(keys.length)] + " " + EXTREME[r.nextInt(EXTREME.length)]);
      }
      case 7:
        return List.of("TAKEBACK " + r.nextInt(size) + "," + r.nextInt(size));
      case 8:
        return List.of(r.nextBoolean() ? "RESTART" : "ABOUT");
      case 9:
        return List.of("RECTSTART " + EXTREME[r.nextInt(EXTREME.length)] + "," + EXTREME[r.nextInt(EXTREME.length)]);
      case 10:
        return List.of(garbage(r));
      default:
        return List.of(r.nextInt(15) == 0 ? "END" : "TURN " + r.nextInt(size) + "," + r.nextInt(size));
    }
  }

  private static void connect6(long seed, int commands) {
    SplittableRandom r = new SplittableRandom(seed);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ConnectGame game = new ConnectGame(11, 11, 6, 2, 1);
    Connect6Server.Session s = (Connect6Server.Session) new Connect6Server().create(game, GREEDY,
        new ProtocolOutput(bytes));
    List<String> sent = new ArrayList<>(List.of("new white"));
    s.handle("new white");
    for (int i = 0; i < commands; i++) {
      String cmd = connect6Command(r);
      sent.add(cmd);
      String before = s.dump();
      int linesBefore = lines(bytes).size();
      boolean alive = s.handle(cmd);
      s.awaitAnswer();
      if (!alive) {
        assertTrue(cmd.equals("quit") || cmd.equals("exit"), cmd);
        break;
      }
      List<String> now = lines(bytes);
      for (String l : now.subList(linesBefore, now.size())) {
        assertTrue(CONNECT6_LINE.matcher(l).matches(), "malformed '" + l + "' after " + sent);
        if (l.startsWith("error ")) {
          assertEquals(before, s.dump(), "refused but changed: " + cmd + " -> " + l);
          assertTrue(l.length() < 250, l);
        }
      }
    }
    s.close();
  }

  private static String stones(SplittableRandom r, int count) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      sb.append((char) ('A' + r.nextInt(r.nextInt(8) == 0 ? 26 : 11))).append((char) ('A' + r.nextInt(11)));
    }
    return sb.toString();
  }

  private static String connect6Command(SplittableRandom r) {
    switch (r.nextInt(10)) {
      case 0:
        return "new " + (r.nextBoolean() ? "black" : r.nextInt(4) == 0 ? "grey" : "white");
      case 1:
      case 2:
        return "move " + stones(r, r.nextInt(5) == 0 ? r.nextInt(4) : 2);
      case 3:
        return (r.nextBoolean() ? "black " : "white ") + stones(r, 1 + r.nextInt(2));
      case 4:
        return "next";
      case 5:
        return "depth " + EXTREME[r.nextInt(EXTREME.length)];
      case 6:
        return r.nextBoolean() ? "vcf" : "unvcf";
      case 7:
        return r.nextBoolean() ? "name" : "help";
      case 8:
        return garbage(r);
      default:
        return r.nextInt(15) == 0 ? "quit" : "move " + stones(r, 2);
    }
  }

  private static List<String> lines(ByteArrayOutputStream bytes) {
    String text = bytes.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  /** Random text: printable, control characters, long runs. */
  static String garbage(SplittableRandom r) {
    int n = r.nextInt(4) == 0 ? 200 + r.nextInt(2000) : r.nextInt(12);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int kind = r.nextInt(10);
      sb.append((char) (kind == 0 ? r.nextInt(32) : kind == 1 ? 0x80 + r.nextInt(0x2000) : 32 + r.nextInt(95)));
    }
    return sb.toString().replace('\n', ' ').replace('\r', ' ');
  }
}
