package org.gametree.core.search;

import java.time.Duration;

/**
 * What a search found.
 *
 * @param bestMove the move to play, or -1 if the root had none
 * @param score the root's value for the side to move (see {@link org.gametree.core.Score})
 * @param depth the depth of the last completed iteration (MCTS: the deepest tree path)
 * @param nodes nodes visited (MCTS: playouts)
 * @param elapsed wall-clock time
 * @param principalVariation the expected line, starting with {@code bestMove}; where the game offers {@link
 *     TacticalMoves} and quiescence is on, it goes on through the quiescence search to the quiet position whose
 *     static evaluation the score came from (exactly so where no table cutoff or selective pruning shortened it)
 */
public record SearchResult(
    int bestMove, int score, int depth, long nodes, Duration elapsed, int[] principalVariation) {
  /** Nodes per second. */
  public long nodesPerSecond() {
    long micros = Math.max(1, elapsed.toNanos() / 1000);
    return nodes * 1_000_000L / micros;
  }
}
