package org.gametree.connect6;

import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** The shared game contract for free-style gomoku. */
class GomokuContractTest implements GameContract<ConnectState> {
  @Override
  public Game<ConnectState> game() {
    return ConnectGame.gomoku();
  }

  /** 225 moves a ply: plain minimax to depth 3 is 11 M nodes per position, minutes per property; 2 plies suffice. */
  @Override
  public int agreementDepth() {
    return 2;
  }
}
