package org.gametree.core.search;

/**
 * Which selective techniques a depth-first search uses: each prunes or reduces moves, so with all of them off
 * ({@link #NONE}, the engine option {@code selective=off}) ALPHA_BETA, NEGASCOUT and MTDF return exactly MINIMAX's
 * value at a fixed depth. Internal iterative deepening is not here: it changes the move order only, never a value.
 *
 * @param nullMove null-move pruning where the state says it is sound
 * @param lateMoveReductions late-move reductions
 * @param futility futility pruning with the evaluator's margins
 * @param razoring razoring with the evaluator's margins
 * @param candidateMoves only the state's candidate moves below the root
 * @param probCut ProbCut, where a model is set ({@link SearchConfig#probCut()})
 */
public record Selectivity(boolean nullMove, boolean lateMoveReductions, boolean futility, boolean razoring,
    boolean candidateMoves, boolean probCut) {
  /** Every technique on (the default). */
  public static final Selectivity ALL = new Selectivity(true, true, true, true, true, true);
  /** Every technique off: exact fixed-depth values. */
  public static final Selectivity NONE = new Selectivity(false, false, false, false, false, false);

  /** {@link #ALL} or {@link #NONE}. */
  public static Selectivity of(boolean on) {
    return on ? ALL : NONE;
  }

  /** This with null-move pruning on or off. */
  public Selectivity withNullMove(boolean on) {
    return new Selectivity(on, lateMoveReductions, futility, razoring, candidateMoves, probCut);
  }

  /** This with late-move reductions on or off. */
  public Selectivity withLateMoveReductions(boolean on) {
    return new Selectivity(nullMove, on, futility, razoring, candidateMoves, probCut);
  }

  /** This with futility pruning on or off. */
  public Selectivity withFutility(boolean on) {
    return new Selectivity(nullMove, lateMoveReductions, on, razoring, candidateMoves, probCut);
  }

  /** This with razoring on or off. */
  public Selectivity withRazoring(boolean on) {
    return new Selectivity(nullMove, lateMoveReductions, futility, on, candidateMoves, probCut);
  }

  /** This with candidate moves on or off. */
  public Selectivity withCandidateMoves(boolean on) {
    return new Selectivity(nullMove, lateMoveReductions, futility, razoring, on, probCut);
  }

  /** This with ProbCut on or off. */
  public Selectivity withProbCut(boolean on) {
    return new Selectivity(nullMove, lateMoveReductions, futility, razoring, candidateMoves, on);
  }
}
