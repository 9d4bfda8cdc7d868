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

  /**
   * What the hash covers: stones, mover, passes (up to two) and the ko point. The position text is the SGF record,
   * whose move order differs between transpositions; superko history is the search's path-dependent part.
   */
  @Override
  public String hashedPosition(GoState state) {
    return state.boardString() + " " + state.currentPlayer() + " passes " + Math.min(state.consecutivePasses(), 2)
        + " ko " + state.board().koPoint();
  }
}
