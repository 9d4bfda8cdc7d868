package org.gametree.core.search.internal;

import org.gametree.core.search.SearchScales;

/**
 * The selective search's constants at one search's {@link SearchScales}: the evaluator's margins scaled, the
 * late-move reduction table, the moves before late-move pruning and the singular margin. At scale 100 each is the
 * built-in constant exactly.
 */
final class ScaledConstants {
  /** The reduction table at scale 100, shared by every search at that scale. */
  private static final int[][] REDUCTIONS = table(100);

  private final SearchScales scales;
  /** The evaluator's unit per player unit (a pawn, a disc), or 0: singular margins scale with it. */
  private final int unitScale;
  private final int[][] reductions;

  ScaledConstants(SearchScales scales, int unitScale) {
    this.scales = scales;
    this.unitScale = Math.max(0, unitScale);
    this.reductions = reductions(scales.reductions());
  }

  /**
   * Late-move reductions by [depth left][move number], capped at 63 each: {@code ½ + ln(depth)·ln(move)/2} with the
   * logarithms' product scaled by {@code percent}/100, rounded down.
   */
  static int[][] reductions(int percent) {
    return percent == 100 ? REDUCTIONS : table(percent);
  }

  private static int[][] table(int percent) {
    int[][] t = new int[64][64];
    double scale = percent / 100.0;
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        t[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / 2.0 * scale);
      }
    }
    return t;
  }

  /** The late-move reduction of the {@code moveNumber}-th move (from 0) with {@code depth} plies left. */
  int reduction(boolean pvNode, int depth, int moveNumber) {
    int r = reductions[Math.min(depth, 63)][Math.min(moveNumber, 63)];
    return pvNode ? Math.max(0, r - 1) : r;
  }

  /** The evaluator's futility margin at this scale. */
  int futility(int margin) {
    return SearchScales.scale(margin, scales.futility());
  }

  /** The evaluator's razoring margin at this scale. */
  int razoring(int margin) {
    return SearchScales.scale(margin, scales.razoring());
  }

  /**
   * The number of moves after which a frontier node (where the evaluator declares futility margins) skips its quiet
   * moves: 3 + depth² at scale 100, about the point where history and killers have put every move that is likely to
   * matter.
   */
  int lateMoveLimit(int depth) {
    return SearchScales.scale(3 + depth * depth, scales.lateMoves());
  }

  /**
   * How far below the table's value the other moves must all fail for the hash move to be singular with
   * {@code depth} plies left: a sixteenth of the evaluator's player unit a ply at scale 100, or 0 (no singular
   * extensions) where the unit has no scale.
   */
  int singularMargin(int depth) {
    return (int) ((long) unitScale * depth * scales.singular() / 1600);
  }
}
