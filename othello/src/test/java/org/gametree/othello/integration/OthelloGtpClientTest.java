package org.gametree.othello.integration;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Player;
import org.gametree.core.match.Players;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.protocol.GtpClient;
import org.junit.jupiter.api.Test;

/** Othello's GTP client against our server made to refuse {@code play C pass}, as GRhino does. */
class OthelloGtpClientTest {
  @Test
  void aRefusedForcedPassIsLeftOutAndTheGameGoesOn() {
    OthelloGame game = OthelloProvider.game();
    assertTrue(Players.externalFactory(game, "gtp") instanceof GtpClient, "Othello's own client is preferred");
    // a seeded random game up to a forced pass, the pass, and one move after it
    OthelloState s = OthelloState.initial();
    List<Integer> moves = new ArrayList<>();
    int[] buf = new int[65];
    for (long seed = 1; moves.isEmpty() || !s.isLegal(OthelloState.PASS); seed++) {
      java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
      s = OthelloState.initial();
      moves.clear();
      while (!s.isTerminal() && !s.isLegal(OthelloState.PASS)) {
        int m = buf[rng.nextInt(s.legalMoves(buf))];
        moves.add(m);
        s.play(m);
      }
    }
    s.play(OthelloState.PASS);
    moves.add(OthelloState.PASS);
    String spec = "gtp:" + ServeOthello.commandLine("gtp", "negascout:depth=2", "refuse-pass");
    try (Player<OthelloState> player = Players.create(game, EngineSpec.parse(spec), 1, Duration.ofSeconds(60))) {
      player.newGame(OthelloState.initial());
      int[] played = moves.stream().mapToInt(Integer::intValue).toArray();
      int move = player.chooseMove(new Player.MoveRequest<>(s, OthelloState.initial(), true, played, null));
      assertTrue(s.isLegal(move), "the engine answered " + move);
    }
  }
}
