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
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoValueFeatures;
import org.gametree.go.LearnedValue;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValueRecipeTest {
  private static final GoGame GAME = GoProvider.game(9, 7, GoRules.PSK);

  private static Path sample(Path dir) throws Exception {
    Path p = dir.resolve("sample.sgf");
    try (var in = ValueRecipeTest.class.getResourceAsStream("gnugo-l3-l4-sample.sgf")) {
      Files.write(p, in.readAllBytes());
    }
    return p;
  }

  private static String run(Path records, Path out, int steps) throws Exception {
    TrainingRecipe recipe = TrainingRecipes.find(GAME, "value");
    Map<String, String> o = TrainingRecipes.withDefaults(recipe, Map.of("records", records.toString(), "out",
        out.toString(), "steps", Integer.toString(steps), "every", "3", "holdout", "4"));
    return recipe.run(GAME, o, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  @Test
  void fitsOutcomesAndAResumedRunEndsByteForByteWhereAnUninterruptedOneDoes(@TempDir Path dir) throws Exception {
    Path records = sample(dir);
    String summary = run(records, dir.resolve("fresh"), 5);
    assertTrue(summary.contains("held-out log-likelihood"), summary);
    run(records, dir.resolve("resumed"), 2); // stopped after two steps, as a killed run leaves it
    run(records, dir.resolve("resumed"), 5);
    String fresh = Files.readString(dir.resolve("fresh/value.params"));
    assertEquals(fresh, Files.readString(dir.resolve("resumed/value.params")));
    assertEquals(Files.readString(dir.resolve("fresh/eval.tsv")), Files.readString(dir.resolve("resumed/eval.tsv")));
    List<String> eval = Files.readAllLines(dir.resolve("resumed/eval.tsv"));
    assertEquals(6, eval.size(), eval.toString());
    // Newton steps raise the training likelihood from ln ½ (zero weights) at every step.
    double previous = Math.log(0.5);
    for (String line : eval.subList(1, eval.size())) {
      double ll = Double.parseDouble(line.split("\t")[1]);
      assertTrue(ll > previous - 1e-9, eval.toString());
      previous = ll;
    }
    assertTrue(previous > Math.log(0.5) + 0.05, "the features explain some of the outcomes: " + previous);
    LinearModel m = LearnedValue.read(new StringReader(fresh));
    assertEquals(GoValueFeatures.COUNT, m.dimension());
    assertTrue(m.weight(GoValueFeatures.SCORE_LATE) > 0, "a lead late in the game wins: " + fresh);
  }

  @Test
  void samplesEveryNthPlyWithTheMoversOutcomeAndSkipsRepeatedPositions() throws Exception {
    int[] moves = {GAME.parseMove("E5"), GAME.parseMove("C3"), GAME.parseMove("G7"), GAME.parseMove("C7"),
        GAME.parseMove("G3"), GAME.passMove(), GAME.passMove()};
    MoveRecords.Game g = new MoveRecords.Game(GAME, moves, "b", "w", -1, 1.0);
    ValueRecipe.Positions p = new ValueRecipe.Positions();
    java.util.Set<Long> seen = new java.util.HashSet<>();
    int added = ValueRecipe.sample(g, 1, 1, 7, seen, p);
    assertEquals(6, added); // plies 1..6 (ply 0 skipped); the position after both passes is terminal
    assertEquals(List.of(0.0, 1.0, 0.0, 1.0, 0.0, 1.0), p.y()); // White to move at ply 1 lost; Black won
    assertEquals(0, ValueRecipe.sample(g, 1, 1, 7, seen, p), "the same positions again are skipped");
    MoveRecords.Game unknown = new MoveRecords.Game(GAME, moves, "b", "w", -1, Double.NaN);
    assertEquals(0, ValueRecipe.sample(unknown, 1, 0, 7, new java.util.HashSet<>(), p));
  }

  @Test
  void readsResultsFromSgfAndRefusesRecordsWithout(@TempDir Path dir) throws Exception {
    assertEquals(1.0, MoveRecords.sgfResult("B+3.5"));
    assertEquals(0.0, MoveRecords.sgfResult("W+R"));
    assertEquals(0.5, MoveRecords.sgfResult("0"));
    assertTrue(Double.isNaN(MoveRecords.sgfResult(null)));
    assertTrue(Double.isNaN(MoveRecords.sgfResult("?")));
    Path bare = dir.resolve("bare.sgf");
    Files.writeString(bare, "(;FF[4]GM[1]SZ[9]KM[7];B[ee];W[cc];B[gg];W[cg];B[gc];W[dd];B[ff])\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run(bare, dir.resolve("o"), 1));
    assertTrue(e.getMessage().contains("with a result"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> run(dir.resolve("nothing-here"), dir.resolve("o"), 1));
    assertTrue(e.getMessage().contains("nothing-here"), e.getMessage());
  }

  @Test
  void refusesModelsForOtherFeatures() {
    String other = ModelIO.toText(new LinearModel(new double[] {1, 2}, 0, 400), LearnedValue.MODEL_GAME,
        List.of("a", "b"));
    assertThrows(ModelFormatException.class, () -> LearnedValue.read(new StringReader(other)));
    String moves = ModelIO.toText(new LinearModel(new double[GoValueFeatures.COUNT], 0, 400), "go-moves",
        GoValueFeatures.names());
    assertThrows(ModelFormatException.class, () -> LearnedValue.read(new StringReader(moves)));
    assertThrows(IllegalArgumentException.class, () -> new LearnedValue(9, new LinearModel(new double[3], 0)));
  }
}
