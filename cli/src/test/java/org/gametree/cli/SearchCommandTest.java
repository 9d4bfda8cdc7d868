package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.cli.CliErrorsTest.Run;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

/** {@code gametree search}: P(win) is reported for evaluators whose scores are log-odds, and only for them. */
class SearchCommandTest {
  @Test
  void aLogOddsEvaluatorReportsTheProbabilityItsScoreStandsFor() {
    Run r = CliErrorsTest.run("search", "othello", "--eval", "bayes", "--depth", "3", "--json");
    assertEquals(0, r.code(), r.err());
    String json = r.out().strip();
    Matcher score = Pattern.compile("\"score\":(-?\\d+)").matcher(json);
    Matcher p = Pattern.compile("\"winProbability\":([0-9.]+)").matcher(json);
    assertTrue(score.find() && p.find(), json);
    double expected = 1 / (1 + Math.exp(-Integer.parseInt(score.group(1)) / 1000.0));
    assertEquals(expected, Double.parseDouble(p.group(1)), 1e-4, json);
  }

  @Test
  void otherEvaluatorsReportNone() {
    Run r = CliErrorsTest.run("search", "othello", "--depth", "3", "--json");
    assertEquals(0, r.code(), r.err());
    assertFalse(r.out().contains("winProbability"), r.out());
    Run text = CliErrorsTest.run("search", "othello", "--eval", "bayes", "--depth", "3");
    assertTrue(text.out().contains("P(win) 0."), text.out());
  }

  @Test
  void theScoreNamesItsUnit() {
    Run eval = CliErrorsTest.run("search", "othello", "--depth", "2", "--json");
    assertTrue(eval.out().contains("\"scoreUnit\":\"evaluation\""), eval.out());
    Run mcts = CliErrorsTest.run("search", "othello", "--engine", "mcts:playouts=200", "--json");
    assertTrue(mcts.out().contains("\"scoreUnit\":\"winrate\""), mcts.out());
  }

  @Test
  void theUnitComesFromTheResultNotFromTheSpecsName() {
    // "uct" is MCTS too: guessing the unit from the spec's kind called its win rate an evaluation
    Run uct = CliErrorsTest.run("search", "othello", "--engine", "uct:playouts=200", "--json");
    assertEquals(0, uct.code(), uct.err());
    assertTrue(uct.out().contains("\"scoreUnit\":\"winrate\""), uct.out());
    assertTrue(uct.out().matches("(?s).*\"side\":\"Black\",\"value\":\\{\"kind\":\"winrate\",\"winRate\":[0-9.]+,"
        + "\"visits\":\\d+},\"scoreText\":\"Black win rate \\d+\\.\\d %\",\"resigned\":false}\\s*"), uct.out());
  }

  @Test
  void anEvaluationIsTypedInTheEvaluatorsUnitAndReadInDiscs() {
    Run r = CliErrorsTest.run("search", "othello", "--depth", "3", "--json");
    assertEquals(0, r.code(), r.err());
    Matcher m = Pattern.compile("\"score\":(-?\\d+),\"scoreUnit\":\"evaluation\".*\"value\":\\{\"kind\":\"heuristic\","
        + "\"value\":(-?\\d+),\"unit\":\"centi-discs\",\"playerValue\":(-?[0-9.]+),\"playerUnit\":\"discs\"},"
        + "\"scoreText\":\"Black ([^\"]*) discs\"").matcher(r.out());
    assertTrue(m.find(), r.out());
    int score = Integer.parseInt(m.group(1));
    assertEquals(score, Integer.parseInt(m.group(2)));
    assertEquals(score / 100.0, Double.parseDouble(m.group(3)), 1e-9);
    assertEquals(String.format(java.util.Locale.ROOT, "%s%.2f", score > 0 ? "+" : score < 0 ? "-" : "",
        Math.abs(score) / 100.0), m.group(4));
  }

