package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.gametree.core.PositionFormatException;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The classes of hostile input of the UCI and UCCI servers, one test each. */
class HostileInputTest {
  private final XiangqiGame game = new XiangqiGame();

  /** A session whose output can be read while a search writes to it. */
  private final class Client {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    final EngineSession session;

    Client(boolean uci, String spec) {
      ProtocolOutput out = new ProtocolOutput(bytes);
      session = uci ? new UciSession(game, EngineSpec.parse(spec), out)
          : new UcciSession(game, EngineSpec.parse(spec), out);
    }

    List<String> lines() {
      return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
    }

    boolean send(String line) {
      return session.handle(line);
    }

    long count(Predicate<String> p) {
      return lines().stream().filter(p).count();
    }

    /** Waits up to five seconds for {@code n} lines matching {@code p}. */
    void await(Predicate<String> p, long n) throws InterruptedException {
      long end = System.nanoTime() + 5_000_000_000L;
      while (count(p) < n) {
        assertTrue(System.nanoTime() < end, "waited in vain: " + lines());
        Thread.sleep(2);
      }
    }

    /** The board the {@code d} command prints now. */
    String board() {
      int from = bytes.size();
      send("d");
      byte[] all = bytes.toByteArray();
      return new String(all, from, all.length - from, StandardCharsets.UTF_8);
    }
  }

  private static void fast(Executable e) {
    assertTimeoutPreemptively(Duration.ofSeconds(10), e);
  }

  @Test
  void aRefusedCommandChangesNothing() {
    for (boolean uci : new boolean[] {true, false}) {
      Client c = new Client(uci, "negascout:depth=1");
      c.send("position startpos moves h2e2 h9g7");
      c.send("banmoves b2b9");
      String before = c.board();
      String[] bad = {"position startpos moves h0g2 a9a8 zz", "position fen 4k4/9/9/9/9/9/9/9/9/RRR1K4 w",
          "position fen", "position sideways", "banmoves e0e1 q9q9", "go depth -3", "go nodes NaN", "go wtime",
          "go frobnicate", "setoption name Hash value lots", "setoption hashsize -1", "setoption name Ranks value 7",
          "setoption usemillisec maybe", "setoption", uci ? "ucci" : "uci", "\u0000\u00ff garbage", "go depth \u0663",
          "go movetime \u0661\u0660\u0660", "setoption name Hash value \u0661\u0666",
          "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 \u0661"};
      int errors = 0;
      for (String line : bad) {
        c.send(line);
        errors++;
        assertEquals(errors, c.count(l -> l.startsWith(uci ? "info string error " : "info message error ")),
            line + " -> " + c.lines());
        assertEquals(before, c.board(), line);
      }
      // the ban survived too: with every other move banned... at least b2b9 is never chosen at depth 1
      c.send("go depth 1");
      c.session.close();
      assertTrue(c.lines().stream().noneMatch(l -> l.equals("bestmove b2b9")), c.lines().toString());
    }
  }

  @Test
  void theInputLoopAnswersDuringAnInfiniteSearch() {
    fast(() -> {
      Client c = new Client(true, "negascout");
      c.send("position startpos");
      c.send("go infinite");
      c.send("isready");
      c.await("readyok"::equals, 1);
      assertEquals(0, c.count(l -> l.startsWith("bestmove")), "isready must not stop the search");
      // a command that changes the position stops the search first, and the search answers
      c.send("position startpos moves h2e2");
      c.await(l -> l.startsWith("bestmove "), 1);
      assertTrue(c.board().contains("Black to move") || !c.board().isEmpty());
      c.send("go infinite");
      c.send("ucinewgame");
      c.await(l -> l.startsWith("bestmove "), 2);
      c.send("go infinite");
      assertFalse(c.send("quit"));
      c.session.close();
      c.await(l -> l.startsWith("bestmove "), 3);
    });
  }

  @Test
  void endOfInputInterruptsAnInfiniteSearch() {
    fast(() -> {
      Client c = new Client(false, "negascout");
      c.send("position startpos");
      c.send("go infinite");
      Thread.sleep(50);
      c.session.close(); // what the line server does at end of input
      assertEquals(1, c.count(l -> l.startsWith("bestmove ")), c.lines().toString());
    });
  }

  @Test
  void aGoRightAfterBestmoveIsNeverRefusedAsAlreadySearching() {
    fast(() -> {
      Client c = new Client(true, "negascout");
      c.send("position startpos");
      for (int i = 1; i <= 100; i++) {
        c.send("go depth 1");
        c.await(l -> l.startsWith("bestmove "), i);
      }
      assertEquals(0, c.count(l -> l.contains("error")), c.lines().toString());
    });
  }

