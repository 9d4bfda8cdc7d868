package org.gametree.go;

import org.gametree.core.Game;
import org.gametree.go.module.GoProvider;
import org.gametree.testkit.GameContract;

/** Go 5x5 (psk) passes the contract every game passes. */
class GoContractTest implements GameContract<GoState> {
  @Override
  public Game<GoState> game() {
    return GoProvider.game(5, 7, GoRules.PSK);
  }
}
