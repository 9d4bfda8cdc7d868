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

  /**
   * The FEN without its two move counters, which the hash leaves out: the 120-ply rule and repetitions are the
   * search's path-dependent part, not the table key's.
   */
  @Override
  public String hashedPosition(XiangqiState state) {
    String fen = game().formatPosition(state);
    return fen.substring(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
  }

  /** Draws by repetition and by the 120-ply rule end the game while moves remain. */
  @Override
  public boolean terminalStatesHaveNoLegalMoves() {
    return false;
  }
}
