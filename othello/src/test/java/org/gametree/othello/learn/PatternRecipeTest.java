package org.gametree.othello.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.TreeSet;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.PatternEvaluator;
import org.gametree.othello.PatternSet;
import org.gametree.othello.PatternTables;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PatternRecipeTest {
  private final OthelloGame game = OthelloProvider.game();

  private String run(String recipe, Map<String, String> given) throws Exception {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    return TrainingRecipes.find(game, recipe).run(game,
        TrainingRecipes.withDefaults(TrainingRecipes.find(game, recipe), given),
        new PrintStream(log, true, StandardCharsets.UTF_8));
  }

  private String data(Path out, int games) throws Exception {
    return run("patterns-data", new HashMap<>(Map.of("games", Integer.toString(games), "depth", "1", "solve", "8",
        "threads", "1", "seed", "5", "out", out.toString())));
  }

  @Test
  void dataResumesAfterAKillAndEqualsAnUnbrokenRun(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("broken.txt");
    data(broken, 6);
    // killed while writing game 6: half a line
    Files.writeString(broken, "6 10 9 4", StandardOpenOption.APPEND);
    data(broken, 12);
    Path whole = dir.resolve("whole.txt");
    data(whole, 12);
    List<TrainingGames.Game> a = TrainingGames.read(broken);
    List<TrainingGames.Game> b = TrainingGames.read(whole);
    assertEquals(12, a.size());
    for (int i = 0; i < 12; i++) {
      assertEquals(b.get(i).toLine(), a.get(i).toLine());
    }
    // openings of varied length (4-20 random plies), each game's from its seed
    TreeSet<Integer> lengths = new TreeSet<>();
    for (TrainingGames.Game g : a) {
      lengths.add(g.engineFrom());
      assertTrue(g.engineFrom() >= 4, "opening " + g.engineFrom());
    }
    assertTrue(lengths.size() >= 4, "opening lengths " + lengths);
    assertTrue(Files.readString(whole).lines().skip(1).findFirst().orElseThrow()
        .startsWith("# gametree train othello patterns-data --opening-plies=4 --opening-plies-max=20"));
  }

  @Test
  void theFitWritesSymmetricTablesThatPredictBetterThanZero(@TempDir Path dir) throws Exception {
    Path games = dir.resolve("g.txt");
    data(games, 40);
    Path out = dir.resolve("t.txt.gz");
    String report = run("patterns", new HashMap<>(Map.of("data", games.toString(), "out", out.toString(),
        "min-count", "1", "hold-out", "5", "smooth", "4")));
    assertTrue(report.contains("held-out error"), report);
    PatternTables t = PatternTables.read(out);
    assertTrue(t.command().startsWith("gametree train othello patterns --data=g.txt"), t.command());
    // on its own training positions the fit beats predicting a margin of 0
    Evaluator<OthelloState> e = game.evaluator("file:" + out);
    assertTrue(e instanceof PatternEvaluator);
    double fitted = 0;
    double zero = 0;
    int[] buf = new int[PatternSet.INSTANCES];
    for (TrainingGames.Game g : TrainingGames.read(games)) {
      if (g.index() % 5 == 0) {
        continue;
      }
      for (OthelloState s : g.positions()) {
        double target = 100.0 * (s.currentPlayer() == OthelloState.BLACK ? g.blackMargin() : -g.blackMargin());
        double v = t.value(s.player(), s.opponent(), buf);
        fitted += (v - target) * (v - target);
        zero += target * target;
        assertEquals(v, e.evaluate(s));
      }
    }
    assertTrue(fitted < 0.5 * zero, "fitted " + fitted + " vs zero " + zero);
  }
}
