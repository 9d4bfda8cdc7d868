package org.gametree.testkit;

// Copied verbatim from docs/getting-started.md.
import org.gametree.core.Game;

class TakeAwayContractTest implements GameContract<TakeAway.State> {
  @Override
  public Game<TakeAway.State> game() {
    return new TakeAway();
  }
}
