package org.gametree.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

/** Hostile input to the Othello GTP and NBoard servers: refused commands change nothing, searches never block input. */
class OthelloHostileInputTest {
  private final OthelloGame game = OthelloProvider.game();
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

  private GtpSession gtp(String spec) {
    return new GtpSession(OthelloEngine.create(game, EngineSpec.parse(spec)), new ProtocolOutput(bytes));
  }

  private String send(GtpSession s, String line) {
    bytes.reset();
    s.handle(line);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  static String dump(OthelloState s) {
    return Notation.toObf(s) + " " + Arrays.toString(s.history());
  }

  /** The moves of a seeded random game up to a position whose side to move must pass (with a move after it). */
  static List<Integer> gameUntilAForcedPass() {
    for (long seed = 1; ; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      OthelloState s = OthelloState.initial();
      List<Integer> moves = new ArrayList<>();
      int[] buf = new int[65];
      while (!s.isTerminal()) {
        if (s.isLegal(OthelloState.PASS)) {
          return moves;
        }
        int n = s.legalMoves(buf);
        int m = buf[rng.nextInt(n)];
        moves.add(m);
        s.play(m);
      }
    }
  }

  @Test
  void anIllegalPlayWhileTheOpponentMustPassInsertsNoPass() {
    GtpSession s = gtp("othello:depth=1");
    OthelloState shadow = OthelloState.initial();
    for (int m : gameUntilAForcedPass()) {
      assertEquals("=\n\n", send(s, "play " + (shadow.currentPlayer() == 0 ? "b" : "w") + " "
          + Notation.moveToString(m)));
      shadow.play(m);
    }
    String mover = shadow.currentPlayer() == 0 ? "w" : "b"; // the opponent of the side that must pass
    String before = dump(s.state());
    int illegal = -1;
    for (int sq = 0; sq < 64 && illegal < 0; sq++) {
      OthelloState after = shadow.copy();
      after.play(OthelloState.PASS);
      if (!after.isLegal(sq)) {
        illegal = sq;
      }
    }
    assertEquals("? illegal move\n\n", send(s, "play " + mover + " " + Notation.moveToString(illegal)));
    assertEquals(before, dump(s.state()));
    assertEquals("? illegal move\n\n", send(s, "play " + mover + " pass"));
    assertEquals(before, dump(s.state()));
    for (String bad : new String[] {"boardsize 99999999999", "boardsize x", "komi NaN", "komi 1e400", "undo 3",
        "play b", "play b d3 d4", "play purple d3", "genmove", "play b zz"}) {
      assertTrue(send(s, bad).startsWith("?"), bad);
      assertEquals(before, dump(s.state()), bad);
    }
  }

  @Test
  void timeCommandsAreCheckedAndATinyBudgetStillSearches() {
    GtpSession s = gtp("negascout:depth=60");
    for (String bad : new String[] {"time_settings NaN 1 1", "time_settings 0 -1 1", "time_settings 0 1 1e3",
        "time_settings 0 1e400 1", "time_left b Infinity 0", "time_left x 1 1", "time_left b 1 99999999999",
        "time_left b 1", "time_settings 0 \u0661 1", "time_left b \u0663 0", "time_left b 1 \u0663"}) {
      assertTrue(send(s, bad).startsWith("? syntax error"), bad);
    }
    assertEquals("=\n\n", send(s, "time_settings 0 1 1"));
    assertEquals("=\n\n", send(s, "time_left b 0 0"));
    long start = System.nanoTime();
    String reply = send(s, "genmove b");
    assertTrue(reply.matches("= [A-H][1-8]\n\n"), reply);
    assertTrue(System.nanoTime() - start < 30_000_000_000L, "a depth-60 search ignored the clock");
    OthelloState after = OthelloState.initial();
    after.play(Notation.parseMove(reply.substring(2).strip()));
    assertEquals(dump(after), dump(s.state()));
  }

  @Test
  void passesRealEnginesSendAreAccepted() {
    GtpSession s = gtp("othello:depth=1");
    int guard = 0;
    while (!s.state().isTerminal() && guard++ < 200) {
      String colour = s.state().currentPlayer() == 0 ? "b" : "w";
      assertTrue(send(s, "genmove " + colour).matches("= ([A-H][1-8]|PASS)\n\n"));
    }
    assertTrue(s.state().isTerminal());
    int plies = s.state().history().length;
    // GRhino and Edax answer "pass" on a full board; the controller plays it on the other engine
    assertEquals("=\n\n", send(s, "play b pass"));
    assertEquals("=\n\n", send(s, "play W PASS"));
    assertEquals("= PASS\n\n", send(s, "genmove b"));
    assertEquals("=\n\n", send(s, "undo"));
    assertEquals(plies + 1, s.state().history().length);
  }

  @Test
  void nboardRefusedCommandsChangeNothingAndPingStopsASearch() throws Exception {
    NBoardSession nb = new NBoardSession(OthelloEngine.create(game, EngineSpec.parse("othello:time=600000")),
        new ProtocolOutput(bytes));
    nb.handle("nboard 2");
    nb.handle("set game (;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O---------------------"
        + "------ *]B[F5]W[F6];)");
    String before = dump(nb.state());
    int depth = nb.depth();
    for (String bad : new String[] {"move a1", "move", "move zz/1/2", "set game (;GM[Othello]B[A1];)",
        "set game garbage", "set depth NaN", "set depth 1e99", "set depth -1", "set depth 99999999999",
        "hint 0", "hint 99999999999", "hint x", "set contempt Infinity", "set depth \u0663", "hint \u0663",
        "set game (;GM[Othello]PC[NBoard]TY[\u0668]BO[\u0668 ---------------------------O*------*O------------------"
            + "--------- *]B[F5];)"}) {
      bytes.reset();
      assertTrue(nb.handle(bad));
      assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("status error: "), bad);
      assertEquals(before, dump(nb.state()), bad);
      assertEquals(depth, nb.depth(), bad);
    }
    nb.handle("set depth 60");
    bytes.reset();
    nb.handle("go");
    Thread.sleep(200);
    long start = System.nanoTime();
    nb.handle("ping 7");
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(System.nanoTime() - start < 10_000_000_000L, "ping waited for a depth-60 search");
    assertTrue(out.endsWith("pong 7\n"), out);
    assertFalse(out.contains("==="), "a stopped search printed a move after the GUI moved on: " + out);
    nb.handle("go");
    assertFalse(nb.handle("quit"));
    nb.close();
  }
}
