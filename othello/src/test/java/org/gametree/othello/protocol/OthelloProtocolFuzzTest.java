package org.gametree.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.Tuple;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;

/**
 * Generated command streams against the Othello GTP and NBoard servers: valid sessions with malformed commands,
 * illegal moves, extreme numbers and garbage mixed in. After every command the session is alive, its output is
 * well-formed for the protocol, and an error left the position as it was. A few hundred commands per protocol in the
 * default suite, a few thousand under the {@code slow} tag.
 */
class OthelloProtocolFuzzTest {
  private static final Pattern GTP_REPLY = Pattern.compile("[=?]\\d*( [^\\n]*)?(\\n[^\\n]+)*\\n\\n",
      Pattern.DOTALL);
  private static final Pattern NBOARD_LINE = Pattern.compile(
      "(set myname gametree|pong( \\S+)?|learned|status .*|nodestats \\d+ \\d+\\.\\d\\d"
          + "|search ([A-H][1-8]|PA) -?\\d+\\.\\d\\d 0 \\d+|=== ([A-H][1-8]|PA) -?\\d+\\.\\d\\d \\d+\\.\\d)",
      Pattern.DOTALL);
  private static final OthelloGame GAME = OthelloProvider.game();

  @Property(tries = 15)
  void gtpSessionsSurviveHostileCommandStreams(@ForAll("gtpSessions") List<String> commands) {
    gtp(commands);
  }

  @Property(tries = 150)
  @Tag("slow")
  void gtpSessionsSurviveHostileCommandStreamsAtVolume(@ForAll("gtpSessions") List<String> commands) {
    gtp(commands);
  }

  @Property(tries = 15)
  void nboardSessionsSurviveHostileCommandStreams(@ForAll("nboardSessions") List<String> commands)
      throws InterruptedException {
    nboard(commands);
  }

  @Property(tries = 150)
  @Tag("slow")
  void nboardSessionsSurviveHostileCommandStreamsAtVolume(@ForAll("nboardSessions") List<String> commands)
      throws InterruptedException {
    nboard(commands);
  }

