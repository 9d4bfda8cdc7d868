package org.gametree.connect6.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.gametree.connect6.ConnectGame;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.junit.jupiter.api.Test;

/** The classes of hostile input of the Gomocup and Connect6 servers, one test each. */
class HostileInputTest {
  private static final EngineSpec GREEDY = EngineSpec.parse("greedy");
  /** A search that only stops when told to. */
  private static final EngineSpec ENDLESS = EngineSpec.parse("negascout:time=1000000");

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

  private GomocupServer.Session gomocup(EngineSpec spec) {
    return (GomocupServer.Session) new GomocupServer().create(ConnectGame.gomoku(), spec, new ProtocolOutput(bytes));
  }

  private Connect6Server.Session connect6(EngineSpec spec) {
    return (Connect6Server.Session) new Connect6Server().create(ConnectGame.connect6(), spec,
        new ProtocolOutput(bytes));
  }

  private List<String> lines() {
    String text = bytes.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  private long count(String prefix) {
    return lines().stream().filter(l -> l.startsWith(prefix)).count();
  }

  private void await(String prefix, long n) throws InterruptedException {
    long end = System.nanoTime() + 5_000_000_000L;
    while (count(prefix) < n) {
      assertTrue(System.nanoTime() < end, "waited in vain for " + prefix + ": " + lines());
      Thread.sleep(2);
    }
  }

  @Test
  void aRefusedGomocupCommandChangesNothing() {
    GomocupServer.Session s = gomocup(GREEDY);
    s.handle("START 15");
    s.handle("INFO timeout_turn 1000");
    s.handle("TURN 3,3");
    s.awaitAnswer();
    String before = s.dump();
    String[] bad = {"TURN 3,3", "TURN 15,0", "TURN -1,2", "TURN 1,2,3", "TURN 99999999999999999999,1", "TURN ,",
        "TAKEBACK 3,3", "RECTSTART 5", "START 0", "START 99999999999", "START x", "INFO timeout_turn -5",
        "INFO timeout_turn NaN", "INFO timeout_turn 99999999999999999999", "INFO timeout_match 1e9",
        "INFO time_left", "INFO rule 999", "INFO game_type -1", "FROB " + "x".repeat(5000)};
    int answers = lines().size();
    for (String line : bad) {
      s.handle(line);
      s.awaitAnswer();
      assertEquals(++answers, lines().size(), line + " -> " + lines());
      String last = lines().get(lines().size() - 1);
      assertTrue(last.startsWith("ERROR ") || last.startsWith("UNKNOWN "), last);
      assertTrue(last.length() < 200, last);
      assertEquals(before, s.dump(), line);
    }
    // a BOARD whose stone counts no alternate play reaches, whose game is over, or that is longer than the board
    for (String[] board : new String[][] {{"1,1,1", "2,2,1"}, {"0,0,1", "1,0,1", "2,0,1", "3,0,1", "4,0,1", "0,1,2",
        "1,1,2", "2,1,2", "3,1,2", "0,2,2"}, {"1,1,2", "1,1,1"}, {"1,1,4"}}) {
      s.handle("BOARD");
      for (String l : board) {
        s.handle(l);
      }
      s.handle("DONE");
      s.awaitAnswer();
      assertTrue(lines().get(lines().size() - 1).startsWith("ERROR "), lines().toString());
      assertEquals(before, s.dump());
    }
    s.handle("BOARD");
    for (int i = 0; i < 15 * 15 + 10; i++) {
      s.handle((i % 15) + "," + (i / 15) + ",1");
    }
    s.handle("DONE");
    assertTrue(lines().get(lines().size() - 1).contains("more lines than the board has cells"), lines().toString());
    assertEquals(before, s.dump());
    assertFalse(s.handle("END"));
    s.close();
  }

  @Test
  void gomocupInfoNumbersAreCheckedThroughOptions() {
    GomocupInfo info = new GomocupInfo();
    assertEquals(0, info.turnMillis());
    assertEquals(null, info.set("timeout_turn 2147483647"));
    assertEquals(GomocupInfo.MAX_MILLIS * 7 / 10, info.turnMillis());
    assertEquals(null, info.set("timeout_match 180000"));
    assertEquals(null, info.set("time_left -300"));
    assertEquals(GomocupInfo.MIN_MOVE_MILLIS, info.turnMillis());
    assertEquals(null, info.set("time_left 100000"));
    // the match clock over 20 moves: an optimum of 4 997 ms, a maximum of a fifth of what is left
    assertEquals(4997, info.timeControl().budget().optimum().toMillis());
    assertEquals(19_990, info.turnMillis());
    assertTrue(info.set("timeout_turn NaN").contains("'NaN'"));
    assertTrue(info.set("timeout_turn -1").contains("out of range"));
    assertTrue(info.set("max_memory 1e9").contains("'1e9'"));
    assertEquals(19_990, info.turnMillis());
    assertEquals(null, info.set("some_future_key 7"));
  }

  @Test
  void aRefusedConnect6CommandChangesNothing() {
    Connect6Server.Session s = connect6(GREEDY);
    s.handle("new white");
    s.handle("black JJ");
    String before = s.dump();
    String[] bad = {"move JJKK", "move ZZAA", "move JK", "move KKLLMM", "black AAAB", "move", "new grey",
        "depth 0", "depth 99999999999", "depth -3", "white " + "A".repeat(5001), "bogus\u0000",
        "depth \u0663"};
    int answers = lines().size();
    for (String line : bad) {
      s.handle(line);
      s.awaitAnswer();
      assertEquals(++answers, lines().size(), line + " -> " + lines());
      String last = lines().get(lines().size() - 1);
      assertTrue(last.startsWith("error "), last);
      assertTrue(last.length() < 200, last);
      assertEquals(before, s.dump(), line);
    }
    assertFalse(s.handle("quit"));
    s.close();
  }

  @Test
  void theFirstStoneIsTheCentre() {
    GomocupServer.Session g = gomocup(EngineSpec.parse("negascout:depth=2"));
    g.handle("START 15");
    g.handle("BEGIN");
    g.awaitAnswer();
    g.handle("START 20");
    g.handle("BEGIN");
    g.awaitAnswer();
    g.handle("RECTSTART 9,7");
    g.handle("BEGIN");
    g.awaitAnswer();
    assertEquals(List.of("OK", "7,7", "OK", "10,10", "OK", "4,3"), lines());
    g.close();
    bytes.reset();
    Connect6Server.Session c = connect6(EngineSpec.parse("negascout:depth=2"));
    c.handle("new black");
    c.awaitAnswer();
    assertEquals(List.of("move JJ"), lines());
    c.close();
  }

  @Test
  void endAndEndOfInputAreAnsweredDuringASearch() {
    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
      GomocupServer.Session g = gomocup(ENDLESS);
      g.handle("START 15");
      g.handle("TURN 7,7");
      g.handle("ABOUT");
      await("name=", 1);
      assertEquals(0, count("7,") + count("8,") + count("6,"), "ABOUT must not stop the search: " + lines());
      // a command that changes the position stops the search, which answers first
      g.handle("RESTART");
      assertEquals(List.of("OK", "name", "move", "OK"),
          lines().stream().map(l -> l.startsWith("name=") ? "name" : l.matches("\\d+,\\d+") ? "move" : l).toList());
      g.handle("BEGIN");
      assertFalse(g.handle("END"));
      g.close();

      Connect6Server.Session c = connect6(ENDLESS);
      c.handle("new white");
      c.handle("move JJ");
      c.handle("name");
      await("name ", 1);
      c.close(); // end of input
      await("move ", 1);

      Connect6Server.Session q = connect6(ENDLESS);
      q.handle("new black");
      q.awaitAnswer(); // the centre, at once
      q.handle("move JKKK"); // White's turn; Black starts an endless search
      assertFalse(q.handle("quit")); // stops it
      q.close();
      assertTrue(q.dump().contains("X"), q.dump());
    });
  }

  /** The last line written. */
  private String last() {
    List<String> l = lines();
    return l.get(l.size() - 1);
  }

  @Test
  void aGomocupTurnWhileTheBrainHasTheMoveIsRefusedAndAFinishedGameIsNotPlayedOn() {
    GomocupServer.Session s = gomocup(GREEDY);
    s.handle("START 15");
    s.handle("TURN 0,0");
    s.awaitAnswer();
    s.handle("TURN 0,1");
    s.awaitAnswer();
    String brainStone = last();
    s.handle("TAKEBACK " + brainStone);
    assertEquals("OK", last());
    String before = s.dump();
    for (String turn : new String[] {"TURN 0,2", "TURN 0,3", "TURN 0,4", "TURN 5,5"}) {
      int answers = lines().size();
      s.handle(turn);
      s.awaitAnswer();
      assertEquals(answers + 1, lines().size(), turn + " -> " + lines());
      assertTrue(last().startsWith("ERROR ") && last().contains("brain's move"), turn + " -> " + last());
      assertEquals(before, s.dump(), turn + " changed the position");
    }
    s.handle("BEGIN");
    assertTrue(last().startsWith("ERROR "), last());
    s.handle("TAKEBACK 0,1");
    s.handle("TURN 0,1"); // the opponent's stone back: now it is a turn
    s.awaitAnswer();
    assertTrue(last().matches("\\d+,\\d+"), last());
    s.close();
  }

  private GomocupServer.Session board(String... lines) {
    GomocupServer.Session s = gomocup(EngineSpec.parse("negascout:depth=2"));
    s.handle("START 15");
    s.handle("BOARD");
    for (String l : lines) {
      s.handle(l);
    }
    s.handle("DONE");
    s.awaitAnswer();
    return s;
  }

  private void assertPlaysNoMore(GomocupServer.Session s, String result) {
    String before = s.dump();
    for (String command : new String[] {"TURN 14,14", "BEGIN"}) {
      int answers = lines().size();
      s.handle(command);
      s.awaitAnswer();
      assertEquals(answers + 1, lines().size(), command + " -> " + lines());
      assertTrue(last().startsWith("ERROR "), command + " -> " + last());
      assertEquals(before, s.dump(), command);
    }
    s.handle("TURN 14,14");
    assertTrue(last().contains("game over: " + result), last());
  }

  @Test
  void aGomocupGameThatIsOverIsReportedAndTheBrainDoesNotPlayOn() {
    // the opponent has an open four: the brain blocks one end and the opponent's TURN at the other wins
    GomocupServer.Session lost = board("0,1,2", "0,2,2", "0,3,2", "0,4,2", "9,9,1", "9,11,1", "11,9,1", "13,13,1");
    String block = last();
    String five = block.equals("0,0") ? "0,5" : "0,0";
    lost.handle("TURN " + five);
    lost.awaitAnswer();
    assertEquals("ERROR game over: the opponent won", last());
    assertTrue(lost.dump().contains(",") && !lost.dump().contains("no game"));
    assertPlaysNoMore(lost, "the opponent won");
    lost.close();

    // the brain's own open four: it completes the five, and answers nothing but ERROR after that
    GomocupServer.Session won = board("0,0,2", "2,0,2", "4,0,2", "6,0,2", "7,7,1", "8,7,1", "9,7,1", "10,7,1");
    assertTrue(last().equals("6,7") || last().equals("11,7"), last());
    assertPlaysNoMore(won, "the brain won");
    won.close();
  }

  @Test
  void nonAsciiDigitsAreNoGomocupNumbers() {
    GomocupServer.Session s = gomocup(GREEDY);
    s.handle("START 15");
    String before = s.dump();
    for (String bad : new String[] {"TURN \u0663,\u0663", "INFO timeout_turn \u0663", "START \u0661\u0665",
        "TURN \uff13,3"}) {
      int answers = lines().size();
      s.handle(bad);
      s.awaitAnswer();
      assertEquals(answers + 1, lines().size(), bad + " -> " + lines());
      assertTrue(last().startsWith("ERROR "), bad + " -> " + last());
      assertEquals(before, s.dump(), bad);
    }
    s.close();
  }
}
