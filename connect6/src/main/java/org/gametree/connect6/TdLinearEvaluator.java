package org.gametree.connect6;

import org.gametree.core.Evaluator;
import org.gametree.core.learn.LinearModel;

/**
 * A linear model over the TD network's 32 scaled inputs ({@link TdInputs}) as an evaluator: w·x, in units of
 * 1/10,000. The comparison recipe ({@code gametree train gomoku comparison}) trains it; {@code eval=file:PATH} plays
 * its parameter file.
 */
public final class TdLinearEvaluator implements Evaluator<ConnectState> {
  private final TdInputs inputs;
  private final ConnectGame game;
  private final LinearModel model;
  private final double[] x = new double[2 * ConnectFeatures.PER_SIDE];

  /** The evaluator of {@code model} on {@code g}'s boards. */
  public TdLinearEvaluator(ConnectGame g, LinearModel model) {
    this.inputs = new TdInputs(g);
    this.game = g;
    this.model = model;
  }

  /** The inputs the model reads (the recipe encodes positions with them). */
  public TdInputs inputs() {
    return inputs;
  }

  @Override
  public TdLinearEvaluator forThread() {
    return new TdLinearEvaluator(game, model.copy());
  }

  @Override
  public int evaluate(ConnectState s) {
    if (s.isTerminal()) {
      return 0;
    }
    inputs.extract(s, x);
    return (int) Math.round(Math.max(-1e6, Math.min(1e6, model.value(x) * 10_000)));
  }
}
