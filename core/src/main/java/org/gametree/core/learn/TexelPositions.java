package org.gametree.core.learn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.gametree.core.Game;
import org.gametree.core.GameException;
import org.gametree.core.GameState;

/**
 * The labelling half of Texel's method: game records in, quiet labelled positions out, appended to a positions file.
 *
 * <p>Inputs, as files or directories of them (sorted by name): match records ({@code gametree match --out}, one JSON
 * game a line: {@code openingPosition}, {@code openingMoves}, {@code moves}, {@code winner}; forfeits skipped),
 * self-play records ({@code gametree selfplay}: {@code format}, {@code game}, {@code opening}, {@code moves}, {@code
 * winner}), both {@code *.jsonl}/{@code *.json}; and positions files ({@code *.tsv}, this class's output format): one
 * position a line, {@code GAME<TAB>RESULT<TAB>POSITION}, RESULT the points (1, 0.5, 0) of the side to move in
 * POSITION. A record's last line without its newline is a game still being written and is left for a later run; any
 * other line that does not read is an {@link IllegalArgumentException} naming the file and the line.
 *
 * <p>From each game every {@code every}-th position after the opening and {@code skip} further plies is resolved to
 * a quiet one ({@link QuietPositions}) and written with the game's result for that position's mover. A progress file
 * lists each input game done and the positions file's length after it, so a killed run truncates the positions file
 * to the last game done and continues with the next.
 */
final class TexelPositions<S extends GameState> {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

  private final Game<S> game;
  private final QuietPositions<S> quiet;
  private final int skip;
  private final int every;
  long sampled;
  long kept;

  TexelPositions(Game<S> game, LinearEvaluation<S> capability, LinearModel weights, int skip, int every) {
    this.game = game;
    this.quiet = new QuietPositions<>(game, capability.evaluator(weights));
    this.skip = skip;
    this.every = every;
  }

  /** The input files of a comma-separated list of files and directories, in order. */
  static List<Path> inputs(String list) throws IOException {
    List<Path> out = new ArrayList<>();
    for (String part : list.split(",")) {
      if (part.isBlank()) {
        continue;
      }
      Path p = Path.of(part.strip());
      if (Files.isDirectory(p)) {
        try (Stream<Path> files = Files.list(p)) {
          files.filter(TexelPositions::isInput).sorted().forEach(out::add);
        }
      } else if (Files.isRegularFile(p)) {
        out.add(p);
      } else {
        throw new IllegalArgumentException("no game records at '" + part.strip() + "'");
      }
    }
    return out;
  }

  private static boolean isInput(Path p) {
    String n = p.getFileName().toString();
    return Files.isRegularFile(p) && (n.endsWith(".jsonl") || n.endsWith(".json") || n.endsWith(".tsv"));
  }

