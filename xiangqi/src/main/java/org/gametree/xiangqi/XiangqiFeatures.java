package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.BLACK;
import static org.gametree.xiangqi.Tables.BLOCKED_FILE;
import static org.gametree.xiangqi.Tables.BLOCKED_RANK;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.REACH_FILE;
import static org.gametree.xiangqi.Tables.REACH_RANK;
import static org.gametree.xiangqi.Tables.SOLDIER;

import java.util.Arrays;
import java.util.List;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearModel;

/**
 * The terms of {@link XiangqiEvaluator} as a feature vector, so that the hand-set evaluation is a linear model
 * ({@link #handSet()}: w·x + b rounds to exactly what {@link XiangqiEvaluator#evaluate} returns) whose weights the
 * learners can tune. Each feature is the mover's quantity minus the opponent's, scaled (by a power of two where the
 * term allows) so that one piece moves a feature by about one: material counts, the phase-dependent cannon and horse
 * corrections (count × ⌊100·phase/16⌋/100), the piece-square terms (soldiers across the river, their advance and
 * centrality, the cannon on the central file, horse centrality and the ranks past the river, the general at home and
 * on the central file), the mobility of chariots, cannons and horses, and the general's exposure (missing advisors and
 * elephants × enemy attackers). Three more piece-square terms start at weight 0 (chariots and cannons across the
 * river, horses still on their back rank) for the learners to use. The bias is the tempo.
 *
 * <p>Stateless and allocation-free; {@link WeightedEvaluator} evaluates the same linear form at the cost of the
 * hand-set evaluator.
 */
public final class XiangqiFeatures implements FeatureExtractor<XiangqiState> {
  /** The one instance (the extractor is stateless). */
  public static final XiangqiFeatures INSTANCE = new XiangqiFeatures();

  static final int CHARIOT_COUNT = 0;
  static final int CANNON_COUNT = 1;
  static final int CANNON_PHASE = 2;
  static final int HORSE_COUNT = 3;
  static final int HORSE_PHASE = 4;
  static final int ADVISOR_COUNT = 5;
  static final int ELEPHANT_COUNT = 6;
  static final int SOLDIER_HOME = 7;
  static final int SOLDIER_CROSSED = 8;
  static final int SOLDIER_ADVANCE = 9;
  static final int SOLDIER_LAST_RANK = 10;
  static final int SOLDIER_CENTRE = 11;
  static final int CANNON_CENTRAL_FILE = 12;
  static final int HORSE_CENTRE = 13;
  static final int HORSE_PAST_RIVER = 14;
  static final int GENERAL_HOME = 15;
  static final int GENERAL_CENTRAL_FILE = 16;
  static final int CHARIOT_MOBILITY = 17;
  static final int CANNON_MOBILITY = 18;
  static final int HORSE_MOBILITY = 19;
  static final int EXPOSURE = 20;
  static final int CHARIOT_ACROSS = 21;
  static final int CANNON_ACROSS = 22;
  static final int HORSE_BACK_RANK = 23;
  static final int DIMENSION = 24;

  /** Divisors of the mobility and exposure features (raw count / divisor). */
  static final double CHARIOT_MOBILITY_SCALE = 16;
  static final double CANNON_MOBILITY_SCALE = 16;
  static final double HORSE_MOBILITY_SCALE = 8;
  static final double EXPOSURE_SCALE = 8;
  static final double CENTRE_SCALE = 4;

  private static final List<String> NAMES = List.of(
      "chariot", "cannon", "cannon-phase", "horse", "horse-phase", "advisor", "elephant",
      "soldier", "soldier-crossed", "soldier-advance", "soldier-last-rank", "soldier-centre",
      "cannon-central-file", "horse-centre", "horse-past-river", "general-home", "general-central-file",
      "chariot-mobility", "cannon-mobility", "horse-mobility", "exposure",
      "chariot-across", "cannon-across", "horse-back-rank");

  /** The weights that reproduce {@link XiangqiEvaluator}, in the order of {@link #names()}. */
  private static final double[] HAND_SET = {
      1000, 450, 100, 550, -100, 200, 200,
      100, 200, 10, -60, 6 * CENTRE_SCALE,
      10, 4 * CENTRE_SCALE, 15, 10, 10,
      3 * CHARIOT_MOBILITY_SCALE, 2 * CANNON_MOBILITY_SCALE, 4 * HORSE_MOBILITY_SCALE, -4 * EXPOSURE_SCALE,
      0, 0, 0};

  /** The tempo: the hand-set evaluation's +10 for the side to move. */
  private static final double HAND_SET_BIAS = 10;

  private XiangqiFeatures() {}

  /** The hand-set evaluation as a linear model over these features (score scale 1: centipawns). */
  public static LinearModel handSet() {
    return new LinearModel(HAND_SET, HAND_SET_BIAS);
  }

  @Override
  public int dimension() {
    return DIMENSION;
  }

