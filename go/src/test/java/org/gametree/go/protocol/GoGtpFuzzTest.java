package org.gametree.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.go.GoRules;
import org.gametree.go.module.GoProvider;

/**
 * Generated GTP sessions — valid commands, malformed ones, illegal moves, extreme numbers, files and garbage mixed —
 * against the Go server: after every command the session is alive, the reply is one well-formed GTP reply, and an
 * error reply left the position (size, komi, rules, setup, moves, side to move, time settings) as it was. The
 * default suite sends a few hundred commands; the {@code slow} tag a few thousand.
 */
class GoGtpFuzzTest {
  /** One reply: {@code =} or {@code ?}, an optional id, text without empty lines, then one blank line. */
  static final Pattern REPLY = Pattern.compile("[=?]\\d*( [^\\n]*)?(\\n[^\\n]+)*\\n\\n", Pattern.DOTALL);

  private static Path files;

  @Property(tries = 15)
  void goSessionsSurviveHostileCommandStreams(@ForAll("sessions") List<String> commands) {
    run(commands);
  }

  @Property(tries = 150)
  @Tag("slow")
  void goSessionsSurviveHostileCommandStreamsAtVolume(@ForAll("sessions") List<String> commands) {
    run(commands);
  }

  private static void run(List<String> commands) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GtpSession session = new GtpSession(GoProvider.game(9, 7, GoRules.PSK), EngineSpec.parse("mcts:playouts=20"),
        new ProtocolOutput(bytes));
    try {
      for (String command : commands) {
        String before = GoGtpHostileInputTest.dump(session);
        bytes.reset();
        assertTrue(session.handle(command), command);
        String reply = bytes.toString(StandardCharsets.UTF_8);
        if (cleanedIsEmpty(command)) {
          assertEquals("", reply, command);
          continue;
        }
        assertTrue(REPLY.matcher(reply).matches(), "'" + command + "' -> '" + reply + "'");
        if (reply.startsWith("?")) {
          assertEquals(before, GoGtpHostileInputTest.dump(session), command + " -> " + reply);
        }
      }
    } finally {
      session.close();
    }
  }

  /** Whether GTP's cleaning (comments and control characters removed, blanks trimmed) leaves nothing. */
  static boolean cleanedIsEmpty(String line) {
    String l = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
    return l.chars().filter(c -> c > 32 && c != 127).findAny().isEmpty();
  }

  @Provide
  Arbitrary<List<String>> sessions() {
    return command().list().ofMinSize(5).ofMaxSize(25);
  }

  static Arbitrary<String> colour() {
    return Arbitraries.of("b", "w", "B", "white", "black", "x", "", "bw");
  }

  static Arbitrary<String> number() {
    return Arbitraries.oneOf(Arbitraries.of("NaN", "Infinity", "-Infinity", "-0", "1e308", "1e400", "-1e308",
        "4.9e-324", "99999999999999999999", "-5", "0", "6.5", "7", "abc", "0x1p3", "1_000", "+3", "2147483648"),
        Arbitraries.integers().between(-3, 30).map(String::valueOf));
  }

  static Arbitrary<String> vertex() {
    return Arbitraries.oneOf(
        Combinators.combine(Arbitraries.of('A', 'C', 'E', 'H', 'I', 'J', 'T', 'Z', 'e'),
            Arbitraries.integers().between(-1, 26)).as((c, r) -> "" + c + r),
        Arbitraries.of("pass", "PASS", "", "A", "tt", "A99999999999", "resign"));
  }

  static Arbitrary<String> garbage() {
    return Arbitraries.strings().withCharRange('\u0000', '\u00ff').withChars("#=?\t ").ofMaxLength(40)
        .filter(s -> s.indexOf('\n') < 0 && s.indexOf('\r') < 0);
  }

  static Arbitrary<String> withId(Arbitrary<String> command) {
    return Combinators.combine(Arbitraries.of("", "", "1 ", "42 ", "007 ", "99999999999999999999 "), command)
        .as((id, c) -> id + c);
  }

  private Arbitrary<String> command() {
    Arbitrary<String> play = Combinators.combine(colour(), vertex()).as((c, v) -> "play " + c + " " + v);
    Arbitrary<String> numbers = Combinators.combine(
        Arbitraries.of("komi", "boardsize", "fixed_handicap", "place_free_handicap", "time_settings", "time_left b",
            "time_left w", "loadsgf " + file("ok.sgf")),
        number().list().ofMaxSize(3)).as((c, args) -> c + " " + String.join(" ", args));
    Arbitrary<String> sizes = Arbitraries.of("boardsize 2", "boardsize 5", "boardsize 7", "boardsize 9",
        "boardsize 19", "boardsize 25", "boardsize 20", "clear_board");
    Arbitrary<String> simple = Arbitraries.of("genmove b", "genmove w", "kgs-genmove_cleanup b", "reg_genmove w",
        "undo", "showboard", "final_score", "final_status_list dead", "final_status_list alive",
        "final_status_list seki", "final_status_list", "list_commands", "known_command play", "name", "version",
        "protocol_version", "gogui-analyze_commands", "gogui-interrupt", "# interrupt", "unknown_command 1 2");
    Arbitrary<String> handicap = vertex().list().ofMaxSize(5).map(v -> "set_free_handicap " + String.join(" ", v));
    Arbitrary<String> loads = Arbitraries.of("loadsgf " + file("ok.sgf"), "loadsgf " + file("ok.sgf") + " 2",
        "loadsgf " + file("white.sgf"), "loadsgf " + file("nan.sgf"), "loadsgf " + file("deep.sgf"),
        "loadsgf " + file("bad.sgf"), "loadsgf " + file("missing.sgf"), "loadsgf " + file(""), "loadsgf");
    return withId(Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(8, play), net.jqwik.api.Tuple.of(4, numbers), net.jqwik.api.Tuple.of(2, sizes),
        net.jqwik.api.Tuple.of(5, simple), net.jqwik.api.Tuple.of(1, handicap), net.jqwik.api.Tuple.of(1, loads),
        net.jqwik.api.Tuple.of(3, garbage())));
  }

  /** A file of the fixed set the sessions load, created once. */
  static synchronized String file(String name) {
    try {
      if (files == null) {
        files = Files.createTempDirectory("gtp-fuzz");
        files.toFile().deleteOnExit();
        write("ok.sgf", "(;FF[4]SZ[7]KM[0.5];B[dd];W[cc];B[];W[ee])");
        write("white.sgf", "(;FF[4]SZ[13]KM[5]AW[dd];B[ee])");
        write("nan.sgf", "(;FF[4]SZ[9]KM[NaN];B[ee])");
        write("deep.sgf", "(;SZ[5]" + "(;B[aa]".repeat(5000) + ")".repeat(5001));
        write("bad.sgf", "(;SZ[9];B[zz]");
      }
      return files.resolve(name).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(String name, String text) throws IOException {
    Path p = files.resolve(name);
    Files.writeString(p, text);
    p.toFile().deleteOnExit();
  }
}
