package org.gametree.core.learn;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.GameState;

/**
 * Prior knowledge plus a learnt network (Xu et al. 2010, formula 1):
 * V(p) = χ·S(p) + NN(p)·(S_max − S_min)/(NN_max − NN_min), where S is a hand-written evaluation, NN the model's raw
 * value and χ ≥ 0 the confidence in the prior knowledge, constant or decaying with training ({@link ChiSchedule}).
 * Score scale: the units of S. Prior values at or beyond a decisive bound (e.g. "wins at once") pass through
 * unchanged, without the network. Single-threaded like its {@link ModelEvaluator}: {@link #forThread()} (the search
 * asks for it) gives each thread a copy with the prior's own {@code forThread()} and a copy of the network.
 */
public final class PriorKnowledgeEvaluator<S extends GameState> implements Evaluator<S> {
  /** χ as a function of games trained: χ₀ · 2^(−games / halfLife), or constant when halfLife is infinite. */
  public record ChiSchedule(double initial, double halfLife) {
    /** Refuses a negative χ and a half-life that is not positive. */
    public ChiSchedule {
      if (initial < 0 || !(halfLife > 0)) {
        throw new IllegalArgumentException("need chi >= 0 and half-life > 0: " + initial + ", " + halfLife);
      }
    }

    /** A constant χ. */
    public static ChiSchedule constant(double chi) {
      return new ChiSchedule(chi, Double.POSITIVE_INFINITY);
    }

    /** χ after {@code games} training games. */
    public double at(long games) {
      return Double.isInfinite(halfLife) ? initial : initial * Math.pow(0.5, games / halfLife);
    }
  }

  private final Evaluator<S> prior;
  private final ModelEvaluator<S> network;
  private final double chi;
  private final double factor;
  private final double sMin;
  private final double sMax;
  private final double nnMin;
  private final double nnMax;
  private final int decisive;

  /**
   * V = χ·S + NN·(sMax − sMin)/(nnMax − nnMin), for every value of S.
   *
   * @param prior S, the hand-written evaluation
   * @param network NN through its features (its raw {@link ModelEvaluator#value} is used)
   */
  public PriorKnowledgeEvaluator(
      Evaluator<S> prior, ModelEvaluator<S> network, double chi, double sMin, double sMax, double nnMin,
      double nnMax) {
    this(prior, network, chi, sMin, sMax, nnMin, nnMax, Integer.MAX_VALUE);
  }

  /**
   * V = χ·S + NN·(sMax − sMin)/(nnMax − nnMin), except that a prior value with |S| ≥ {@code decisive} is returned
   * as it is (the network is not consulted): a prior that recognises won and lost positions keeps them.
   */
  public PriorKnowledgeEvaluator(
      Evaluator<S> prior, ModelEvaluator<S> network, double chi, double sMin, double sMax, double nnMin,
      double nnMax, int decisive) {
    if (!(sMax > sMin) || !(nnMax > nnMin) || chi < 0 || decisive <= 0) {
      throw new IllegalArgumentException(
          "need S_max > S_min, NN_max > NN_min, chi >= 0 and decisive > 0: " + sMin + ", " + sMax + ", " + nnMin
              + ", " + nnMax + ", " + chi + ", " + decisive);
    }
    this.prior = Objects.requireNonNull(prior, "prior");
    this.network = Objects.requireNonNull(network, "network");
    this.chi = chi;
    this.sMin = sMin;
    this.sMax = sMax;
    this.nnMin = nnMin;
    this.nnMax = nnMax;
    this.decisive = decisive;
    this.factor = (sMax - sMin) / (nnMax - nnMin);
  }

  /** χ. */
  public double chi() {
    return chi;
  }

  /** The same combination with another χ (e.g. {@code schedule.at(gamesTrained)}). */
  public PriorKnowledgeEvaluator<S> withChi(double newChi) {
    return new PriorKnowledgeEvaluator<>(prior, network, newChi, sMin, sMax, nnMin, nnMax, decisive);
  }

  /** The network term's evaluator (shared, not copied). */
  public ModelEvaluator<S> network() {
    return network;
  }

  /** V(p) before rounding (a decisive prior value as it is). */
  public double value(S state) {
    int s = prior.evaluate(state);
    if (Math.abs(s) >= decisive) {
      return s;
    }
    return chi * s + network.value(state) * factor;
  }

  @Override
  public int evaluate(S state) {
    return ModelEvaluator.toScore(value(state));
  }

  /** A copy for another thread: the prior's {@code forThread()}, the network evaluator copied. */
  public PriorKnowledgeEvaluator<S> copy() {
    return new PriorKnowledgeEvaluator<>(prior.forThread(), network.copy(), chi, sMin, sMax, nnMin, nnMax, decisive);
  }

  /** Each search thread gets its own {@link #copy()}. */
  @Override
  public PriorKnowledgeEvaluator<S> forThread() {
    return copy();
  }
}
