package org.gametree.core.search;

import java.time.Duration;
import java.util.Objects;
import org.gametree.core.ScoreUnit;

/**
 * Progress reported after each iteration (or periodically, for MCTS).
 *
 * @param depth completed depth
 * @param selectiveDepth deepest ply reached, including quiescence and extensions
 * @param score value for the side to move at the root
 * @param nodes nodes so far
 * @param elapsed time so far
 * @param principalVariation the current line
 * @param value what the score means, typed (as {@link SearchResult#value()})
 */
public record SearchInfo(int depth, int selectiveDepth, int score, long nodes, Duration elapsed,
    int[] principalVariation, SearchScore value) {
  /** Checks the typed value is given. */
  public SearchInfo {
    Objects.requireNonNull(value, "value");
  }

  /** Progress whose score came from an evaluator of unknown unit (typed as {@link SearchScore#of(int, ScoreUnit)}). */
  public SearchInfo(int depth, int selectiveDepth, int score, long nodes, Duration elapsed, int[] principalVariation) {
    this(depth, selectiveDepth, score, nodes, elapsed, principalVariation, SearchScore.of(score, ScoreUnit.EVALUATION));
  }

  /** Nodes per second so far. */
  public long nodesPerSecond() {
    long micros = Math.max(1, elapsed.toNanos() / 1000);
    return nodes * 1_000_000L / micros;
  }

  /** The first move of the principal variation, or -1. */
  public int bestMove() {
    return principalVariation.length > 0 ? principalVariation[0] : -1;
  }
}