  /**
   * Labels every record of {@code inputs} (a game of a records file, a line of a positions file) not yet in {@code
   * progress}, appending to {@code positions}; returns the records done in all.
   */
  long run(List<Path> inputs, Path positions, Path progress, PrintStream log) throws IOException {
    Set<String> done = new HashSet<>();
    long length = 0;
    if (Files.exists(progress)) {
      for (String line : Files.readAllLines(progress, StandardCharsets.UTF_8)) {
        int tab = line.lastIndexOf('\t');
        if (tab > 0) {
          done.add(line.substring(0, tab));
          length = Long.parseLong(line.substring(tab + 1).strip());
        }
      }
    }
    if (Files.exists(positions)) {
      try (RandomAccessFile f = new RandomAccessFile(positions.toFile(), "rw")) {
        if (f.length() > length) {
          f.setLength(length);
        }
      }
    } else {
      Files.writeString(positions, "");
    }
    if (!done.isEmpty()) {
      log.printf(Locale.ROOT, "resuming after %d records (%d bytes of positions)%n", done.size(), length);
    }
    long fresh = 0;
    long start = System.nanoTime();
    for (Path file : inputs) {
      List<String> lines = completeLines(file);
      boolean plain = file.getFileName().toString().endsWith(".tsv");
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        String key = file.getFileName() + ":" + (i + 1);
        if (line.isBlank() || done.contains(key)) {
          continue;
        }
        String rows;
        try {
          rows = plain ? labelPlain(line, key) : labelRecord(parseObject(line), key);
        } catch (RuntimeException e) {
          throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
        }
        byte[] bytes = rows.getBytes(StandardCharsets.UTF_8);
        Files.write(positions, bytes, StandardOpenOption.APPEND);
        length += bytes.length;
        Files.writeString(progress, key + "\t" + length + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
            StandardOpenOption.APPEND);
        done.add(key);
        if (++fresh % 200 == 0) {
          double s = (System.nanoTime() - start) / 1e9;
          log.printf(Locale.ROOT, "%d records labelled, %d of %d positions quiet (%.0f positions/s)%n", done.size(),
              kept, sampled, sampled / s);
        }
      }
    }
    quiet.close();
    double s = (System.nanoTime() - start) / 1e9;
    log.printf(Locale.ROOT, "labelled %d new records: %d of %d sampled positions quiet, %.1f s (%.0f positions/s)%n",
        fresh, kept, sampled, s, sampled / Math.max(s, 1e-9));
    return done.size();
  }

  /** The lines of {@code file} that end in a newline (a last line without one is still being written). */
  private static List<String> completeLines(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    int end = text.lastIndexOf('\n');
    return end < 0 ? List.of() : List.of(text.substring(0, end).split("\n", -1));
  }

  private String labelRecord(Map<String, Object> r, String key) {
    List<String> opening;
    S s;
    if (r.containsKey("format")) {
      Object id = r.get("game");
      if (id != null && !game.id().equals(id)) {
        throw new IllegalArgumentException("a record of " + id + ", not " + game.id());
      }
      s = game.newInitialState();
      opening = strings(r, "opening");
    } else {
      Object term = r.get("termination");
      if (term instanceof String t && t.startsWith("forfeit")) {
        return "";
      }
      Object pos = r.get("openingPosition");
      s = pos == null ? game.newInitialState() : game.parsePosition(pos.toString());
      opening = strings(r, "openingMoves");
    }
    List<String> moves = strings(r, "moves");
    if (!(r.get("winner") instanceof Number w) || w.intValue() < -1 || w.intValue() > 1) {
      throw new IllegalArgumentException("no winner (0, 1 or -1) in " + abbreviate(r.toString()));
    }
    int winner = w.intValue();
    for (String m : opening) {
      s.play(parse(s, m));
    }
    StringBuilder rows = new StringBuilder();
    for (int i = 0; i < moves.size(); i++) {
      if (i >= skip && (i - skip) % every == 0) {
        sample(s, winner, -1, 0, key, rows);
      }
      s.play(parse(s, moves.get(i)));
    }
    return rows.toString();
  }

  private String labelPlain(String line, String key) {
    String[] cols = line.split("\t", 3);
    if (cols.length != 3) {
      throw new IllegalArgumentException("expected GAME<TAB>RESULT<TAB>POSITION, got '" + abbreviate(line) + "'");
    }
    double result;
    try {
      result = Double.parseDouble(cols[1].strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("result '" + cols[1] + "' is not a number (1, 0.5 or 0)");
    }
    if (!(result >= 0 && result <= 1)) {
      throw new IllegalArgumentException("result '" + cols[1] + "' is not between 0 and 1");
    }
    S s = game.parsePosition(cols[2].strip());
    StringBuilder rows = new StringBuilder();
    sample(s, -2, s.currentPlayer(), result, cols[0].strip(), rows);
    return rows.toString();
  }

  /**
   * Resolves {@code s} and appends its row: the points of the quiet position's mover from {@code winner} (0, 1, −1)
   * or, with {@code winner} −2, from {@code result} the points of {@code player}. {@code s} is left as it was.
   */
  @SuppressWarnings("unchecked")
  private void sample(S s, int winner, int player, double result, String key, StringBuilder rows) {
    sampled++;
    S c = (S) s.copy();
    if (quiet.resolve(c) < 0) {
      return;
    }
    int mover = c.currentPlayer();
    double points = winner == -2 ? (mover == player ? result : 1 - result)
        : winner == -1 ? 0.5 : winner == mover ? 1 : 0;
    String text = game.formatPosition(c);
    if (text.indexOf('\t') >= 0 || text.indexOf('\n') >= 0) {
      return;
    }
    rows.append(key).append('\t').append(points == 1 ? "1" : points == 0 ? "0" : "0.5").append('\t').append(text)
        .append('\n');
    kept++;
  }

  private static Map<String, Object> parseObject(String line) {
    String t = line.strip();
    if (!t.startsWith("{")) {
      throw new IllegalArgumentException("not a JSON object: '" + abbreviate(t) + "'");
    }
    try {
      return JSON.readValue(t, OBJECT);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("malformed JSON (" + e.getOriginalMessage() + "): '" + abbreviate(t) + "'");
    }
  }

  private static int parse(GameState s, String move) {
    try {
      return s.parseMove(move);
    } catch (GameException e) {
      throw new IllegalArgumentException("move '" + move + "': " + e.getMessage(), e);
    }
  }

  private static List<String> strings(Map<String, Object> r, String field) {
    Object o = r.get(field);
    if (o == null) {
      return List.of();
    }
    if (!(o instanceof List<?> list)) {
      throw new IllegalArgumentException("'" + field + "' is not a list of moves");
    }
    List<String> out = new ArrayList<>();
    for (Object x : list) {
      out.add(String.valueOf(x));
    }
    return out;
  }

  private static String abbreviate(String s) {
    return s.length() > 120 ? s.substring(0, 117) + "..." : s;
  }
}
