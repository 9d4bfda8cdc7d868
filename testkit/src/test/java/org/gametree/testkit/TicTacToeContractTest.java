package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.toys.TicTacToe;

/** The contract on the shared tic-tac-toe, which the match and self-play tests trust to follow the rules. */
class TicTacToeContractTest implements GameContract<TicTacToe.State> {
  @Override
  public Game<TicTacToe.State> game() {
    return new TicTacToe();
  }

  @Override
  public int perftDepth() {
    return 3;
  }
}
