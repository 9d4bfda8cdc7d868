package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.ADVISOR_MOVES;
import static org.gametree.xiangqi.Tables.BLACK;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.ELEPHANT_EYES;
import static org.gametree.xiangqi.Tables.ELEPHANT_MOVES;
import static org.gametree.xiangqi.Tables.FILE_OF;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.HORSE_LEGS;
import static org.gametree.xiangqi.Tables.HORSE_MOVES;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.KING_MOVES;
import static org.gametree.xiangqi.Tables.LINE_FILE;
import static org.gametree.xiangqi.Tables.LINE_RANK;
import static org.gametree.xiangqi.Tables.NONE;
import static org.gametree.xiangqi.Tables.RANK_OF;
import static org.gametree.xiangqi.Tables.REACH_FILE;
import static org.gametree.xiangqi.Tables.REACH_RANK;
import static org.gametree.xiangqi.Tables.SOLDIER;
import static org.gametree.xiangqi.Tables.SOLDIER_MOVES;

import java.util.Arrays;

/**
 * One pass of the full evaluation over a position, with its scratch: both sides' attack maps (how many pieces attack
 * each point and the cheapest of them), and from them the raw per-colour counts of {@link FullTerms} and, given
 * folded piece-square tables, their sums. Reused from node to node (nothing allocated); one per search thread.
 */
final class FullScan {
  private static final int R = FullTerms.RAW;
  private static final int SOLDIER_BIT = 1;
  private static final int MINOR_BIT = 2;
  private static final int HORSE_BIT = 4;
  private static final int CANNON_BIT = 8;
  private static final int CHARIOT_BIT = 16;
  private static final int KING_BIT = 32;
  /** The value of the cheapest attacker, by the number of trailing zeros of an attack mask. */
  private static final int[] LEAST = {100, 200, 450, 450, 1000, 10000};
  /** 1 on Red's palace points, 2 on Black's. */
  private static final int[] PALACE = new int[90];

  static {
    for (int sq = 0; sq < 90; sq++) {
      int r = sq / 9;
      int f = sq % 9;
      PALACE[sq] = f < 3 || f > 5 ? 0 : r <= 2 ? 1 : r >= 7 ? 2 : 0;
    }
  }

  /**
   * The kinds of piece attacking each occupied point, per colour × 90 + point: a bit per kind, in the order of value
   * (soldier, advisor or elephant, horse, cannon, chariot, general). Cleared after each scan, point by point.
   */
  private final int[] attacks = new int[180];
  /** Raw counts per colour × {@link FullTerms#RAW} + term. */
  final int[] raw = new int[2 * R];
  final double[] pstMg = new double[2];
  final double[] pstEg = new double[2];
  /** The material phase, 0..32. */
  int phase;
  private final int[] pieces = new int[40];
  private int pieceCount;
  /** Enemy palace points a cannon's lines reach ({@link #cannonLine}). */
  private int hits;

