package org.gametree.othello.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.gametree.core.Games;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Othello against GRhino's GTP front end ({@code gtp-rhino}, Debian package {@code grhino}) through the project's
 * own GTP client and server: a short match each way. GRhino answers {@code pass} when it cannot move, also on a full
 * board, which our server must accept. Skipped when GRhino is not installed.
 */
@Tag("integration")
class GRhinoIntegrationTest {
  static final String GRHINO = "/usr/games/gtp-rhino";

  @BeforeAll
  static void grhinoIsInstalled() {
    assumeTrue(Files.isExecutable(Path.of(GRHINO)),
        "GRhino is not installed at " + GRHINO + " (apt-get install grhino); skipping the GRhino integration tests");
  }

  private static MatchResult match(String engine1, String engine2) {
    MatchConfig config = MatchConfig.builder(engine1, engine2).games(2).openingPlies(0)
        .engineTimeout(Duration.ofSeconds(60)).build();
    return Match.run(Games.byId("othello"), config, MatchProgress.NONE);
  }

  @Test
  void ourEngineThroughOurGtpClientPlaysGRhinoWithEachColour() {
    MatchResult r = match("negascout:depth=4", "gtp:" + GRHINO);
    assertEquals(2, r.stats().games(), r.summary());
    assertEquals(0, r.forfeits(), "a game was forfeited (illegal or unreadable move): " + r.summary());
  }

  @Test
  void grhinoPlaysOurGtpServer() {
    MatchResult r = match("gtp:" + ServeOthello.commandLine("gtp", "negascout:depth=4"), "gtp:" + GRHINO);
    assertEquals(2, r.stats().games(), r.summary());
    assertEquals(0, r.forfeits(), "a game was forfeited (illegal or unreadable move): " + r.summary());
  }
}