  @Test
  void aProvenWinHasTypedFieldsBesideItsEncodedScore() {
    Game<?> ttt = Games.byId("tictactoe");
    Run r = CliErrorsTest.run("search", "tictactoe", "--position", after(ttt, "a1", "b1", "a2", "b2"), "--depth", "3",
        "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("\"score\":" + Score.win(1) + ",\"scoreUnit\":\"proven\""), r.out());
    assertTrue(r.out().contains("\"side\":\"Black\",\"value\":{\"kind\":\"proven\",\"result\":\"win\",\"plies\":1},"
        + "\"scoreText\":\"Black wins in 1\""), r.out());
  }

  @Test
  void aProvenOthelloWinGivesItsMarginInDiscs() {
    // FFO #1, 14 empties: Black to move wins by 18 (published); the endgame solver proves it from the root
    Run r = CliErrorsTest.run("search", "othello", "--position", SolveCommandTest.FFO_1, "--depth", "20", "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*\"value\":\\{\"kind\":\"proven\",\"result\":\"win\",\"plies\":\\d+,\"margin\":18,"
        + "\"marginUnit\":\"discs\"},\"scoreText\":\"Black wins in \\d+ \\(\\+18 discs\\)\".*"), r.out());
  }

  private static <S extends GameState> String after(Game<S> game, String... moves) {
    S s = game.newInitialState();
    for (String m : moves) {
      s.play(s.parseMove(m));
    }
    return game.formatPosition(s);
  }

  @Test
  void helpListsEveryEngineOptionWithItsTypeAndTheGamesOwn() {
    for (String command : new String[] {"search", "match", "serve"}) {
      String help = Main.commandLine().getSubcommands().get(command).getUsageMessage();
      for (String line : new String[] {"depth=N in 1..10000", "lmr=on|off", "eqex=N >= 0", "probcut-t=X in 0..10",
          "tss=on|off", "select=uct|rave|puct", "hash=N in 0..1048576  transposition table megabytes (default 16) "
        + "[depth-first]"}) {
        assertTrue(help.contains(line), command + " --help lacks " + line + ":\n" + help);
      }
    }
  }

  @Test
  void aValueOutsideItsOptionsTypeIsAUsageErrorNamingIt() {
    Run r = CliErrorsTest.run("search", "othello", "--engine", "mcts:eqex=2.7,playouts=10");
    assertEquals(Main.USAGE_ERROR, r.code(), r.out());
    assertTrue(r.err().contains("eqex must be a whole number") && r.err().contains("'2.7'"), r.err());
  }

  @Test
  void anOptionThatDoesNotApplyToTheKindIsAUsageErrorNamingIt() {
    Run r = CliErrorsTest.run("search", "othello", "--engine", "mcts:playouts=10,hash=512");
    assertEquals(Main.USAGE_ERROR, r.code(), r.out());
    assertTrue(r.err().contains("'hash'") && r.err().contains("mcts:playouts=10,hash=512"), r.err());
  }

  @Test
  void gamesListEachGamesParametersWithTypeDefaultAndHelp() {
    Run json = CliErrorsTest.run("games", "--json");
    assertEquals(0, json.code(), json.err());
    assertTrue(json.out().contains("{\"name\":\"size\",\"type\":\"N in 2..25\",\"default\":\"9\",\"help\":"),
        json.out());
    assertTrue(json.out().contains("{\"name\":\"exact\",\"type\":\"on|off\",\"default\":\"off\""), json.out());
    String help = Main.commandLine().getSubcommands().get("games").getUsageMessage();
    for (String line : new String[] {"komi=X", "rules=tt|psk|simple", "chase=none|asian", "exact=on|off"}) {
      assertTrue(help.contains(line), "games --help lacks " + line + ":\n" + help);
    }
    Run text = CliErrorsTest.run("games");
    assertTrue(text.out().contains("size=N in 2..25"), text.out());
  }
}
