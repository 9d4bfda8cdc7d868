package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchTest {
  static final TicTacToe GAME = new TicTacToe();
  static final Match.PlayerSource<TicTacToe.State> SOURCE = (spec, seed) ->
      spec.kind().equals("perfect") ? new PerfectPlayer<>(9) : Players.create(GAME, spec, seed, null);

  @TempDir Path dir;

  static List<MatchGame> read(Path f) {
    return RecordFile.readAndRepair(f).stream().map(MatchGame::fromJson).collect(Collectors.toList());
  }

  @Test
  void perfectPlayerBeatsRandomWithColoursSwappedPerOpening() {
    Path out = dir.resolve("m.jsonl");
    MatchConfig config = MatchConfig.builder("perfect", "random:seed=3").games(24).openingPlies(1).seed(7)
        .concurrency(2).out(out).build();
    MatchResult r = Match.run(GAME, config, MatchProgress.NONE, SOURCE);
    assertEquals(24, r.stats().games());
    assertEquals(0, r.stats().losses(), "perfect play never loses tic-tac-toe");
    assertTrue(r.stats().score() > 0.75, r.summary());
    List<MatchGame> games = read(out);
    assertEquals(24, games.size());
    Map<Integer, List<MatchGame>> byOpening = games.stream().collect(Collectors.groupingBy(MatchGame::opening));
    assertEquals(12, byOpening.size());
    for (List<MatchGame> pair : byOpening.values()) {
      assertEquals(2, pair.size());
      assertEquals(pair.get(0).openingMoves(), pair.get(1).openingMoves());
      assertTrue(pair.get(0).swapped() != pair.get(1).swapped(), "colours swapped within an opening");
      assertEquals(1, pair.get(0).openingMoves().size());
    }
    assertEquals(24, games.stream().map(MatchGame::id).distinct().count());
  }

  @Test
  void recordsReplayToTheRecordedResult() {
    Path out = dir.resolve("replay.jsonl");
    Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(10).out(out).build(),
        MatchProgress.NONE, SOURCE);
    for (MatchGame g : read(out)) {
      TicTacToe.State s = GAME.newInitialState();
      for (String m : g.openingMoves()) {
        s.play(s.parseMove(m));
      }
      for (String m : g.moves()) {
        s.play(s.parseMove(m));
      }
      assertTrue(s.isTerminal());
      assertEquals(s.outcome().winner(), g.winner());
      assertEquals("rules", g.termination());
    }
  }

  @Test
  void resumePlaysOnlyTheMissingGames() {
    Path out = dir.resolve("resume.jsonl");
    Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(6).out(out).build(),
        MatchProgress.NONE, SOURCE);
    int[] started = new int[2];
    MatchProgress counting = new MatchProgress() {
      @Override
      public void started(int total, int alreadyDone) {
        started[0] = total;
        started[1] = alreadyDone;
      }
    };
    MatchResult r = Match.run(GAME,
        MatchConfig.builder("random:seed=1", "random:seed=2").games(10).out(out).resume(true).build(), counting,
        SOURCE);
    assertEquals(10, started[0]);
    assertEquals(6, started[1]);
    assertEquals(6, r.resumed());
    assertEquals(10, r.stats().games());
    List<MatchGame> games = read(out);
    assertEquals(10, games.size());
    assertEquals(Set.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
        games.stream().map(MatchGame::id).collect(Collectors.toCollection(HashSet::new)));
  }

  @Test
  void refusesToOverwriteARecordFileWithoutResume() throws Exception {
    Path out = dir.resolve("exists.jsonl");
    Files.writeString(out, "{\"id\":0}\n");
    assertThrows(IllegalArgumentException.class, () -> Match.run(GAME,
        MatchConfig.builder("random", "random").out(out).build(), MatchProgress.NONE, SOURCE));
  }

  @Test
  void resumeRefusesAFileOfAnotherMatch() {
    Path out = dir.resolve("other.jsonl");
    Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(2).out(out).build(),
        MatchProgress.NONE, SOURCE);
    assertThrows(IllegalArgumentException.class, () -> Match.run(GAME,
        MatchConfig.builder("perfect", "random:seed=2").games(4).out(out).resume(true).build(),
        MatchProgress.NONE, SOURCE));
  }

  @Test
  void sprtStopsTheMatchWhenItDecides() {
    MatchConfig config = MatchConfig.builder("perfect", "random:seed=5").games(400).openingPlies(0)
        .sprt(new Sprt(0, 100, 0.05, 0.05)).build();
    MatchResult r = Match.run(GAME, config, MatchProgress.NONE, SOURCE);
    assertEquals(Sprt.Decision.H1, r.decision());
    assertTrue(r.stats().games() < 400, "stopped after " + r.stats().games());
    assertTrue(r.toJson().contains("\"decision\":\"H1\""));
  }

  @Test
  void drawAdjudicationEndsGamesAfterTheMoveLimit() {
    Path out = dir.resolve("draw.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(4).openingPlies(0)
        .drawAfterPlies(2).out(out).build(), MatchProgress.NONE, SOURCE);
    assertEquals(4, r.stats().draws());
    for (MatchGame g : read(out)) {
      assertEquals("adjudicated-draw", g.termination());
      assertEquals(2, g.moves().size());
    }
  }

  @Test
  void resignAdjudicationNeedsBothSidesToAgree() {
    Path out = dir.resolve("resign.jsonl");
    // perfect play scores wins as 100 - ply; a threshold of 1 adjudicates once both perfect players see a win
    MatchResult r = Match.run(GAME, MatchConfig.builder("perfect", "perfect").games(2).openingPlies(2).seed(3)
        .resign(1, 1).out(out).build(), MatchProgress.NONE, SOURCE);
    Map<String, Integer> terminations = new HashMap<>();
    for (MatchGame g : read(out)) {
      terminations.merge(g.termination(), 1, Integer::sum);
    }
    assertEquals(2, r.stats().games());
    assertTrue(terminations.keySet().stream().allMatch(t -> t.equals("rules") || t.equals("adjudicated-resign")),
        terminations.toString());
  }

  @Test
  void openingsFileTakesMoveListsAndPositions() throws Exception {
    Path file = dir.resolve("openings.txt");
    Files.writeString(file, "# two openings\nmoves: b2 a1\nx...o....\n");
    Path out = dir.resolve("file.jsonl");
    Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(4).openingsFile(file).out(out)
        .build(), MatchProgress.NONE, SOURCE);
    List<MatchGame> games = read(out);
    assertEquals(4, games.size());
    for (MatchGame g : games) {
      if (g.opening() == 0) {
        assertEquals(List.of("b2", "a1"), g.openingMoves());
      } else {
        assertEquals("x...o....", g.openingPosition());
      }
    }
  }

  @Test
  void progressPrinterWritesOneLinePerGame() {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    java.io.PrintStream ps = new java.io.PrintStream(bytes, true);
    Match.run(GAME, MatchConfig.builder("random:seed=1", "random:seed=2").games(3).build(),
        new ProgressPrinter(ps), SOURCE);
    String text = bytes.toString();
    assertEquals(3, text.lines().count(), text);
    assertTrue(text.contains("3/3"), text);
  }

  /** Tic-tac-toe that also writes its own record format: one line of moves per game. */
  static final class RecordedToy extends TicTacToe implements GameRecordFormat<TicTacToe.State> {
    @Override
    public String extension() {
      return "txt";
    }

    @Override
    public String format(State start, List<Integer> moves, List<String> players, org.gametree.core.Outcome outcome) {
      StringBuilder b = new StringBuilder(players.get(0) + " vs " + players.get(1) + ":");
      State s = start.copy();
      for (int m : moves) {
        b.append(' ').append(s.moveToString(m));
        s.play(m);
      }
      return b.append(" winner ").append(outcome.winner()).append('\n').toString();
    }
  }

  @Test
  void gamesWithTheirOwnRecordFormatGetASecondFile() throws Exception {
    RecordedToy game = new RecordedToy();
    Path out = dir.resolve("own.jsonl");
    Match.run(game, MatchConfig.builder("random:seed=1", "random:seed=2").games(4).out(out).build(),
        MatchProgress.NONE, (spec, seed) -> Players.create(game, spec, seed, null));
    List<String> lines = Files.readAllLines(dir.resolve("own.txt"));
    assertEquals(4, lines.size());
    assertTrue(lines.get(0).startsWith("random:seed="), lines.get(0));
  }

  @Test
  void badSpecIsRejectedBeforeAnyGame() {
    assertThrows(IllegalArgumentException.class, () -> Match.run(GAME,
        MatchConfig.builder("random:depth=3", "random").build(), MatchProgress.NONE));
    assertThrows(IllegalArgumentException.class, () -> Match.run(GAME,
        MatchConfig.builder("nboard:foo", "random").build(), MatchProgress.NONE));
  }
}
