package org.gametree.core.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Where a game starts: an optional position (null: the game's initial position) and moves played from it.
 *
 * @param position the start position in the game's format, or null for the initial position
 * @param moves moves in the game's notation played from there before the players take over
 */
public record Opening(String position, List<String> moves) {
  /** Copies the moves. */
  public Opening {
    moves = List.copyOf(moves);
  }

  /** Sets up the start state (position only) for {@code game}. */
  public <S extends GameState> S start(Game<S> game) {
    return position == null ? game.newInitialState() : game.parsePosition(position);
  }

  /** {@code count} openings of {@code plies} random moves each from the initial position, reproducible from {@code seed}. */
  public static <S extends GameState> List<Opening> random(Game<S> game, int count, int plies, long seed) {
    List<Opening> list = new ArrayList<>(count);
    int[] buffer = new int[game.maxLegalMoves()];
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < count; i++) {
      for (int attempt = 0; ; attempt++) {
        S s = game.newInitialState();
        List<String> moves = new ArrayList<>();
        while (moves.size() < plies && !s.isTerminal()) {
          int n = s.legalMoves(buffer);
          int m = buffer[random.nextInt(n)];
          moves.add(s.moveToString(m));
          s.play(m);
        }
        if (!s.isTerminal() || attempt >= 100) {
          list.add(new Opening(null, moves));
          break;
        }
      }
    }
    return list;
  }

  /**
   * Openings from the lines of a file: a line {@code moves: M1 M2 ...} is a move list from the initial position, any
   * other non-blank line not starting with {@code #} is a position in the game's format. Each line is checked.
   */
  public static <S extends GameState> List<Opening> parse(Game<S> game, List<String> lines) {
    List<Opening> list = new ArrayList<>();
    for (String raw : lines) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      Opening o;
      if (line.startsWith("moves:")) {
        String rest = line.substring(6).strip();
        o = new Opening(null, rest.isEmpty() ? List.of() : List.of(rest.split("\\s+")));
      } else {
        o = new Opening(line, List.of());
      }
      S s = o.start(game);
      o.play(s);
      list.add(o);
    }
    if (list.isEmpty()) {
      throw new IllegalArgumentException("the openings file holds no opening");
    }
    return list;
  }

  /**
   * Openings from {@code path}: a file is read line by line as {@link #parse} does; a directory holds one opening a
   * file, each file's whole text a position in the game's format (so multi-line records such as Piskvork's PSQ games
   * or SGF files work), taken in name order, hidden files skipped. A file that does not parse is named in the error.
   */
  public static <S extends GameState> List<Opening> read(Game<S> game, Path path) {
    try {
      if (!Files.isDirectory(path)) {
        return parse(game, Files.readAllLines(path, StandardCharsets.UTF_8));
      }
      List<Path> files;
      try (Stream<Path> entries = Files.list(path)) {
        files = entries.filter(Files::isRegularFile)
            .filter(f -> !f.getFileName().toString().startsWith("."))
            .sorted()
            .toList();
      }
      List<Opening> list = new ArrayList<>(files.size());
      for (Path f : files) {
        Opening o = new Opening(Files.readString(f, StandardCharsets.UTF_8).strip(), List.of());
        try {
          o.start(game);
        } catch (RuntimeException e) {
          throw new IllegalArgumentException("opening " + f.getFileName() + ": " + e.getMessage(), e);
        }
        list.add(o);
      }
      if (list.isEmpty()) {
        throw new IllegalArgumentException("the openings directory " + path + " holds no file");
      }
      return list;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read openings " + path, e);
    }
  }

  /** Plays this opening's moves on {@code state} (already at {@link #start}) and returns them as ints. */
  public int[] play(GameState state) {
    int[] out = new int[moves.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = state.parseMove(moves.get(i));
      state.play(out[i]);
    }
    return out;
  }
}