  @Test
  void extremeClockNumbersAreClampedAndTheMoveIsSearched() {
    fast(() -> {
      String[] gos = {"go wtime 99999999999999999999999999 btime 1 movestogo 99999999999999999999",
          "go wtime -500 btime -500 winc -9223372036854775808", "go movetime 9223372036854775807",
          "go movetime -1", "go depth 99999999999", "go nodes 99999999999999999999"};
      for (boolean uci : new boolean[] {true, false}) {
        Client c = new Client(uci, "negascout");
        c.send("position startpos");
        int answered = 0;
        for (String go : gos) {
          String line = uci ? go : go.replace("wtime", "time").replace("btime", "opptime").replace("winc", "increment")
              .replace("movetime", "time");
          int infos = (int) c.count(l -> l.startsWith("info depth "));
          c.send(line);
          Thread.sleep(30);
          c.send("stop");
          c.await(l -> l.startsWith("bestmove "), ++answered);
          assertTrue(c.count(l -> l.startsWith("info depth ")) > infos, line + " answered unsearched: " + c.lines());
        }
        assertEquals(0, c.count(l -> l.contains("error")), c.lines().toString());
        c.session.close();
      }
    });
  }

  @Test
  void aHashLargerThanTheHeapIsRefusedAndTheSessionGoesOn() {
    Client c = new Client(true, "negascout:depth=1");
    long tooBig = Math.min(1 << 20, (Runtime.getRuntime().maxMemory() >> 20) + 1);
    c.send("setoption name Hash value " + tooBig);
    assertEquals(1, c.count(l -> l.startsWith("info string error ") && l.contains("heap")), c.lines().toString());
    c.send("position startpos");
    c.send("go depth 1");
    c.session.close();
    assertEquals(1, c.count(l -> l.startsWith("bestmove ")), c.lines().toString());
  }

  @Test
  void errorLinesQuoteAtMostAboutEightyCharactersOfTheInput() {
    Client c = new Client(true, "negascout:depth=1");
    String junk = "x".repeat(10_000);
    for (String line : new String[] {junk, "go " + junk, "position startpos moves " + junk, "position " + junk,
        "setoption name " + junk + " value 1", "go depth " + junk}) {
      c.send(line);
    }
    assertEquals(6, c.count(l -> l.startsWith("info string error ")), c.lines().toString());
    assertTrue(c.lines().stream().allMatch(l -> l.length() < 250), c.lines().toString());
  }

  @Test
  void impossibleFensAreRefused() {
    String[] impossible = {"4k4/9/9/9/9/9/9/9/9/RRR1K4 w", "4k4/9/9/9/9/9/9/9/9/3KK4 w",
        "4k4/9/9/9/9/9/9/9/9/4K4 w", "4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w", "3ak4/9/9/9/9/9/9/9/9/3AKA3 b",
        "ccc1k4/9/9/9/9/9/9/9/9/3K5 w", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 99999999999 1"};
    for (String fen : impossible) {
      try {
        Fen.parse(fen);
        throw new AssertionError("accepted " + fen);
      } catch (PositionFormatException expected) {
        assertTrue(expected.getMessage().length() < 200, expected.getMessage());
      }
    }
    // the most a side can have is what it starts with
    Fen.parse(XiangqiGame.START_FEN);
  }

  @Test
  void theUciServerSpeaksEitherRankConvention() {
    Client c = new Client(true, "negascout:depth=1");
    c.send("uci");
    assertTrue(c.lines().contains("option name Ranks type combo default 0-9 var 0-9 var 1-10"), c.lines().toString());
    c.send("setoption name Ranks value 1-10");
    c.send("position startpos moves h3e3 h10g8");
    c.send("go depth 1");
    c.session.close();
    String best = c.lines().stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
    XiangqiState s = game.newInitialState();
    s.play(Notation.parseIccs("h2e2"));
    s.play(Notation.parseIccs("h9g7"));
    assertTrue(s.isLegal(Notation.parseIccs(UciClient.VariantSetup.shift(best.substring(9), -1))), best);
    assertEquals(0, c.count(l -> l.contains("error")), c.lines().toString());

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    EngineSession fromSpec = (EngineSession) new UciServer().create(game,
        EngineSpec.parse("negascout:depth=1,ranks=1-10"), new ProtocolOutput(bytes));
    assertTrue(fromSpec.ranksFromOne());
    fromSpec.close();
  }
}
