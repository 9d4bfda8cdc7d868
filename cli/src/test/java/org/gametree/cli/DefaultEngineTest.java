package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.gametree.cli.CliErrorsTest.Run;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every front end plays the game's default engine when none is given, and says which in its help. */
class DefaultEngineTest {
  private static final String GO = "mcts:time=1000,select=rave,eqex=50,resign=0.1,resignmoves=3";
  private static final String OTHELLO = "negascout:time=1000,eval=pattern,probcut=pattern,solver=16,solver-midgame=0";

  /** The command {@code args} name, parsed but not run. */
  private static <T> T parsed(Class<T> type, String... args) {
    CommandLine cli = Main.commandLine();
    CommandLine.ParseResult result = cli.parseArgs(args);
    return type.cast(result.subcommand().commandSpec().userObject());
  }

  @Test
  void eachGameDeclaresItsDefaultEngine() {
    assertEquals(GO, Games.byId("go").defaultEngineSpec());
    assertEquals(GO, Games.byId("go(size=19)").defaultEngineSpec());
    assertEquals(OTHELLO, Games.byId("othello").defaultEngineSpec());
    assertEquals("negascout:time=1000,tss=on", Games.byId("connect6").defaultEngineSpec());
    assertEquals("negascout:time=1000,tss=on,eval=pattern", Games.byId("gomoku").defaultEngineSpec());
    assertEquals("negascout:time=1000,futility-scale=75,razoring-scale=147,lmr-scale=110,lmp-scale=145,"
        + "singular-scale=79", Games.byId("xiangqi").defaultEngineSpec());
    assertEquals(Games.byId("xiangqi").defaultEngineSpec(), Games.byId("xiangqi(chase=asian)").defaultEngineSpec());
    for (String id : new String[] {"connect-four", "tictactoe"}) {
      assertEquals(Game.DEFAULT_ENGINE_SPEC, Games.byId(id).defaultEngineSpec(), id);
    }
  }

  @Test
  void searchAndPlayWithoutAnEngineUseTheGamesDefault() {
    assertEquals(GO, parsed(SearchCommand.class, "search", "go").engine.spec(Games.byId("go")).toString());
    assertEquals(OTHELLO,
        parsed(PlayCommand.class, "play", "othello").engine.spec(Games.byId("othello")).toString());
    assertEquals(Games.byId("xiangqi").defaultEngineSpec(),
        parsed(SearchCommand.class, "search", "xiangqi").engine.spec(Games.byId("xiangqi")).toString());
    assertEquals("negascout:depth=3", parsed(SearchCommand.class, "search", "go", "--engine", "negascout:depth=3")
        .engine.spec(Games.byId("go")).toString());
  }

  @Test
  void limitFlagsModifyAnMctsDefault() {
    Game<?> go = Games.byId("go");
    assertEquals("mcts:select=rave,eqex=50,resign=0.1,resignmoves=3,time=200",
        parsed(SearchCommand.class, "search", "go", "--time", "200").engine.spec(go).toString());
    assertEquals("mcts:select=rave,eqex=50,resign=0.1,resignmoves=3,playouts=500",
        parsed(SearchCommand.class, "search", "go", "--nodes", "500").engine.spec(go).toString());
    assertEquals("negascout:time=1000",
        parsed(SearchCommand.class, "search", "go", "--algorithm", "negascout").engine.spec(go).toString(),
        "a kind of the other family keeps only the default's limits");
    assertEquals("mtdf:time=1000,eval=pattern,probcut=pattern,solver=16,solver-midgame=0", parsed(SearchCommand.class, "search",
        "othello", "--algorithm", "mtdf").engine.spec(Games.byId("othello")).toString());
  }

  @Test
  void depthAndHashAreRefusedForAnMctsDefault() {
    EngineArgs depth = parsed(SearchCommand.class, "search", "go", "--depth", "4").engine;
    UserError e = assertThrows(UserError.class, () -> depth.spec(Games.byId("go")));
    assertTrue(e.getMessage().contains("--depth has no meaning for MCTS") && e.getMessage().contains(GO),
        e.getMessage());
    Run r = CliErrorsTest.run("search", "go", "--depth", "4");
    assertEquals(Main.USAGE_ERROR, r.code(), r.err());
    assertTrue(r.err().contains("--depth has no meaning for MCTS"), r.err());
    EngineArgs hash = parsed(PlayCommand.class, "play", "go", "--hash", "8").engine;
    assertThrows(UserError.class, () -> hash.spec(Games.byId("go")));
  }

  @Test
  void serveMatchAndSelfplayWithoutAnEngineUseTheGamesDefault() {
    assertEquals(GO, parsed(ServeCommand.class, "serve", "go", "--protocol", "gtp").spec(Games.byId("go")).toString());
    assertEquals(OTHELLO, parsed(ServeCommand.class, "serve", "othello", "--http").spec(Games.byId("othello"))
        .toString());
    String[] engines = parsed(MatchCommand.class, "match", "go", "--engine2", "random").engines(Games.byId("go"));
    assertEquals(GO, engines[0]);
    assertEquals("random", engines[1]);
    SelfplayCommand selfplay = parsed(SelfplayCommand.class, "selfplay", "othello", "--out", "x.jsonl");
    assertEquals(OTHELLO, selfplay.selfplay.config(Games.byId("othello")).engine());
    assertEquals(Path.of("x.jsonl"), selfplay.selfplay.config(Games.byId("othello")).out());
  }

  @Test
  void helpNamesTheGamesDefaultWhereTheGameIsGiven() {
    for (String command : new String[] {"search", "play", "serve", "match", "selfplay"}) {
      Run known = CliErrorsTest.run(command, "go", "--help");
      assertEquals(0, known.code(), known.err());
      assertTrue(known.out().contains("The default engine of go(size=9,komi=7,rules=psk): " + GO),
          command + ":\n" + known.out());
      String generic = Main.commandLine().getSubcommands().get(command).getUsageMessage();
      assertTrue(generic.contains("the game's default engine ('gametree games' lists them)"), generic);
    }
  }

  @Test
  void gamesListsEachGamesDefaultEngine() throws Exception {
    Run json = CliErrorsTest.run("games", "--json");
    JsonNode games = new ObjectMapper().readTree(json.out()).get("games");
    boolean seen = false;
    for (JsonNode g : games) {
      if (g.get("name").asText().equals("go")) {
        assertEquals(GO, g.get("defaultEngine").asText());
        seen = true;
      }
    }
    assertTrue(seen, json.out());
    assertTrue(CliErrorsTest.run("games").out().contains("default engine " + OTHELLO));
  }

  @Test
  void goSearchWithTheDefaultAnswersAnMctsResult() throws Exception {
    Run r = CliErrorsTest.run("search", "go", "--time", "200", "--json");
    assertEquals(0, r.code(), r.err());
    String last = r.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    JsonNode out = new ObjectMapper().readTree(last);
    assertEquals("winrate", out.get("scoreUnit").asText(), last);
    assertEquals("winrate", out.get("value").get("kind").asText(), last);
  }
}
