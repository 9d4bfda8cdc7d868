package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.FILE_OF;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.HORSE_CHECK_FROM;
import static org.gametree.xiangqi.Tables.HORSE_CHECK_LEG;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.LINE_FILE;
import static org.gametree.xiangqi.Tables.LINE_RANK;
import static org.gametree.xiangqi.Tables.NONE;
import static org.gametree.xiangqi.Tables.RANK_OF;
import static org.gametree.xiangqi.Tables.SOLDIER;

/**
 * Attack tests on a {@link XiangqiState}'s board: whether a point is attacked, and the narrowed test of whether a
 * quiet move exposes the mover's general. Static functions over the state's arrays (no object per call, nothing
 * allocated), so the check test after every move costs what it did as methods of the state.
 */
final class Attacks {
  private Attacks() {}

  /** Whether {@code sq} is attacked by {@code by}'s pieces; on the vertical a facing general counts (flying general). */
  static boolean attacked(XiangqiState s, int sq, int by) {
    return attackedOnFile(s, sq, by) || attackedOnRank(s, sq, by) || attackedByHorse(s, sq, by)
        || attackedBySoldier(s, sq, by);
  }

  /** A chariot or the facing general as the first piece up or down the file, or a cannon as the second. */
  static boolean attackedOnFile(XiangqiState s, int sq, int by) {
    final int[] b = s.board;
    final int opp = by << 3;
    final int rook = opp | CHARIOT;
    final int king = opp | KING;
    final int r = RANK_OF[sq];
    final int f = FILE_OF[sq];
    final int line = LINE_FILE[r << 10 | s.fileBits[f]];
    int i = line & 15;
    if (i != NONE) {
      int p = b[i * 9 + f];
      if (p == rook || p == king) {
        return true;
      }
      i = line >>> 4 & 15;
      if (i != NONE && b[i * 9 + f] == (opp | CANNON)) {
        return true;
      }
    }
    i = line >>> 8 & 15;
    if (i != NONE) {
      int p = b[i * 9 + f];
      if (p == rook || p == king) {
        return true;
      }
      i = line >>> 12;
      return i != NONE && b[i * 9 + f] == (opp | CANNON);
    }
    return false;
  }

  /** A chariot as the first piece left or right on the rank, or a cannon as the second. */
  static boolean attackedOnRank(XiangqiState s, int sq, int by) {
    final int[] b = s.board;
    final int opp = by << 3;
    final int rook = opp | CHARIOT;
    final int r = RANK_OF[sq];
    final int line = LINE_RANK[FILE_OF[sq] << 9 | s.rankBits[r]];
    final int base = r * 9;
    int i = line & 15;
    if (i != NONE) {
      if (b[base + i] == rook) {
        return true;
      }
      i = line >>> 4 & 15;
      if (i != NONE && b[base + i] == (opp | CANNON)) {
        return true;
      }
    }
    i = line >>> 8 & 15;
    if (i != NONE) {
      if (b[base + i] == rook) {
        return true;
      }
      i = line >>> 12;
      return i != NONE && b[base + i] == (opp | CANNON);
    }
    return false;
  }

  /** A horse whose leg (a diagonal neighbour of {@code sq}) is free. */
  static boolean attackedByHorse(XiangqiState s, int sq, int by) {
    final int horse = by << 3 | HORSE;
    if (s.count[horse] == 0) {
      return false;
    }
    final int[] b = s.board;
    for (int d = 0; d < 4; d++) {
      int leg = HORSE_CHECK_LEG[sq * 4 + d];
      if (leg >= 0 && b[leg] == 0) {
        int a = HORSE_CHECK_FROM[sq * 8 + 2 * d];
        int c = HORSE_CHECK_FROM[sq * 8 + 2 * d + 1];
        if ((a >= 0 && b[a] == horse) || (c >= 0 && b[c] == horse)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean attackedBySoldier(XiangqiState s, int sq, int by) {
    final int[] b = s.board;
    final int soldier = by << 3 | SOLDIER;
    final int file = FILE_OF[sq];
    final int rank = RANK_OF[sq];
    if (by == 0) {
      return (sq >= 9 && b[sq - 9] == soldier)
          || (rank >= 5 && ((file > 0 && b[sq - 1] == soldier) || (file < 8 && b[sq + 1] == soldier)));
    }
    return (sq < 81 && b[sq + 9] == soldier)
        || (rank <= 4 && ((file > 0 && b[sq - 1] == soldier) || (file < 8 && b[sq + 1] == soldier)));
  }

  /**
   * Whether a move of a piece other than the general, made while not in check, leaves {@code color}'s general (on
   * {@code king}) safe. Such a move can only expose it by opening or closing a line through it (a chariot, a cannon
   * screen, the facing general) or by freeing a horse leg, and the legs of the horses that attack the general are its
   * four diagonal neighbours; soldiers' attacks never change. So only the lines the move touches and, if it left a
   * leg, the horses are tested, and a move touching none of them is legal without a test.
   */
  static boolean safeAfterQuietMove(XiangqiState s, int from, int to, int king, int color) {
    int kr = RANK_OF[king];
    int kf = FILE_OF[king];
    int fr = RANK_OF[from];
    int ff = FILE_OF[from];
    boolean file = ff == kf || FILE_OF[to] == kf;
    boolean rank = fr == kr || RANK_OF[to] == kr;
    boolean leg = Math.abs(fr - kr) == 1 && Math.abs(ff - kf) == 1;
    if (!file && !rank && !leg) {
      return true;
    }
    int p = s.board[from];
    int q = s.board[to];
    s.movePiece(from, to, p, q);
    int by = color ^ 1;
    boolean safe = !(file && attackedOnFile(s, king, by)) && !(rank && attackedOnRank(s, king, by))
        && !(leg && attackedByHorse(s, king, by));
    s.unmovePiece(from, to, p, q);
    return safe;
  }
}
