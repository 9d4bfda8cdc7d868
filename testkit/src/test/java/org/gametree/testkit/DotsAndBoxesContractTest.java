package org.gametree.testkit;

import org.gametree.core.Game;

/** The contract on the two by two Dots and Boxes, a game where the mover keeps the turn after closing a box. */
class DotsAndBoxesContractTest implements GameContract<DotsAndBoxes.State> {
  @Override
  public Game<DotsAndBoxes.State> game() {
    return new DotsAndBoxes();
  }
}
