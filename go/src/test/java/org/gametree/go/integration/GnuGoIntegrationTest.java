package org.gametree.go.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.GtpPlayer;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.Sgf;
import org.gametree.go.module.GoProvider;
import org.gametree.go.protocol.GtpSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Go engine against GNU Go ({@code gnugo}, Debian package of that name) through the project's own GTP client and
 * server: short matches each way on a small board, {@code loadsgf} + {@code final_score} agreement on finished games,
 * and the regression file {@code rules.tst} run on both programs. Skipped when GNU Go is not installed.
 */
@Tag("integration")
class GnuGoIntegrationTest {
  static final String GNUGO = "/usr/games/gnugo";
  /** GNU Go as docs/go.md runs it, fast: area scoring, superko, every dead stone captured before passing. */
  static final String GNUGO_GTP = GNUGO + " --mode gtp --level 1 --chinese-rules --positional-superko"
      + " --capture-all-dead";

  @BeforeAll
  static void gnuGoIsInstalled() {
    assumeTrue(Files.isExecutable(Path.of(GNUGO)),
        "GNU Go is not installed at " + GNUGO + " (apt-get install gnugo); skipping the GNU Go integration tests");
  }

  private static MatchResult match(String game, String engine1, String engine2, int games) {
    MatchConfig config = MatchConfig.builder(engine1, engine2).games(games).openingPlies(0)
        .engineTimeout(Duration.ofSeconds(60)).build();
    return Match.run(Games.byId(game), config, MatchProgress.NONE);
  }

  @Test
  void ourEngineThroughOurGtpClientPlaysGnuGoWithEachColour() {
    MatchResult r = match("go(size=7,komi=9)", "mcts:playouts=1000,select=rave", "gtp:" + GNUGO_GTP, 2);
    assertEquals(2, r.stats().games(), r.summary());
    assertEquals(0, r.forfeits(), "a game was forfeited (illegal or unreadable move): " + r.summary());
  }

  @Test
  void gnuGoPlaysTheReadmeServerWithItsDefaultRulesAndEngine() {
    // `gametree serve go --protocol gtp`: the game spec `go` and no --engine, exactly as the README runs it
    String server = "gtp:" + ServeGoGtp.commandLine("go", GoGame.DEFAULT_ENGINE);
    MatchResult r = match("go(size=7,komi=9)", server, "gtp:" + GNUGO_GTP, 2);
    assertEquals(2, r.stats().games(), r.summary());
    assertEquals(0, r.forfeits(), "a game was forfeited (illegal or unreadable move): " + r.summary());
  }

  @Test
  void finalScoreAgreesWithGnuGoOnFinishedGames(@TempDir Path dir) throws Exception {
    List<List<String>> games = finishedGames(3);
    assertEquals(3, games.size());
    GoGame game = GoProvider.game(9, 7, GoRules.PSK);
    GtpPlayer<GoState> gnugo = new GtpPlayer<>(game, GNUGO_GTP, Duration.ofSeconds(60), null);
    try {
      for (int i = 0; i < games.size(); i++) {
        GoState s = game.newInitialState();
        for (String m : games.get(i)) {
          s.play(s.parseMove(m));
        }
        Path f = dir.resolve("game" + i + ".sgf");
        Files.writeString(f, Sgf.write(s));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GtpSession ours = new GtpSession(GoProvider.game(9, 7, GoRules.PSK), EngineSpec.parse("mcts:playouts=100"),
            new ProtocolOutput(bytes));
        ours.handle("loadsgf " + f);
        ours.handle("final_score");
        ours.close();
        String[] replies = bytes.toString(StandardCharsets.UTF_8).split("\n\n");
        gnugo.command("loadsgf " + f, Duration.ofSeconds(60));
        String theirs = gnugo.command("final_score", Duration.ofSeconds(60));
        assertEquals(points(theirs), points(replies[1].substring(1).strip()), 1e-9,
            "game " + i + ": GNU Go says " + theirs + ", we say " + replies[1]);
      }
    } finally {
      gnugo.close();
    }
  }

  /** B+3.5 → 3.5, W+2 → -2, 0 → 0. */
  static double points(String result) {
    if (result.equals("0")) {
      return 0;
    }
    double v = Double.parseDouble(result.substring(2));
    return result.startsWith("B") ? v : -v;
  }

  /** The move lists of the first {@code n} games against GNU Go in the bench records that ended by two passes. */
  static List<List<String>> finishedGames(int n) throws Exception {
    Path records = Path.of("../results/go/gnugo-level10-700ms-eqex50.jsonl");
    List<List<String>> games = new ArrayList<>();
    Pattern moves = Pattern.compile("\"moves\":\\[([^\\]]*)\\]");
    for (String line : Files.readAllLines(records)) {
      Matcher m = moves.matcher(line);
      if (games.size() < n && line.contains("\"termination\":\"rules\"") && m.find()) {
        List<String> list = new ArrayList<>();
        for (String w : m.group(1).split(",")) {
          list.add(w.replace("\"", ""));
        }
        games.add(list);
      }
    }
    return games;
  }

  @Test
  void theRegressionFileHoldsForGnuGo() throws Exception {
    GtpPlayer<GoState> gnugo = new GtpPlayer<>(GoProvider.game(7, 0.5, GoRules.PSK), GNUGO_GTP, Duration.ofSeconds(60),
        null);
    try {
      List<GtpRegress.Result> results = GtpRegress.run(GoRegressionTest.rulesFile(), command -> {
        String id = command.split(" ")[0].matches("\\d+") ? command.split(" ")[0] : "";
        try {
          return "=" + id + " " + gnugo.command(command, Duration.ofSeconds(60));
        } catch (org.gametree.core.match.PlayerException e) {
          String msg = e.getMessage();
          return "?" + id + " " + msg.substring(msg.indexOf("': ") + 3).replaceFirst("^\\d+\\s*", "");
        }
      });
      assertEquals(7, results.size(), results.toString());
      assertTrue(results.stream().noneMatch(GtpRegress.Result::unexpected), results.toString());
    } finally {
      gnugo.close();
    }
  }
}
