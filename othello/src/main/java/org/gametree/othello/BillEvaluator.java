package org.gametree.othello;

import org.gametree.core.Evaluator;
import org.gametree.core.ScoreUnit;

/**
 * BILL 2.0's form: a linear combination of the four {@link BillFeatures} with hand-set weights that move with the
 * stage (disc count s, 4–64). In centi-discs: value = m(s)·mobility + q(s)·potential + 1·squares + 1·edge, where
 * m(s) = 40 − 30·(s−4)/60 (mobility matters most early), q(s) = 20 − 15·(s−4)/60, squares and edge weight 1 (the
 * edge feature is already table/100). Final positions score 100 per disc of the final margin.
 */
public final class BillEvaluator implements Evaluator<OthelloState> {
  /** Hundredths of a disc of final margin, the unit of this evaluator and of the margin-fitted and disc-count ones. */
  public static final ScoreUnit CENTI_DISCS = ScoreUnit.scaled("centi-discs", "discs", 100);

  private final BillFeatures features;
  private final double[] buffer = new double[4];

  /** The evaluator with the shared edge table. */
  public BillEvaluator() {
    this(new BillFeatures());
  }

  /** The evaluator over given features. */
  public BillEvaluator(BillFeatures features) {
    this.features = features;
  }

  /** The hand weights at a stage (disc count): mobility, potential mobility, squares, edge. */
  public static double[] weights(int stage) {
    double t = (stage - 4) / 60.0;
    return new double[] {40 - 30 * t, 20 - 15 * t, 1, 1};
  }

  /** Each search thread gets its own (the feature buffer is scratch; the features and edge table are shared). */
  @Override
  public BillEvaluator forThread() {
    return new BillEvaluator(features);
  }

  @Override
  public ScoreUnit unit() {
    return CENTI_DISCS;
  }

  @Override
  public int evaluate(OthelloState state) {
    features.extract(state, buffer);
    double t = (state.discCount() - 4) / 60.0;
    double v = (40 - 30 * t) * buffer[0] + (20 - 15 * t) * buffer[1] + buffer[2] + buffer[3];
    return (int) Math.round(v);
  }
}
