package org.gametree.core.search;

import java.time.Duration;
import org.gametree.core.GameState;

/**
 * A game that can solve positions exactly ({@code gametree solve}): Othello endgames, small connect games.
 */
public interface Solvable<S extends GameState> {
  /** Solves {@code state} within {@code limits}; {@link SolveResult#proven()} is false if the budget ran out. */
  SolveResult solve(S state, SearchLimits limits);

  /**
   * An exact result.
   *
   * @param value the game-theoretic value for the side to move in the game's unit: the disc difference in
   *     Othello; +1 (win), 0 (draw) or -1 (loss) in games without margins
   * @param bestMove a move that achieves it, or -1 at a terminal position
   * @param nodes nodes searched
   * @param elapsed time taken
   * @param proven whether the value is exact (false: budget ran out, value is the best bound found)
   */
  record SolveResult(int value, int bestMove, long nodes, Duration elapsed, boolean proven) {}
}
