package org.gametree.xiangqi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.gametree.core.learn.LinearModel;

/**
 * The terms of the full Xiangqi evaluation ({@code eval=full}, {@link FullEvaluator}) and their hand-set weights.
 *
 * <p>Every term has a middle-game and an end-game weight and is tapered by the material phase (chariot 4, horse and
 * cannon 2, both sides, at most 32: 32 at the start): a term with count x contributes x·(phase/32)·w<sub>mg</sub> +
 * x·(1 − phase/32)·w<sub>eg</sub>. So the evaluation is w·x + b over the features {@code mg-NAME} = x·phase/32/scale
 * and {@code eg-NAME} = x·(1 − phase/32)/scale. The terms are counted for the mover minus the opponent, except the
 * three hanging-piece terms, which depend on who moves. Then come piece-square tables per piece type, colour-relative
 * and folded left/right ({@code pst-TYPE-rR-fF}: R ranks advanced from the own back rank, F files from the nearer
 * edge, 4 the central file), 50 points per type, also tapered.
 */
final class FullTerms {
  private FullTerms() {}

  // material (piece counts)
  static final int ADVISOR = 0;
  static final int ELEPHANT = 1;
  static final int HORSE = 2;
  static final int CHARIOT = 3;
  static final int CANNON = 4;
  static final int SOLDIER = 5;
  // mobility: chariot points reached (empty or an enemy piece), horse moves with a free leg, cannon moves
  static final int CHARIOT_MOBILITY = 6;
  static final int HORSE_MOBILITY = 7;
  static final int CANNON_MOBILITY = 8;
  // points of the enemy palace attacked, per attacker type, and pairs of pieces attacking it
  static final int PALACE_CHARIOT = 9;
  static final int PALACE_HORSE = 10;
  static final int PALACE_CANNON = 11;
  static final int PALACE_SOLDIER = 12;
  static final int PALACE_PAIRS = 13;
  // the own general's exposure: its file open ahead × enemy chariots; enemy cannons facing it over 0, 1, 2 pieces
  static final int OPEN_FILE = 14;
  static final int CANNON_HOLLOW = 15;
  static final int CANNON_SCREEN = 16;
  static final int CANNON_TWO_SCREENS = 17;
  // missing advisors / elephants × the enemy's attacking material (2 per chariot, 1 per horse and cannon)
  static final int ADVISOR_MISSING = 18;
  static final int ELEPHANT_MISSING = 19;
  // own pieces pinned against the general (value in centipawns)
  static final int PINNED = 20;
  static final int SOLDIER_CONNECTED = 21;
  static final int SOLDIER_NEAR_PALACE = 22;
  static final int CHARIOT_OPEN_FILE = 23;
  static final int CHARIOT_HALF_OPEN_FILE = 24;
  static final int HORSE_OUTPOST = 25;
  /** Terms counted per colour and taken as mover minus opponent. */
  static final int SYMMETRIC = 26;
  // per-colour raw slots beyond the symmetric terms: hanging value (sum, largest), in centipawns
  static final int RAW_HANGING_SUM = 26;
  static final int RAW_HANGING_MAX = 27;
  /** Raw counts per colour. */
  static final int RAW = 28;
  // the term vector: symmetric terms, then the mover's hanging value (sum, largest) and the opponent's (sum)
  static final int HANGING_MOVER = 26;
  static final int HANGING_MOVER_MAX = 27;
  static final int HANGING_OPPONENT = 28;
  /** Terms (each has a middle- and an end-game feature). */
  static final int TERMS = 29;

  static final int PHASE_MAX = 32;
  /** Points per piece type in a piece-square table (10 ranks × 5 folded files). */
  static final int PST_POINTS = 50;
  static final int PST = 7 * PST_POINTS;
  static final int DIMENSION = 2 * TERMS + 2 * PST;
  /** Index of the first feature of each block. */
  static final int MG = 0;
  static final int EG = TERMS;
  static final int PST_MG = 2 * TERMS;
  static final int PST_EG = 2 * TERMS + PST;

  private static final String[] TERM_NAMES = {
      "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
      "chariot-mobility", "horse-mobility", "cannon-mobility",
      "palace-chariot", "palace-horse", "palace-cannon", "palace-soldier", "palace-pairs",
      "open-file", "cannon-hollow", "cannon-screen", "cannon-two-screens",
      "advisor-missing", "elephant-missing", "pinned",
      "soldier-connected", "soldier-near-palace", "chariot-open-file", "chariot-half-open-file", "horse-outpost",
      "hanging-mover", "hanging-mover-max", "hanging-opponent"};

  /** Divisor of each term's feature (raw count / scale), so a typical position moves a feature by about one. */
  static final double[] SCALE = {
      1, 1, 1, 1, 1, 1,
      16, 8, 16,
      4, 4, 4, 4, 4,
      1, 1, 1, 1,
      8, 8, 100,
      1, 1, 1, 1, 1,
      100, 100, 100};

  /** Hand-set weights per raw unit (centipawns per count), middle game then end game. */
  private static final double[] MG_WEIGHT = {
      190, 190, 400, 950, 450, 100,
      5, 7, 2,
      5, 8, 5, 6, 12,
      -15, -40, -20, -10,
      -5, -4, -0.08,
      15, 15, 15, 8, 25,
      -0.35, 0.25, 0.08};
  private static final double[] EG_WEIGHT = {
      190, 180, 470, 1000, 400, 100,
      5, 7, 1,
      3, 5, 3, 8, 6,
      -10, -20, -10, -5,
      -4, -3, -0.06,
      25, 25, 5, 3, 15,
      -0.35, 0.25, 0.08};

