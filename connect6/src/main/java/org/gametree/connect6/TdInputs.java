package org.gametree.connect6;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.learn.FeatureExtractor;

/**
 * The inputs of Xu et al.'s 32-14-2 network: the 32 {@link ConnectFeatures}, each divided by {@link #INPUT_SCALE}
 * (typical mid-game maxima, so inputs stay near 0 … 1 and sigmoid units are not saturated by raw window counts).
 *
 * <p>The prior S and the network read the same features: {@link #prior()} is the prior evaluation computed from this
 * extractor's raw features, and each thread keeps the raw features of the position it extracted last (keyed by its
 * hash and stone count), so V = χ·S + NN·… extracts once per position. Thread-safe (scratch is per thread), so one
 * instance may be shared by the copies {@code forThread()} makes.
 */
public final class TdInputs implements FeatureExtractor<ConnectState> {
  /** What each raw feature is divided by (per side; the same for the mover's and the opponent's 16). */
  static final double[] INPUT_SCALE = {
    4, 8, 16, 32, 64, 128, 3, 16, 8, 16, 64, 32, 6, 8, 1, 16
  };

  private final ConnectGame game;
  private final List<String> names;
  private final ThreadLocal<Scratch> scratch;

  private static final class Scratch {
    final ConnectFeatures features;
    final Threats threats;
    final double[] raw = new double[2 * ConnectFeatures.PER_SIDE];
    long hash;
    int stones = -1;

    Scratch(ConnectGame g) {
      features = new ConnectFeatures(g);
      threats = new Threats(g);
    }
  }

  /** Inputs for {@code game}. */
  public TdInputs(ConnectGame game) {
    this.game = game;
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(game));
    List<String> base = new ConnectFeatures(game).names();
    List<String> n = new ArrayList<>(base.size());
    for (int i = 0; i < base.size(); i++) {
      n.add(base.get(i) + "/" + (int) INPUT_SCALE[i % ConnectFeatures.PER_SIDE]);
    }
    this.names = List.copyOf(n);
  }

  @Override
  public int dimension() {
    return 2 * ConnectFeatures.PER_SIDE;
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public void extract(ConnectState state, double[] out) {
    double[] raw = raw(scratch.get(), state);
    for (int i = 0; i < raw.length; i++) {
      out[i] = raw[i] / INPUT_SCALE[i % ConnectFeatures.PER_SIDE];
    }
  }

  @Override
  public int stage(ConnectState state) {
    return state.stoneCount();
  }

  private static double[] raw(Scratch s, ConnectState state) {
    if (s.stones != state.stoneCount() || s.hash != state.hash()) {
      s.features.extract(state, s.raw);
      s.hash = state.hash();
      s.stones = state.stoneCount();
    }
    return s.raw;
  }

  /**
   * The prior S ({@link PriorEvaluator}'s values exactly) computed from this extractor's cached raw features, so that
   * the network evaluated next on the same position reuses them.
   */
  public Evaluator<ConnectState> prior() {
    return state -> {
      if (state.isTerminal()) {
        return 0;
      }
      Scratch s = scratch.get();
      if (s.threats.moverWinsNow(state)) {
        return Score.MAX_EVAL / 2;
      }
      return PriorEvaluator.fromFeatures(raw(s, state), state);
    };
  }

  /** The game. */
  public ConnectGame game() {
    return game;
  }
}
