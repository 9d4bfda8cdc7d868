package org.gametree.connect6.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.Player.MoveRequest;
import org.gametree.core.match.Players;
import org.gametree.core.protocol.ProtocolOutput;
import org.junit.jupiter.api.Test;

/**
 * Gomocup sessions under {@code INFO rule}: 0 freestyle, 1 exactly five, 4 renju; anything else refused by name with
 * the session going on. Positions in Gomocup coordinates (x,y from the top-left): Black's f8 g8 h6 h7 are 5,7 6,7
 * 7,9 7,8, and h8 (7,7) is their double three.
 */
class RenjuProtocolTest {
  /** Black's (the brain's) f8 g8 h6 h7, White's four corners: BOARD lines for the brain as Black. */
  private static final String[] BRAIN_BLACK = {"BOARD", "5,7,1", "6,7,1", "7,9,1", "7,8,1", "0,0,2", "14,0,2",
      "0,14,2", "14,14,2", "DONE"};
  /**
   * The same Black stones as the opponent's, plus Black's b3-e3 (closed at a3 by White): the brain, White, must block
   * at f3 (5,12), and the opponent has the move with h8 forbidden.
   */
  private static final String[] BRAIN_WHITE = {"BOARD", "5,7,2", "6,7,2", "7,9,2", "7,8,2", "1,12,2", "2,12,2",
      "3,12,2", "4,12,2", "0,12,1", "0,0,1", "14,0,1", "0,14,1", "12,2,1", "12,1,1", "12,0,1", "DONE"};

  private static List<String> session(ConnectGame game, String engine, String... lines) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GomocupServer.Session h = (GomocupServer.Session) new GomocupServer().create(game, EngineSpec.parse(engine),
        new ProtocolOutput(bytes));
    List<String> all = new ArrayList<>();
    for (String l : lines) {
      assertTrue(h.handle(l), l);
      h.awaitAnswer();
    }
    assertFalse(h.handle("END"));
    String text = bytes.toString(StandardCharsets.UTF_8);
    for (String l : text.split("\n")) {
      if (!l.isEmpty()) {
        all.add(l);
      }
    }
    return all;
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Test
  void underRenjuTheBrainNeverTakesItsForbiddenPoint() {
    // Freestyle: the greedy brain's best cell is h8, where the two threes cross.
    List<String> free = session(ConnectGame.gomoku(), "greedy", concat(new String[] {"START 15"}, BRAIN_BLACK));
    assertEquals(List.of("OK", "7,7"), free);
    List<String> renju = session(ConnectGame.gomoku(), "greedy",
        concat(new String[] {"START 15", "INFO rule 4"}, BRAIN_BLACK));
    assertEquals(2, renju.size(), renju.toString());
    assertTrue(renju.get(1).matches("\\d+,\\d+") && !renju.get(1).equals("7,7"), renju.toString());
    // The default engine (negascout) keeps off it too.
    List<String> engine = session(ConnectGame.gomoku(), "negascout:depth=2",
        concat(new String[] {"START 15", "INFO rule 4"}, BRAIN_BLACK));
    assertTrue(engine.get(1).matches("\\d+,\\d+") && !engine.get(1).equals("7,7"), engine.toString());
  }

  @Test
  void aForbiddenTurnIsRefusedNamingItAndTheGameGoesOn() {
    List<String> out = session(ConnectGame.gomoku(), "greedy",
        concat(new String[] {"START 15", "INFO rule 4"}, concat(BRAIN_WHITE, "TURN 7,7", "TURN 8,7", "ABOUT")));
    assertEquals("OK", out.get(0));
    assertEquals("5,12", out.get(1)); // the block
    assertEquals("ERROR illegal move 7,7: forbidden for Black under renju (double three)", out.get(2));
    assertTrue(out.get(3).matches("\\d+,\\d+"), out.toString()); // i8 is played and answered
    assertTrue(out.get(4).startsWith("name="));
    // The same TURN under freestyle is an ordinary move.
    List<String> free = session(ConnectGame.gomoku(), "greedy",
        concat(new String[] {"START 15", "INFO rule 0"}, concat(BRAIN_WHITE, "TURN 7,7")));
    assertTrue(free.get(2).matches("\\d+,\\d+"), free.toString());
  }

  @Test
  void unsupportedRulesAreRefusedByValueAndTheRuleKept() {
    List<String> out = session(ConnectGame.gomoku(), "greedy",
        concat(new String[] {"START 15", "INFO rule 4", "INFO rule 2", "INFO rule 5", "INFO rule 8", "INFO rule x",
            "INFO rule 300"}, BRAIN_BLACK));
    assertEquals("OK", out.get(0));
    assertTrue(out.get(1).startsWith("ERROR INFO rule 2 is not supported"), out.get(1));
    assertTrue(out.get(2).startsWith("ERROR INFO rule 5 is not supported"), out.get(2));
    assertTrue(out.get(3).startsWith("ERROR INFO rule 8 is not supported"), out.get(3));
    assertTrue(out.get(4).startsWith("ERROR") && out.get(4).contains("'x'"), out.get(4));
    assertTrue(out.get(5).startsWith("ERROR") && out.get(5).contains("300"), out.get(5));
    assertNotEquals("7,7", out.get(6)); // still renju
    // Renju needs five in a row: a four-in-a-row game refuses it and stays as it was.
    List<String> four = session(new ConnectGame(15, 15, 4, 1, 1), "greedy", "START 15", "INFO rule 4", "BEGIN");
    assertTrue(four.get(1).startsWith("ERROR INFO rule 4: renju is five in a row"), four.toString());
    assertEquals("7,7", four.get(2));
  }

