package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.RecordFile;
import org.gametree.core.option.Option;

/**
 * {@code gametree train othello match}: an experiment of Lee &amp; Mahajan 1986 — two engines over a file of openings, each
 * opening played twice with colours swapped ({@link Match}), reported as the paper reports it: wins, draws and losses,
 * the score, Elo with its 95 % interval, and the average final disc count of each side. The record file makes the run
 * resumable (run the same command again).
 */
public final class MatchRecipe extends OthelloRecipe {
  /** The recipe {@code match}, with its options. */
  public MatchRecipe() {
    super("match",
        "an evaluator match as in Lee & Mahajan 1986: W/D/L, score, Elo and average discs over openings with "
        + "colours swapped");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("engine1", "negascout:depth=6,eval=bayes,solver=10", "first engine spec"),
        Option.text("engine2", "negascout:depth=6,eval=linear,solver=10", "second engine spec"),
        Option.text("openings", "othello-openings.txt", "openings file (gametree train othello openings)"),
        Option.integer("games", 200, 1, Integer.MAX_VALUE, "games (each opening twice, colours swapped)"),
        Option.integer("concurrency", 1, 1, Integer.MAX_VALUE, "games at once"),
        Option.text("out", "othello-match.jsonl", "record file (one JSON line per game; resumed when it exists)"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    Path out = Path.of(options.get("out"));
    Path openings = Path.of(options.get("openings"));
    if (!Files.exists(openings)) {
      throw new IllegalArgumentException("openings file '" + openings + "' does not exist; write it with "
          + "gametree train othello openings --out=" + openings);
    }
    MatchConfig config = MatchConfig.builder(options.get("engine1"), options.get("engine2"))
        .games(RecipeOptions.positiveInt(options, "games"))
        .openingsFile(openings)
        .concurrency(RecipeOptions.positiveInt(options, "concurrency"))
        .engineTimeout(Duration.ofMinutes(10))
        .out(out)
        .resume(Files.exists(out))
        .build();
    MatchResult result = Match.run(game, config, new MatchProgress() {
      @Override
      public void gameFinished(MatchGame g, EloStatistics stats, int done, int total, Duration elapsed) {
        if (done % 10 == 0 || done == total) {
          log.printf(Locale.ROOT, "match: %d/%d games, +%d =%d -%d, %.0f s%n", done, total, stats.wins(),
              stats.draws(), stats.losses(), elapsed.toMillis() / 1000.0);
        }
      }
    });
    double[] discs = averageDiscs(out);
    EloStatistics s = result.stats();
    return String.format(Locale.ROOT,
        "match: %s vs %s: +%d =%d -%d, score %.1f%%, Elo %+.0f [%+.0f, %+.0f], average discs %.2f-%.2f (%d games)",
        result.engine1(), result.engine2(), s.wins(), s.draws(), s.losses(), 100 * s.score(), s.eloDiff(),
        s.eloLow95(), s.eloHigh95(), discs[0], discs[1], s.games());
  }

  /**
   * Engine 1's and engine 2's average final disc counts over the games of a record file, from each game's margin
   * (empties to the winner, so the two sum to 64).
   */
  static double[] averageDiscs(Path record) {
    double sum = 0;
    int n = 0;
    for (Map<String, Object> line : RecordFile.readAndRepair(record)) {
      MatchGame g = MatchGame.fromJson(line);
      int signed = g.winner() < 0 ? 0 : g.winner() == g.engine1Player() ? g.margin() : -g.margin();
      sum += signed;
      n++;
    }
    double mean = n == 0 ? 0 : sum / n;
    return new double[] {32 + mean / 2, 32 - mean / 2};
  }
}
