package org.gametree.othello;

import org.gametree.core.layers.GameLayers;
import org.junit.jupiter.api.Test;

/** The packages of org.gametree.othello follow the layering of every game module ({@link GameLayers}). */
class OthelloLayersTest {
  @Test
  void packagesAreLayeredGameSearchProtocolAndLearnModule() {
    GameLayers.check("org.gametree.othello");
  }
}
