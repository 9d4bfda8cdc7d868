package org.gametree.core.search;

/**
 * Evaluator hook for frontier pruning: how much a quiet move can change the evaluation, in the evaluator's own units,
 * with {@code depth} plies left. The search uses it only where the evaluator implements it and only at non-PV nodes
 * that are not in check ({@link TacticalMoves#mustEvade()}):
 * <ul>
 *   <li><b>futility pruning</b>: with {@code depth <= maxFutilityDepth()}, if the static evaluation plus
 *       {@link #futilityMargin} cannot reach alpha, quiet moves that do not give check are skipped; if the
 *       evaluation minus the margin still beats beta, the node fails high at once (reverse futility);
 *   <li><b>razoring</b>: with {@code depth <= maxRazoringDepth()}, if the evaluation plus {@link #razoringMargin} is
 *       below alpha, a quiescence search decides, and the node fails low if that confirms it.
 * </ul>
 * A margin of 0 or less turns the technique off at that depth. Both are off whenever exactness is asked for
 * ({@link Search.Builder#selective}).
 */
public interface PruningMargins {
  /** The most a quiet move is expected to gain with {@code depth} plies left (1 ≤ depth ≤ max). */
  int futilityMargin(int depth);

  /** The deepest node futility pruning applies to (default 3). */
  default int maxFutilityDepth() {
    return 3;
  }

  /** The deficit below alpha at which a node with {@code depth} plies left is razored (default: off). */
  default int razoringMargin(int depth) {
    return 0;
  }

  /** The deepest node razoring applies to (default 2). */
  default int maxRazoringDepth() {
    return 2;
  }
}
