package org.gametree.othello.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.core.Games;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.Players;
import org.gametree.othello.integration.ServeOthello;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

/** The NBoard client plays our own NBoard server (a child process) to the end of whole games, with each colour. */
class NBoardClientTest {
  @Test
  void ourEngineThroughTheNBoardClientPlaysWholeGamesWithEachColour() {
    assertTrue(Players.externalFactory(OthelloProvider.game(), "nboard") instanceof NBoardClient);
    String server = "nboard:" + ServeOthello.commandLine("nboard", "negascout:depth=2");
    MatchConfig config = MatchConfig.builder("negascout:depth=2", server).games(2).openingPlies(4).seed(3)
        .engineTimeout(Duration.ofSeconds(60)).build();
    MatchResult r = Match.run(Games.byId("othello"), config, MatchProgress.NONE);
    assertEquals(2, r.stats().games(), r.summary());
    assertEquals(0, r.forfeits(), "a game was forfeited (illegal or unreadable move): " + r.summary());
  }
}
