package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.ADVISOR;
import static org.gametree.xiangqi.Tables.ADVISOR_MOVES;
import static org.gametree.xiangqi.Tables.BLACK;
import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.ELEPHANT;
import static org.gametree.xiangqi.Tables.ELEPHANT_EYES;
import static org.gametree.xiangqi.Tables.ELEPHANT_MOVES;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.HORSE_FROM;
import static org.gametree.xiangqi.Tables.HORSE_FROM_LEGS;
import static org.gametree.xiangqi.Tables.HORSE_LEGS;
import static org.gametree.xiangqi.Tables.HORSE_MOVES;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.KING_MOVES;
import static org.gametree.xiangqi.Tables.RAYS;
import static org.gametree.xiangqi.Tables.SIDE_KEY;
import static org.gametree.xiangqi.Tables.SOLDIER;
import static org.gametree.xiangqi.Tables.SOLDIER_MOVES;
import static org.gametree.xiangqi.Tables.ZOBRIST;

import java.util.Arrays;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.Outcome;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.NullMoveSupport;
import org.gametree.core.search.SearchExtensions;
import org.gametree.core.search.TacticalMoves;

/**
 * A Xiangqi position on a 90-square mailbox with an incremental Zobrist key and a key history for repetitions.
 *
 * <p>Squares are {@code rank * 9 + file} with rank 0 Red's back rank and file 0 the {@code a} file; a move is
 * {@code from * 90 + to}. Player 0 is Red.
 */
