package org.gametree.xiangqi.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.report.Figure;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run stopped and started again ends where an uninterrupted one does: self-play at a fixed depth is deterministic,
 * so the weights and the learning curve after 2 + 1 games equal those after 3, also when the stopped run had written
 * a curve row but not its state (a kill between the two).
 */
class RecipeResumeTest {
  private final XiangqiGame game = new XiangqiGame();
  private final PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

  @Test
  void tdleafResumesToTheSameWeightsAndCurve(@TempDir Path dir) throws IOException {
    TrainingRecipe recipe = TrainingRecipes.find(game, "tdleaf");
    Path straight = dir.resolve("straight");
    Path resumed = dir.resolve("resumed");
    recipe.run(game, options(recipe, straight, 3), log);
    recipe.run(game, options(recipe, resumed, 2), log);
    // a kill after the curve row of game 3 but before its state: the resumed run must drop that row
    Files.writeString(resumed.resolve("curve.csv"), "3,0,1,stale\n", java.nio.file.StandardOpenOption.APPEND);
    String summary = recipe.run(game, options(recipe, resumed, 3), log);
    assertTrue(summary.startsWith("trained 3 games"), summary);
    assertEquals(body(straight.resolve("weights.params")), body(resumed.resolve("weights.params")));
    assertEquals(Files.readString(straight.resolve("curve.csv")), Files.readString(resumed.resolve("curve.csv")));
    assertEquals(4, Files.readAllLines(resumed.resolve("curve.csv")).size());
    LinearModel trained = RecipeFiles.readWeights(resumed.resolve("weights.params"));
    assertNotEquals(XiangqiFeatures.handSet().weight(1), trained.weight(1), "training moved the weights");
    // the learning curve's figure: the piece values after each of the 3 games, the chariot's as the weights file has it
    Figure values = Figure.read(resumed.resolve("weights" + Figure.EXTENSION));
    assertEquals(List.of("chariot", "horse", "cannon", "advisor", "elephant", "soldier"),
        values.series().stream().map(Figure.Series::name).toList());
    assertArrayEquals(new double[] {1, 2, 3}, values.series().get(0).x());
    assertEquals(trained.weight(0), values.series().get(0).y()[2], 0.001);
  }

  @Test
  void againstAnOpponentTheLearnerTakesTheColoursInTurnAndTheCurveKeepsItsResults(@TempDir Path dir)
      throws IOException {
    TrainingRecipe recipe = TrainingRecipes.find(game, "tdleaf");
    ByteArrayOutputStream text = new ByteArrayOutputStream();
    Map<String, String> o = new java.util.HashMap<>(options(recipe, dir, 4));
    o.put("opponent", "random:seed=5");
    o.put("max-plies", "160");
    recipe.run(game, o, new PrintStream(text, true, StandardCharsets.UTF_8));
    assertTrue(text.toString(StandardCharsets.UTF_8).contains("learning against random:seed=5"), text::toString);
    assertTrue(Files.readString(dir.resolve("weights.params")).contains("'--opponent=random:seed=5'"));
    List<String> rows = Files.readAllLines(dir.resolve("curve.csv"));
    assertEquals(5, rows.size());
    int[] results = rows.stream().skip(1).mapToInt(r -> Integer.parseInt(r.split(",")[1])).toArray();
    // a depth-1 search with quiescence never loses to random moves; as Black (games 2 and 4) its wins are +1 too
    for (int r : results) {
      assertTrue(r >= 0, () -> "the learner lost to random moves: " + rows);
    }
    assertTrue(results[1] == 1 || results[3] == 1, () -> "no win as Black: " + rows);
  }

  @Test
  void fitResumesWithTheCollectedPositionsAndWritesWeights(@TempDir Path dir) throws IOException {
    TrainingRecipe recipe = TrainingRecipes.find(game, "fit");
    Map<String, String> first = TrainingRecipes.withDefaults(recipe, Map.of("out", dir.toString(),
        "positions", "10", "play-depth", "1", "label-depth", "2", "every", "2", "match-games", "0"));
    recipe.run(game, first, log);
    List<String> before = Files.readAllLines(dir.resolve("positions.csv"));
    assertTrue(before.size() >= 10);
    Map<String, String> more = new java.util.HashMap<>(first);
    more.put("positions", String.valueOf(before.size() + 10));
    recipe.run(game, more, log);
    List<String> after = Files.readAllLines(dir.resolve("positions.csv"));
    assertEquals(before, after.subList(0, before.size()), "collected positions are kept");
    assertTrue(after.size() >= before.size() + 10);
    LinearModel fitted = RecipeFiles.readWeights(dir.resolve("weights.params"));
    assertEquals(XiangqiFeatures.INSTANCE.dimension(), fitted.dimension());
    assertTrue(Files.readString(dir.resolve("fit.csv")).contains("least-squares"));
  }

  private static Map<String, String> options(TrainingRecipe recipe, Path out, int games) {
    return TrainingRecipes.withDefaults(recipe, Map.of("out", out.toString(), "games", String.valueOf(games),
        "depth", "1", "max-plies", "40", "checkpoint", "0", "alpha", "300"));
  }

  /** The parameter file without its first line (the command, which names the games asked for). */
  private static String body(Path file) throws IOException {
    String text = Files.readString(file);
    return text.substring(text.indexOf('\n') + 1);
  }
}
