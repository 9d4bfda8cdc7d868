package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayTest {
  static final TicTacToe GAME = new TicTacToe();

  @TempDir Path dir;

  @Test
  void everyPositionIsLabelledWithTheResultFromTheMoversSide() {
    Path out = dir.resolve("sp.jsonl");
    SelfPlay.Result r = SelfPlay.run(GAME, SelfPlayConfig.builder("random:seed=9", out).games(12).openingPlies(1)
        .topK(3).topKPlies(2).concurrency(2).build(), SelfPlay.Progress.NONE);
    assertEquals(12, r.games());
    List<TrainingData.Position<TicTacToe.State>> positions = TrainingData.read(GAME, out);
    assertEquals(r.positions(), positions.size());
    for (Map<String, Object> line : RecordFile.readAndRepair(out)) {
      TicTacToe.State s = GAME.newInitialState();
      for (String m : MatchGame.strings(line.get("opening"))) {
        s.play(s.parseMove(m));
      }
      for (String m : MatchGame.strings(line.get("moves"))) {
        s.play(s.parseMove(m));
      }
      assertTrue(s.isTerminal());
      assertEquals(s.outcome().winner(), ((Number) line.get("winner")).intValue());
    }
    for (TrainingData.Position<TicTacToe.State> p : positions) {
      assertEquals(p.mover(), p.state().currentPlayer());
      assertTrue(p.target() == 0 || p.target() == 0.5 || p.target() == 1);
      assertTrue(p.ply() >= 1, "opening plies are not labelled");
    }
  }

  @Test
  void resumeGeneratesOnlyTheMissingGames() throws Exception {
    Path out = dir.resolve("resume.jsonl");
    SelfPlay.run(GAME, SelfPlayConfig.builder("random", out).games(5).build(), SelfPlay.Progress.NONE);
    Files.writeString(out, "{\"format\":1,\"id\":5,\"mov", java.nio.file.StandardOpenOption.APPEND);
    SelfPlay.Result r = SelfPlay.run(GAME, SelfPlayConfig.builder("random", out).games(8).resume(true).build(),
        SelfPlay.Progress.NONE);
    assertEquals(5, r.resumed());
    Set<Integer> ids = new HashSet<>();
    List<Map<String, Object>> lines = RecordFile.readAndRepair(out);
    for (Map<String, Object> line : lines) {
      ids.add(((Number) line.get("id")).intValue());
    }
    assertEquals(8, lines.size());
    assertEquals(Set.of(0, 1, 2, 3, 4, 5, 6, 7), ids);
    assertThrows(IllegalArgumentException.class,
        () -> SelfPlay.run(GAME, SelfPlayConfig.builder("random", out).games(8).build(), SelfPlay.Progress.NONE));
  }

  @Test
  void topKChoiceFavoursBetterMovesButPlaysEachOfTheTopK() {
    // x to move on "xx.oo...." : a1 b1 are x, c1 wins at once; evaluator prefers nothing else
    TicTacToe.State s = GAME.parsePosition("xx.oo....");
    TopKChooser<TicTacToe.State> chooser = new TopKChooser<>(st -> 0, 3, 200, 9);
    SplittableRandom random = new SplittableRandom(1);
    int[] counts = new int[9];
    for (int i = 0; i < 3000; i++) {
      counts[chooser.choose(s, random)]++;
    }
    assertEquals("xx.oo....", GAME.formatPosition(s), "state left as given");
    // weights: win V=1 first with 3^2, then two of the V=0.5 moves with 2^2 and 1^2: 9 / (9 + 2 + 0.5)
    assertEquals(9 / 11.5, counts[2] / 3000.0, 0.03);
    int distinct = 0;
    for (int c : counts) {
      distinct += c > 0 ? 1 : 0;
    }
    assertEquals(3, distinct);
  }

  /** Tic-tac-toe with an exact solver (full negamax) that proves every position. */
  static final class SolvedToy extends TicTacToe implements Solvable<TicTacToe.State> {
    @Override
    public SolveResult solve(State state, SearchLimits limits) {
      return new SolveResult(value(state.copy()), -1, 0, Duration.ZERO, true);
    }

    static int value(State s) {
      if (s.isTerminal()) {
        return s.outcome().signFor(s.currentPlayer());
      }
      int[] moves = new int[9];
      int n = s.legalMoves(moves);
      int best = -1;
      for (int i = 0; i < n; i++) {
        s.play(moves[i]);
        best = Math.max(best, -value(s));
        s.undo();
      }
      return best;
    }
  }

  @Test
  void exactLabelsAreTheSolvedValuesNotTheResult() {
    SolvedToy game = new SolvedToy();
    Path out = dir.resolve("exact.jsonl");
    SelfPlay.Result r = SelfPlay.run(game, SelfPlayConfig.builder("random:seed=2", out).games(6).openingPlies(2)
        .topK(9).topKPlies(0).exactLabels(true).build(), SelfPlay.Progress.NONE);
    assertEquals(r.positions(), r.exactLabels());
    int linesWithExactFlags = 0;
    for (TrainingData.Position<TicTacToe.State> p : TrainingData.read(game, out)) {
      assertTrue(p.exact());
      assertEquals((SolvedToy.value(p.state().copy()) + 1) / 2.0, p.target());
    }
    for (Map<String, Object> line : RecordFile.readAndRepair(out)) {
      linesWithExactFlags += line.get("exact") != null ? 1 : 0;
    }
    assertEquals(6, linesWithExactFlags);
  }

  @Test
  void exactLabelsNeedASolvableGame() {
    assertThrows(IllegalArgumentException.class, () -> SelfPlay.run(GAME,
        SelfPlayConfig.builder("random", dir.resolve("x.jsonl")).exactLabels(true).build(), SelfPlay.Progress.NONE));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SelfPlay.gamePlayer(GAME,
        SelfPlayConfig.builder("random", dir.resolve("x.jsonl")).exactLabels(true).build()));
    assertTrue(e.getMessage().contains("no exact solver"), e.getMessage());
  }
}