  private static void gtp(List<String> commands) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GtpSession s = new GtpSession(OthelloEngine.create(GAME, EngineSpec.parse("negascout:depth=2")),
        new ProtocolOutput(bytes));
    try {
      for (String command : commands) {
        String before = OthelloHostileInputTest.dump(s.state());
        bytes.reset();
        assertTrue(s.handle(command), command);
        String reply = bytes.toString(StandardCharsets.UTF_8);
        if (cleanedIsEmpty(command)) {
          assertEquals("", reply, command);
          continue;
        }
        assertTrue(GTP_REPLY.matcher(reply).matches(), "'" + command + "' -> '" + reply + "'");
        if (reply.startsWith("?")) {
          assertEquals(before, OthelloHostileInputTest.dump(s.state()), command + " -> " + reply);
        }
      }
    } finally {
      s.close();
    }
  }

  private static void nboard(List<String> commands) throws InterruptedException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    NBoardSession s = new NBoardSession(OthelloEngine.create(GAME, EngineSpec.parse("negascout:depth=2")),
        new ProtocolOutput(bytes));
    try {
      for (String command : commands) {
        String before = OthelloHostileInputTest.dump(s.state());
        int depth = s.depth();
        bytes.reset();
        assertTrue(s.handle(command), command);
        s.awaitSearch();
        String out = bytes.toString(StandardCharsets.UTF_8);
        for (String line : out.split("\n", -1)) {
          assertTrue(line.isEmpty() || NBOARD_LINE.matcher(line).matches(), "'" + command + "' -> '" + out + "'");
        }
        assertTrue(out.isEmpty() || out.endsWith("\n"), out);
        if (hasNonAsciiDigit(command) && command.matches("(set depth|set contempt|hint) .*")) {
          assertTrue(out.contains("status error"), "a digit of another script is no number: " + command + " -> " + out);
        }
        if (out.contains("status error")) {
          assertEquals(before, OthelloHostileInputTest.dump(s.state()), command + " -> " + out);
          assertEquals(depth, s.depth(), command + " -> " + out);
        }
      }
    } finally {
      s.close();
    }
  }

  private static boolean cleanedIsEmpty(String line) {
    String l = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
    return l.chars().filter(c -> c > 32 && c != 127).findAny().isEmpty();
  }

  private static Arbitrary<String> square() {
    return Arbitraries.oneOf(
        Combinators.combine(Arbitraries.of('a', 'd', 'f', 'h', 'i', 'z', 'D', 'F'),
            Arbitraries.integers().between(0, 9)).as((c, r) -> "" + c + r),
        Arbitraries.of("pass", "PASS", "PA", "ps", "@@", "--", "", "a", "a99999999999"));
  }

  private static Arbitrary<String> number() {
    return Arbitraries.oneOf(Arbitraries.of("NaN", "Infinity", "-Infinity", "1e308", "1e400", "-1", "0", "8",
        "99999999999999999999", "2147483648", "abc", "6.5"), Arbitraries.integers().between(-2, 12).map(String::valueOf),
        nonAsciiNumber());
  }

  /** A number written with some digits of another script (Arabic-Indic, full-width, Devanagari): never a number. */
  private static Arbitrary<String> nonAsciiNumber() {
    return Combinators.combine(Arbitraries.integers().between(1, 12), Arbitraries.of('\u0660', '\uff10', '\u0966'))
        .as((n, zero) -> {
          String digits = String.valueOf(n);
          StringBuilder b = new StringBuilder();
          for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            b.append(i == digits.length() - 1 ? (char) (zero + (c - '0')) : c);
          }
          return b.toString();
        });
  }

  private static boolean hasNonAsciiDigit(String text) {
    return text.chars().anyMatch(c -> c > 127 && Character.isDigit(c));
  }

  private static Arbitrary<String> garbage() {
    return Arbitraries.strings().withCharRange('\u0000', '\u00ff').withChars("#=?\t \u0663\uff11")
        .ofMaxLength(40)
        .filter(s -> s.indexOf('\n') < 0 && s.indexOf('\r') < 0);
  }

  private static Arbitrary<String> colour() {
    return Arbitraries.of("b", "w", "black", "WHITE", "x", "");
  }

  @Provide
  Arbitrary<List<String>> gtpSessions() {
    Arbitrary<String> play = Combinators.combine(colour(), square()).as((c, v) -> "play " + c + " " + v);
    Arbitrary<String> numbers = Combinators.combine(Arbitraries.of("boardsize", "komi", "time_settings",
        "time_left b", "time_left w"), number().list().ofMaxSize(3))
        .as((c, a) -> c + " " + String.join(" ", a));
    Arbitrary<String> simple = Arbitraries.of("genmove b", "genmove w", "genmove black", "genmove", "undo", "undo 1",
        "clear_board", "showboard", "final_score", "list_commands", "name", "known_command genmove", "# interrupt",
        "gogui-interrupt", "protocol_version", "reg_genmove b");
    Arbitrary<String> command = Arbitraries.frequencyOf(Tuple.of(10, play), Tuple.of(2, numbers),
        Tuple.of(6, simple), Tuple.of(2, garbage()));
    Arbitrary<List<String>> fuzz = Combinators.combine(Arbitraries.of("", "", "5 ", "0 "), command)
        .as((id, c) -> id + c).list().ofMinSize(5).ofMaxSize(25);
    return Combinators.combine(opening(), fuzz).as((o, f) -> {
      List<String> all = new java.util.ArrayList<>(o);
      all.addAll(f);
      return all;
    });
  }

  /**
   * The {@code play} commands of a seeded random game: half the time of 0–60 plies, half the time up to the first
   * position whose side to move must pass (where a refused move once inserted the pass).
   */
  private static Arbitrary<List<String>> opening() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 60), Arbitraries.of(true, false))
        .as((seed, plies, toPass) -> {
          for (long k = seed; ; k++) {
            SplittableRandom rng = new SplittableRandom(k);
            OthelloState s = OthelloState.initial();
            List<String> commands = new java.util.ArrayList<>();
            int[] buf = new int[65];
            while (!s.isTerminal() && (toPass ? !s.isLegal(OthelloState.PASS) : commands.size() < plies)) {
              int m = buf[rng.nextInt(s.legalMoves(buf))];
              commands.add("play " + (s.currentPlayer() == 0 ? "b " : "w ") + Notation.moveToString(m));
              s.play(m);
            }
            if (!toPass || s.isLegal(OthelloState.PASS)) {
              return commands;
            }
          }
        });
  }

  /** A GGF game: a seeded random game of some plies, sometimes broken. */
  private static Arbitrary<String> ggf() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 64),
        Arbitraries.integers().between(-1, 3)).as((seed, plies, damage) -> {
          SplittableRandom rng = new SplittableRandom(seed);
          OthelloState s = OthelloState.initial();
          int[] buf = new int[65];
          for (int i = 0; i < plies && !s.isTerminal(); i++) {
            int n = s.legalMoves(buf);
            s.play(buf[rng.nextInt(n)]);
          }
          String text = Notation.toGgf(s);
          if (damage < 0 || text.length() < 20) {
            return text;
          }
          int at = rng.nextInt(text.length());
          switch (damage) {
            case 0:
              return text.substring(0, at);
            case 1:
              return text.substring(0, at) + "]" + text.substring(at);
            case 2:
              return text.substring(0, at) + text.substring(Math.min(text.length(), at + 3));
            default:
              return text.replace("B[", "W[");
          }
        });
  }

  @Provide
  Arbitrary<List<String>> nboardSessions() {
    Arbitrary<String> move = Combinators.combine(square(), Arbitraries.of("", "/1.5/2", "/x/y", "/NaN/Infinity"))
        .as((m, e) -> "move " + m + e);
    Arbitrary<String> set = Combinators.combine(Arbitraries.of("set depth", "set contempt", "hint", "ping", "nboard"),
        number()).as((c, n) -> c + " " + (c.equals("set depth") && n.matches("[4-9]|1[0-2]") ? "0" : n));
    Arbitrary<String> smallDepth = Arbitraries.integers().between(1, 3).map(d -> "set depth " + d);
    Arbitrary<String> simple = Arbitraries.of("go", "hint 1", "hint 3", "learn", "analyze", "nboard 2", "set depth",
        "set", "move", "hint", "set game", "frobnicate 3");
    Arbitrary<String> command = Arbitraries.frequencyOf(Tuple.of(4, move), Tuple.of(3, set), Tuple.of(2, smallDepth),
        Tuple.of(4, simple), Tuple.of(3, ggf().map(g -> "set game " + g)), Tuple.of(2, garbage()));
    return command.list().ofMinSize(5).ofMaxSize(25)
        .map(l -> {
          l.add(0, "set depth 2");
          return l;
        });
  }
}
