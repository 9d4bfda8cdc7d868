package org.gametree.connect6;

import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.testkit.GameContract;

/** The shared game contract for renju on 15×15 (as the provider builds it, with its capabilities). */
class RenjuContractTest implements GameContract<ConnectState> {
  @Override
  @SuppressWarnings("unchecked")
  public Game<ConnectState> game() {
    return (Game<ConnectState>) Games.byId("gomoku(rule=renju)");
  }

  /** 225 moves a ply, as free-style gomoku: two plies suffice. */
  @Override
  public int agreementDepth() {
    return 2;
  }
}
