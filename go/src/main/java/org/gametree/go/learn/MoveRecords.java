package org.gametree.go.learn;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gametree.core.GameException;
import org.gametree.core.learn.ChoiceData;
import org.gametree.core.match.RecordFile;
import org.gametree.go.GoGame;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.Sgf;

/**
 * Game records as move-choice examples: every position of every game, its legal moves as the candidates (with
 * their {@link GoMoveFeatures}) and the move played as the choice. Records are SGF files, either one game or one
 * game a line (what {@code gametree match} writes beside its JSON record), or {@code gametree match} JSON records
 * ({@code *.jsonl}, read with the game given; their random opening moves are not learned from).
 */
public final class MoveRecords {
  private MoveRecords() {}

  /**
   * The main-line moves of every game in the SGF and JSON record files {@code paths} (directories: their
   * {@code *.sgf} and {@code *.jsonl} files); JSON records are games of {@code jsonGame}.
   */
  public static List<Game> read(List<Path> paths, GoGame jsonGame) throws IOException {
    List<Game> games = new ArrayList<>();
    for (Path p : paths) {
      List<Path> files = new ArrayList<>();
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.list(p)) {
          s.filter(f -> f.toString().endsWith(".sgf") || f.toString().endsWith(".jsonl")).sorted().forEach(files::add);
        }
      } else {
        files.add(p);
      }
      for (Path f : files) {
        if (f.toString().endsWith(".jsonl")) {
          readJson(f, jsonGame, games);
          continue;
        }
        String text = Files.readString(f, StandardCharsets.UTF_8);
        List<String> lines = text.lines().filter(l -> l.startsWith("(;")).toList();
        List<String> records = lines.size() > 1 ? lines : List.of(text);
        for (String r : records) {
          games.add(parse(r, f));
        }
      }
    }
    return games;
  }

  /**
   * One game: its setting, moves, players' names, the first ply to learn from (-1: the caller's default; JSON
   * records start after their random opening) and Black's result (1 a win, ½ a draw, 0 a loss; NaN when the record
   * does not say: SGF without {@code RE}).
   */
  public record Game(GoGame game, int[] moves, String black, String white, int learnFrom, double blackResult) {
    /** The name of the player who made ply {@code ply} (Black first). */
    public String mover(int ply) {
      return ply % 2 == 0 ? black : white;
    }
  }

  private static void readJson(Path f, GoGame game, List<Game> games) {
    for (Map<String, Object> r : RecordFile.readAndRepair(f)) {
      List<?> opening = r.get("openingMoves") instanceof List<?> l ? l : List.of();
      List<?> played = r.get("moves") instanceof List<?> l ? l : List.of();
      int[] moves = new int[opening.size() + played.size()];
      int i = 0;
      for (Object m : opening) {
        moves[i++] = game.parseMove(String.valueOf(m));
      }
      for (Object m : played) {
        moves[i++] = game.parseMove(String.valueOf(m));
      }
      double result = switch (String.valueOf(r.get("result"))) {
        case "1-0" -> 1;
        case "0-1" -> 0;
        case "1/2-1/2" -> 0.5;
        default -> Double.NaN;
      };
      games.add(new Game(game, moves, String.valueOf(r.get("black")), String.valueOf(r.get("white")),
          opening.size(), result));
    }
  }

  private static Game parse(String record, Path file) {
    try {
      Sgf.Tree tree = Sgf.parse(record);
      GoGame game = Sgf.gameOf(tree, GoRules.PSK, 7);
      GoState end = Sgf.toState(game, tree);
      if (java.util.Arrays.stream(end.setupStones()).anyMatch(v -> v != GoState.EMPTY)) {
        throw new IllegalArgumentException("records with setup stones are not used: " + file);
      }
      Sgf.Node root = tree.mainLine().get(0);
      return new Game(game, end.moves(), String.valueOf(root.first("PB")), String.valueOf(root.first("PW")), -1,
          sgfResult(root.first("RE")));
    } catch (GameException e) {
      throw new IllegalArgumentException("bad SGF record in " + file + ": " + e.getMessage(), e);
    }
  }

  /** Black's result from SGF's {@code RE}: {@code B+…} 1, {@code W+…} 0, {@code 0} or {@code Draw} ½, else NaN. */
  static double sgfResult(String re) {
    if (re == null) {
      return Double.NaN;
    }
    String t = re.strip().toUpperCase(java.util.Locale.ROOT);
    if (t.startsWith("B+")) {
      return 1;
    }
    if (t.startsWith("W+")) {
      return 0;
    }
    return t.equals("0") || t.equals("DRAW") || t.equals("JIGO") ? 0.5 : Double.NaN;
  }

  /**
   * Adds the positions of {@code game} to {@code data} from its first ply to learn from ({@code skipPlies} when the
   * record does not say), only the moves of players whose name contains {@code player} (empty: all): candidates are
   * the legal moves, the choice the move played. Returns the number of positions added.
   */
  public static int addExamples(Game game, int skipPlies, String player, ChoiceData data) {
    int from = game.learnFrom() >= 0 ? game.learnFrom() : skipPlies;
    GoState s = game.game().newInitialState();
    GoMoveFeatures f = new GoMoveFeatures(game.game().size());
    int[] legal = new int[game.game().maxLegalMoves()];
    int[] buf = new int[GoMoveFeatures.MAX_FEATURES];
    int added = 0;
    for (int ply = 0; ply < game.moves().length; ply++) {
      int played = game.moves()[ply];
      if (ply >= from && !s.isTerminal() && game.mover(ply).contains(player)) {
        int n = s.legalMoves(legal);
        int chosen = -1;
        for (int i = 0; i < n; i++) {
          if (legal[i] == played) {
            chosen = i;
          }
          int k = f.features(s, legal[i], buf);
          for (int j = 0; j < k; j++) {
            data.feature(buf[j]);
          }
          data.endCandidate();
        }
        if (chosen >= 0 && n > 1) {
          data.endExample(chosen);
          added++;
        } else {
          data.discardExample();
        }
      }
      if (!s.isLegal(played)) {
        break; // the record left the rules here (another rule set); learn no further from it
      }
      s.play(played);
    }
    return added;
  }
}
