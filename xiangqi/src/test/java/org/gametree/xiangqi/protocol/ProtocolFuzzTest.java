package org.gametree.xiangqi.protocol;

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
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenFuzzTest;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/**
 * Hostile command streams for the UCI and UCCI servers: valid sessions with malformed commands, illegal moves,
 * mutated FENs, extreme numbers and garbage mixed in, and commands sent during searches. After every command the
 * session is alive, every line it wrote is well-formed for its protocol, and a command answered with an error left
 * the session's state (position, history, bans, settings) exactly as before. At the end every {@code go} that was
 * not refused has had exactly one answer. A few hundred commands per protocol here, a few thousand in the slow tag.
 */
class ProtocolFuzzTest {
  private static final XiangqiGame GAME = new XiangqiGame();
  private static final Pattern UCI_LINE = Pattern.compile(
      "id (name|author) .+|option name \\S+ type .+|uciok|readyok|info (depth|string) .+|bestmove (\\S+|\\(none\\))");
  private static final Pattern UCCI_LINE = Pattern.compile(
      "id (name|author) .+|option \\S+ type .+|ucciok|readyok|info (depth|message) .+|bestmove \\S+|nobestmove|bye");
  private static final String[] EXTREME = {"0", "-1", "-9223372036854775808", "9223372036854775807",
      "99999999999999999999999", "NaN", "1e9", "-0", "+5", "", "0x10", "Infinity", "2147483648"};

  @Property(tries = 8)
  void uciSurvivesHostileStreams(@ForAll long seed) {
    fuzz(true, seed, 40);
  }

  @Property(tries = 8)
  void ucciSurvivesHostileStreams(@ForAll long seed) {
    fuzz(false, seed, 40);
  }

  @Property(tries = 60)
  @Tag("slow")
  void uciSurvivesLongHostileStreams(@ForAll long seed) {
    fuzz(true, seed, 60);
  }

  @Property(tries = 60)
  @Tag("slow")
  void ucciSurvivesLongHostileStreams(@ForAll long seed) {
    fuzz(false, seed, 60);
  }

  private static void fuzz(boolean uci, long seed, int commands) {
    SplittableRandom r = new SplittableRandom(seed);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProtocolOutput out = new ProtocolOutput(bytes);
    EngineSession s = uci ? new UciSession(GAME, EngineSpec.parse("negascout:depth=2"), out)
        : new UcciSession(GAME, EngineSpec.parse("negascout:depth=2"), out);
    String errorPrefix = uci ? "info string error " : "info message error ";
    List<String> sent = new ArrayList<>();
    int goes = 0;
    for (int i = 0; i < commands; i++) {
      String cmd = command(uci, r);
      sent.add(cmd);
      String before = s.dump();
      long errors = count(bytes, errorPrefix);
      boolean alive = s.handle(cmd);
      assertTrue(alive || cmd.strip().equals("quit"), "died on " + cmd);
      if (!alive) {
        break;
      }
      boolean refused = count(bytes, errorPrefix) > errors;
      if (refused) {
        assertEquals(before, s.dump(), "a refused command changed the session: " + cmd + "\n" + sent);
      } else if (cmd.startsWith("go")) {
        goes++;
      }
      if (r.nextInt(3) > 0 && !settle(s)) {
        // most of the time the GUI waits for the answer, and stops a search that goes on; else the next command
        // arrives during the search
        sent.add("stop");
        s.handle("stop");
      }
    }
    s.close();
    List<String> lines = lines(bytes);
    for (String l : lines) {
      assertTrue((uci ? UCI_LINE : UCCI_LINE).matcher(l).matches(), "malformed line '" + l + "' after " + sent);
      if (l.startsWith("bestmove ") && !l.equals("bestmove (none)")) {
        String m = l.substring(9);
        // in the rank convention of its time, which a later setoption may have changed
        assertTrue(Notation.parseIccs(m) >= 0 || Notation.parseIccs(UciClient.VariantSetup.shift(m, -1)) >= 0, l);
      }
    }
    long answers = lines.stream().filter(l -> l.startsWith("bestmove") || l.equals("nobestmove")).count();
    assertEquals(goes, answers, "every accepted go has one answer: " + sent + "\n" + lines);
  }

