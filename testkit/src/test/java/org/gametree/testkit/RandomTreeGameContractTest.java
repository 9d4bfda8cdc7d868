package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.toys.RandomTreeGame;

/**
 * The contract on the shared random game tree with turns of one or two moves, the tree the search tests compare
 * algorithms on: its transpositions, hash and notation must be sound for those comparisons to mean anything.
 */
class RandomTreeGameContractTest implements GameContract<RandomTreeGame.State> {
  @Override
  public Game<RandomTreeGame.State> game() {
    return new RandomTreeGame(7, false, 12);
  }

  /** The position the hash stands for (ply, accumulator, mover, moves left); the text is the path that reached it. */
  @Override
  public String hashedPosition(RandomTreeGame.State state) {
    return state.toString();
  }
}
