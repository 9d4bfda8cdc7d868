package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KillAndResumeTest {
  @TempDir Path dir;

  static MatchConfig config(Path out, int games, boolean resume) {
    return MatchConfig.builder("random:seed=1", "random:seed=2").games(games).openingPlies(2).concurrency(2)
        .out(out).resume(resume).build();
  }

  @Test
  void matchKilledMidwayResumesWithEveryGameExactlyOnce() throws Exception {
    Path out = dir.resolve("killed.jsonl");
    int games = 60;
    List<String> argv = ExternalEngine.split(TestJava.commandLine(MatchMain.class, out.toString(), "" + games));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile())
        .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (System.nanoTime() < deadline && (!Files.exists(out) || Files.readAllLines(out).size() < 8)) {
        Thread.sleep(20);
      }
    } finally {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
    int before = RecordFile.readAndRepair(out).size();
    assertTrue(before >= 8 && before < games, "killed after " + before + " games: " + Files.readString(
        dir.resolve("log")));
    MatchResult r = Match.run(new TicTacToe(), config(out, games, true), MatchProgress.NONE);
    assertEquals(before, r.resumed());
    List<Map<String, Object>> lines = RecordFile.readAndRepair(out);
    assertEquals(games, lines.size());
    List<Integer> ids = lines.stream().map(m -> MatchGame.fromJson(m).id()).sorted().collect(Collectors.toList());
    assertEquals(games, ids.stream().distinct().count(), "no game twice");
    assertEquals(0, ids.get(0));
    assertEquals(games - 1, ids.get(games - 1));
    assertEquals(games, r.stats().games());
  }
}
