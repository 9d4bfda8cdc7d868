package org.gametree.go;

import org.gametree.core.layers.GameLayers;
import org.junit.jupiter.api.Test;

/** The packages of org.gametree.go follow the layering of every game module ({@link GameLayers}). */
class GoLayersTest {
  @Test
  void packagesAreLayeredGameSearchProtocolAndLearnModule() {
    GameLayers.check("org.gametree.go");
  }
}
