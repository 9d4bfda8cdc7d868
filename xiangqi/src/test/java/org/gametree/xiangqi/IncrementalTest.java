package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.SOLDIER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The incremental bookkeeping (occupancy bits, piece counts, square values, the check flag) and the table-driven evaluator against plain board scans
 * along random games, played forwards and undone.
 */
class IncrementalTest {
  private final XiangqiGame game = new XiangqiGame();

  @Test
  void occupancyCountsAndEvaluationMatchABoardScanAlongRandomGames() {
    SplittableRandom random = new SplittableRandom(7);
    XiangqiEvaluator evaluator = new XiangqiEvaluator();
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int checked = 0;
    for (int g = 0; g < 40; g++) {
      XiangqiState s = game.newInitialState();
      int played = 0;
      for (; played < 150 && !s.isTerminal(); played++) {
        assertConsistent(s);
        assertEquals(s.inCheck(), s.mustEvade(), () -> "check flag in " + Fen.format(s));
        assertEquals(scanEvaluate(s), evaluator.evaluate(s), () -> Fen.format(s));
        assertEquals(scanMaterial(s), XiangqiEvaluator.material(s), () -> Fen.format(s));
        checked++;
        int n = s.legalMoves(buf);
        s.playUnchecked(buf[random.nextInt(n)]);
      }
      for (int i = 0; i < played; i++) {
        s.undo();
        assertConsistent(s);
      }
      assertEquals(game.newInitialState(), s);
    }
    assertTrue(checked > 1000, "positions checked: " + checked);
  }

  private static void assertConsistent(XiangqiState s) {
    int[] rankBits = new int[10];
    int[] fileBits = new int[9];
    int[] count = new int[16];
    int[] squareValues = new int[2];
    for (int sq = 0; sq < 90; sq++) {
      int p = s.board[sq];
      if (p != 0) {
        squareValues[p >> 3] += XiangqiEvaluator.SQUARE_VALUE[p * 90 + sq];
        rankBits[sq / 9] |= 1 << (sq % 9);
        fileBits[sq % 9] |= 1 << (sq / 9);
        count[p]++;
      }
    }
    assertArrayEquals(rankBits, s.rankBits);
    assertArrayEquals(fileBits, s.fileBits);
    assertArrayEquals(count, s.count);
    assertArrayEquals(squareValues, s.squareValues);
  }

  private static int scanMaterial(XiangqiState s) {
    int sum = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = s.board[sq];
      if (p != 0 && (p & 7) != Tables.KING) {
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

  /** The evaluator as first written: two scans of the 90 points, mobility by walking the rays. */
  private static int scanEvaluate(XiangqiState s) {
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
