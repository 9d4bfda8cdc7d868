package org.gametree.core.search;

/**
 * Which selective techniques a depth-first search uses: each prunes, reduces or extends moves, so with all of them
 * off ({@link #NONE}, the engine option {@code selective=off}) ALPHA_BETA, NEGASCOUT and MTDF return exactly
 * MINIMAX's value at a fixed depth. Internal iterative deepening is not here: it changes the move order only, never a
 * value.
 *
 * @param nullMove null-move pruning where the state says it is sound
 * @param lateMoveReductions late-move reductions
 * @param futility futility pruning with the evaluator's margins
 * @param razoring razoring with the evaluator's margins
 * @param candidateMoves only the state's candidate moves below the root
 * @param probCut ProbCut, where a model is set ({@link SearchConfig#probCut()})
 * @param mateDistance mate-distance pruning: a node whose window lies beyond the fastest win or slowest loss still
 *     possible from it returns at once
 * @param tableEval the static evaluation kept in the table entry and reused on the next visit, and the entry's PV
 *     flag (a node once searched as a PV node is reduced a ply less)
 * @param improving the {@code improving} flag (the static evaluation better than two plies before): reverse futility
 *     on a narrower margin when true, late-move pruning after half as many moves when false
 * @param nullVerification a null-move cutoff at high depth is verified by a reduced search without null moves
 * @param singular singular extensions: the hash move is searched a ply deeper when every other move fails well below
 *     the table's value, less deep when the table's value already fails high without it, and the node cut off when
 *     the search without it fails high too (multi-cut)
 * @param historyReductions late-move reductions adjusted by the move's history: a ply less for a move that often
 *     cut off, a ply more for one that never did
 */
public record Selectivity(boolean nullMove, boolean lateMoveReductions, boolean futility, boolean razoring,
    boolean candidateMoves, boolean probCut, boolean mateDistance, boolean tableEval, boolean improving,
    boolean nullVerification, boolean singular, boolean historyReductions) {
  /** Every technique on. */
  public static final Selectivity ALL =
      new Selectivity(true, true, true, true, true, true, true, true, true, true, true, true);
  /**
   * The default: every technique but history-adjusted reductions, which cost nodes and did not gain at equal nodes in
   * Xiangqi or Othello (docs/experiments/search-pruning.md).
   */
  public static final Selectivity DEFAULT = ALL.withHistoryReductions(false);
  /** Every technique off: exact fixed-depth values. */
  public static final Selectivity NONE =
      new Selectivity(false, false, false, false, false, false, false, false, false, false, false, false);

  /** {@link #DEFAULT} or {@link #NONE}. */
  public static Selectivity of(boolean on) {
    return on ? DEFAULT : NONE;
  }

  /** The techniques as bits, in the order of the components (bit 0: null move). */
  private int bits() {
    boolean[] b = {nullMove, lateMoveReductions, futility, razoring, candidateMoves, probCut, mateDistance, tableEval,
        improving, nullVerification, singular, historyReductions};
    int bits = 0;
    for (int i = 0; i < b.length; i++) {
      bits |= b[i] ? 1 << i : 0;
    }
    return bits;
  }

  private static Selectivity ofBits(int bits) {
    return new Selectivity((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0, (bits & 16) != 0,
        (bits & 32) != 0, (bits & 64) != 0, (bits & 128) != 0, (bits & 256) != 0, (bits & 512) != 0,
        (bits & 1024) != 0, (bits & 2048) != 0);
  }

  private Selectivity with(int bit, boolean on) {
    return ofBits(on ? bits() | 1 << bit : bits() & ~(1 << bit));
  }

  /** This with null-move pruning on or off. */
  public Selectivity withNullMove(boolean on) {
    return with(0, on);
  }

  /** This with late-move reductions on or off. */
  public Selectivity withLateMoveReductions(boolean on) {
    return with(1, on);
  }

  /** This with futility pruning on or off. */
  public Selectivity withFutility(boolean on) {
    return with(2, on);
  }

  /** This with razoring on or off. */
  public Selectivity withRazoring(boolean on) {
    return with(3, on);
  }

  /** This with candidate moves on or off. */
  public Selectivity withCandidateMoves(boolean on) {
    return with(4, on);
  }

  /** This with ProbCut on or off. */
  public Selectivity withProbCut(boolean on) {
    return with(5, on);
  }

  /** This with mate-distance pruning on or off. */
  public Selectivity withMateDistance(boolean on) {
    return with(6, on);
  }

  /** This with the table's static evaluation and PV flag on or off. */
  public Selectivity withTableEval(boolean on) {
    return with(7, on);
  }

  /** This with the {@code improving} flag on or off. */
  public Selectivity withImproving(boolean on) {
    return with(8, on);
  }

  /** This with null-move verification on or off. */
  public Selectivity withNullVerification(boolean on) {
    return with(9, on);
  }

  /** This with singular extensions on or off. */
  public Selectivity withSingular(boolean on) {
    return with(10, on);
  }

  /** This with history-adjusted reductions on or off. */
  public Selectivity withHistoryReductions(boolean on) {
    return with(11, on);
  }
}
