package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.core.match.Players;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The {@code ucci:} client ({@link UcciPlayer}) and core's generic {@code uci:} client against this module's own
 * servers running as a child process, against scripted engines that misbehave, and (tagged {@code engine}, skipped
 * when it is not installed) against Fairy-Stockfish.
 */
class ExternalEngineTest {
  private final XiangqiGame game = new XiangqiGame();

  private static String serverCommand(String protocol) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return '"' + java + "\" -cp \"" + System.getProperty("java.class.path") + "\" "
        + ServeForTests.class.getName() + " " + protocol;
  }

  /** Plays {@code plies} moves with {@code player} alone from the start, checking each is legal; returns the end. */
  private XiangqiState play(Player<XiangqiState> player, int plies, Duration timePerMove) {
    XiangqiState start = game.newInitialState();
    player.newGame(start);
    XiangqiState s = start.copy();
    int[] moves = new int[0];
    for (int ply = 0; ply < plies; ply++) {
      int move = player.chooseMove(new Player.MoveRequest<>(s, start, true, moves, timePerMove));
      assertTrue(s.isLegal(move), player.name() + " ply " + ply + ": " + move);
      s.play(move);
      moves = Arrays.copyOf(moves, moves.length + 1);
      moves[moves.length - 1] = move;
    }
    return s;
  }

  @Test
  void ucciAndUciAreXiangqisOwnClients() {
    assertInstanceOf(UcciClient.class, Players.externalFactory(game, "ucci"));
    assertInstanceOf(UciClient.class, Players.externalFactory(game, "uci"));
  }

  @Test
  void aChildProcessEnginePlaysLegalMovesOverUcciAndUci() {
    for (String protocol : new String[] {"ucci", "uci"}) {
      EngineSpec spec = EngineSpec.parse(protocol + ":" + serverCommand(protocol));
      try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(30))) {
        assertTrue(player.name().endsWith("(gametree-xiangqi)"), player.name());
        assertEquals(4, play(player, 4, Duration.ofMillis(200)).plyCount());
      }
    }
  }

  @Test
  void anEngineThatCannotStartIsAPlayerException() {
    PlayerException e = assertThrows(PlayerException.class,
        () -> Players.create(game, EngineSpec.parse("ucci:/no/such/engine-xq"), 1, Duration.ofSeconds(2)));
    assertTrue(e.getMessage().contains("/no/such/engine-xq"), e.getMessage());
  }

  /** A UCCI engine scripted in sh that answers {@code go} with {@code reply} (a shell command). */
  private static String scripted(String reply) {
    return "sh -c \"while read l; do case $l in ucci) echo id name scripted; echo ucciok;; isready) echo readyok;;"
        + " go*) " + reply + ";; quit) exit;; esac; done\"";
  }

  private PlayerException forfeit(String reply) {
    try (UcciPlayer player = new UcciPlayer(scripted(reply), Duration.ofSeconds(2))) {
      assertEquals("ucci:" + scripted(reply) + " (scripted)", player.name());
      return assertThrows(PlayerException.class, () -> play(player, 1, Duration.ofMillis(100)));
    }
  }

  @Test
  @DisabledOnOs(OS.WINDOWS)
  void anIllegalOrMissingMoveSilenceOrExitForfeits() {
    // a0a9: the chariot cannot pass its own soldier
    assertTrue(forfeit("echo bestmove a0a9").getMessage().contains("illegal or unreadable move 'a0a9'"));
    assertTrue(forfeit("echo bestmove zz").getMessage().contains("'zz'"));
    assertTrue(forfeit("echo nobestmove").getMessage().contains("has no move"));
    assertTrue(forfeit("exit").getMessage().contains("exited"));
    assertTrue(forfeit("true").getMessage().contains("silent"));
  }

  @Test
  @DisabledOnOs(OS.WINDOWS)
  void anEngineSilentAtTheHandshakeIsKilled() {
    long before = ProcessHandle.current().children().filter(ProcessHandle::isAlive).count();
    PlayerException e = assertThrows(PlayerException.class,
        () -> new UcciPlayer("sh -c \"cat > /dev/null\"", Duration.ofMillis(300)));
    assertTrue(e.getMessage().contains("silent"), e.getMessage());
    assertEquals(before, ProcessHandle.current().children().filter(ProcessHandle::isAlive).count());
  }

  /**
   * Fairy-Stockfish, from the system property {@code xiangqi.engine} or the environment variable
   * {@code XIANGQI_ENGINE}, else {@code fairy-stockfish} on the PATH or in {@code /usr/games} (where Debian's package
   * puts it).
   */
  private static Optional<String> fairyStockfish() {
    String given = System.getProperty("xiangqi.engine", System.getenv("XIANGQI_ENGINE"));
    if (given != null && !given.isBlank()) {
      return Optional.of(given);
    }
    List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
    dirs.add("/usr/games");
    return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, "fairy-stockfish"))
        .filter(Files::isExecutable).map(Path::toString).findFirst();
  }

  @Test
  @Tag("engine")
  void fairyStockfishPlaysOverUcci() {
    Optional<String> engine = fairyStockfish();
    assumeTrue(engine.isPresent(), "fairy-stockfish is not installed");
    EngineSpec spec = EngineSpec.parse("ucci:" + engine.get());
    try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(10))) {
      assertTrue(player.name().contains("Fairy-Stockfish"), player.name());
      assertEquals(6, play(player, 6, Duration.ofMillis(100)).plyCount());
      // without a time per move the client asks for a fixed depth
      assertEquals(2, play(player, 2, null).plyCount());
    }
  }

  @Test
  @Tag("engine")
  void fairyStockfishPlaysOverUciOnceToldTheVariantAndItsRankNumbers() {
    Optional<String> engine = fairyStockfish();
    assumeTrue(engine.isPresent(), "fairy-stockfish is not installed");
    EngineSpec spec = EngineSpec.parse("uci:" + engine.get());
    try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(10))) {
      assertEquals(8, play(player, 8, Duration.ofMillis(100)).plyCount());
    }
  }

  @Test
  void aMultiVariantEnginesRanksAreShiftedBothWaysAndOthersAreLeftAlone() {
    UciClient.VariantSetup fairy = new UciClient.VariantSetup("auto");
    assertEquals(List.of("setoption name UCI_Variant value xiangqi"),
        fairy.commands(Set.of("Hash", "UCI_Variant")));
    assertEquals("h1g3", fairy.toEngine("h0g2"));
    assertEquals("a9a10", fairy.toEngine("a8a9"));
    assertEquals("a8a9", fairy.fromEngine("a9a10"));
    assertEquals("(none)", fairy.fromEngine("(none)"));
    UciClient.VariantSetup pikafish = new UciClient.VariantSetup("auto");
    assertEquals(List.of(), pikafish.commands(Set.of("Hash", "Threads")));
    assertEquals("h0g2", pikafish.toEngine("h0g2"));
    assertEquals("h0g2", pikafish.fromEngine("h0g2"));
  }
}
