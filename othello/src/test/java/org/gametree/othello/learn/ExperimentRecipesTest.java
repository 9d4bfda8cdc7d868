package org.gametree.othello.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.match.Opening;
import org.gametree.core.report.Figure;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExperimentRecipesTest {
  private final OthelloGame game = OthelloProvider.game();

  private String run(String recipe, String... keyValues) throws Exception {
    Map<String, String> given = new HashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      given.put(keyValues[i], keyValues[i + 1]);
    }
    var r = TrainingRecipes.find(game, recipe);
    return r.run(game, TrainingRecipes.withDefaults(r, given),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  @Test
  void openingsAreDistinctLinesOfTwentyDiscsThatMatchReads(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("openings.txt");
    run("openings", "count", "4", "candidates", "2", "depth", "2", "out", out.toString());
    List<Opening> openings = Opening.parse(game, Files.readAllLines(out));
    assertEquals(4, openings.size());
    for (Opening o : openings) {
      OthelloState s = o.start(game);
      o.play(s);
      assertEquals(20, s.discCount());
    }
    assertEquals(4, openings.stream().map(Opening::moves).distinct().count());
  }

  @Test
  void aMatchReportsResultsAndDiscsSummingToSixtyFour(@TempDir Path dir) throws Exception {
    Path openings = dir.resolve("openings.txt");
    run("openings", "count", "2", "candidates", "1", "depth", "1", "out", openings.toString());
    Path record = dir.resolve("match.jsonl");
    String summary = run("match", "engine1", "negascout:depth=1,eval=bayes", "engine2", "negascout:depth=1,eval=bill",
        "games", "4", "openings", openings.toString(), "out", record.toString());
    assertTrue(summary.contains("(4 games)"), summary);
    double[] discs = MatchRecipe.averageDiscs(record);
    assertEquals(64, discs[0] + discs[1], 1e-9);
    assertEquals(4, Files.readAllLines(record).size());
  }

  @Test
  void theEndgameTestReadsEveryMoveScoreAndAnExactSearchAlwaysAgrees(@TempDir Path dir) throws Exception {
    List<EndgameAgreementRecipe.Problem> ffo = EndgameAgreementRecipe.read(game,
        Path.of("src/test/resources/othello/fforum-20-39.obf"));
    assertEquals(20, ffo.size());
    assertEquals(2, ffo.get(2).best()); // G8:+2 leads that line
    assertEquals(9, ffo.get(2).scores().size());
    // positions taken from games and scored by the solver; a search deeper than the empties and any passes among
    // them reaches every end, so it is exact: 100 %
    Path games = dir.resolve("games.txt");
    run("games", "games", "6", "depth", "1", "solve", "8", "out", games.toString());
    String table = run("endgame", "games", games.toString(), "count", "6", "min-empties", "7", "max-empties", "8",
        "depths", "14-14", "evals", "bill,bayes");
    assertTrue(table.contains("6 positions"), table);
    assertTrue(table.lines().anyMatch(l -> l.matches("14\\s+100%\\s+100%")), table);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> run("endgame", "depths", "eight"));
    assertTrue(e.getMessage().contains("eight"), e.getMessage());
  }

  @Test
  void figuresAreWrittenAsPngsWithTheirNumbers(@TempDir Path dir) throws Exception {
    Path games = dir.resolve("games.txt");
    run("games", "games", "40", "depth", "1", "solve", "8", "out", games.toString());
    Path figs = dir.resolve("figs");
    run("figures", "data", games.toString(), "first", "30", "last", "40", "dir", figs.toString());
    Map<String, Integer> seriesOf = Map.of("fig5-correlation-win", 6, "fig5-correlation-loss", 6,
        "fig6-single-feature-accuracy", 6, "fig7-cmob", 2, "fig7-pmob", 2, "fig7-squares", 2, "fig7-edge", 2);
    for (Map.Entry<String, Integer> f : seriesOf.entrySet()) {
      Figure figure = Figure.read(figs.resolve(f.getKey() + Figure.EXTENSION));
      assertEquals(f.getValue(), figure.series().size(), f.getKey());
      assertTrue(figure.series().stream().allMatch(s -> s.x().length > 0), f.getKey());
    }
    List<String> rows = Files.readAllLines(figs.resolve("figures.txt")).stream()
        .filter(l -> !l.startsWith("#")).toList();
    assertEquals(11, rows.size());
    for (String row : rows) {
      String[] f = row.trim().split("\\s+");
      for (int k = 1; k <= 6; k++) {
        double acc = Double.parseDouble(f[k]);
        assertTrue(acc >= 0 && acc <= 1, row);
      }
    }
  }
}
