package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.BLACK;
import static org.gametree.xiangqi.Tables.BLOCKED_FILE;
import static org.gametree.xiangqi.Tables.BLOCKED_RANK;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.REACH_FILE;
import static org.gametree.xiangqi.Tables.REACH_RANK;
import static org.gametree.xiangqi.Tables.SOLDIER;

import org.gametree.core.Evaluator;
import org.gametree.core.ScoreUnit;
import org.gametree.core.search.PruningMargins;

/**
 * The hand-set Xiangqi evaluation ({@code eval=handset}) in centipawns for the side to move: phase-dependent material
 * (cannon 550 → 450 and horse 450 → 550 as the attackers leave the board), piece-square terms, mobility of chariots
 * and horses, and general safety (missing advisors and elephants weighed by the enemy's attackers). Its frontier
 * margins for futility pruning and razoring are in the same centipawns: a quiet move rarely swings the evaluation by
 * more than a soldier and a half one ply from the leaves. The engines' default is these terms with learned weights
 * ({@link LearnedWeights}); its margins are these.
 */
public final class XiangqiEvaluator implements Evaluator<XiangqiState>, PruningMargins {
  /** Hundredths of a soldier: the unit of every shipped Xiangqi evaluator (hand-set, material and trained weights). */
  public static final ScoreUnit CENTIPAWNS = ScoreUnit.scaled("centipawns", "pawns", 100);

  /**
   * Futility margins up to 6 plies from the leaves and razoring up to 3, growing by about a soldier a ply.
   */
  private static final int[] FUTILITY_MARGIN = {0, 150, 250, 350, 450, 550, 650};
  private static final int[] RAZORING_MARGIN = {0, 300, 450, 600};

  @Override
  public ScoreUnit unit() {
    return CENTIPAWNS;
  }

  @Override
  public int futilityMargin(int depth) {
    return FUTILITY_MARGIN[depth];
  }

  @Override
  public int maxFutilityDepth() {
    return FUTILITY_MARGIN.length - 1;
  }

  @Override
  public int razoringMargin(int depth) {
    return RAZORING_MARGIN[depth];
  }

  @Override
  public int maxRazoringDepth() {
    return RAZORING_MARGIN.length - 1;
  }

  /**
   * The terms that depend only on a piece and its square, per {@code piece * 90 + square}: everything but the
   * phase-dependent cannon and horse values and the mobility of chariots, cannons and horses. The state keeps their
   * sum per side up to date as moves are played ({@link XiangqiState#squareValues}).
   */
  static final int[] SQUARE_VALUE = new int[16 * 90];

  static {
    for (int p = 1; p < 16; p++) {
      int type = p & 7;
      if (type == 0) {
        continue;
      }
      int c = p >> 3;
      for (int sq = 0; sq < 90; sq++) {
        int r = sq / 9;
        int f = sq % 9;
        int adv = c == 0 ? r : 9 - r; // ranks advanced from own back rank
        int centre = 4 - Math.abs(f - 4);
        int v;
        switch (type) {
          case CHARIOT:
            v = 1000;
            break;
          case CANNON:
            v = f == 4 ? 10 : 0;
            break;
          case HORSE:
            v = 4 * centre + (adv >= 5 && adv <= 7 ? 15 : 0);
            break;
          case SOLDIER:
            v = adv >= 5 ? 200 + (adv == 9 ? -60 : 10 * (adv - 5)) + 6 * centre : 100;
            break;
          case ADVISOR:
          case ELEPHANT:
            v = 200;
            break;
          default: // general: stay home
            v = (adv == 0 ? 10 : 0) + (f == 4 ? 10 : 0);
            break;
        }
        SQUARE_VALUE[p * 90 + sq] = v;
      }
    }
  }

  @Override
  public int evaluate(XiangqiState s) {
    final int[] b = s.board;
    final int[] count = s.count;
    final int attackers0 = 2 * count[CHARIOT] + count[HORSE] + count[CANNON];
    final int attackers1 = 2 * count[BLACK | CHARIOT] + count[BLACK | HORSE] + count[BLACK | CANNON];
    final int phase = Math.min(attackers0 + attackers1, 16);
    final int cannon = 450 + 100 * phase / 16;
    final int horse = 550 - 100 * phase / 16;
    final int[] rankBits = s.rankBits;
    final int[] fileBits = s.fileBits;
    int red = s.squareValues[0] + cannon * count[CANNON] + horse * count[HORSE];
    int black = s.squareValues[1] + cannon * count[BLACK | CANNON] + horse * count[BLACK | HORSE];
    // mobility of the chariots, cannons and horses
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) { // the occupied points of rank r
        int f = Integer.numberOfTrailingZeros(bits);
        int p = b[r * 9 + f];
        int type = p & 7;
        if (type < HORSE || type > CANNON) {
          continue;
        }
        int v;
        if (type == HORSE) {
          v = 4 * horseMobility(s, r, f);
        } else {
          int fi = r << 10 | fileBits[f];
          int ri = f << 9 | rankBits[r];
          int reach = REACH_FILE[fi] + REACH_RANK[ri];
          v = type == CHARIOT ? 3 * reach : 2 * (reach - BLOCKED_FILE[fi] - BLOCKED_RANK[ri]);
        }
        if (p < BLACK) {
          red += v;
        } else {
          black += v;
        }
      }
    }
    red -= (4 - count[ADVISOR] - count[ELEPHANT]) * 8 * attackers1 / 2;
    black -= (4 - count[BLACK | ADVISOR] - count[BLACK | ELEPHANT]) * 8 * attackers0 / 2;
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
  static int horseMobility(XiangqiState s, int r, int f) {
    int column = s.fileBits[f];
    int row = s.rankBits[r];
    // bits beyond the board read as occupied: no move passes a leg off the board
    int free = (~column >> (r + 1) & 1) | (~(column << 1) >> r & 1) << 1 // up: rank r+1; down: rank r-1
        | (~row >> (f + 1) & 1) << 2 | (~(row << 1) >> f & 1) << 3;
    return Tables.HORSE_REACH[(r * 9 + f) << 4 | free];
  }
}