  /** Scans {@code s}; sums the piece-square tables {@code mg} and {@code eg} (per piece × 90 + point) if not null. */
  void scan(XiangqiState s, double[] mg, double[] eg) {
    final int[] b = s.board;
    final int[] rankBits = s.rankBits;
    final int[] fileBits = s.fileBits;
    final int[] raw = this.raw;
    final int[] att = attacks;
    Arrays.fill(raw, 0);
    double mg0 = 0;
    double mg1 = 0;
    double eg0 = 0;
    double eg1 = 0;
    int n = 0;
    int soldierFiles0 = 0;
    int soldierFiles1 = 0;
    int palaceAttackers0 = 0;
    int palaceAttackers1 = 0;
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) {
        int f = Integer.numberOfTrailingZeros(bits);
        int sq = r * 9 + f;
        int p = b[sq];
        int c = p >> 3;
        pieces[n++] = sq;
        if (mg != null) {
          if (c == 0) {
            mg0 += mg[p * 90 + sq];
            eg0 += eg[p * 90 + sq];
          } else {
            mg1 += mg[p * 90 + sq];
            eg1 += eg[p * 90 + sq];
          }
        }
        int base = c * R;
        int ep = 2 - c;
        int h = 0;
        switch (p & 7) {
          case CHARIOT -> {
            int lf = LINE_FILE[r << 10 | fileBits[f]];
            int lr = LINE_RANK[f << 9 | rankBits[r]];
            int up = lf & 15;
            int down = lf >>> 8 & 15;
            int right = lr & 15;
            int left = lr >>> 8 & 15;
            int mob = REACH_FILE[r << 10 | fileBits[f]] + REACH_RANK[f << 9 | rankBits[r]]
                - blocker(b, c, up == NONE ? -1 : up * 9 + f, CHARIOT_BIT)
                - blocker(b, c, down == NONE ? -1 : down * 9 + f, CHARIOT_BIT)
                - blocker(b, c, right == NONE ? -1 : r * 9 + right, CHARIOT_BIT)
                - blocker(b, c, left == NONE ? -1 : r * 9 + left, CHARIOT_BIT);
            int pr = c == 0 ? 7 : 0;
            if (f >= 3 && f <= 5) {
              h += overlap(down == NONE ? 0 : down, up == NONE ? 9 : up, pr, pr + 2) - (r >= pr && r <= pr + 2 ? 1 : 0);
            }
            if (r >= pr && r <= pr + 2) {
              h += overlap(left == NONE ? 0 : left, right == NONE ? 8 : right, 3, 5) - (f >= 3 && f <= 5 ? 1 : 0);
            }
            raw[base + FullTerms.CHARIOT_MOBILITY] += mob;
            raw[base + FullTerms.PALACE_CHARIOT] += h;
          }
          case CANNON -> {
            int lf = LINE_FILE[r << 10 | fileBits[f]];
            int lr = LINE_RANK[f << 9 | rankBits[r]];
            int pr = c == 0 ? 7 : 0;
            boolean palaceFile = f >= 3 && f <= 5;
            boolean palaceRank = r >= pr && r <= pr + 2;
            hits = 0;
            int mob = cannonLine(b, c, f, 9, r, lf & 15, lf >>> 4 & 15, 9, 1, palaceFile, pr, pr + 2)
                + cannonLine(b, c, f, 9, r, lf >>> 8 & 15, lf >>> 12, 0, -1, palaceFile, pr, pr + 2)
                + cannonLine(b, c, r * 9, 1, f, lr & 15, lr >>> 4 & 15, 8, 1, palaceRank, 3, 5)
                + cannonLine(b, c, r * 9, 1, f, lr >>> 8 & 15, lr >>> 12, 0, -1, palaceRank, 3, 5);
            raw[base + FullTerms.CANNON_MOBILITY] += mob;
            h = hits;
            raw[base + FullTerms.PALACE_CANNON] += h;
          }
          case HORSE -> {
            int[] to = HORSE_MOVES[sq];
            int[] leg = HORSE_LEGS[sq];
            int mob = 0;
            for (int i = 0; i < to.length; i++) {
              if (b[leg[i]] == 0) {
                int t = to[i];
                h += mark(att, b, c, t, HORSE_BIT, ep);
                mob += b[t] == 0 || (b[t] >> 3) != c ? 1 : 0;
              }
            }
            raw[base + FullTerms.HORSE_MOBILITY] += mob;
            raw[base + FullTerms.PALACE_HORSE] += h;
          }
          case SOLDIER -> {
            for (int t : SOLDIER_MOVES[c][sq]) {
              h += mark(att, b, c, t, SOLDIER_BIT, ep);
            }
            raw[base + FullTerms.PALACE_SOLDIER] += h;
            if (c == 0) {
              soldierFiles0 |= 1 << f;
            } else {
              soldierFiles1 |= 1 << f;
            }
          }
          case ADVISOR -> {
            for (int t : ADVISOR_MOVES[sq]) {
              mark(att, b, c, t, MINOR_BIT, ep);
            }
            h = 0;
          }
          case ELEPHANT -> {
            int[] to = ELEPHANT_MOVES[sq];
            int[] eye = ELEPHANT_EYES[sq];
            for (int i = 0; i < to.length; i++) {
              if (b[eye[i]] == 0) {
                mark(att, b, c, to[i], MINOR_BIT, ep);
              }
            }
            h = 0;
          }
          default -> {
            for (int t : KING_MOVES[sq]) {
              mark(att, b, c, t, KING_BIT, ep);
            }
            h = 0;
          }
        }
        if (h > 0) {
          if (c == 0) {
            palaceAttackers0++;
          } else {
            palaceAttackers1++;
          }
        }
      }
    }
    pieceCount = n;
    pstMg[0] = mg0;
    pstMg[1] = mg1;
    pstEg[0] = eg0;
    pstEg[1] = eg1;
    raw[FullTerms.PALACE_PAIRS] = palaceAttackers0 * (palaceAttackers0 - 1) / 2;
    raw[R + FullTerms.PALACE_PAIRS] = palaceAttackers1 * (palaceAttackers1 - 1) / 2;
    pieceTerms(s, soldierFiles0, soldierFiles1);
    general(s, 0);
    general(s, 1);
    final int[] count = s.count;
    int attack0 = 2 * count[CHARIOT] + count[HORSE] + count[CANNON];
    int attack1 = 2 * count[BLACK | CHARIOT] + count[BLACK | HORSE] + count[BLACK | CANNON];
    raw[FullTerms.ADVISOR_MISSING] = Math.max(0, 2 - count[ADVISOR]) * attack1;
    raw[FullTerms.ELEPHANT_MISSING] = Math.max(0, 2 - count[ELEPHANT]) * attack1;
    raw[R + FullTerms.ADVISOR_MISSING] = Math.max(0, 2 - count[BLACK | ADVISOR]) * attack0;
    raw[R + FullTerms.ELEPHANT_MISSING] = Math.max(0, 2 - count[BLACK | ELEPHANT]) * attack0;
    int ph = 4 * (count[CHARIOT] + count[BLACK | CHARIOT])
        + 2 * (count[HORSE] + count[BLACK | HORSE] + count[CANNON] + count[BLACK | CANNON]);
    phase = Math.min(ph, FullTerms.PHASE_MAX);
  }

  /**
   * The term vector of the last scan for the side to move of {@code s} into {@code x[0..TERMS)}: material counts,
   * then the symmetric terms as mover minus opponent, then the mover's hanging value (sum, largest) and the
   * opponent's (sum).
   */
  void terms(XiangqiState s, int[] x) {
    final int m = s.side;
    final int o = m ^ 1;
    final int[] count = s.count;
    final int mp = m << 3;
    final int op = o << 3;
    for (int t = FullTerms.ADVISOR; t <= FullTerms.SOLDIER; t++) {
      x[t] = count[mp | (t + ADVISOR)] - count[op | (t + ADVISOR)];
    }
    final int mb = m * R;
    final int ob = o * R;
    for (int t = FullTerms.CHARIOT_MOBILITY; t < FullTerms.SYMMETRIC; t++) {
      x[t] = raw[mb + t] - raw[ob + t];
    }
    x[FullTerms.HANGING_MOVER] = raw[mb + FullTerms.RAW_HANGING_SUM];
    x[FullTerms.HANGING_MOVER_MAX] = raw[mb + FullTerms.RAW_HANGING_MAX];
    x[FullTerms.HANGING_OPPONENT] = raw[ob + FullTerms.RAW_HANGING_SUM];
  }

  /** Records an attack of colour {@code c} by a piece of kind {@code bit} on {@code to}: on pieces only. */
  private static int mark(int[] attacks, int[] b, int c, int to, int bit, int enemyPalace) {
    if (b[to] != 0) {
      attacks[c * 90 + to] |= bit;
    }
    return PALACE[to] == enemyPalace ? 1 : 0;
  }

  /** Marks the chariot's attack on the first piece {@code sq} one way (-1: none); 1 if that piece is its own. */
  private int blocker(int[] b, int c, int sq, int bit) {
    if (sq < 0) {
      return 0;
    }
    attacks[c * 90 + sq] |= bit;
    return (b[sq] >> 3) == c ? 1 : 0;
  }

  private static int overlap(int a, int b, int lo, int hi) {
    return Math.max(0, Math.min(b, hi) - Math.max(a, lo) + 1);
  }

  /**
   * A cannon one way along a line: its quiet moves and capture; the points beyond the screen up to the next piece
   * count as attacked (on the enemy palace if {@code palace} and within {@code lo..hi}), the next piece is marked.
   */
  private int cannonLine(int[] b, int c, int base, int stride, int pos, int first, int second, int end, int dir,
      boolean palace, int lo, int hi) {
    if (first == NONE) {
      return (end - pos) * dir;
    }
    int mob = (first - pos) * dir - 1;
    int stop = second == NONE ? end : second;
    if (palace && stop != first) {
      hits += dir > 0 ? overlap(first + 1, stop, lo, hi) : overlap(stop, first - 1, lo, hi);
    }
    if (second != NONE) {
      int sq = base + second * stride;
      attacks[c * 90 + sq] |= CANNON_BIT;
      if ((b[sq] >> 3) != c) {
        mob++;
      }
    }
    return mob;
  }

  /** Hanging pieces, soldier structure, chariots on open files and horse outposts, from the attack maps. */
  private void pieceTerms(XiangqiState s, int soldierFiles0, int soldierFiles1) {
    final int[] b = s.board;
    final int[] raw = this.raw;
    final int soldierFiles = soldierFiles0 | soldierFiles1;
    for (int k = 0; k < pieceCount; k++) {
      int sq = pieces[k];
      int p = b[sq];
      int type = p & 7;
      if (type == KING) {
        continue;
      }
      int c = p >> 3;
      int e = c ^ 1;
      int base = c * R;
      int r = RANK_OF[sq];
      int f = FILE_OF[sq];
      int adv = c == 0 ? r : 9 - r;
      int value = XiangqiState.VALUE[type];
      if (type == SOLDIER && adv >= 5) {
        value = 200;
      }
      int against = attacks[e * 90 + sq];
      int defence = attacks[c * 90 + sq];
      if (against != 0) {
        int lowest = LEAST[Integer.numberOfTrailingZeros(against)];
        int gain = defence == 0 ? value : lowest < value ? value - lowest : 0;
        if (gain > 0) {
          raw[base + FullTerms.RAW_HANGING_SUM] += gain;
          if (gain > raw[base + FullTerms.RAW_HANGING_MAX]) {
            raw[base + FullTerms.RAW_HANGING_MAX] = gain;
          }
        }
      }
      switch (type) {
        case SOLDIER -> {
          if (adv >= 5) {
            if (f < 8 && b[sq + 1] == p) {
              raw[base + FullTerms.SOLDIER_CONNECTED]++;
            }
            if (adv >= 6 && f >= 2 && f <= 6) {
              raw[base + FullTerms.SOLDIER_NEAR_PALACE]++;
            }
          }
        }
        case CHARIOT -> {
          if ((soldierFiles >> f & 1) == 0) {
            raw[base + FullTerms.CHARIOT_OPEN_FILE]++;
          } else if (((c == 0 ? soldierFiles0 : soldierFiles1) >> f & 1) == 0) {
            raw[base + FullTerms.CHARIOT_HALF_OPEN_FILE]++;
          }
        }
        case HORSE -> {
          if (adv >= 5 && adv <= 8 && against == 0 && defence != 0) {
            raw[base + FullTerms.HORSE_OUTPOST]++;
          }
        }
        default -> {}
      }
    }
    for (int k = 0; k < pieceCount; k++) {
      attacks[pieces[k]] = 0;
      attacks[90 + pieces[k]] = 0;
    }
  }

  /** The lines through colour {@code c}'s general: open file, cannons facing it, pinned pieces. */
  private void general(XiangqiState s, int c) {
    int g = s.kingSq[c];
    int r = g / 9;
    int f = g - 9 * r;
    int lf = LINE_FILE[r << 10 | s.fileBits[f]];
    int lr = LINE_RANK[f << 9 | s.rankBits[r]];
    int ahead = c == 0 ? lf & 15 : lf >>> 8 & 15;
    if (ahead == NONE || (s.board[ahead * 9 + f] >> 3) != c) {
      raw[c * R + FullTerms.OPEN_FILE] += s.count[(c ^ 1) << 3 | CHARIOT];
    }
    line(s, c, f, 9, true, lf & 15, lf >>> 4 & 15, 1);
    line(s, c, f, 9, true, lf >>> 8 & 15, lf >>> 12, -1);
    line(s, c, r * 9, 1, false, lr & 15, lr >>> 4 & 15, 1);
    line(s, c, r * 9, 1, false, lr >>> 8 & 15, lr >>> 12, -1);
  }

  private void line(XiangqiState s, int c, int base, int stride, boolean file, int first, int second, int dir) {
    if (first == NONE) {
      return;
    }
    final int[] b = s.board;
    final int enemy = (c ^ 1) << 3;
    final int bc = c * R;
    int p1 = b[base + first * stride];
    if (p1 == (enemy | CANNON)) {
      raw[bc + FullTerms.CANNON_HOLLOW]++;
    }
    if (second == NONE) {
      return;
    }
    int p2 = b[base + second * stride];
    boolean own1 = (p1 >> 3) == c;
    if (own1 && (p2 == (enemy | CHARIOT) || (file && p2 == (enemy | KING)))) {
      raw[bc + FullTerms.PINNED] += XiangqiState.VALUE[p1 & 7];
    }
    if (p2 == (enemy | CANNON)) {
      raw[bc + FullTerms.CANNON_SCREEN]++;
    }
    int l2 = file ? LINE_FILE[second << 10 | s.fileBits[base]] : LINE_RANK[second << 9 | s.rankBits[base / 9]];
    int third = dir > 0 ? l2 & 15 : l2 >>> 8 & 15;
    if (third != NONE && b[base + third * stride] == (enemy | CANNON)) {
      raw[bc + FullTerms.CANNON_TWO_SCREENS]++;
      if (own1) {
        raw[bc + FullTerms.PINNED] += XiangqiState.VALUE[p1 & 7];
      }
      if ((p2 >> 3) == c) {
        raw[bc + FullTerms.PINNED] += XiangqiState.VALUE[p2 & 7];
      }
    }
  }
}
