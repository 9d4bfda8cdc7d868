package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.toys.Nim;

/**
 * The contract on the shared Nim with the options the search tests use: takes of 1, 3 or 4 and Connect6's turn
 * order (one move first, then two per turn), where a position's mover and turn depend on the ply. It extends
 * {@link NimContractTest} for the same perft and agreement depths.
 */
class NimTurnsContractTest extends NimContractTest {
  @Override
  public Game<Nim.State> game() {
    // an evaluator that varies with the pile, so that a search that confused positions would disagree with minimax
    return Nim.of(21).takes(1, 3, 4).turns(1, 2).evaluator(s -> s.pile() % 5 - 2);
  }

  @Override
  public String hashedPosition(Nim.State state) {
    return hashedPosition(state, 1, 2);
  }
}
