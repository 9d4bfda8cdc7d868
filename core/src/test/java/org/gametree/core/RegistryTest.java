package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.protocol.ProtocolProvider;
import org.junit.jupiter.api.Test;

class RegistryTest {
  @Test
  void coreContributesTheGenericClientsOnceEach() {
    List<String> protocols =
        Registry.plugins(ExternalPlayerFactory.class).stream().map(ExternalPlayerFactory::protocol).toList();
    assertEquals(List.of("gtp", "uci"), protocols);
  }

  @Test
  void modulesAreLoadedOnceAndTheListCannotBeChanged() {
    assertSame(Registry.plugins(), Registry.plugins());
    assertSame(Registry.plugins(ExternalPlayerFactory.class).get(0),
        Registry.plugins(ExternalPlayerFactory.class).get(0));
    assertThrows(UnsupportedOperationException.class, () -> Registry.plugins().clear());
  }

  @Test
  void aKindNoModuleContributesIsEmptyAndAGameNoModuleKnowsIsATypedError() {
    assertTrue(Registry.plugins(ProtocolProvider.class).isEmpty());
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> Games.byId("no-such-game"));
    assertTrue(e.getMessage().contains("no-such-game"), e.getMessage());
  }
}
