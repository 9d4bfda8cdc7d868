package org.gametree.othello;

import org.gametree.core.Game;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.testkit.GameContract;

/** Othello under the shared game contract of the testkit. */
class OthelloContractTest implements GameContract<OthelloState> {
  @Override
  public Game<OthelloState> game() {
    return OthelloProvider.game();
  }
}
