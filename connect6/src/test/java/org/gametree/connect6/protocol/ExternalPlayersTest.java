package org.gametree.connect6.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.Player.MoveRequest;
import org.gametree.core.match.PlayerException;
import org.gametree.core.match.Players;
import org.junit.jupiter.api.Test;

/** The Gomocup and Connect6 clients as match players, against our own servers run as child processes. */
class ExternalPlayersTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(20);

  private static String serve(String game, String protocol) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return protocol + ":" + java + " -cp " + System.getProperty("java.class.path") + " "
        + ServeMain.class.getName() + " " + game + " " + protocol + " greedy";
  }

  /**
   * Plays {@code external} (player {@code side}) against random stones, after the moves {@code opening} (played
   * before the external player is first asked), to the end; returns the final state.
   */
  private static ConnectState play(ConnectGame g, Player<ConnectState> external, int side, int[] opening) {
    ConnectState start = g.newInitialState();
    ConnectState s = start.copy();
    int[] moves = new int[g.moveSpace()];
    int n = 0;
    for (int m : opening) {
      s.play(m);
      moves[n++] = m;
    }
    external.newGame(start);
    java.util.SplittableRandom r = new java.util.SplittableRandom(3);
    int[] buf = new int[g.maxLegalMoves()];
    while (!s.isTerminal()) {
      int m;
      if (s.currentPlayer() == side) {
        ConnectState view = s.copy();
        m = external.chooseMove(new MoveRequest<>(view, start, true, Arrays.copyOf(moves, n), null));
        assertEquals(view, s, "the player left the state as given");
        assertTrue(s.isLegal(m), "legal move");
      } else {
        int k = s.legalMoves(buf);
        m = buf[r.nextInt(k)];
      }
      s.play(m);
      moves[n++] = m;
    }
    return s;
  }

  @Test
  void gomocupBrainPlaysWholeGamesAsBothColoursAndFromAnOpening() {
    ConnectGame g = ConnectGame.gomoku();
    try (Player<ConnectState> p = Players.create(g, EngineSpec.parse(serve("gomoku", "gomocup")), 0, TIMEOUT)) {
      assertTrue(p.name().startsWith("gomocup:"), p.name());
      assertEquals(0, play(g, p, 0, new int[0]).winner());
      assertEquals(1, play(g, p, 1, new int[0]).winner());
      // an opening already on the board is sent with BOARD ... DONE
      int[] opening = {g.parseMoveText("h8"), g.parseMoveText("a1"), g.parseMoveText("o15")};
      assertEquals(1, play(g, p, 1, opening).winner());
    }
  }

  @Test
  void gomocupSendsSpecOptionsAsInfoAndConnect6RefusesThem() {
    ConnectGame g = ConnectGame.gomoku();
    // our brain reads timeout_turn and ignores keys it does not know; a value it refuses comes back as ERROR, the
    // answer to that INFO, which the client skips before it reads the move
    try (Player<ConnectState> p = Players.create(g, EngineSpec.parse(serve("gomoku", "gomocup")
        + " option.timeout_turn=300 option.some_future_key=1"), 0, TIMEOUT)) {
      assertEquals(0, play(g, p, 0, new int[0]).winner());
    }
    try (Player<ConnectState> p = Players.create(g, EngineSpec.parse(serve("gomoku", "gomocup")
        + " option.timeout_turn=NaN"), 0, TIMEOUT)) {
      assertEquals(0, play(g, p, 0, new int[0]).winner());
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Players.create(
        ConnectGame.connect6(), EngineSpec.parse(serve("connect6", "connect6") + " option.depth=3"), 0, TIMEOUT));
    assertTrue(e.getMessage().contains("connect6"), e.getMessage());
  }

  @Test
  void connect6EngineAnswersBothStonesOfItsTurns() {
    ConnectGame g = ConnectGame.connect6();
    try (Player<ConnectState> p = Players.create(g, EngineSpec.parse(serve("connect6", "connect6")), 0, TIMEOUT)) {
      assertTrue(p.name().startsWith("connect6:") && p.name().contains("gametree"), p.name());
      assertEquals(0, play(g, p, 0, new int[0]).winner());
      assertEquals(1, play(g, p, 1, new int[0]).winner());
      // a position it did not see being played is replayed with black/white and next
      int[] opening = {g.parseMoveText("j10"), g.parseMoveText("a1"), g.parseMoveText("a19")};
      assertEquals(0, play(g, p, 0, opening).winner());
      // asked in the middle of its turn (Black's first stone of the turn already down)
      int[] half = {g.parseMoveText("j10"), g.parseMoveText("a1"), g.parseMoveText("a19"), g.parseMoveText("k10")};
      assertEquals(0, play(g, p, 0, half).winner());
    }
  }

  @Test
  void clientsGetTheServersOpeningStonesAndNames() {
    ConnectGame go = ConnectGame.gomoku();
    try (Player<ConnectState> p = Players.create(go, EngineSpec.parse(serve("gomoku", "gomocup")), 0, TIMEOUT)) {
      assertTrue(p.name().contains("gametree"), p.name()); // from ABOUT
      p.newGame(go.newInitialState());
      ConnectState empty = go.newInitialState();
      assertEquals(go.cell(7, 7), p.chooseMove(new MoveRequest<>(empty, empty, true, new int[0], null)));
    }
    ConnectGame c6 = ConnectGame.connect6();
    try (Player<ConnectState> p = Players.create(c6, EngineSpec.parse(serve("connect6", "connect6")), 0, TIMEOUT)) {
      p.newGame(c6.newInitialState());
      ConnectState empty = c6.newInitialState();
      assertEquals("j10", c6.moveText(p.chooseMove(new MoveRequest<>(empty, empty, true, new int[0], null))));
    }
  }

  @Test
  void aSilentEngineForfeitsAfterTheTimeoutAndIsKilled() {
    ConnectGame g = ConnectGame.gomoku();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String silent = "gomocup:" + java + " -cp " + System.getProperty("java.class.path") + " "
        + SilentMain.class.getName();
    long start = System.nanoTime();
    PlayerException e = assertThrows(PlayerException.class,
        () -> Players.create(g, EngineSpec.parse(silent), 0, Duration.ofMillis(1500)));
    assertTrue(e.getMessage().contains("silent"), e.getMessage());
    assertTrue(System.nanoTime() - start < Duration.ofSeconds(15).toNanos(), "the timeout holds");
    assertTrue(ProcessHandle.current().children().filter(ProcessHandle::isAlive).noneMatch(
        ph -> ph.info().arguments().map(args -> String.join(" ", args).contains("SilentMain")).orElse(false)),
        "the silent engine was killed");
  }

  @Test
  void aMissingProgramIsAPlayerErrorNamingIt() {
    ConnectGame g = ConnectGame.gomoku();
    PlayerException e = assertThrows(PlayerException.class,
        () -> Players.create(g, EngineSpec.parse("gomocup:/no/such/pbrain-x"), 0, TIMEOUT));
    assertTrue(e.getMessage().contains("/no/such/pbrain-x"), e.getMessage());
    assertTrue(new GomocupClient().supports(g));
    assertTrue(!new GomocupClient().supports(ConnectGame.connect6()));
    assertTrue(new Connect6Client().supports(ConnectGame.connect6()));
  }
}
