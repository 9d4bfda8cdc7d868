package org.gametree.core.search;

/**
 * The selective search's constants, each as a percentage of its built-in value (100 everywhere by default), so a
 * tuner can move them as engine options ({@code futility-scale=80}, ...) without a constant per game. 0 turns the
 * technique off; the techniques' on/off switches ({@link Selectivity}) still decide whether each is used at all.
 *
 * @param futility the evaluator's futility margins ({@link PruningMargins#futilityMargin}), reverse futility included
 * @param razoring the evaluator's razoring margins ({@link PruningMargins#razoringMargin})
 * @param reductions late-move reductions (the table {@code ½ + ln(depth)·ln(move)/2}, scaled before rounding)
 * @param lateMoves the number of moves after which a frontier node prunes its quiet moves ({@code 3 + depth²})
 * @param singular the margin by which every other move must fail below the table's value for the hash move to be
 *     singular (a sixteenth of the evaluator's player unit a ply)
 */
public record SearchScales(int futility, int razoring, int reductions, int lateMoves, int singular) {
  /** The largest percentage. */
  public static final int MAX = 1000;
  /** Every constant at its built-in value. */
  public static final SearchScales DEFAULT = new SearchScales(100, 100, 100, 100, 100);

  /** Checks that each is a percentage in 0..{@link #MAX}. */
  public SearchScales {
    int[] all = {futility, razoring, reductions, lateMoves, singular};
    for (int p : all) {
      if (p < 0 || p > MAX) {
        throw new IllegalArgumentException("a search constant's scale is a percentage in 0.." + MAX + ", got " + p);
      }
    }
  }

  /** {@code value} scaled by {@code percent}, rounded down (exact at 100). */
  public static int scale(int value, int percent) {
    return (int) ((long) value * percent / 100);
  }

  /** This with another futility scale. */
  public SearchScales withFutility(int percent) {
    return new SearchScales(percent, razoring, reductions, lateMoves, singular);
  }

  /** This with another razoring scale. */
  public SearchScales withRazoring(int percent) {
    return new SearchScales(futility, percent, reductions, lateMoves, singular);
  }

  /** This with another reduction scale. */
  public SearchScales withReductions(int percent) {
    return new SearchScales(futility, razoring, percent, lateMoves, singular);
  }

  /** This with another late-move-pruning scale. */
  public SearchScales withLateMoves(int percent) {
    return new SearchScales(futility, razoring, reductions, percent, singular);
  }

  /** This with another singular-margin scale. */
  public SearchScales withSingular(int percent) {
    return new SearchScales(futility, razoring, reductions, lateMoves, percent);
  }
}