  @Override
  public List<String> names() {
    return NAMES;
  }

  /** ⌊100·phase/16⌋/100 with phase = min(2·chariots + horses + cannons, 16) over both sides, as the evaluator. */
  static double phaseFactor(int[] count) {
    int attackers = 2 * count[CHARIOT] + count[HORSE] + count[CANNON]
        + 2 * count[BLACK | CHARIOT] + count[BLACK | HORSE] + count[BLACK | CANNON];
    return (100 * Math.min(attackers, 16) / 16) / 100.0;
  }

  /** The general's exposure of the side whose pieces are {@code own} (0 or BLACK): missing defenders × attackers. */
  static int exposure(int[] count, int own) {
    int enemy = own ^ BLACK;
    int attackers = 2 * count[enemy | CHARIOT] + count[enemy | HORSE] + count[enemy | CANNON];
    return (4 - count[own | ADVISOR] - count[own | ELEPHANT]) * attackers;
  }

  /**
   * Adds the piece-square features of piece {@code p} (colour and type) on {@code sq} to {@code out}, times {@code
   * sign}; {@link WeightedEvaluator} builds its per-square table from the same function.
   */
  static void pieceSquare(int p, int sq, double sign, double[] out) {
    int type = p & 7;
    int r = sq / 9;
    int f = sq % 9;
    int adv = p < BLACK ? r : 9 - r;
    int centre = 4 - Math.abs(f - 4);
    switch (type) {
      case CHARIOT -> {
        out[CHARIOT_COUNT] += sign;
        out[CHARIOT_ACROSS] += adv >= 5 ? sign : 0;
      }
      case CANNON -> {
        out[CANNON_COUNT] += sign;
        out[CANNON_CENTRAL_FILE] += f == 4 ? sign : 0;
        out[CANNON_ACROSS] += adv >= 5 ? sign : 0;
      }
      case HORSE -> {
        out[HORSE_COUNT] += sign;
        out[HORSE_CENTRE] += sign * centre / CENTRE_SCALE;
        out[HORSE_PAST_RIVER] += adv >= 5 && adv <= 7 ? sign : 0;
        out[HORSE_BACK_RANK] += adv == 0 ? sign : 0;
      }
      case SOLDIER -> {
        if (adv < 5) {
          out[SOLDIER_HOME] += sign;
        } else {
          out[SOLDIER_CROSSED] += sign;
          out[SOLDIER_CENTRE] += sign * centre / CENTRE_SCALE;
          if (adv == 9) {
            out[SOLDIER_LAST_RANK] += sign;
          } else {
            out[SOLDIER_ADVANCE] += sign * (adv - 5);
          }
        }
      }
      case ADVISOR -> out[ADVISOR_COUNT] += sign;
      case ELEPHANT -> out[ELEPHANT_COUNT] += sign;
      case KING -> {
        out[GENERAL_HOME] += adv == 0 ? sign : 0;
        out[GENERAL_CENTRAL_FILE] += f == 4 ? sign : 0;
      }
      default -> throw new IllegalStateException("no piece " + p);
    }
  }

  @Override
  public void extract(XiangqiState s, double[] out) {
    Arrays.fill(out, 0, DIMENSION, 0.0);
    final int[] b = s.board;
    final int mover = s.side == 0 ? 0 : BLACK;
    for (int r = 0; r < 10; r++) {
      for (int bits = s.rankBits[r]; bits != 0; bits &= bits - 1) {
        int f = Integer.numberOfTrailingZeros(bits);
        int sq = r * 9 + f;
        int p = b[sq];
        double sign = (p & BLACK) == mover ? 1 : -1;
        pieceSquare(p, sq, sign, out);
        int type = p & 7;
        if (type == HORSE) {
          out[HORSE_MOBILITY] += sign * XiangqiEvaluator.horseMobility(s, r, f) / HORSE_MOBILITY_SCALE;
        } else if (type == CHARIOT || type == CANNON) {
          int fi = r << 10 | s.fileBits[f];
          int ri = f << 9 | s.rankBits[r];
          int reach = REACH_FILE[fi] + REACH_RANK[ri];
          if (type == CHARIOT) {
            out[CHARIOT_MOBILITY] += sign * reach / CHARIOT_MOBILITY_SCALE;
          } else {
            out[CANNON_MOBILITY] += sign * (reach - BLOCKED_FILE[fi] - BLOCKED_RANK[ri]) / CANNON_MOBILITY_SCALE;
          }
        }
      }
    }
    int[] count = s.count;
    int opponent = mover ^ BLACK;
    double phase = phaseFactor(count);
    out[CANNON_PHASE] = (count[mover | CANNON] - count[opponent | CANNON]) * phase;
    out[HORSE_PHASE] = (count[mover | HORSE] - count[opponent | HORSE]) * phase;
    out[EXPOSURE] = (exposure(count, mover) - exposure(count, opponent)) / EXPOSURE_SCALE;
  }
}
