package org.gametree.connect6;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;

/**
 * The hand-written prior evaluation S(p) of Xu et al. 2010 over the 16 features per side: a weighted sum of the mover's
 * features minus the opponent's (the opponent's near-complete windows weigh a little more when it is not the
 * mover's last stone), plus decisive-looking terms: the mover wins at once if it has a threat window for its stones
 * left, and loses if the opponent has more threats than the mover's stones left. Weights are in
 * {@link #WEIGHTS}; documented in docs/connect.md.
 */
public final class PriorEvaluator implements Evaluator<ConnectState> {
  /** Weight per feature (index as in {@link ConnectFeatures}). */
  static final int[] WEIGHTS = {
    2000, 400, 60, 10, 3, 1, 3000, 50, 150, 20, 0, 15, 5, 30, 0, 40
  };

  private final ConnectGame g;
  private final ConnectFeatures features;
  private final Threats threats;
  private final double[] buf = new double[2 * ConnectFeatures.PER_SIDE];

  /** The prior for {@code game}. */
  public PriorEvaluator(ConnectGame game) {
    this.g = game;
    this.features = new ConnectFeatures(game);
    this.threats = new Threats(game);
  }

  /** Each search thread gets its own: the feature extractor, the threat counter and the buffer are scratch. */
  @Override
  public PriorEvaluator forThread() {
    return new PriorEvaluator(g);
  }

  @Override
  public int evaluate(ConnectState s) {
    if (s.isTerminal()) {
      return 0;
    }
    if (threats.moverWinsNow(s)) {
      return Score.MAX_EVAL / 2;
    }
    features.extract(s, buf);
    return fromFeatures(buf, s);
  }

  /**
   * S(p) from the 32 raw features of {@code s} (mover first), for a position the mover cannot win at once; lets an
   * evaluator that extracts the features anyway (the TD evaluator) share them.
   */
  public static int fromFeatures(double[] buf, ConnectState s) {
    if (buf[ConnectFeatures.PER_SIDE + 6] > s.stonesLeft()) {
      return -Score.MAX_EVAL / 2;
    }
    long v = 0;
    for (int i = 0; i < ConnectFeatures.PER_SIDE; i++) {
      v += (long) (WEIGHTS[i] * buf[i]);
      v -= (long) (WEIGHTS[i] * buf[ConnectFeatures.PER_SIDE + i] * 1.2);
    }
    return (int) Math.max(-Score.MAX_EVAL / 4, Math.min(Score.MAX_EVAL / 4, v));
  }

  /** The game this evaluator belongs to. */
  public ConnectGame game() {
    return g;
  }
}
