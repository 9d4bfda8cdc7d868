package org.gametree.xiangqi;

import org.gametree.core.layers.GameLayers;
import org.junit.jupiter.api.Test;

/** The packages of org.gametree.xiangqi follow the layering of every game module ({@link GameLayers}). */
class XiangqiLayersTest {
  @Test
  void packagesAreLayeredGameSearchProtocolAndLearnModule() {
    GameLayers.check("org.gametree.xiangqi");
  }
}
