package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.RANK_OF;
import static org.gametree.xiangqi.Tables.SOLDIER;

import java.util.Arrays;

/**
 * The perpetual-chase test of the {@code chase=asian} rule, with its move buffers. A state makes one on the first
 * repetition it judges under that rule ({@link XiangqiState#chase()}) and keeps it, so judging a cycle again allocates
 * only the copy of the cycle's moves; {@link Repetition} calls it only after a third occurrence without perpetual
 * check.
 */
final class Chase {
  private final int[] before = new int[XiangqiState.MAX_MOVES];
  private final int[] after = new int[XiangqiState.MAX_MOVES];
  private final int[] work = new int[XiangqiState.MAX_MOVES];
  private final int[] replies = new int[XiangqiState.MAX_MOVES];

  /**
   * Whether every move of {@code chaser} since position {@code first} of {@code s}'s history chased one and the same
   * enemy piece (followed from square to square as it moves) or gave check, with at least one chase. Rewinds to
   * {@code first} and replays, leaving the state as it was.
   */
  boolean perpetual(XiangqiState s, int first, int chaser) {
    int plies = s.hp - first;
    int[] line = Arrays.copyOfRange(s.moves, first, s.hp);
    for (int i = 0; i < plies; i++) {
      s.undo();
    }
    // the candidate targets, a set of squares: bits 0..63 in low, 64..89 in high
    long low = -1L;
    long high = -1L;
    boolean chased = false;
    for (int move : line) {
      int from = move / 90;
      int to = move - from * 90;
      if (s.side == chaser) {
        int nBefore = chases(s, chaser, before);
        s.playUnchecked(move);
        if (s.mustEvade()) {
          continue; // a check neither breaks nor makes the chase: one check, one chase is still a perpetual chase
        }
        chased = true;
        int nAfter = chases(s, chaser, after);
        long chasedLow = 0;
        long chasedHigh = 0;
        for (int i = 0; i < nAfter; i++) {
          int attack = after[i];
          int attacker = attack / 90;
          // the moved piece's attacks are all new; another piece's only if it was not attacking before (discovered)
          if (attacker == to || !contains(before, nBefore, attack)) {
            int target = attack - attacker * 90;
            if (target < 64) {
              chasedLow |= 1L << target;
            } else {
              chasedHigh |= 1L << (target - 64);
            }
          }
        }
        low &= chasedLow;
        high &= chasedHigh;
      } else {
        s.playUnchecked(move);
        // a candidate target that moves stays the candidate on its new square
        boolean moved = from < 64 ? (low >>> from & 1) != 0 : (high >>> (from - 64) & 1) != 0;
        if (moved) {
          if (from < 64) {
            low &= ~(1L << from);
          } else {
            high &= ~(1L << (from - 64));
          }
          if (to < 64) {
            low |= 1L << to;
          } else {
            high |= 1L << (to - 64);
          }
        }
      }
    }
    return chased && (low | high) != 0;
  }

  private static boolean contains(int[] list, int n, int value) {
    for (int i = 0; i < n; i++) {
      if (list[i] == value) {
        return true;
      }
    }
    return false;
  }

  /**
   * The captures {@code chaser} threatens that count as a chase, written as moves into {@code out}: a legal capture
   * by a chariot, horse, cannon, advisor or elephant (the general and soldiers may attack freely) of any piece but
   * the general and soldiers that have not crossed the river, where the attacker is of a weaker kind (horse or cannon
   * on a chariot; advisor or elephant on a chariot, horse or cannon) or the target is undefended (no legal recapture
   * on its square), and which is not an offer to exchange (same kinds attacking each other).
   */
  private int chases(XiangqiState s, int chaser, int[] out) {
    final int[] board = s.board;
    int n = MoveGen.pseudoMoves(s, chaser, work, true);
    int count = 0;
    for (int i = 0; i < n; i++) {
      int move = work[i];
      int from = move / 90;
      int to = move - from * 90;
      int a = board[from] & 7;
      int t = board[to] & 7;
      if (a == KING || a == SOLDIER || t == KING || (t == SOLDIER && !crossed(to, chaser ^ 1))) {
        continue;
      }
      if (!MoveGen.legalAfter(s, move)) {
        continue;
      }
      boolean weaker = a == HORSE || a == CANNON ? t == CHARIOT
          : (a == ADVISOR || a == ELEPHANT) && (t == CHARIOT || t == HORSE || t == CANNON);
      if (!weaker && ((a == t && capturesBack(s, to, from)) || defended(s, move))) {
        continue;
      }
      out[count++] = move;
    }
    return count;
  }

  private static boolean crossed(int sq, int color) {
    return color == 0 ? RANK_OF[sq] >= 5 : RANK_OF[sq] <= 4;
  }

  /** Whether the piece on {@code sq} can legally capture the one on {@code target}. */
  private boolean capturesBack(XiangqiState s, int sq, int target) {
    int p = s.board[sq];
    int n = MoveGen.pieceMoves(s, sq, p, p >> 3, replies, 0, true);
    int move = sq * 90 + target;
    return contains(replies, n, move) && MoveGen.legalAfter(s, move);
  }

  /** Whether, after the capture, the captured piece's side can legally take back on its square. */
  private boolean defended(XiangqiState s, int capture) {
    int from = capture / 90;
    int to = capture - from * 90;
    int p = s.board[from];
    int q = s.board[to];
    s.movePiece(from, to, p, q);
    boolean defended = false;
    int n = MoveGen.pseudoMoves(s, q >> 3, replies, true);
    for (int i = 0; i < n && !defended; i++) {
      defended = replies[i] % 90 == to && MoveGen.legalAfter(s, replies[i]);
    }
    s.unmovePiece(from, to, p, q);
    return defended;
  }
}
