package org.gametree.examples.hexapawn;

import org.gametree.core.Evaluator;

/**
 * Material and advancement, for the side to move: 100 a pawn, and 30 more for a pawn on the middle rank, one step
 * from winning. Search scores finished games itself, so this only ranks open positions; it keeps no state, so one
 * instance serves every search thread (the default {@link #forThread()}).
 */
public final class HexapawnEvaluator implements Evaluator<HexapawnState> {
  static final int PAWN = 100;
  static final int ADVANCED = 30;
  private static final int RANK_2 = 0b000_111_000;

  @Override
  public int evaluate(HexapawnState state) {
    int me = state.currentPlayer();
    return value(state.pawns(me)) - value(state.pawns(me ^ 1));
  }

  private static int value(int pawns) {
    return PAWN * Integer.bitCount(pawns) + ADVANCED * Integer.bitCount(pawns & RANK_2);
  }
}
