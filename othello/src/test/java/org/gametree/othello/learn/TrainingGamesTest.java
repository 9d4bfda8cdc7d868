package org.gametree.othello.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.search.Searcher;
import org.gametree.othello.BillEvaluator;
import org.gametree.othello.BillFeatures;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.search.EndgameSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingGamesTest {
  private final OthelloGame game = OthelloProvider.game();

  private static TrainingGames.Game play(int index) {
    return play(7, index, 2, 10);
  }

  private static TrainingGames.Game play(long seed, int index, int depth, int solve) {
    try (Searcher<OthelloState> searcher = TrainingGames.searcher(new BillEvaluator())) {
      return TrainingGames.play(seed, index, 20, depth, solve, searcher, new EndgameSolver(16, 64));
    }
  }

  @Test
  void gamesAreRandomThenSearchedThenSolvedExactly() {
    for (int i = 0; i < 5; i++) {
      TrainingGames.Game g = play(i);
      assertEquals(20, g.engineFrom());
      List<OthelloState> positions = g.positions();
      OthelloState atSolver = positions.get(g.solverFrom());
      assertTrue(atSolver.empties() <= 10 && positions.get(g.solverFrom() - 1).empties() > 10);
      // the solver's line keeps the exact value: the result equals the solved value of the first solved position
      int exact = new EndgameSolver(16, 64).solve(atSolver.player(), atSolver.opponent()).score();
      int moverMargin = atSolver.currentPlayer() == OthelloState.BLACK ? g.blackMargin() : -g.blackMargin();
      assertEquals(exact, moverMargin, "game " + i);
      // the same index gives the same game; another index another opening
      assertArrayEquals(g.moves(), play(i).moves());
      assertEquals(g.toLine(), TrainingGames.parse(g.toLine()).toLine());
    }
    assertTrue(!java.util.Arrays.equals(play(0).moves(), play(1).moves()));
  }

  @Test
  void labelsFollowTheMoverAndDrawsAreLeftOut() {
    TrainingGames.Game g = play(3);
    LabelledPositions data = LabelledPositions.of(List.of(g), 0, new BillFeatures());
    List<OthelloState> positions = g.positions();
    assertEquals(g.blackMargin() == 0 ? 0 : positions.size(), data.size());
    for (int i = 0; i < data.size(); i++) {
      boolean blackToMove = positions.get(i).currentPlayer() == OthelloState.BLACK;
      assertEquals(blackToMove == g.blackMargin() > 0, data.win(i));
      assertEquals(positions.get(i).discCount(), data.discs(i));
    }
  }

  @Test
  void malformedLinesAreRejectedNamingTheProblem() {
    String good = play(0).toLine();
    String[] f = good.split(" ");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TrainingGames.parse(f[0] + " " + (Integer.parseInt(f[1]) + 2) + " " + f[2] + " " + f[3] + " " + f[4]));
    assertTrue(e.getMessage().contains("margin"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TrainingGames.parse("0 0 20 40"));
    assertThrows(RuntimeException.class, () -> TrainingGames.parse("0 0 20 40 a1a1"));
    e = assertThrows(IllegalArgumentException.class, () -> TrainingGames.parse("0 0 20 40 f5d6"));
    assertTrue(e.getMessage().contains("end"), e.getMessage());
  }

  @Test
  void theRecipeAppendsResumesAndSkipsACutLine(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("games.txt");
    run(out, 4);
    assertEquals(4, TrainingGames.read(out).size());
    // a run killed while writing leaves half a line: it is cut and the game played again
    Files.writeString(out, "5 12 20 4", StandardOpenOption.APPEND);
    run(out, 7);
    List<TrainingGames.Game> games = TrainingGames.read(out);
    assertEquals(7, games.size());
    assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6}, TrainingGames.indices(games));
    for (TrainingGames.Game g : games) {
      assertEquals(play(3, g.index(), 1, 8).toLine(), g.toLine());
    }
    // nothing left to do
    assertTrue(run(out, 7).contains("already holds 7"));
  }

  @Test
  void badOptionsNameTheOption() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TrainingRecipes.find(game, "games").run(game, options("depth", "deep"), System.err));
    assertTrue(e.getMessage().contains("depth") && e.getMessage().contains("deep"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> TrainingRecipes.find(game, "games").run(game, options("eval", "oracle"), System.err));
    assertTrue(e.getMessage().contains("oracle"), e.getMessage());
  }

  private Map<String, String> options(String key, String value) {
    Map<String, String> given = new HashMap<>();
    given.put(key, value);
    return TrainingRecipes.withDefaults(TrainingRecipes.find(game, "games"), given);
  }

  private String run(Path out, int games) throws Exception {
    Map<String, String> given = new HashMap<>(Map.of("games", Integer.toString(games), "depth", "1", "solve", "8",
        "seed", "3", "out", out.toString()));
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    return TrainingRecipes.find(game, "games").run(game,
        TrainingRecipes.withDefaults(TrainingRecipes.find(game, "games"), given),
        new PrintStream(log, true, StandardCharsets.UTF_8));
  }
}
