package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.toys.Nim;

/** The contract on a game whose turns alternate. */
class NimContractTest implements GameContract<Nim.State> {
  /**
   * Nim from 21 with an evaluator that tells positions apart (a multiple of 4 loses): with a constant one, a table
   * that confuses positions would still return the right values, and the agreement property could not catch it.
   */
  static final Nim NIM = Nim.of(21).evaluator(s -> s.pile() % 4 == 0 ? -10 : 10);

  @Override
  public Game<Nim.State> game() {
    return NIM;
  }

  @Override
  public int perftDepth() {
    return 4;
  }

  @Override
  public int agreementDepth() {
    return 4;
  }

  /** What Nim's hash covers: the pile, the mover, the moves left in the turn and whether it is the first turn. */
  @Override
  public String hashedPosition(Nim.State state) {
    return hashedPosition(state, 1, 1);
  }

  static String hashedPosition(Nim.State state, int firstTurn, int perTurn) {
    int ply = state.plyCount();
    int movesLeft = ply < firstTurn ? firstTurn - ply : perTurn - (ply - firstTurn) % perTurn;
    return state.pile() + " " + state.currentPlayer() + " " + movesLeft + (ply < firstTurn ? " first" : "");
  }
}
