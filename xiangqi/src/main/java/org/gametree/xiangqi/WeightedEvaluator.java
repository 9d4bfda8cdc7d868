package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.BLACK;
import static org.gametree.xiangqi.Tables.BLOCKED_FILE;
import static org.gametree.xiangqi.Tables.BLOCKED_RANK;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.REACH_FILE;
import static org.gametree.xiangqi.Tables.REACH_RANK;
import static org.gametree.xiangqi.XiangqiFeatures.CANNON_MOBILITY;
import static org.gametree.xiangqi.XiangqiFeatures.CANNON_MOBILITY_SCALE;
import static org.gametree.xiangqi.XiangqiFeatures.CANNON_PHASE;
import static org.gametree.xiangqi.XiangqiFeatures.CHARIOT_MOBILITY;
import static org.gametree.xiangqi.XiangqiFeatures.CHARIOT_MOBILITY_SCALE;
import static org.gametree.xiangqi.XiangqiFeatures.DIMENSION;
import static org.gametree.xiangqi.XiangqiFeatures.EXPOSURE;
import static org.gametree.xiangqi.XiangqiFeatures.EXPOSURE_SCALE;
import static org.gametree.xiangqi.XiangqiFeatures.HORSE_MOBILITY;
import static org.gametree.xiangqi.XiangqiFeatures.HORSE_MOBILITY_SCALE;
import static org.gametree.xiangqi.XiangqiFeatures.HORSE_PHASE;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.search.PruningMargins;

/**
 * A linear model over {@link XiangqiFeatures} evaluated as fast as the hand-set {@link XiangqiEvaluator}: the weights
 * of every piece-square feature are folded into one table per piece and square, so a node costs one walk over the
 * occupied points (one table lookup per piece and the mobility lookups of chariots, cannons and horses) plus a handful
 * of multiplications for the phase, mobility and exposure weights. It returns round(w·x + b) for the mover (equal to
 * {@code new ModelEvaluator<>(XiangqiFeatures.INSTANCE, model)} up to floating-point summation order, i.e. within 1
 * when the exact value is within rounding error of a half). Immutable, so search threads share it; its pruning
 * margins are the hand-set evaluator's.
 */
public final class WeightedEvaluator implements Evaluator<XiangqiState>, PruningMargins {
  private static final XiangqiEvaluator MARGINS = new XiangqiEvaluator();

  private final LinearModel model;
  private final double[] square = new double[16 * 90];
  private final double cannonPhase;
  private final double horsePhase;
  private final double chariotMobility;
  private final double cannonMobility;
  private final double horseMobility;
  private final double exposure;
  private final double bias;

  /** The evaluator of {@code model}, whose features are {@link XiangqiFeatures}' (score scale 1: centipawns). */
  public WeightedEvaluator(LinearModel model) {
    if (model.dimension() != DIMENSION) {
      throw new IllegalArgumentException(
          "a Xiangqi linear model has " + DIMENSION + " weights, not " + model.dimension());
    }
    this.model = model.copy();
    double[] w = model.weights();
    double[] x = new double[DIMENSION];
    for (int p = 1; p < 16; p++) {
      if ((p & 7) == 0) {
        continue;
      }
      for (int sq = 0; sq < 90; sq++) {
        java.util.Arrays.fill(x, 0);
        XiangqiFeatures.pieceSquare(p, sq, 1, x);
        double v = 0;
        for (int i = 0; i < DIMENSION; i++) {
          v += w[i] * x[i];
        }
        square[p * 90 + sq] = v;
      }
    }
    cannonPhase = w[CANNON_PHASE];
    horsePhase = w[HORSE_PHASE];
    chariotMobility = w[CHARIOT_MOBILITY] / CHARIOT_MOBILITY_SCALE;
    cannonMobility = w[CANNON_MOBILITY] / CANNON_MOBILITY_SCALE;
    horseMobility = w[HORSE_MOBILITY] / HORSE_MOBILITY_SCALE;
    exposure = w[EXPOSURE] / EXPOSURE_SCALE;
    bias = model.bias();
  }

  /** A copy of the model this evaluator computes. */
  public LinearModel model() {
    return model.copy();
  }

  /** Trained weights keep the hand-set evaluator's centipawns (TDLeaf's β and the fits are per centipawn). */
  @Override
  public ScoreUnit unit() {
    return XiangqiEvaluator.CENTIPAWNS;
  }

  @Override
  public int evaluate(XiangqiState s) {
    final int[] b = s.board;
    final int[] rankBits = s.rankBits;
    final int[] fileBits = s.fileBits;
    final double[] table = square;
    double red = 0;
    double black = 0;
    int redChariot = 0;
    int redCannon = 0;
    int redHorse = 0;
    int blackChariot = 0;
    int blackCannon = 0;
    int blackHorse = 0;
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) {
        int f = Integer.numberOfTrailingZeros(bits);
        int sq = r * 9 + f;
        int p = b[sq];
        if (p < BLACK) {
          red += table[p * 90 + sq];
        } else {
          black += table[p * 90 + sq];
        }
        int type = p & 7;
        if (type < HORSE || type > CANNON) {
          continue;
        }
        if (type == HORSE) {
          int m = XiangqiEvaluator.horseMobility(s, r, f);
          if (p < BLACK) {
            redHorse += m;
          } else {
            blackHorse += m;
          }
        } else {
          int fi = r << 10 | fileBits[f];
          int ri = f << 9 | rankBits[r];
          int reach = REACH_FILE[fi] + REACH_RANK[ri];
          if (type == CHARIOT) {
            if (p < BLACK) {
              redChariot += reach;
            } else {
              blackChariot += reach;
            }
          } else {
            int quiet = reach - BLOCKED_FILE[fi] - BLOCKED_RANK[ri];
            if (p < BLACK) {
              redCannon += quiet;
            } else {
              blackCannon += quiet;
            }
          }
        }
      }
    }
    final int[] count = s.count;
    double phase = XiangqiFeatures.phaseFactor(count);
    double v = red - black
        + (cannonPhase * (count[CANNON] - count[BLACK | CANNON])
            + horsePhase * (count[HORSE] - count[BLACK | HORSE])) * phase
        + chariotMobility * (redChariot - blackChariot)
        + cannonMobility * (redCannon - blackCannon)
        + horseMobility * (redHorse - blackHorse)
        + exposure * (XiangqiFeatures.exposure(count, 0) - XiangqiFeatures.exposure(count, BLACK));
    v = (s.side == 0 ? v : -v) + bias;
    long score = Math.round(v);
    return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, score));
  }

  @Override
  public int futilityMargin(int depth) {
    return MARGINS.futilityMargin(depth);
  }

  @Override
  public int maxFutilityDepth() {
    return MARGINS.maxFutilityDepth();
  }

  @Override
  public int razoringMargin(int depth) {
    return MARGINS.razoringMargin(depth);
  }

  @Override
  public int maxRazoringDepth() {
    return MARGINS.maxRazoringDepth();
  }
}
