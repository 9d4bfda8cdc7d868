package org.gametree.xiangqi.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gametree.core.learn.LinearEvaluation;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.xiangqi.LearnedWeights;
import org.gametree.xiangqi.WeightedEvaluator;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Core's {@code texel} recipe on Xiangqi: the module offers the evaluation's weights over every feature of {@link
 * XiangqiFeatures}, starting from the default evaluator's; on four Fairy-Stockfish games (a match record) it writes
 * quiet positions only (none with the mover in check) and weights that {@code eval=file:} loads.
 */
class TexelRecipeXiangqiTest {
  @Test
  void xiangqiOffersItsDefaultWeightsOverAllItsFeatures() {
    XiangqiGame game = new XiangqiGame();
    LinearEvaluation<XiangqiState> cap = LinearEvaluation.of(game).orElseThrow();
    assertEquals(XiangqiFeatures.INSTANCE.dimension(), cap.features().dimension());
    LinearModel start = cap.startWeights();
    assertArrayEquals(((WeightedEvaluator) game.defaultEvaluator()).model().parameters(), start.parameters(), 0.0);
    assertEquals("texel", TrainingRecipes.find(game, "texel").name());
  }

  @Test
  void fitsFairyStockfishGamesIntoWeightsTheEvaluatorLoads(@TempDir Path dir) throws IOException {
    Path games = dir.resolve("fsf-games.jsonl");
    try (InputStream in = getClass().getResourceAsStream("fsf-games.jsonl")) {
      Files.copy(in, games);
    }
    XiangqiGame game = new XiangqiGame();
    TrainingRecipe recipe = TrainingRecipes.find(game, "texel");
    Map<String, String> o = TrainingRecipes.withDefaults(recipe,
        Map.of("out", dir.resolve("out").toString(), "games", games.toString(), "epochs", "2", "holdout", "0.25"));
    String summary = recipe.run(game, o, new PrintStream(new ByteArrayOutputStream()));
    assertTrue(summary.contains("features fitted"), summary);
    List<String> positions = Files.readAllLines(dir.resolve("out/positions.tsv"));
    assertTrue(positions.size() > 50, "positions: " + positions.size());
    for (String line : positions) {
      XiangqiState s = game.parsePosition(line.split("\t")[2]);
      assertFalse(s.mustEvade(), line);
    }
    WeightedEvaluator fitted = LearnedWeights.read(dir.resolve("out/weights.params"));
    assertEquals(XiangqiFeatures.INSTANCE.dimension(), fitted.model().dimension());
    assertTrue(Files.readAllLines(dir.resolve("out/weights.params")).get(0).startsWith("# gametree train xiangqi"
        + " texel"));
  }
}
