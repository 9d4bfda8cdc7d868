package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.ADVISOR_MOVES;
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
import static org.gametree.xiangqi.Tables.SOLDIER;
import static org.gametree.xiangqi.Tables.SOLDIER_MOVES;

/**
 * Move generation for a {@link XiangqiState}: pseudo-legal moves (all or captures only) written into a caller's
 * {@code int[]}, the legality filter, and the dedicated perft counter. Static functions over the state's arrays, so
 * generation allocates nothing and costs what it did as methods of the state; the state makes and unmakes the moves.
 */
final class MoveGen {
  private MoveGen() {}

  /** Writes the pseudo-legal moves of {@code color} into {@code out}; captures only if {@code capturesOnly}. */
  static int pseudoMoves(XiangqiState s, int color, int[] out, boolean capturesOnly) {
    final int[] b = s.board;
    final int[] rankBits = s.rankBits;
    int n = 0;
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) {
        int sq = r * 9 + Integer.numberOfTrailingZeros(bits);
        int p = b[sq];
        if ((p >> 3) == color) {
          n = pieceMoves(s, sq, p, color, out, n, capturesOnly);
        }
      }
    }
    return n;
  }

  /** Appends the pseudo-legal moves of the piece {@code p} on {@code sq} to {@code out[n..]}. */
  static int pieceMoves(XiangqiState s, int sq, int p, int color, int[] out, int n, boolean capturesOnly) {
    final int[] b = s.board;
    int base = sq * 90;
    switch (p & 7) {
      case KING:
        n = steps(b, KING_MOVES[sq], base, color, out, n, capturesOnly);
        break;
      case ADVISOR:
        n = steps(b, ADVISOR_MOVES[sq], base, color, out, n, capturesOnly);
        break;
      case SOLDIER:
        n = steps(b, SOLDIER_MOVES[color][sq], base, color, out, n, capturesOnly);
        break;
      case ELEPHANT: {
        int[] to = ELEPHANT_MOVES[sq];
        int[] eye = ELEPHANT_EYES[sq];
        for (int i = 0; i < to.length; i++) {
          if (b[eye[i]] == 0) {
            int q = b[to[i]];
            if (q == 0 ? !capturesOnly : (q >> 3) != color) {
              out[n++] = base + to[i];
            }
          }
        }
        break;
      }
      case HORSE: {
        int[] to = HORSE_MOVES[sq];
        int[] leg = HORSE_LEGS[sq];
        for (int i = 0; i < to.length; i++) {
          if (b[leg[i]] == 0) {
            int q = b[to[i]];
            if (q == 0 ? !capturesOnly : (q >> 3) != color) {
              out[n++] = base + to[i];
            }
          }
        }
        break;
      }
      case CHARIOT:
        n = slides(s, sq, color, out, n, capturesOnly, false);
        break;
      default: // cannon
        n = slides(s, sq, color, out, n, capturesOnly, true);
        break;
    }
    return n;
  }

  /**
   * Chariot or cannon moves from {@code sq}: up, down, right, left, each the quiet moves outward and then the capture
   * (of the first blocker, or for a cannon the second).
   */
  private static int slides(XiangqiState s, int sq, int color, int[] out, int n, boolean capturesOnly,
      boolean cannon) {
    final int[] b = s.board;
    final int r = RANK_OF[sq];
    final int f = FILE_OF[sq];
    final int base = sq * 90;
    final int shift = cannon ? 4 : 0;
    int line = LINE_FILE[r << 10 | s.fileBits[f]];
    int stop = line & 15;
    if (!capturesOnly) {
      for (int i = r + 1, end = stop == NONE ? 10 : stop; i < end; i++) {
        out[n++] = base + i * 9 + f;
      }
    }
    int t = line >>> shift & 15;
    if (t != NONE) {
      int q = b[t * 9 + f];
      if ((q >> 3) != color) {
        out[n++] = base + t * 9 + f;
      }
    }
    stop = line >>> 8 & 15;
    if (!capturesOnly) {
      for (int i = r - 1, end = stop == NONE ? -1 : stop; i > end; i--) {
        out[n++] = base + i * 9 + f;
      }
    }
    t = line >>> (8 + shift) & 15;
    if (t != NONE) {
      int q = b[t * 9 + f];
      if ((q >> 3) != color) {
        out[n++] = base + t * 9 + f;
      }
    }
    line = LINE_RANK[f << 9 | s.rankBits[r]];
    final int row = r * 9;
    stop = line & 15;
    if (!capturesOnly) {
      for (int i = f + 1, end = stop == NONE ? 9 : stop; i < end; i++) {
        out[n++] = base + row + i;
      }
    }
    t = line >>> shift & 15;
    if (t != NONE && (b[row + t] >> 3) != color) {
      out[n++] = base + row + t;
    }
    stop = line >>> 8 & 15;
    if (!capturesOnly) {
      for (int i = f - 1, end = stop == NONE ? -1 : stop; i > end; i--) {
        out[n++] = base + row + i;
      }
    }
    t = line >>> (8 + shift) & 15;
    if (t != NONE && (b[row + t] >> 3) != color) {
      out[n++] = base + row + t;
    }
    return n;
  }

  private static int steps(int[] b, int[] to, int base, int color, int[] out, int n, boolean capturesOnly) {
    for (int t : to) {
      int q = b[t];
      if (q == 0 ? !capturesOnly : (q >> 3) != color) {
        out[n++] = base + t;
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- legality

  /** Whether the pseudo-legal move leaves the mover's general safe (board-only make and unmake). */
  static boolean legalAfter(XiangqiState s, int move) {
    int from = move / 90;
    int to = move - from * 90;
    int p = s.board[from];
    int q = s.board[to];
    s.movePiece(from, to, p, q);
    int color = p >> 3;
    int k = (p & 7) == KING ? to : s.kingSq[color];
    boolean ok = !Attacks.attacked(s, k, color ^ 1);
    s.unmovePiece(from, to, p, q);
    return ok;
  }

  /** Legality of a pseudo-legal move of the side to move, testing only what the move can change when not in check. */
  private static boolean legal(XiangqiState s, int move, boolean inCheck) {
    if (!inCheck) {
      int from = move / 90;
      int king = s.kingSq[s.side];
      if (from != king) {
        return Attacks.safeAfterQuietMove(s, from, move - from * 90, king, s.side);
      }
    }
    return legalAfter(s, move);
  }

  /** Keeps the legal ones of the side to move's pseudo-legal moves {@code out[0..n)}, in order; returns their count. */
  static int filterLegal(XiangqiState s, int[] out, int n) {
    boolean inCheck = s.mustEvade();
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (legal(s, out[i], inCheck)) {
        out[m++] = out[i];
      }
    }
    return m;
  }

  /** Whether the side to move has at least one legal move; stops at the first, generating piece by piece. */
  static boolean hasLegalMove(XiangqiState s) {
    final int[] b = s.board;
    final int[] scratch = s.scratch;
    final int side = s.side;
    final boolean inCheck = s.mustEvade();
    for (int r = 0; r < 10; r++) {
      for (int bits = s.rankBits[r]; bits != 0; bits &= bits - 1) {
        int sq = r * 9 + Integer.numberOfTrailingZeros(bits);
        int p = b[sq];
        if ((p >> 3) == side) {
          int n = pieceMoves(s, sq, p, side, scratch, 0, false);
          for (int i = 0; i < n; i++) {
            if (legal(s, scratch[i], inCheck)) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /** Whether {@code move} (any int) is a legal move of the side to move. */
  static boolean isLegal(XiangqiState s, int move) {
    if (move < 0 || move >= 8100) {
      return false;
    }
    int from = move / 90;
    int p = s.board[from];
    if (p == 0 || (p >> 3) != s.side) {
      return false;
    }
    int[] scratch = s.scratch;
    int n = pieceMoves(s, from, p, s.side, scratch, 0, false);
    for (int i = 0; i < n; i++) {
      if (scratch[i] == move) {
        return legalAfter(s, move);
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- perft

  /**
   * Counts legal move sequences of length {@code depth} from {@code s} by board-only make/unmake (board, occupancy
   * bits and general squares; the state is as it was afterwards), bulk-counting the last ply.
   */
  static long perft(XiangqiState s, int depth) {
    if (depth <= 0) {
      return 1;
    }
    int[][] buffers = new int[depth + 1][XiangqiState.MAX_MOVES];
    return perft(s, depth, s.side, buffers);
  }

  private static long perft(XiangqiState s, int depth, int color, int[][] buffers) {
    int[] buf = buffers[depth];
    int n = pseudoMoves(s, color, buf, false);
    final int[] b = s.board;
    final int[] kingSq = s.kingSq;
    long total = 0;
    final int k = kingSq[color];
    final boolean check = Attacks.attacked(s, k, color ^ 1);
    for (int i = 0; i < n; i++) {
      int move = buf[i];
      int from = move / 90;
      int to = move - from * 90;
      boolean isKing = from == k;
      if (isKing || check) {
        int p = b[from];
        int q = b[to];
        s.movePiece(from, to, p, q);
        int king = isKing ? to : k;
        if (!Attacks.attacked(s, king, color ^ 1)) {
          if (depth == 1) {
            total++;
          } else {
            kingSq[color] = king;
            total += perft(s, depth - 1, color ^ 1, buffers);
            kingSq[color] = k;
          }
        }
        s.unmovePiece(from, to, p, q);
      } else if (Attacks.safeAfterQuietMove(s, from, to, k, color)) {
        if (depth == 1) {
          total++;
        } else {
          int p = b[from];
          int q = b[to];
          s.movePiece(from, to, p, q);
          total += perft(s, depth - 1, color ^ 1, buffers);
          s.unmovePiece(from, to, p, q);
        }
      }
    }
    return total;
  }
}
