package org.gametree.connect6;

import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** The shared game contract for tic-tac-toe. */
class TicTacToeContractTest implements GameContract<ConnectState> {
  @Override
  public Game<ConnectState> game() {
    return ConnectGame.tictactoe();
  }
}
