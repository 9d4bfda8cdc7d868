package org.gametree.core.search;

import java.time.Duration;
import java.util.Objects;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;

/**
 * What a search found.
 *
 * @param bestMove the move to play, or -1 if the root had none
 * @param score the root's value for the side to move as one int (see {@link org.gametree.core.Score}): an evaluation,
 *     {@code 1000 × (2 × rate − 1)} for an MCTS win rate, or a decisive score; {@link #value()} says which
 * @param depth the depth of the last completed iteration (MCTS: the deepest tree path)
 * @param nodes nodes visited (MCTS: playouts)
 * @param elapsed wall-clock time
 * @param principalVariation the expected line, starting with {@code bestMove}; where the game offers {@link
 *     TacticalMoves} and quiescence is on, it goes on through the quiescence search to the quiet position whose
 *     static evaluation the score came from (exactly so where no table cutoff or selective pruning shortened it)
 * @param value what the score means, typed: the evaluator's value in its unit, a win rate, or a proven result
 * @param resigned whether the searcher judges the game lost and advises resigning (MCTS's {@code resign} threshold);
 *     {@code bestMove} is still its move should the front end play on
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, Duration elapsed, int[] principalVariation,
    SearchScore value, boolean resigned) {
  /** Checks the typed value is given. */
  public SearchResult {
    Objects.requireNonNull(value, "value");
  }

  /**
   * A result whose score came from an evaluator of unknown unit: the typed value is {@link SearchScore.Proven} for a
   * decisive score, else {@link SearchScore.Heuristic} in {@link ScoreUnit#EVALUATION}; not resigned.
   */
  public SearchResult(int bestMove, int score, int depth, long nodes, Duration elapsed, int[] principalVariation) {
    this(bestMove, score, depth, nodes, elapsed, principalVariation, SearchScore.of(score, ScoreUnit.EVALUATION),
        false);
  }

  /** Nodes per second. */
  public long nodesPerSecond() {
    long micros = Math.max(1, elapsed.toNanos() / 1000);
    return nodes * 1_000_000L / micros;
  }

  /**
   * The unit of {@link #score()} as {@code --json} has always named it ({@link Score#unit}): {@code proven} for a
   * decisive score, {@code winrate} for any other score of MCTS (a win rate, or an MCTS-Solver proof, whose score
   * stays the rate's ±1000 or 0 and whose distance to the end is unknown), else {@code evaluation}.
   */
  public String scoreUnit() {
    boolean winRate = value instanceof SearchScore.WinRate
        || value instanceof SearchScore.Proven p && p.plies() == SearchScore.Proven.UNKNOWN_PLIES;
    return Score.unit(score, winRate);
  }
}