  /** Waits a little for the running search to answer; false if it is still searching. */
  private static boolean settle(EngineSession s) {
    long end = System.nanoTime() + 100_000_000L;
    while (s.searching() && System.nanoTime() < end) {
      Thread.onSpinWait();
    }
    return !s.searching();
  }

  private static long count(ByteArrayOutputStream bytes, String prefix) {
    return lines(bytes).stream().filter(l -> l.startsWith(prefix)).count();
  }

  private static List<String> lines(ByteArrayOutputStream bytes) {
    String text = bytes.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  /** A random legal game of up to {@code plies} moves from the start, as ICCS moves. */
  static List<String> randomGame(SplittableRandom r, int plies) {
    XiangqiState st = GAME.newInitialState();
    List<String> moves = new ArrayList<>();
    int[] buf = new int[XiangqiState.MAX_MOVES];
    for (int i = 0; i < plies && !st.isTerminal(); i++) {
      int n = st.legalMoves(buf);
      if (n == 0) {
        break;
      }
      int m = buf[r.nextInt(n)];
      moves.add(Notation.iccs(m));
      st.play(m);
    }
    return moves;
  }

  /** A legal FEN from a random game, or a mutation of one. */
  static String fen(SplittableRandom r, boolean mutate) {
    XiangqiState st = GAME.newInitialState();
    for (String m : randomGame(r, r.nextInt(30))) {
      st.play(Notation.parseIccs(m));
    }
    String fen = Fen.format(st);
    return mutate ? FenFuzzTest.mutate(fen, r) : fen;
  }

  private static String command(boolean uci, SplittableRandom r) {
    String go = uci ? "go" : "go";
    switch (r.nextInt(16)) {
      case 0:
        return "position startpos moves " + String.join(" ", randomGame(r, r.nextInt(12)));
      case 1: {
        List<String> moves = new ArrayList<>(randomGame(r, 1 + r.nextInt(8)));
        moves.set(r.nextInt(moves.size()), r.nextBoolean() ? "a0a9" : "z9z9");
        return "position startpos moves " + String.join(" ", moves);
      }
      case 2:
        return "position fen " + fen(r, false);
      case 3:
        return "position fen " + fen(r, true);
      case 4:
        return go + " depth " + (1 + r.nextInt(2));
      case 5: {
        String[] keys = uci ? new String[] {"wtime", "btime", "winc", "binc", "movetime", "depth", "nodes",
            "movestogo"} : new String[] {"time", "increment", "depth", "nodes", "movestogo", "opptime"};
        return go + " " + keys[r.nextInt(keys.length)] + " " + EXTREME[r.nextInt(EXTREME.length)]
            + (r.nextBoolean() ? " depth 1" : " nodes 300");
      }
      case 6:
        return go + " infinite";
      case 7:
        return "stop";
      case 8:
        return "isready";
      case 9:
        return uci ? "ucinewgame" : "setoption newgame";
      case 10:
        return "banmoves " + String.join(" ", randomGame(r, r.nextInt(3)))
            + (r.nextInt(4) == 0 ? " q1q2" : "");
      case 11: {
        String[] names = uci ? new String[] {"Hash", "Threads", "Ranks", "Ponder"}
            : new String[] {"hashsize", "threads", "usemillisec", "bogus"};
        String value = r.nextBoolean() ? EXTREME[r.nextInt(EXTREME.length)] : r.nextBoolean() ? "1" : "1-10";
        return uci ? "setoption name " + names[r.nextInt(names.length)] + " value " + value
            : "setoption " + names[r.nextInt(names.length)] + " " + value;
      }
      case 12:
        return garbage(r);
      case 13:
        return uci ? "ucci" : "uci";
      case 14:
        return go + " searchmoves " + String.join(" ", randomGame(r, 1)) + " depth 1";
      default:
        return r.nextInt(10) == 0 ? "quit" : "ponderhit";
    }
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
