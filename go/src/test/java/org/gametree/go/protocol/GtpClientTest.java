package org.gametree.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GtpClientTest {
  @Test
  void setupSendsBoardSizeKomiAndHandicap() {
    GoGame g = GoProvider.game(9, 7, GoRules.PSK);
    assertEquals(List.of("boardsize 9", "clear_board", "komi 7"),
        GtpClient.setupCommands(g, g.newInitialState()));
    GoState h = g.newInitialState();
    h.setup(new int[] {g.parseMove("C3"), g.parseMove("G7")}, new int[0], 1);
    assertEquals("set_free_handicap G7 C3", GtpClient.setupCommands(g, h).get(3));
    assertTrue(new GtpClient().supports(g) && new GtpClient().gameSpecific());
  }
}
