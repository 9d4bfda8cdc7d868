package org.gametree.xiangqi;

import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** The shared game contract. */
class XiangqiContractTest implements GameContract<XiangqiState> {
  @Override
  public Game<XiangqiState> game() {
    return new XiangqiGame();
  }

  /** Minimax to depth 3 over ~40 moves a ply is too slow for 100 tries; depth 2 keeps the check under seconds. */
  @Override
  public int agreementDepth() {
    return 2;
  }

  /** Draws by repetition and by the 120-ply rule end the game while moves remain. */
  @Override
  public boolean terminalStatesHaveNoLegalMoves() {
    return false;
  }
}
