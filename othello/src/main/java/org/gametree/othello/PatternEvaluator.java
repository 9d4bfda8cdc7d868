package org.gametree.othello;

import org.gametree.core.Evaluator;
import org.gametree.core.ScoreUnit;

/**
 * Buro's pattern evaluation: the sum, for the stage of the position, of the table entries of the 46
 * {@link PatternSet} instances plus the mobility, parity and constant terms of {@link PatternTables}, in centi-discs
 * of the final margin for the side to move. The tables are shared; each search thread gets its own {@link PatternIndexer}.
 */
public final class PatternEvaluator implements Evaluator<OthelloState> {
  private final PatternTables tables;
  private final PatternIndexer indexer = new PatternIndexer();

  /** The evaluator with the shipped tables ({@link PatternTables#shared()}). */
  public PatternEvaluator() {
    this(PatternTables.shared());
  }

  /** The evaluator over given tables. */
  public PatternEvaluator(PatternTables tables) {
    this.tables = tables;
  }

  /** The tables. */
  public PatternTables tables() {
    return tables;
  }

  @Override
  public PatternEvaluator forThread() {
    return new PatternEvaluator(tables);
  }

  @Override
  public ScoreUnit unit() {
    return BillEvaluator.CENTI_DISCS;
  }

  @Override
  public int evaluate(OthelloState state) {
    return tables.value(state.player(), state.opponent(), indexer);
  }

  /** The value for the owner of {@code p} on bitboards (for searches that do not keep a state). */
  public int value(long p, long o) {
    return tables.value(p, o, indexer);
  }
}
