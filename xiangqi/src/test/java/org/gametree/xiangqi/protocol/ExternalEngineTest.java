package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.core.match.Players;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The {@code ucci:} client ({@link UcciPlayer}) and core's generic {@code uci:} client against this module's own
 * servers running as a child process and against scripted engines that misbehave; Fairy-Stockfish is in
 * {@link FairyStockfishIntegrationTest}.
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
  void bothRankConventionsWorkEndToEnd() {
    // our UCI server speaking ranks 1-10, driven by our client told so; a client left on 0-9 would send moves the
    // server reads as other moves, and the first illegal one forfeits
    EngineSpec spec = EngineSpec.parse("uci:" + serverCommand("uci") + " negascout:depth=2,ranks=1-10 option.ranks=1-10");
    try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(30))) {
      assertEquals(6, play(player, 6, Duration.ofMillis(100)).plyCount());
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
    assertEquals(List.of(), pikafish.commands("Pikafish 2024", Set.of("Hash", "Threads")));
    assertEquals("h0g2", pikafish.toEngine("h0g2"));
    assertEquals("h0g2", pikafish.fromEngine("h0g2"));
    // known by name even without UCI_Variant, and the spec's choice wins over the name
    UciClient.VariantSetup byName = new UciClient.VariantSetup("auto");
    byName.commands("Fairy-Stockfish 11.1 LB 64", Set.of());
    assertTrue(byName.ranksFromOne());
    UciClient.VariantSetup forced = new UciClient.VariantSetup("0-9");
    assertEquals(List.of("setoption name UCI_Variant value xiangqi"),
        forced.commands("Fairy-Stockfish", Set.of("UCI_Variant")));
    assertEquals("h0g2", forced.toEngine("h0g2"));
    UciClient.VariantSetup ones = new UciClient.VariantSetup("1-10");
    ones.commands("Pikafish", Set.of());
    assertEquals("h1g3", ones.toEngine("h0g2"));
  }

  /** A UCI engine scripted in sh that declares two options and writes every line it reads to a file. */
  @Test
  @DisabledOnOs(OS.WINDOWS)
  void engineOptionsAreSentWithSetoptionAndAnUndeclaredOneIsRefused(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path log = dir.resolve("sent.txt");
    String engine = "sh -c \"while read l; do echo $l >> " + log + "; case $l in uci) echo id name scripted;"
        + " echo option name Threads type spin default 1 min 1 max 8; echo option name Skill Level type spin default"
        + " 20 min 0 max 20; echo uciok;; isready) echo readyok;; quit) exit;; esac; done\"";
    EngineSpec spec = EngineSpec.parse("uci:" + engine + " option.threads=2 \"option.Skill Level=3\" option.ranks=0-9");
    try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(5))) {
      assertTrue(player.name().contains("scripted"), player.name());
    }
    List<String> sent = Files.readAllLines(log);
    assertTrue(sent.contains("setoption name Threads value 2"), sent.toString());
    assertTrue(sent.contains("setoption name Skill Level value 3"), sent.toString());
    assertTrue(sent.stream().noneMatch(l -> l.contains("ranks")), sent.toString());
    PlayerException e = assertThrows(PlayerException.class, () -> Players.create(game,
        EngineSpec.parse("uci:" + engine + " option.Contempt=5"), 1, Duration.ofSeconds(5)));
    assertTrue(e.getMessage().contains("'Contempt'") && e.getMessage().contains("Skill Level"), e.getMessage());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Players.create(game,
        EngineSpec.parse("uci:" + engine + " option.ranks=2-11"), 1, Duration.ofSeconds(5)));
    assertTrue(bad.getMessage().contains("2-11"), bad.getMessage());
  }
}
