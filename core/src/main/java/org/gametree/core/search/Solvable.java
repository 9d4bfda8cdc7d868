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
   * Solves with {@code settings}; a game whose solver has no threads, table or win/draw/loss mode ignores them (the
   * default), so its value is exact either way.
   */
  default SolveResult solve(S state, SearchLimits limits, SolveSettings settings) {
    return solve(state, limits);
  }

  /**
   * How to solve.
   *
   * @param threads solver threads (at least 1)
   * @param hashMegabytes the solver's table in MB, or 0 for the game's own size
   * @param winLossDraw whether only the sign of the value is wanted (a game may prove it far more cheaply than the
   *     exact value; the value is then +1, 0 or -1)
   */
  record SolveSettings(int threads, int hashMegabytes, boolean winLossDraw) {
    /** One thread, the game's table size, the exact value. */
    public static final SolveSettings DEFAULT = new SolveSettings(1, 0, false);

    /** Refuses fewer than one thread and a negative table size. */
    public SolveSettings {
      if (threads < 1 || hashMegabytes < 0) {
        throw new IllegalArgumentException("solve needs threads >= 1 and hash >= 0, got threads " + threads
            + ", hash " + hashMegabytes);
      }
    }
  }

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
