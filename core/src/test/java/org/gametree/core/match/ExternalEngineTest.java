package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExternalEngineTest {
  static final TicTacToe GAME = new TicTacToe();

  @TempDir Path dir;

  static String gtp(String mode) {
    return "gtp:" + TestJava.commandLine(FakeGtpEngine.class, mode);
  }

  @Test
  void commandLinesSplitOnSpacesAndKeepQuotedParts() {
    assertEquals(List.of("a b", "-x", "c"), ExternalEngine.split("\"a b\"  -x c"));
  }

  @Test
  void gtpEnginePlaysAWholeMatchAgainstRandom() {
    Path out = dir.resolve("gtp.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder(gtp("good"), "random:seed=4").games(4).openingPlies(1)
        .out(out).build(), MatchProgress.NONE);
    assertEquals(4, r.stats().games());
    assertEquals(0, r.forfeits());
    for (MatchGame g : MatchTest.read(out)) {
      assertEquals("rules", g.termination());
    }
  }

  @Test
  void aGtpEngineThatPrintsNoiseAndRefusesTimeSettingsStillPlaysEveryGame() {
    Path out = dir.resolve("noisy.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder(gtp("noisy"), "random:seed=4").games(4).openingPlies(1)
        .timePerMove(Duration.ofMillis(200)).out(out).build(), MatchProgress.NONE);
    assertEquals(4, r.stats().games());
    assertEquals(0, r.forfeits());
    for (MatchGame g : MatchTest.read(out)) {
      assertEquals("rules", g.termination());
    }
  }

  @Test
  void crashingEngineLosesEachGameAndTheMatchGoesOn() {
    Path out = dir.resolve("crash.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder(gtp("crash"), "random:seed=4").games(4).openingPlies(0)
        .out(out).build(), MatchProgress.NONE);
    assertEquals(4, r.stats().games());
    assertEquals(4, r.stats().losses());
    assertEquals(4, r.forfeits());
    for (MatchGame g : MatchTest.read(out)) {
      assertTrue(g.termination().startsWith("forfeit") && g.termination().contains("exited"), g.termination());
    }
  }

  @Test
  void resignationLosesTheGameWithoutBeingAForfeitAndTheEngineStays() throws Exception {
    Path out = dir.resolve("resign.jsonl");
    Path starts = dir.resolve("starts.txt");
    String engine = "gtp:" + TestJava.commandLine(FakeGtpEngine.class, "resign", "\"" + starts + "\"");
    MatchResult r = Match.run(GAME, MatchConfig.builder("random:seed=4", engine).games(3).openingPlies(0)
        .out(out).build(), MatchProgress.NONE);
    assertEquals(3, r.stats().wins());
    assertEquals(0, r.forfeits());
    for (MatchGame g : MatchTest.read(out)) {
      assertEquals("resign", g.termination());
      assertEquals(g.swapped() ? 1 : 0, g.winner(), "engine 1's colour wins");
    }
    assertEquals(1, java.nio.file.Files.readAllLines(starts).size(), "one engine process for the whole match");
  }

  @Test
  void silentEngineForfeitsOnTimeAndTheMatchGoesOn() {
    Path out = dir.resolve("silent.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder("random:seed=4", gtp("silent")).games(2).openingPlies(0)
        .engineTimeout(Duration.ofMillis(1500)).out(out).build(), MatchProgress.NONE);
    assertEquals(2, r.stats().games());
    assertEquals(2, r.stats().wins());
    for (MatchGame g : MatchTest.read(out)) {
      assertTrue(g.termination().contains("silent"), g.termination());
    }
  }

  @Test
  void engineThatFailsTheHandshakeIsRefusedAndKilled() {
    long before = ProcessHandle.current().children().count();
    PlayerException e = assertThrows(PlayerException.class, () -> Players.create(GAME,
        EngineSpec.parse(gtp("mute")), 0, Duration.ofMillis(1500)));
    assertTrue(e.getMessage().contains("silent"), e.getMessage());
    assertTrue(ProcessHandle.current().children().filter(ProcessHandle::isAlive).count() <= before);
  }

  @Test
  void aUciEngineThatPrintsNoiseStillPlaysEveryGame() {
    Path out = dir.resolve("uci-noisy.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder("uci:" + TestJava.commandLine(FakeUciEngine.class, "noisy"),
        "random:seed=4").games(4).openingPlies(1).out(out).build(), MatchProgress.NONE);
    assertEquals(4, r.stats().games());
    assertEquals(0, r.forfeits());
  }

  @Test
  void uciEnginePlaysFromMoveListsAndPositions() throws Exception {
    Path openings = dir.resolve("openings.txt");
    java.nio.file.Files.writeString(openings, "moves: b2\nx...o....\n");
    Path out = dir.resolve("uci.jsonl");
    MatchResult r = Match.run(GAME, MatchConfig.builder("uci:" + TestJava.commandLine(FakeUciEngine.class),
        "random:seed=4").games(4).openingsFile(openings).out(out).build(), MatchProgress.NONE);
    assertEquals(4, r.stats().games());
    assertEquals(0, r.forfeits());
  }

  @Test
  void gtpCannotStartFromAPositionSoTheEngineForfeits() throws Exception {
    Path openings = dir.resolve("positions.txt");
    java.nio.file.Files.writeString(openings, "x...o....\n");
    MatchResult r = Match.run(GAME, MatchConfig.builder(gtp("good"), "random:seed=4").games(2)
        .openingsFile(openings).build(), MatchProgress.NONE);
    assertEquals(2, r.forfeits());
  }

  @Test
  void engineOptionsAreRefusedForAProtocolWithoutACommandForThemAndCheckedForUci() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Players.create(GAME, EngineSpec.parse("gtp:/no/such/engine option.level=3"), 0, Duration.ofSeconds(1)));
    assertTrue(e.getMessage().contains("gtp") && e.getMessage().contains("level"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Players.validate(GAME, EngineSpec.parse("gtp:/no/such/engine option.level=3")));
    // the fake engine declares no option, so any option stops it before the first game, naming the option
    PlayerException p = assertThrows(PlayerException.class, () -> Players.create(GAME,
        EngineSpec.parse("uci:" + TestJava.commandLine(FakeUciEngine.class) + " option.Hash=1"), 0,
        Duration.ofSeconds(20)));
    assertTrue(p.getMessage().contains("'Hash'"), p.getMessage());
  }

  @Test
  void missingProgramIsAPlayerFailure() {
    assertThrows(PlayerException.class, () -> Players.create(GAME,
        EngineSpec.parse("gtp:/nonexistent/engine --flag"), 0, Duration.ofSeconds(1)));
  }
}
