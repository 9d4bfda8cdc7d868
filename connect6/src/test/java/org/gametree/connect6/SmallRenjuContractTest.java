package org.gametree.connect6;

import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/**
 * The shared game contract for renju on 9×9, where random playouts crowd the board: forbidden points are common
 * there, and some games end with every empty cell forbidden for Black (a draw).
 */
class SmallRenjuContractTest implements GameContract<ConnectState> {
  @Override
  public Game<ConnectState> game() {
    return new ConnectGame(9, 9, 5, 1, 1, ConnectRule.RENJU, Capabilities.none());
  }

  @Override
  public int randomPositionPlies() {
    return 60;
  }

  @Override
  public int agreementDepth() {
    return 2;
  }
}
