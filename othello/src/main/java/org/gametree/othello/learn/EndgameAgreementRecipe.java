package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.option.Option;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.search.EndgameSolver;

/**
 * {@code gametree train othello endgame}: Lee &amp; Mahajan's endgame-problem test (table 3) — for each evaluator and
 * depth, the share of positions where a fixed-depth search (the core NegaScout, full width, no exact solver) picks a
 * move with the exact best score. Positions and every move's exact score come from OBF files with {@code ; move:score;}
 * fields (Edax's FFO files); only positions whose empties are in range are used.
 */
public final class EndgameAgreementRecipe extends OthelloRecipe {
  /** The recipe {@code endgame}, with its options. */
  public EndgameAgreementRecipe() {
    super("endgame",
        "endgame-problem agreement: share of OBF positions where a depth-d search picks an exactly best move");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("positions", "othello/src/test/resources/othello/fforum-20-39.obf,"
            + "othello/src/test/resources/othello/fforum-40-44.obf",
            "OBF files with every move's score, comma-separated"),
        Option.text("games", "", "instead of positions: a games file (gametree train othello games); one position per"
            + " game, scored exactly by the solver"),
        Option.integer("count", 100, 1, Integer.MAX_VALUE, "with games: positions taken (one per game)"),
        Option.integer("min-empties", 20, 0, Integer.MAX_VALUE, "fewest empties of a position used"),
        Option.integer("max-empties", 24, 0, Integer.MAX_VALUE, "most empties of a position used"),
        Option.text("depths", "3-8", "search depths, FROM-TO"),
        Option.text("evals", "bill,linear,bayes,signature", "evaluators compared, comma-separated"));
  }

  record Problem(String obf, OthelloState state, Map<Integer, Integer> scores, int best) {
    /** The exact score of {@code move}, from the file or solved now and remembered; null for an illegal move. */
    Integer score(int move, EndgameSolver solver) {
      Integer v = scores.get(move);
      if (v == null && solver != null && state.isLegal(move)) {
        OthelloState child = state.copy();
        child.play(move);
        v = -solver.solve(child.player(), child.opponent()).score();
        scores.put(move, v);
      }
      return v;
    }
  }

  /**
   * One position per game of a games file, the n-th game's with {@code max − (n mod (max − min + 1))} empties (so the
   * range is covered evenly); its best score solved exactly, other moves' scores solved when asked.
   */
  static List<Problem> fromGames(OthelloGame game, Path file, int count, int minE, int maxE, EndgameSolver solver,
      PrintStream log) {
    List<Problem> out = new ArrayList<>();
    for (TrainingGames.Game g : TrainingGames.read(file)) {
      if (out.size() == count) {
        break;
      }
      int want = maxE - out.size() % (maxE - minE + 1);
      for (OthelloState s : g.positions()) {
        if (s.empties() == want && s.moveMask() != 0) {
          int best = solver.solve(s.player(), s.opponent()).score();
          out.add(new Problem(game.formatPosition(s), s, new HashMap<>(), best));
          if (out.size() % 10 == 0) {
            log.printf("endgame: %d positions solved%n", out.size());
          }
          break;
        }
      }
    }
    return out;
  }

  /** Parses the problems of an OBF file with move scores; lines without scores are rejected with their number. */
  static List<Problem> read(OthelloGame game, Path file) throws IOException {
    List<Problem> out = new ArrayList<>();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("%") || line.startsWith("#")) {
        continue;
      }
      OthelloState s = game.parsePosition(line);
      Map<Integer, Integer> scores = new HashMap<>();
      String[] fields = line.split(";");
      for (int k = 1; k < fields.length; k++) {
        String f = fields[k].strip();
        if (f.isEmpty()) {
          continue;
        }
        int colon = f.indexOf(':');
        if (colon < 0) {
          throw new IllegalArgumentException(file + " line " + (i + 1) + ": '" + f + "' is not MOVE:SCORE");
        }
        scores.put(s.parseMove(f.substring(0, colon).strip()),
            Integer.parseInt(f.substring(colon + 1).strip().replace("+", "")));
      }
      if (scores.isEmpty()) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + " has no move scores");
      }
      int best = scores.values().stream().mapToInt(Integer::intValue).max().getAsInt();
      out.add(new Problem(line, s, scores, best));
    }
    return out;
  }

  @Override
  public String run(Game<?> g, Map<String, String> options, PrintStream log) throws IOException {
    OthelloGame game = (OthelloGame) g;
    int minE = RecipeOptions.nonNegativeInt(options, "min-empties");
    int maxE = RecipeOptions.nonNegativeInt(options, "max-empties");
    String[] range = options.get("depths").split("-");
    int from;
    int to;
    try {
      from = Integer.parseInt(range[0].strip());
      to = Integer.parseInt(range[range.length - 1].strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("depths must be FROM-TO, got '" + options.get("depths") + "'");
    }
    if (from < 1 || to < from || range.length > 2) {
      throw new IllegalArgumentException("depths must be FROM-TO with 1 <= FROM <= TO, got '" + options.get("depths")
          + "'");
    }
    List<Problem> problems = new ArrayList<>();
    EndgameSolver solver = null;
    if (!options.get("games").isBlank()) {
      solver = new EndgameSolver(22, 64);
      long t0 = System.nanoTime();
      problems.addAll(fromGames(game, Path.of(options.get("games")), RecipeOptions.positiveInt(options, "count"),
          minE, maxE, solver, log));
      log.printf(Locale.ROOT, "endgame: %d positions solved in %.0f s%n", problems.size(),
          (System.nanoTime() - t0) / 1e9);
    }
    for (String f : options.get("games").isBlank() ? options.get("positions").split(",") : new String[0]) {
      for (Problem p : read(game, Path.of(f.strip()))) {
        if (p.state().empties() >= minE && p.state().empties() <= maxE) {
          problems.add(p);
        }
      }
    }
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("no position with " + minE + "-" + maxE + " empties in " + options.get("positions"));
    }
    String[] evals = options.get("evals").split(",");
    StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "endgame: %d positions with %d-%d empties;"
        + " share whose chosen move is exactly best%n%-10s", problems.size(), minE, maxE, "depth"));
    for (String e : evals) {
      table.append(String.format(Locale.ROOT, " %10s", e.strip()));
    }
    table.append('\n');
    for (int d = from; d <= to; d++) {
      table.append(String.format(Locale.ROOT, "%-10d", d));
      for (String e : evals) {
        int right = 0;
        try (Searcher<OthelloState> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT)
            .evaluator(game.evaluator(e.strip())).hashMegabytes(16).selective(false).build()) {
          for (Problem p : problems) {
            searcher.newGame();
            int move = searcher.search(p.state().copy(), SearchLimits.depth(d)).bestMove();
            Integer score = p.score(move, solver);
            right += score != null && score == p.best() ? 1 : 0;
          }
        }
        table.append(String.format(Locale.ROOT, " %9.0f%%", 100.0 * right / problems.size()));
      }
      table.append('\n');
      log.printf("endgame: depth %d done%n", d);
    }
    return table.toString().strip();
  }
}
