package org.gametree.testkit;

import org.gametree.core.Game;

/** The contract on a game whose turns alternate. */
class NimContractTest implements GameContract<Nim.State> {
  @Override
  public Game<Nim.State> game() {
    return new Nim(21, false);
  }

  @Override
  public int perftDepth() {
    return 4;
  }

  @Override
  public int agreementDepth() {
    return 4;
  }
}
