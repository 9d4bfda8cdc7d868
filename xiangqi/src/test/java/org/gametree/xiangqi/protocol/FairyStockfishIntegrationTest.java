package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.Player;
import org.gametree.core.match.Players;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Against Fairy-Stockfish, the Xiangqi engine Debian ships ({@code apt-get install fairy-stockfish}, which puts it in
 * {@code /usr/games}): short matches each way through the project's own clients and servers. Skipped, saying so, when
 * it is not installed. Tagged {@code integration}: {@code mvn -B verify -Dgroups=integration
 * -Dtest.excludedGroups=} runs it; the whole class takes well under two minutes.
 */
@Tag("integration")
class FairyStockfishIntegrationTest {
  private final XiangqiGame game = new XiangqiGame();

  /**
   * Fairy-Stockfish, from the system property {@code xiangqi.engine} or the environment variable
   * {@code XIANGQI_ENGINE}, else {@code fairy-stockfish} on the PATH or in {@code /usr/games}.
   */
  static Optional<String> fairyStockfish() {
    String given = System.getProperty("xiangqi.engine", System.getenv("XIANGQI_ENGINE"));
    if (given != null && !given.isBlank()) {
      return Optional.of(given);
    }
    List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
    dirs.add("/usr/games");
    return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, "fairy-stockfish"))
        .filter(Files::isExecutable).map(Path::toString).findFirst();
  }

  private static String engine() {
    Optional<String> engine = fairyStockfish();
    assumeTrue(engine.isPresent(), "fairy-stockfish is not installed (apt-get install fairy-stockfish); skipped");
    return engine.get();
  }

  /** This module's own server as a child process speaking {@code protocol}. */
  private static String ourServer(String protocol) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return '"' + java + "\" -cp \"" + System.getProperty("java.class.path") + "\" "
        + ServeForTests.class.getName() + " " + protocol;
  }

  /** Plays {@code games} games with colours alternating; asserts none was forfeited and every game ended. */
  private MatchResult match(String engine1, String engine2, int games, long millis) {
    List<MatchGame> played = new ArrayList<>();
    MatchConfig config = MatchConfig.builder(engine1, engine2).games(games).openingPlies(2).seed(5)
        .timePerMove(Duration.ofMillis(millis)).engineTimeout(Duration.ofSeconds(20)).drawAfterPlies(60).build();
    MatchResult result = Match.run(game, config, new MatchProgress() {
      @Override
      public void gameFinished(MatchGame g, org.gametree.core.match.EloStatistics stats, int done, int total,
          Duration elapsed) {
        played.add(g);
      }
    });
    assertEquals(games, result.stats().games());
    assertEquals(0, result.forfeits(), played.toString());
    return result;
  }

  @Test
  void ourEngineThroughOurUciClientPlaysFairyStockfish() {
    String fs = engine();
    match("negascout:depth=3", "uci:" + fs + " option.Threads=1 option.Hash=16", 2, 50);
  }

  @Test
  void ourUciAndUcciServersPlayFairyStockfish() {
    String fs = engine();
    match("uci:" + ourServer("uci"), "uci:" + fs, 2, 50);
    match("ucci:" + ourServer("ucci"), "ucci:" + fs, 2, 50);
  }

  @Test
  void fairyStockfishIsToldItsVariantAndItsRanksAreTranslated() {
    String fs = engine();
    try (Player<XiangqiState> player = Players.create(game, EngineSpec.parse("uci:" + fs), 1,
        Duration.ofSeconds(10))) {
      assertTrue(player.name().contains("Fairy-Stockfish"), player.name());
      XiangqiState start = game.newInitialState();
      player.newGame(start);
      XiangqiState s = start.copy();
      int[] moves = new int[0];
      for (int ply = 0; ply < 8; ply++) {
        int m = player.chooseMove(new Player.MoveRequest<>(s, start, true, moves, Duration.ofMillis(50)));
        assertTrue(s.isLegal(m), "ply " + ply);
        s.play(m);
        moves = java.util.Arrays.copyOf(moves, moves.length + 1);
        moves[moves.length - 1] = m;
      }
    }
  }
}