public final class XiangqiState implements org.gametree.core.GameState, MoveScorer, TacticalMoves,
    SearchExtensions, NullMoveSupport {
  /** Pseudo-legal moves never exceed this (2 chariots and cannons 68, the rest 51). */
  static final int MAX_MOVES = 160;
  /** Plies without a capture after which the game is drawn (the 60-move rule). */
  public static final int NO_CAPTURE_LIMIT = 120;
  private static final int NULL_MOVE = -1;
  static final int[] VALUE = {0, 10000, 200, 200, 450, 1000, 450, 100, 0, 10000, 200, 200, 450, 1000, 450, 100};

  final int[] board;
  final int[] kingSq = new int[2];
  int side;
  int halfmove;
  long key;
  private final int basePly;
  private int hp;
  private long[] keys;
  private int[] moves;
  private int[] captured;
  private int[] halfmoves;
  private boolean[] checks;
  private final int[] scratch = new int[MAX_MOVES];

  XiangqiState(int[] board, int side, int halfmove, int basePly) {
    this.board = board.clone();
    this.side = side;
    this.halfmove = halfmove;
    this.basePly = basePly;
    kingSq[0] = kingSq[1] = -1;
    long k = side == 1 ? SIDE_KEY : 0L;
    for (int sq = 0; sq < 90; sq++) {
      int p = board[sq];
      if (p != 0) {
        k ^= ZOBRIST[p * 90 + sq];
        if ((p & 7) == KING) {
          kingSq[p >> 3] = sq;
        }
      }
    }
    key = k;
    keys = new long[256];
    moves = new int[256];
    captured = new int[256];
    halfmoves = new int[256];
    checks = new boolean[256];
    keys[0] = key;
    checks[0] = inCheck();
  }

  private XiangqiState(XiangqiState o) {
    board = o.board.clone();
    kingSq[0] = o.kingSq[0];
    kingSq[1] = o.kingSq[1];
    side = o.side;
    halfmove = o.halfmove;
    key = o.key;
    basePly = o.basePly;
    hp = o.hp;
    keys = o.keys.clone();
    moves = o.moves.clone();
    captured = o.captured.clone();
    halfmoves = o.halfmoves.clone();
    checks = o.checks.clone();
  }

  /** The piece code on a square: 0 empty, 1..7 Red general..soldier, 9..15 Black. */
  public int pieceAt(int square) {
    return board[square];
  }

  @Override
  public int currentPlayer() {
    return side;
  }

  /** Plies since the last capture (or since the position was set up, plus the FEN's clock). */
  public int halfmoveClock() {
    return halfmove;
  }

  @Override
  public int plyCount() {
    return basePly + hp;
  }

  @Override
  public long hash() {
    return key;
  }

  // ---------------------------------------------------------------- attacks

  /** Whether {@code sq} is attacked by {@code by}'s pieces; on the vertical a facing general counts (flying general). */
  boolean attacked(int sq, int by) {
    final int[] b = board;
    final int opp = by << 3;
    final int rook = opp | CHARIOT;
    final int cannon = opp | CANNON;
    final int king = opp | KING;
    final int[][] rays = RAYS[sq];
    for (int dir = 0; dir < 4; dir++) {
      int[] ray = rays[dir];
      int i = 0;
      int n = ray.length;
      while (i < n && b[ray[i]] == 0) {
        i++;
      }
      if (i == n) {
        continue;
      }
      int p = b[ray[i]];
      if (p == rook || (p == king && dir < 2)) {
        return true;
      }
      i++;
      while (i < n && b[ray[i]] == 0) {
        i++;
      }
      if (i < n && b[ray[i]] == cannon) {
        return true;
      }
    }
    final int horse = opp | HORSE;
    int[] hf = HORSE_FROM[sq];
    int[] hl = HORSE_FROM_LEGS[sq];
    for (int i = 0; i < hf.length; i++) {
      if (b[hf[i]] == horse && b[hl[i]] == 0) {
        return true;
      }
    }
    final int soldier = opp | SOLDIER;
    int file = sq % 9;
    int rank = sq / 9;
    if (by == 0) {
      if (sq >= 9 && b[sq - 9] == soldier) {
        return true;
      }
      if (rank >= 5 && ((file > 0 && b[sq - 1] == soldier) || (file < 8 && b[sq + 1] == soldier))) {
        return true;
      }
    } else {
      if (sq < 81 && b[sq + 9] == soldier) {
        return true;
      }
      if (rank <= 4 && ((file > 0 && b[sq - 1] == soldier) || (file < 8 && b[sq + 1] == soldier))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the side to move is in check (including a facing general). */
  public boolean inCheck() {
    return attacked(kingSq[side], side ^ 1);
  }

  // ---------------------------------------------------------------- generation

  /** Writes the pseudo-legal moves of {@code color} into {@code out}; captures only if {@code capturesOnly}. */
  int pseudoMoves(int color, int[] out, boolean capturesOnly) {
    final int[] b = board;
    int n = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = b[sq];
      if (p != 0 && (p >> 3) == color) {
        n = pieceMoves(sq, p, color, out, n, capturesOnly);
      }
    }
    return n;
  }

  /** Appends the pseudo-legal moves of the piece {@code p} on {@code sq} to {@code out[n..]}. */
  private int pieceMoves(int sq, int p, int color, int[] out, int n, boolean capturesOnly) {
    final int[] b = board;
    {
      int base = sq * 90;
      switch (p & 7) {
        case KING:
          n = steps(KING_MOVES[sq], base, color, out, n, capturesOnly);
          break;
        case ADVISOR:
          n = steps(ADVISOR_MOVES[sq], base, color, out, n, capturesOnly);
          break;
        case SOLDIER:
          n = steps(SOLDIER_MOVES[color][sq], base, color, out, n, capturesOnly);
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
          for (int[] ray : RAYS[sq]) {
            for (int t : ray) {
              int q = b[t];
              if (q == 0) {
                if (!capturesOnly) {
                  out[n++] = base + t;
                }
              } else {
                if ((q >> 3) != color) {
                  out[n++] = base + t;
                }
                break;
              }
            }
          }
          break;
        default: // cannon
          for (int[] ray : RAYS[sq]) {
            int i = 0;
            int len = ray.length;
            for (; i < len && b[ray[i]] == 0; i++) {
              if (!capturesOnly) {
                out[n++] = base + ray[i];
              }
            }
            for (i++; i < len; i++) {
              int q = b[ray[i]];
              if (q != 0) {
                if ((q >> 3) != color) {
                  out[n++] = base + ray[i];
                }
                break;
              }
            }
          }
          break;
      }
    }
    return n;
  }

  private int steps(int[] to, int base, int color, int[] out, int n, boolean capturesOnly) {
    final int[] b = board;
    for (int t : to) {
      int q = b[t];
      if (q == 0 ? !capturesOnly : (q >> 3) != color) {
        out[n++] = base + t;
      }
    }
    return n;
  }

  /** Whether the pseudo-legal move leaves the mover's general safe (board-only make and unmake). */
  boolean legalAfter(int move) {
    int from = move / 90;
    int to = move - from * 90;
    int[] b = board;
    int p = b[from];
    int q = b[to];
    b[to] = p;
    b[from] = 0;
    int color = p >> 3;
    int k = (p & 7) == KING ? to : kingSq[color];
    boolean ok = !attacked(k, color ^ 1);
    b[from] = p;
    b[to] = q;
    return ok;
  }

  private int filterLegal(int[] out, int n) {
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (legalAfter(out[i])) {
        out[m++] = out[i];
      }
    }
    return m;
  }

  @Override
  public int legalMoves(int[] out) {
    if (out.length < MAX_MOVES) {
      int n = filterLegal(scratch, pseudoMoves(side, scratch, false));
      System.arraycopy(scratch, 0, out, 0, n);
      return n;
    }
    return filterLegal(out, pseudoMoves(side, out, false));
  }

  /** Whether the side to move has at least one legal move. */
  public boolean hasLegalMove() {
    final int[] b = board;
    for (int sq = 0; sq < 90; sq++) {
      int p = b[sq];
      if (p != 0 && (p >> 3) == side) {
        int n = pieceMoves(sq, p, side, scratch, 0, false);
        for (int i = 0; i < n; i++) {
          if (legalAfter(scratch[i])) {
            return true;
          }
        }
      }
    }
    return false;
  }

  @Override
  public boolean isLegal(int move) {
    if (move < 0 || move >= 8100) {
      return false;
    }
    int from = move / 90;
    int p = board[from];
    if (p == 0 || (p >> 3) != side) {
      return false;
    }
    int n = pseudoMoves(side, scratch, false);
    for (int i = 0; i < n; i++) {
      if (scratch[i] == move) {
        return legalAfter(move);
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- play

  private void grow() {
    int cap = keys.length * 2;
    keys = Arrays.copyOf(keys, cap);
    moves = Arrays.copyOf(moves, cap);
    captured = Arrays.copyOf(captured, cap);
    halfmoves = Arrays.copyOf(halfmoves, cap);
    checks = Arrays.copyOf(checks, cap);
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      String text = move >= 0 && move < 8100 ? Notation.iccs(move) : Integer.toString(move);
      throw new IllegalMoveException(move, text);
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    int from = move / 90;
    int to = move - from * 90;
    int p = board[from];
    int q = board[to];
    if (hp + 1 >= keys.length) {
      grow();
    }
    moves[hp] = move;
    captured[hp] = q;
    halfmoves[hp] = halfmove;
    long k = key ^ ZOBRIST[p * 90 + from] ^ ZOBRIST[p * 90 + to] ^ SIDE_KEY;
    if (q != 0) {
      k ^= ZOBRIST[q * 90 + to];
      halfmove = 0;
    } else {
      halfmove++;
    }
    board[to] = p;
    board[from] = 0;
    if ((p & 7) == KING) {
      kingSq[p >> 3] = to;
    }
    side ^= 1;
    key = k;
    hp++;
    keys[hp] = k;
    checks[hp] = inCheck();
  }

  @Override
  public void undo() {
    if (hp == 0) {
      throw new IllegalStateException("no move to undo");
    }
    hp--;
    int move = moves[hp];
    side ^= 1;
    halfmove = halfmoves[hp];
    key = keys[hp];
    if (move == NULL_MOVE) {
      return;
    }
    int from = move / 90;
    int to = move - from * 90;
    int p = board[to];
    board[from] = p;
    board[to] = captured[hp];
    if ((p & 7) == KING) {
      kingSq[p >> 3] = from;
    }
  }

  @Override
  public boolean nullMoveAllowed() {
    if (checks[hp]) {
      return false;
    }
    int attackers = 0;
    for (int sq = 0; sq < 90; sq++) {
      int p = board[sq];
      if (p != 0 && (p >> 3) == side) {
        int t = p & 7;
        if (t == CHARIOT || t == HORSE || t == CANNON) {
          attackers++;
        }
      }
    }
    return attackers >= 1;
  }

  @Override
  public void playNull() {
    if (hp + 1 >= keys.length) {
      grow();
    }
    moves[hp] = NULL_MOVE;
    captured[hp] = 0;
    halfmoves[hp] = halfmove;
    halfmove = 0; // a null move cuts repetition chains
    side ^= 1;
    key ^= SIDE_KEY;
    hp++;
    keys[hp] = key;
    checks[hp] = false;
  }

  @Override
  public void undoNull() {
    undo();
  }

  /** The last move played, or -1. */
  public int lastMove() {
    return hp == 0 ? -1 : moves[hp - 1];
  }

  // ---------------------------------------------------------------- end of game

  /**
   * The result of a repetition of the current position, or null if it has not occurred three times. The side that
   * gave check with every one of its moves since the first of the three occurrences loses; otherwise a draw.
   */
  Outcome repetition() {
    int limit = Math.max(0, hp - halfmove);
    int seen = 0;
    int first = -1;
    for (int j = hp - 4; j >= limit; j -= 2) {
      if (keys[j] == key) {
        seen++;
        if (seen == 2) {
          first = j;
          break;
        }
      }
    }
    if (first < 0) {
      return null;
    }
    // positions first+1..hp: checks[j] says the side to move at j was in check, i.e. the previous move checked
    boolean[] perpetual = {true, true};
    for (int j = first + 1; j <= hp; j++) {
      int mover = side ^ ((hp - j + 1) & 1); // the side that moved into position j
      if (!checks[j]) {
        perpetual[mover] = false;
      }
    }
    if (perpetual[0] != perpetual[1]) {
      return Outcome.win(perpetual[0] ? 1 : 0);
    }
    return Outcome.draw();
  }

  @Override
  public boolean isTerminal() {
    return halfmove >= NO_CAPTURE_LIMIT || (halfmove >= 4 && repetition() != null) || !hasLegalMove();
  }

  @Override
  public Outcome outcome() {
    if (!hasLegalMove()) {
      return Outcome.win(side ^ 1); // checkmate and stalemate both lose
    }
    if (halfmove >= 4) {
      Outcome rep = repetition();
      if (rep != null) {
        return rep;
      }
    }
    if (halfmove >= NO_CAPTURE_LIMIT) {
      return Outcome.draw();
    }
    throw new IllegalStateException("the game is not over");
  }

  // ---------------------------------------------------------------- search hooks

  @Override
  public void scoreMoves(int[] ms, int count, int[] scores) {
    for (int i = 0; i < count; i++) {
      int from = ms[i] / 90;
      int to = ms[i] - from * 90;
      int q = board[to];
      scores[i] = q == 0 ? 0 : VALUE[q] * 16 - VALUE[board[from]] / 16 + 100_000;
    }
  }

  @Override
  public int tacticalMoves(int[] out) {
    if (checks[hp]) {
      return legalMoves(out);
    }
    if (out.length < MAX_MOVES) {
      int n = filterLegal(scratch, pseudoMoves(side, scratch, true));
      System.arraycopy(scratch, 0, out, 0, n);
      return n;
    }
    return filterLegal(out, pseudoMoves(side, out, true));
  }

  @Override
  public boolean mustEvade() {
    return checks[hp];
  }

  @Override
  public int extension() {
    return checks[hp] ? 1 : 0;
  }

  // ---------------------------------------------------------------- perft

  /** Counts legal move sequences of length {@code depth} by board-only make/unmake, bulk-counting the last ply. */
  long perft(int depth) {
    if (depth <= 0) {
      return 1;
    }
    int[][] buffers = new int[depth + 1][MAX_MOVES];
    return perft(depth, side, buffers);
  }

  private long perft(int depth, int color, int[][] buffers) {
    int[] buf = buffers[depth];
    int n = pseudoMoves(color, buf, false);
    final int[] b = board;
    long total = 0;
    final int k = kingSq[color];
    final boolean check = attacked(k, color ^ 1);
    final int kr = k / 9;
    final int kf = k - kr * 9;
    for (int i = 0; i < n; i++) {
      int move = buf[i];
      int from = move / 90;
      int to = move - from * 90;
      int p = b[from];
      boolean isKing = (p & 7) == KING;
      if (!check && !isKing) {
        // a move that neither leaves nor enters the general's rank or file, nor frees a horse leg next to it,
        // cannot expose the general
        int fr = from / 9;
        int ff = from - fr * 9;
        int tr = to / 9;
        int tf = to - tr * 9;
        if (fr != kr && ff != kf && tr != kr && tf != kf
            && (Math.abs(fr - kr) != 1 || Math.abs(ff - kf) != 1)) {
          if (depth == 1) {
            total++;
          } else {
            int q = b[to];
            b[to] = p;
            b[from] = 0;
            total += perft(depth - 1, color ^ 1, buffers);
            b[from] = p;
            b[to] = q;
          }
          continue;
        }
      }
      int q = b[to];
      b[to] = p;
      b[from] = 0;
      int saved = kingSq[color];
      if (isKing) {
        kingSq[color] = to;
      }
      if (!attacked(kingSq[color], color ^ 1)) {
        total += depth == 1 ? 1 : perft(depth - 1, color ^ 1, buffers);
      }
      kingSq[color] = saved;
      b[from] = p;
      b[to] = q;
    }
    return total;
  }

  // ---------------------------------------------------------------- misc

  @Override
  public XiangqiState copy() {
    return new XiangqiState(this);
  }

  @Override
  public String moveToString(int move) {
    return Notation.iccs(move);
  }

  @Override
  public int parseMove(String text) {
    return Notation.parse(this, text);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof XiangqiState s && s.side == side && Arrays.equals(s.board, board);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key);
  }

  @Override
  public String toString() {
    return Fen.format(this);
  }
}
