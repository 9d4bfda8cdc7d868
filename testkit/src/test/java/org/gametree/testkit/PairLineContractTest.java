package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.toys.PairLine;

/** The contract on a game where a player often moves twice in a row (Connect6 turn order). */
class PairLineContractTest implements GameContract<PairLine.State> {
  @Override
  public Game<PairLine.State> game() {
    return new PairLine();
  }

  @Override
  public int perftDepth() {
    return 3;
  }
}
