package org.gametree.connect6.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonRecipeTest {
  private static String run(Path out, int games) throws Exception {
    ConnectGame g = ConnectGame.gomoku();
    TrainingRecipe r = TrainingRecipes.find(g, "comparison");
    return r.run(g, TrainingRecipes.withDefaults(r, Map.of("out", out.toString(), "games", String.valueOf(games),
        "checkpoint", "3", "eval-openings", "3")), new PrintStream(new ByteArrayOutputStream()));
  }

  @Test
  void openingsAreTheDistinctThreeStoneStartsAroundTheCentre() {
    List<ConnectState> openings = ComparisonRecipe.openings(ConnectGame.gomoku());
    assertEquals(24 * 23, openings.size());
    Set<Long> hashes = new HashSet<>();
    for (ConnectState s : openings) {
      assertEquals(3, s.stoneCount());
      assertEquals(1, s.currentPlayer());
      assertTrue(hashes.add(s.hash()));
    }
  }

  @Test
  void trainingMovesTheModelFromZeroAndResumes(@TempDir Path dir) throws Exception {
    run(dir, 2);
    assertEquals("games 2", Files.readString(dir.resolve("state.txt")).strip());
    String after2 = Files.readString(dir.resolve("weights.params"));
    assertTrue(after2.contains("kind linear") && after2.contains("game gomoku"));
    run(dir, 3);
    assertEquals("games 3", Files.readString(dir.resolve("state.txt")).strip());
    List<String> eval = Files.readAllLines(dir.resolve("eval.tsv"));
    // header, before training, the end of the first session (2 games), then the checkpoint at 3
    assertEquals(4, eval.size(), eval.toString());
    assertTrue(eval.get(2).startsWith("2\t") && eval.get(3).startsWith("3\t"));
    // the zero model plays the first candidate cell: it loses every game to the prior player
    assertEquals("0\t0\t0\t6\t0.0000\t0.0000", eval.get(1));
  }

  @Test
  void onlySquareOneStoneGamesAndSaneOptions(@TempDir Path dir) {
    ComparisonRecipe r = new ComparisonRecipe();
    assertFalse(r.supports(ConnectGame.connect6()));
    assertTrue(r.supports(ConnectGame.gomoku()));
    ConnectGame g = ConnectGame.gomoku();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.run(g,
        TrainingRecipes.withDefaults(r, Map.of("out", dir.toString(), "eta", "-1")),
        new PrintStream(new ByteArrayOutputStream())));
    assertTrue(e.getMessage().contains("eta"), e.getMessage());
  }
}
