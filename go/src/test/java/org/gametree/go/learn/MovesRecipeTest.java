package org.gametree.go.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.go.GoGame;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.GoRules;
import org.gametree.go.module.GoProvider;
import org.gametree.go.search.LearnedPriors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MovesRecipeTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  private static Path sample(Path dir) throws Exception {
    Path p = dir.resolve("sample.sgf");
    try (var in = MovesRecipeTest.class.getResourceAsStream("gnugo-l3-l4-sample.sgf")) {
      Files.write(p, in.readAllBytes());
    }
    return p;
  }

  private static String run(Path records, Path out, int rounds) throws Exception {
    TrainingRecipe recipe = TrainingRecipes.find(GAME, "moves");
    Map<String, String> o = TrainingRecipes.withDefaults(recipe,
        Map.of("records", records.toString(), "out", out.toString(), "rounds", Integer.toString(rounds)));
    return recipe.run(GAME, o, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  @Test
  void trainsPredictsBetterThanChanceAndResumesToTheSameModel(@TempDir Path dir) throws Exception {
    Path records = sample(dir);
    assertEquals(20, MoveRecords.read(List.of(records), GAME).size());
    String summary = run(records, dir.resolve("fresh"), 3);
    assertTrue(summary.contains("held-out top-1"), summary);
    run(records, dir.resolve("resumed"), 2);
    run(records, dir.resolve("resumed"), 3);
    String fresh = Files.readString(dir.resolve("fresh/moves.params"));
    assertEquals(fresh, Files.readString(dir.resolve("resumed/moves.params")));
    List<String> eval = Files.readAllLines(dir.resolve("resumed/eval.tsv"));
    assertEquals(4, eval.size(), eval.toString());
    // Three rounds on 18 games already predict far better than a uniform choice among ~60 legal moves.
    double top1 = Double.parseDouble(eval.get(3).split("\t")[3]);
    double top5 = Double.parseDouble(eval.get(3).split("\t")[4]);
    assertTrue(top1 > 0.15 && top5 > 0.4, eval.get(3));
    double[] w = LearnedPriors.read(new StringReader(fresh));
    assertEquals(GoMoveFeatures.COUNT, w.length);
  }

  @Test
  void refusesMissingRecords(@TempDir Path dir) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> run(dir.resolve("nothing-here"), dir.resolve("out"), 1));
    assertTrue(e.getMessage().contains("nothing-here"), e.getMessage());
  }
}
