package org.gametree.examples.hexapawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.UnknownGameException;
import org.gametree.core.protocol.Protocols;
import org.junit.jupiter.api.Test;

/** The module in META-INF/services makes the game and its protocol visible to the registry (step 4 and 6). */
class HexapawnRegistrationTest {
  @Test
  void theRegistryFindsTheGameByItsId() {
    Game<?> game = Games.byId("hexapawn");
    assertInstanceOf(HexapawnGame.class, game);
    assertEquals("hexapawn", game.id());
    assertTrue(Games.names().contains("hexapawn"));
  }

  @Test
  void parametersItDoesNotTakeAreRejected() {
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> Games.byId("hexapawn(size=4)"));
    assertTrue(e.getMessage().contains("size"), e.getMessage());
  }

  @Test
  void gtpIsOfferedForIt() {
    Game<?> game = Games.byId("hexapawn");
    assertEquals(java.util.List.of("gtp"), Protocols.supported(game));
    assertInstanceOf(HexapawnGtpProvider.class, Protocols.find("gtp", game));
  }
}
