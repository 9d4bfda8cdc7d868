package org.gametree.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.RecordFile;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.match.TrainingData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The strength proof: in Connect Four a depth-8 searcher scores clearly above 50 % against a depth-2 one
 * over 40 games from random openings, each opening played with colours swapped as the records show. It lives here,
 * on the example game itself, rather than on a copy of Connect Four in core's tests.
 */
class ConnectFourStrengthTest {
  static final ConnectFourGame GAME = new ConnectFourGame();

  @TempDir Path dir;

  @Test
  void selfPlayWithASearcherWritesEveryPositionLabelled() {
    Path out = dir.resolve("c4-train.jsonl");
    SelfPlay.Result r = SelfPlay.run(GAME, SelfPlayConfig.builder("negascout:depth=4,hash=1", out).games(6)
        .openingPlies(2).topK(3).topKPlies(6).concurrency(2).build(), SelfPlay.Progress.NONE);
    assertEquals(6, r.games());
    List<TrainingData.Position<ConnectFourState>> positions = TrainingData.read(GAME, out);
    assertEquals(r.positions(), positions.size());
    assertTrue(positions.stream().allMatch(p -> p.ply() >= 2 && p.mover() == p.state().currentPlayer()));
  }

  @Test
  void depthEightScoresClearlyAboveHalfAgainstDepthTwo() {
    Path out = dir.resolve("c4.jsonl");
    MatchConfig config = MatchConfig.builder("negascout:depth=8,hash=4", "negascout:depth=2,hash=1").games(40)
        .openingPlies(4).seed(2).concurrency(2).out(out).build();
    MatchResult r = Match.run(GAME, config, MatchProgress.NONE);
    assertEquals(40, r.stats().games());
    assertEquals(0, r.forfeits());
    assertTrue(r.stats().score() - r.stats().scoreError95() > 0.5, "95% interval above 50%: " + r.summary());
    List<MatchGame> games = RecordFile.readAndRepair(out).stream().map(MatchGame::fromJson).toList();
    Map<Integer, List<MatchGame>> byOpening = games.stream().collect(Collectors.groupingBy(MatchGame::opening));
    assertEquals(20, byOpening.size());
    for (List<MatchGame> pair : byOpening.values()) {
      assertEquals(2, pair.size());
      assertEquals(pair.get(0).openingMoves(), pair.get(1).openingMoves());
      assertTrue(pair.get(0).swapped() != pair.get(1).swapped());
    }
  }
}