  static final String[] TYPE_NAMES = {"general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"};

  private static final List<String> NAMES;

  static {
    List<String> n = new ArrayList<>(DIMENSION);
    for (String phase : new String[] {"mg-", "eg-"}) {
      for (String t : TERM_NAMES) {
        n.add(phase + t);
      }
    }
    for (String phase : new String[] {"mg-", "eg-"}) {
      for (String t : TYPE_NAMES) {
        for (int i = 0; i < PST_POINTS; i++) {
          n.add(phase + "pst-" + t + "-r" + i / 5 + "-f" + i % 5);
        }
      }
    }
    NAMES = Collections.unmodifiableList(n);
  }

  static List<String> names() {
    return NAMES;
  }

  /** The piece-square index of piece {@code p} (colour and type) on {@code sq}: (type − 1)·50 + rank·5 + file. */
  static int pstIndex(int p, int sq) {
    int r = sq / 9;
    int f = sq % 9;
    int adv = p < Tables.BLACK ? r : 9 - r;
    return ((p & 7) - 1) * PST_POINTS + adv * 5 + Math.min(f, 8 - f);
  }

  /** The hand-set weights as a model over the features (bias: +10 tempo). */
  static LinearModel handSet() {
    double[] w = new double[DIMENSION];
    for (int t = 0; t < TERMS; t++) {
      w[MG + t] = MG_WEIGHT[t] * SCALE[t];
      w[EG + t] = EG_WEIGHT[t] * SCALE[t];
    }
    for (int type = 1; type <= 7; type++) {
      for (int i = 0; i < PST_POINTS; i++) {
        w[PST_MG + (type - 1) * PST_POINTS + i] = pst(type, i / 5, i % 5, true);
        w[PST_EG + (type - 1) * PST_POINTS + i] = pst(type, i / 5, i % 5, false);
      }
    }
    return new LinearModel(w, 10);
  }

  private static final int[] SOLDIER_MG = {0, 0, 0, 0, 5, 80, 100, 110, 100, 20};
  private static final int[] SOLDIER_EG = {0, 0, 0, 0, 5, 100, 130, 150, 130, 40};
  private static final int[] SOLDIER_FILE_MG = {-10, 0, 10, 20, 25};
  private static final int[] SOLDIER_FILE_EG = {-5, 5, 15, 25, 25};
  private static final int[] HORSE_MG = {-25, -5, 5, 10, 15, 25, 35, 35, 20, 0};
  private static final int[] HORSE_EG = {-15, -5, 0, 5, 10, 15, 20, 20, 15, 5};
  private static final int[] HORSE_FILE_MG = {-20, -5, 5, 10, 5};
  private static final int[] HORSE_FILE_EG = {-20, -5, 5, 10, 10};
  private static final int[] CHARIOT_MG = {-10, 0, 0, 5, 10, 10, 15, 15, 20, 5};
  private static final int[] CHARIOT_FILE_MG = {-5, 0, 0, 10, 5};
  private static final int[] CANNON_MG = {0, 0, 5, 0, 0, 0, 0, 5, 0, 15};
  private static final int[] CANNON_FILE_MG = {-5, 0, 0, 5, 20};
  private static final int[] GENERAL_MG = {0, -15, -35};
  private static final int[] GENERAL_EG = {0, 0, -10};

  /**
   * The hand-set piece-square value (centipawns, on top of the material term) of a piece of {@code type} {@code adv}
   * ranks from its back rank and {@code e} files from the nearer edge: soldiers gain most across the river and near
   * the palace, less on the last rank; horses and chariots gain with advance and on the ribs; the cannon likes the
   * central file and the enemy back rank; the general stays home on the central file.
   */
  static int pst(int type, int adv, int e, boolean mg) {
    switch (type) {
      case Tables.SOLDIER:
        if (adv < 5) {
          return adv == 4 ? 5 + (e == 4 ? 5 : 0) : 0;
        }
        return (mg ? SOLDIER_MG : SOLDIER_EG)[adv] + (adv == 9 ? 0 : (mg ? SOLDIER_FILE_MG : SOLDIER_FILE_EG)[e]);
      case Tables.HORSE:
        return mg ? HORSE_MG[adv] + HORSE_FILE_MG[e] : HORSE_EG[adv] + HORSE_FILE_EG[e];
      case Tables.CHARIOT:
        return mg ? CHARIOT_MG[adv] + CHARIOT_FILE_MG[e] : adv == 8 ? 10 : 0;
      case Tables.CANNON:
        return mg ? CANNON_MG[adv] + CANNON_FILE_MG[e] : e == 4 ? 5 : 0;
      case Tables.ADVISOR:
        return adv == 1 && e == 4 ? (mg ? 10 : 5) : 0;
      case Tables.ELEPHANT:
        if (adv == 2 && e == 4) {
          return mg ? 10 : 5;
        }
        return adv == 2 && e == 0 ? (mg ? -10 : -5) : adv == 4 ? (mg ? -5 : 0) : 0;
      default: // general, in the palace
        if (adv > 2) {
          return 0;
        }
        return mg ? GENERAL_MG[adv] + (e == 4 ? 10 : e == 3 ? -5 : 0) : GENERAL_EG[adv] + (e == 4 ? 5 : 0);
    }
  }
}
