package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.core.match.Players;
import org.junit.jupiter.api.Test;

/** {@code ucci:} and {@code uci:} match players against this module's own server running as a child process. */
class ExternalEngineTest {
  private final XiangqiGame game = new XiangqiGame();

  private static String serverCommand(String protocol) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return '"' + java + "\" -cp \"" + System.getProperty("java.class.path") + "\" "
        + ServeForTests.class.getName() + " " + protocol;
  }

  @Test
  void theXiangqiClientsServeUcciAndUciSpecs() {
    assertInstanceOf(XiangqiEnginePlayers.Ucci.class, Players.externalFactory(game, "ucci"));
    assertInstanceOf(XiangqiEnginePlayers.Uci.class, Players.externalFactory(game, "uci"));
  }

  @Test
  void aChildProcessEnginePlaysLegalMovesOverUcciAndUci() {
    for (String protocol : new String[] {"ucci", "uci"}) {
      EngineSpec spec = EngineSpec.parse(protocol + ":" + serverCommand(protocol));
      try (Player<XiangqiState> player = Players.create(game, spec, 1, Duration.ofSeconds(30))) {
        assertTrue(player.name().endsWith("(gametree-xiangqi)"), player.name());
        XiangqiState start = game.newInitialState();
        player.newGame(start);
        XiangqiState s = start.copy();
        int[] moves = new int[0];
        for (int ply = 0; ply < 4; ply++) {
          int move = player.chooseMove(
              new Player.MoveRequest<>(s, start, true, moves, Duration.ofMillis(200)));
          assertTrue(s.isLegal(move), protocol + " ply " + ply + ": " + move);
          s.play(move);
          moves = Arrays.copyOf(moves, moves.length + 1);
          moves[moves.length - 1] = move;
        }
        assertEquals(4, s.plyCount());
      }
    }
  }

  @Test
  void anEngineThatCannotStartIsAPlayerException() {
    PlayerException e = assertThrows(PlayerException.class,
        () -> Players.create(game, EngineSpec.parse("ucci:/no/such/engine-xq"), 1, Duration.ofSeconds(2)));
    assertTrue(e.getMessage().contains("/no/such/engine-xq"), e.getMessage());
  }
}