  @Test
  void aRuleChangeBetweenGamesRecreatesTheGame() {
    List<String> out = session(ConnectGame.gomoku(), "greedy",
        concat(new String[] {"START 15", "INFO rule 4"}, concat(BRAIN_BLACK, concat(new String[] {"RESTART",
            "INFO rule 0"}, concat(BRAIN_BLACK, concat(new String[] {"START 20", "INFO rule 1", "INFO rule 4"},
            BRAIN_BLACK))))));
    assertEquals("OK", out.get(0));
    assertNotEquals("7,7", out.get(1)); // renju
    assertEquals("OK", out.get(2));
    assertEquals("7,7", out.get(3)); // freestyle again
    assertEquals("OK", out.get(4)); // 20x20 keeps the rule of the last INFO
    assertNotEquals("7,7", out.get(5));
    assertEquals(6, out.size(), out.toString());
  }

  @Test
  void aRuleChangeInAGameKeepsItsStonesOrIsRefusedIfAMoveBreaksIt() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GomocupServer.Session h = (GomocupServer.Session) new GomocupServer().create(Games.byId("gomoku"),
        EngineSpec.parse("greedy"), new ProtocolOutput(bytes));
    for (String l : new String[] {"START 15", "TURN 7,7", "TURN 3,3"}) {
      h.handle(l);
      h.awaitAnswer();
    }
    String before = h.dump();
    assertTrue(before.startsWith("gomoku\n"), before);
    h.handle("INFO rule 4");
    assertEquals(before.replaceFirst("gomoku", "gomoku(rule=renju)"), h.dump());
    h.handle("INFO rule 1");
    assertEquals(before.replaceFirst("gomoku", "gomoku(exact=true)"), h.dump());
    assertEquals(3, bytes.toString(StandardCharsets.UTF_8).strip().split("\n").length); // OK and two moves
    h.close();
    // Under freestyle the opponent's h8 (7,7) is played; renju would forbid it, so INFO rule 4 is refused.
    ByteArrayOutputStream more = new ByteArrayOutputStream();
    GomocupServer.Session f = (GomocupServer.Session) new GomocupServer().create(Games.byId("gomoku"),
        EngineSpec.parse("greedy"), new ProtocolOutput(more));
    for (String l : concat(new String[] {"START 15"}, concat(BRAIN_WHITE, "TURN 7,7"))) {
      f.handle(l);
      f.awaitAnswer();
    }
    String played = f.dump();
    f.handle("INFO rule 4");
    String[] lines = more.toString(StandardCharsets.UTF_8).strip().split("\n");
    String last = lines[lines.length - 1];
    assertTrue(last.startsWith("ERROR INFO rule 4 does not fit the game so far: illegal move: h8")
        && last.contains("forbidden for Black under renju (double three)"), last);
    assertEquals(played, f.dump());
    f.close();
  }

  /**
   * A piped session with a child process: our Gomocup client, playing renju, drives a brain started for freestyle
   * gomoku; the client's {@code INFO rule 4} makes the brain keep off h8 from the double-three opening, where its
   * freestyle choice is h8 (above), and every answer is legal under renju to the end of the game.
   */
  @Test
  void theClientSendsRenjuToAChildBrainThatThenPlaysOnlyAllowedPoints() {
    ConnectGame g = ConnectGame.renju();
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String spec = "gomocup:" + javaBin + " -cp " + System.getProperty("java.class.path") + " " + ServeMain.class.getName()
        + " gomoku gomocup greedy";
    String[] opening = {"f8", "a1", "g8", "a15", "h6", "o1", "h7", "o15"};
    try (Player<ConnectState> p = Players.create(g, EngineSpec.parse(spec), 0, Duration.ofSeconds(20))) {
      ConnectState start = g.newInitialState();
      ConnectState s = start.copy();
      int[] moves = new int[g.moveSpace()];
      int n = 0;
      for (String m : opening) {
        moves[n++] = s.parseMove(m);
        s.play(moves[n - 1]);
      }
      p.newGame(start);
      SplittableRandom random = new SplittableRandom(5);
      int[] buf = new int[g.maxLegalMoves()];
      boolean first = true;
      while (!s.isTerminal()) {
        int m;
        if (s.currentPlayer() == 0) {
          m = p.chooseMove(new MoveRequest<>(s.copy(), start, true,
              Arrays.copyOf(moves, n), null));
          assertTrue(s.isLegal(m), "the brain's " + s.moveToString(m) + " is legal under renju");
          if (first) {
            assertNotEquals("h8", s.moveToString(m));
            first = false;
          }
        } else {
          m = buf[random.nextInt(s.legalMoves(buf))];
        }
        s.play(m);
        moves[n++] = m;
      }
    }
  }
}
