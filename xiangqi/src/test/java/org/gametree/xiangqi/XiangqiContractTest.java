package org.gametree.xiangqi;

import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** The shared game contract (its properties come with the testkit). */
class XiangqiContractTest implements GameContract<XiangqiState> {
  @Override
  public Game<XiangqiState> game() {
    return new XiangqiGame();
  }
}
