package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.SOLDIER;

import org.gametree.core.Evaluator;

/**
 * The default Xiangqi evaluation in centipawns for the side to move: phase-dependent material (cannon 550 → 450 and
 * horse 450 → 550 as the attackers leave the board), piece-square terms, mobility of chariots and horses, and general
 * safety (missing advisors and elephants weighed by the enemy's attackers).
 */
public final class XiangqiEvaluator implements Evaluator<XiangqiState> {
  @Override
  public int evaluate(XiangqiState s) {
    int[] b = s.board;
    int phase = 0;
    int attackers0 = 0;
    int attackers1 = 0;
    int defenders0 = 0;
    int defenders1 = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = b[sq];
      int t = p & 7;
      int w = t == CHARIOT ? 2 : t == HORSE || t == CANNON ? 1 : 0;
      phase += w;
      if (p >= Tables.BLACK) {
        attackers1 += w;
        defenders1 += t == ADVISOR || t == ELEPHANT ? 1 : 0;
      } else if (p != 0) {
        attackers0 += w;
        defenders0 += t == ADVISOR || t == ELEPHANT ? 1 : 0;
      }
    }
    phase = Math.min(phase, 16);
    int cannon = 450 + 100 * phase / 16;
    int horse = 550 - 100 * phase / 16;
    int red = 0;
    int black = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = b[sq];
      if (p == 0) {
        continue;
      }
      int c = p >> 3;
      int r = sq / 9;
      int f = sq % 9;
      int adv = c == 0 ? r : 9 - r; // ranks advanced from own back rank
      int centre = 4 - Math.abs(f - 4);
      int v;
      switch (p & 7) {
        case CHARIOT:
          v = 1000 + 3 * rayMobility(b, sq, false);
          break;
        case CANNON:
          v = cannon + 2 * rayMobility(b, sq, true) + (f == 4 ? 10 : 0);
          break;
        case HORSE:
          v = horse + 4 * horseMobility(b, sq) + 4 * centre + (adv >= 5 && adv <= 7 ? 15 : 0);
          break;
        case SOLDIER:
          if (adv >= 5) {
            v = 200 + (adv == 9 ? -60 : 10 * (adv - 5)) + 6 * centre;
          } else {
            v = 100;
          }
          break;
        case ADVISOR:
        case ELEPHANT:
          v = 200;
          break;
        default: // general: stay home
          v = (adv == 0 ? 10 : 0) + (f == 4 ? 10 : 0);
          break;
      }
      if (c == 0) {
        red += v;
      } else {
        black += v;
      }
    }
    red -= (4 - defenders0) * 8 * attackers1 / 2;
    black -= (4 - defenders1) * 8 * attackers0 / 2;
    return (s.side == 0 ? red - black : black - red) + 10;
  }

  /** Material only (the {@code material} evaluator). */
  public static int material(XiangqiState s) {
    int sum = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = s.board[sq];
      if (p != 0 && (p & 7) != KING) {
        int t = p & 7;
        int v = XiangqiState.VALUE[t];
        if (t == SOLDIER && ((p >> 3) == 0 ? sq / 9 >= 5 : sq / 9 <= 4)) {
          v = 200;
        }
        sum += (p >> 3) == s.side ? v : -v;
      }
    }
    return sum;
  }

  private static int rayMobility(int[] b, int sq, boolean cannon) {
    int n = 0;
    for (int[] ray : Tables.RAYS[sq]) {
      for (int t : ray) {
        if (b[t] != 0) {
          if (!cannon) {
            n++;
          }
          break;
        }
        n++;
      }
    }
    return n;
  }

  private static int horseMobility(int[] b, int sq) {
    int[] legs = Tables.HORSE_LEGS[sq];
    int n = 0;
    for (int leg : legs) {
      if (b[leg] == 0) {
        n++;
      }
    }
    return n;
  }
}
