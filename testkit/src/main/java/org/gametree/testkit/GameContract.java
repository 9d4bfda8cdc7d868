package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * The property-based contract every game passes: {@code class MyGameContractTest implements GameContract<MyState>}.
 */
public interface GameContract<S extends GameState> {
  /** The game under test. */
  Game<S> game();
}
