package org.gametree.connect6;

import org.gametree.core.layers.GameLayers;
import org.junit.jupiter.api.Test;

/** The packages of org.gametree.connect6 follow the layering of every game module ({@link GameLayers}). */
class ConnectLayersTest {
  @Test
  void packagesAreLayeredGameSearchProtocolAndLearnModule() {
    GameLayers.check("org.gametree.connect6");
  }
}
