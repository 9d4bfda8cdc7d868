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

import org.gametree.core.Evaluator;

/**
 * The default Xiangqi evaluation in centipawns for the side to move: phase-dependent material (cannon 550 → 450 and
 * horse 450 → 550 as the attackers leave the board), piece-square terms, mobility of chariots and horses, and general
 * safety (missing advisors and elephants weighed by the enemy's attackers).
 */
public final class XiangqiEvaluator implements Evaluator<XiangqiState> {
  @Override
  public int evaluate(XiangqiState s) {
    final int[] b = s.board;
    final int[] count = s.count;
    final int attackers0 = 2 * count[CHARIOT] + count[HORSE] + count[CANNON];
    final int attackers1 = 2 * count[BLACK | CHARIOT] + count[BLACK | HORSE] + count[BLACK | CANNON];
    final int defenders0 = count[ADVISOR] + count[ELEPHANT];
    final int defenders1 = count[BLACK | ADVISOR] + count[BLACK | ELEPHANT];
    final int phase = Math.min(attackers0 + attackers1, 16);
    final int cannon = 450 + 100 * phase / 16;
    final int horse = 550 - 100 * phase / 16;
    final int[] rankBits = s.rankBits;
    final int[] fileBits = s.fileBits;
    int red = 0;
    int black = 0;
    for (int r = 0; r < 10; r++) {
      int bits = rankBits[r];
      for (; bits != 0; bits &= bits - 1) { // the occupied points of rank r
        int f = Integer.numberOfTrailingZeros(bits);
        int sq = r * 9 + f;
        int p = b[sq];
        int c = p >> 3;
        int adv = c == 0 ? r : 9 - r; // ranks advanced from own back rank
        int v;
        switch (p & 7) {
          case CHARIOT:
            v = 1000 + 3 * (REACH_FILE[r << 10 | fileBits[f]] + REACH_RANK[f << 9 | rankBits[r]]);
            break;
          case CANNON: {
            int fi = r << 10 | fileBits[f];
            int ri = f << 9 | rankBits[r];
            v = cannon + 2 * (REACH_FILE[fi] - BLOCKED_FILE[fi] + REACH_RANK[ri] - BLOCKED_RANK[ri])
                + (f == 4 ? 10 : 0);
            break;
          }
          case HORSE:
            v = horse + 4 * horseMobility(s, r, f) + 4 * (4 - Math.abs(f - 4)) + (adv >= 5 && adv <= 7 ? 15 : 0);
            break;
          case SOLDIER:
            v = adv >= 5 ? 200 + (adv == 9 ? -60 : 10 * (adv - 5)) + 6 * (4 - Math.abs(f - 4)) : 100;
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
    }
    red -= (4 - defenders0) * 8 * attackers1 / 2;
    black -= (4 - defenders1) * 8 * attackers0 / 2;
    return (s.side == 0 ? red - black : black - red) + 10;
  }

  /** Material only (the {@code material} evaluator): soldiers count double across the river. */
  public static int material(XiangqiState s) {
    final int[] count = s.count;
    int red = 0;
    int black = 0;
    for (int t = ADVISOR; t <= SOLDIER; t++) {
      red += XiangqiState.VALUE[t] * count[t];
      black += XiangqiState.VALUE[t] * count[BLACK | t];
    }
    for (int r = 0; r < 10; r++) {
      // Red soldiers have crossed on ranks 5..9, Black ones on ranks 0..4
      int crossed = r >= 5 ? SOLDIER : BLACK | SOLDIER;
      for (int bits = s.rankBits[r]; bits != 0; bits &= bits - 1) {
        if (s.board[r * 9 + Integer.numberOfTrailingZeros(bits)] == crossed) {
          if (crossed == SOLDIER) {
            red += 100;
          } else {
            black += 100;
          }
        }
      }
    }
    return s.side == 0 ? red - black : black - red;
  }

  /** Horse moves with a free leg (target squares' contents aside), from the occupancy of the four neighbours. */
  private static int horseMobility(XiangqiState s, int r, int f) {
    int column = s.fileBits[f];
    int row = s.rankBits[r];
    // bits beyond the board read as occupied: no move passes a leg off the board
    int free = (~column >> (r + 1) & 1) | (~(column << 1) >> r & 1) << 1 // up: rank r+1; down: rank r-1
        | (~row >> (f + 1) & 1) << 2 | (~(row << 1) >> f & 1) << 3;
    return Tables.HORSE_REACH[(r * 9 + f) << 4 | free];
  }
}
