package org.gametree.connect6;

import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** The shared game contract on a small Connect6-style board: two stones a turn, one on the first. */
class ConnectContractTest implements GameContract<ConnectState> {
  @Override
  public Game<ConnectState> game() {
    return new ConnectGame(7, 7, 4, 2, 1);
  }
}
