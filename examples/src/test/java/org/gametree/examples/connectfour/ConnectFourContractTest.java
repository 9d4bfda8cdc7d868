package org.gametree.examples.connectfour;

import java.util.List;
import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** Connect Four passes the whole game contract. */
class ConnectFourContractTest implements GameContract<ConnectFourState> {
  @Override
  public Game<ConnectFourState> game() {
    return new ConnectFourGame();
  }

  @Override
  public int perftDepth() {
    return 3;
  }

  @Override
  public List<String> garbagePositions() {
    return List.of("x", "1238", "1111111", "xxxxxxx/......./......./......./......./.......",
        "......./......./......./......./......./...?...", "......./......./......./......./...x.../.......");
  }
}
