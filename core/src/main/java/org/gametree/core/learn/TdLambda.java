package org.gametree.core.learn;

import java.util.Arrays;

/**
 * TD(λ) with eligibility traces for any {@link DifferentiableModel} (Sutton 1988; Li Cong; Xu et al. 2010):
 * Δw_t = α (P_{t+1} − P_t) e_t with e_t = ∇_w P_t + λ e_{t−1}, and P_{m+1} = z, the outcome.
 *
 * <p>Predictions are learnt in a fixed perspective (player 0's). A model that answers from the mover's point of view
 * is converted: a prediction made for player 1 is flipped, {@code −P} for a {@link Range#SYMMETRIC} value
 * (−1 … 1) or {@code 1 − P} for a {@link Range#PROBABILITY}, and its gradient with it. This handles games where
 * turns do not alternate (Connect6).
 *
 * <p>Updates are applied after every step ({@link Mode#PER_STEP}), at the end of each game ({@link Mode#PER_GAME},
 * Xu et al. 2010) or only when {@link #applyPending()} is called ({@link Mode#MANUAL}, Sutton's repeated presentation of a
 * training set). Usage: {@link #startGame()}, {@link #observe} for each position, {@link #endGame(double)}.
 */
public final class TdLambda {
  /** When the accumulated weight changes are applied. */
  public enum Mode {
    /** After each step (online TD). */
    PER_STEP,
    /** At the end of each game. */
    PER_GAME,
    /** Only on {@link TdLambda#applyPending()}. */
    MANUAL
  }

  /** How a prediction for the other player is flipped. */
  public enum Range {
    /** Values in −1 … 1: the other player's value is −P. */
    SYMMETRIC,
    /** Probabilities: the other player's value is 1 − P. */
    PROBABILITY
  }

  private final DifferentiableModel model;
  private final double alpha;
  private final double lambda;
  private final Mode mode;
  private final Range range;
  private final double[] trace;
  private final double[] gradient;
  private final double[] pending;
  private double previous;
  private boolean started;
  private long steps;

  /** A TD(λ) learner updating {@code model} in place. */
  public TdLambda(DifferentiableModel model, double alpha, double lambda, Mode mode, Range range) {
    if (lambda < 0 || lambda > 1) {
      throw new IllegalArgumentException("lambda must be in [0, 1]: " + lambda);
    }
    this.model = model;
    this.alpha = alpha;
    this.lambda = lambda;
    this.mode = mode;
    this.range = range;
    int p = model.parameterCount();
    this.trace = new double[p];
    this.gradient = new double[p];
    this.pending = new double[p];
  }

  /** The model being trained. */
  public DifferentiableModel model() {
    return model;
  }

  /** Begins a game: clears the trace. */
  public void startGame() {
    Arrays.fill(trace, 0);
    started = false;
  }

  /**
   * The next position of the game: {@code x} as the model sees it, and {@code player} whose point of view the model
   * answers for (0 in a fixed-perspective setting, the mover in a mover's-perspective one).
   */
  public void observe(double[] x, int player) {
    double p = model.gradient(x, gradient);
    if (player != 0) {
      p = range == Range.SYMMETRIC ? -p : 1 - p;
      for (int i = 0; i < gradient.length; i++) {
        gradient[i] = -gradient[i];
      }
    }
    if (started) {
      accumulate(p - previous);
    }
    for (int i = 0; i < trace.length; i++) {
      trace[i] = lambda * trace[i] + gradient[i];
    }
    previous = p;
    started = true;
  }

  /** Ends the game with outcome {@code z} from player 0's point of view (e.g. 1/0/−1 or 1/½/0). */
  public void endGame(double z) {
    if (started) {
      accumulate(z - previous);
    }
    started = false;
    if (mode == Mode.PER_GAME) {
      applyPending();
    }
  }

  private void accumulate(double delta) {
    steps++;
    double[] target = mode == Mode.PER_STEP ? model.parameters() : pending;
    double k = alpha * delta;
    for (int i = 0; i < trace.length; i++) {
      target[i] += k * trace[i];
    }
  }

  /** Adds the pending changes to the model's parameters and returns the largest absolute change. */
  public double applyPending() {
    double[] w = model.parameters();
    double max = 0;
    for (int i = 0; i < w.length; i++) {
      w[i] += pending[i];
      max = Math.max(max, Math.abs(pending[i]));
      pending[i] = 0;
    }
    return max;
  }

  /** The number of TD errors seen. */
  public long steps() {
    return steps;
  }
}
