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
import static org.gametree.xiangqi.Tables.HORSE_CHECK_FROM;
import static org.gametree.xiangqi.Tables.HORSE_CHECK_LEG;
import static org.gametree.xiangqi.Tables.HORSE_LEGS;
import static org.gametree.xiangqi.Tables.HORSE_MOVES;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.KING_MOVES;
import static org.gametree.xiangqi.Tables.LINE_FILE;
import static org.gametree.xiangqi.Tables.LINE_RANK;
import static org.gametree.xiangqi.Tables.NONE;
import static org.gametree.xiangqi.Tables.RANK_OF;
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
  public static final int MAX_MOVES = 160;
  /** Plies without a capture after which the game is drawn (the 60-move rule). */
  public static final int NO_CAPTURE_LIMIT = 120;
  private static final int NULL_MOVE = -1;
  static final int[] VALUE = {0, 10000, 200, 200, 450, 1000, 450, 100, 0, 10000, 200, 200, 450, 1000, 450, 100};

  final int[] board;
  /** Occupancy bits per rank (bit = file) and per file (bit = rank), for O(1) slider lookups in {@link Tables}. */
  final int[] rankBits = new int[10];
  final int[] fileBits = new int[9];
  /** Pieces on the board per piece code. */
  final int[] count = new int[16];
  /** Per side, the sum of {@link XiangqiEvaluator#SQUARE_VALUE} over its pieces, kept up to date by play and undo. */
  final int[] squareValues = new int[2];
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
  /** Whether a perpetual chase loses (the {@code chase=asian} option); set by the game on the states it makes. */
  boolean asianChase;
  /** Buffers of the chase test, allocated on its first use. */
  private int[] chaseBefore;
  private int[] chaseAfter;
  private int[] chaseWork;
  private int[] chaseReplies;

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
        occupy(sq);
        count[p]++;
        squareValues[p >> 3] += XiangqiEvaluator.SQUARE_VALUE[p * 90 + sq];
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
    System.arraycopy(o.rankBits, 0, rankBits, 0, 10);
    System.arraycopy(o.fileBits, 0, fileBits, 0, 9);
    System.arraycopy(o.count, 0, count, 0, 16);
    squareValues[0] = o.squareValues[0];
    squareValues[1] = o.squareValues[1];
    kingSq[0] = o.kingSq[0];
    kingSq[1] = o.kingSq[1];
    side = o.side;
    halfmove = o.halfmove;
    key = o.key;
    basePly = o.basePly;
    asianChase = o.asianChase;
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

  private void occupy(int sq) {
    rankBits[RANK_OF[sq]] |= 1 << FILE_OF[sq];
    fileBits[FILE_OF[sq]] |= 1 << RANK_OF[sq];
  }

  private void vacate(int sq) {
    rankBits[RANK_OF[sq]] &= ~(1 << FILE_OF[sq]);
    fileBits[FILE_OF[sq]] &= ~(1 << RANK_OF[sq]);
  }

  /** Board and occupancy only: moves the piece {@code p} from {@code from} to {@code to} (holding {@code q}). */
  private void movePiece(int from, int to, int p, int q) {
    board[to] = p;
    board[from] = 0;
    vacate(from);
    if (q == 0) {
      occupy(to);
    }
  }

  /** The exact inverse of {@link #movePiece}. */
  private void unmovePiece(int from, int to, int p, int q) {
    board[from] = p;
    board[to] = q;
    occupy(from);
    if (q == 0) {
      vacate(to);
    }
  }

  // ---------------------------------------------------------------- attacks

  /** Whether {@code sq} is attacked by {@code by}'s pieces; on the vertical a facing general counts (flying general). */
  boolean attacked(int sq, int by) {
    return attackedOnFile(sq, by) || attackedOnRank(sq, by) || attackedByHorse(sq, by) || attackedBySoldier(sq, by);
  }

  /** A chariot or the facing general as the first piece up or down the file, or a cannon as the second. */
  private boolean attackedOnFile(int sq, int by) {
    final int[] b = board;
    final int opp = by << 3;
    final int rook = opp | CHARIOT;
    final int king = opp | KING;
    final int r = RANK_OF[sq];
    final int f = FILE_OF[sq];
    final int line = LINE_FILE[r << 10 | fileBits[f]];
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
  private boolean attackedOnRank(int sq, int by) {
    final int[] b = board;
    final int opp = by << 3;
    final int rook = opp | CHARIOT;
    final int r = RANK_OF[sq];
    final int line = LINE_RANK[FILE_OF[sq] << 9 | rankBits[r]];
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
  private boolean attackedByHorse(int sq, int by) {
    final int horse = by << 3 | HORSE;
    if (count[horse] == 0) {
      return false;
    }
    final int[] b = board;
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

  private boolean attackedBySoldier(int sq, int by) {
    final int[] b = board;
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

  /** Whether the side to move is in check (including a facing general). */
  public boolean inCheck() {
    return attacked(kingSq[side], side ^ 1);
  }

  // ---------------------------------------------------------------- generation

  /** Writes the pseudo-legal moves of {@code color} into {@code out}; captures only if {@code capturesOnly}. */
  int pseudoMoves(int color, int[] out, boolean capturesOnly) {
    final int[] b = board;
    int n = 0;
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) {
        int sq = r * 9 + Integer.numberOfTrailingZeros(bits);
        int p = b[sq];
        if ((p >> 3) == color) {
          n = pieceMoves(sq, p, color, out, n, capturesOnly);
        }
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
          n = slides(sq, color, out, n, capturesOnly, false);
          break;
        default: // cannon
          n = slides(sq, color, out, n, capturesOnly, true);
          break;
      }
    }
    return n;
  }

  /**
   * Chariot or cannon moves from {@code sq}: up, down, right, left, each the quiet moves outward and then the capture
   * (of the first blocker, or for a cannon the second).
   */
  private int slides(int sq, int color, int[] out, int n, boolean capturesOnly, boolean cannon) {
    final int[] b = board;
    final int r = RANK_OF[sq];
    final int f = FILE_OF[sq];
    final int base = sq * 90;
    final int shift = cannon ? 4 : 0;
    int line = LINE_FILE[r << 10 | fileBits[f]];
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
    line = LINE_RANK[f << 9 | rankBits[r]];
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
    int p = board[from];
    int q = board[to];
    movePiece(from, to, p, q);
    int color = p >> 3;
    int k = (p & 7) == KING ? to : kingSq[color];
    boolean ok = !attacked(k, color ^ 1);
    unmovePiece(from, to, p, q);
    return ok;
  }

  /**
   * Whether a move of a piece other than the general, made while not in check, leaves {@code color}'s general (on
   * {@code king}) safe. Such a move can only expose it by opening or closing a line through it (a chariot, a cannon
   * screen, the facing general) or by freeing a horse leg, and the legs of the horses that attack the general are its
   * four diagonal neighbours; soldiers' attacks never change. So only the lines the move touches and, if it left a
   * leg, the horses are tested, and a move touching none of them is legal without a test.
   */
  private boolean safeAfterQuietMove(int from, int to, int king, int color) {
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
    int p = board[from];
    int q = board[to];
    movePiece(from, to, p, q);
    int by = color ^ 1;
    boolean safe = !(file && attackedOnFile(king, by)) && !(rank && attackedOnRank(king, by))
        && !(leg && attackedByHorse(king, by));
    unmovePiece(from, to, p, q);
    return safe;
  }

  /** Legality of a pseudo-legal move of the side to move, testing only what the move can change when not in check. */
  private boolean legal(int move, boolean inCheck) {
    if (!inCheck) {
      int from = move / 90;
      int king = kingSq[side];
      if (from != king) {
        return safeAfterQuietMove(from, move - from * 90, king, side);
      }
    }
    return legalAfter(move);
  }

  private int filterLegal(int[] out, int n) {
    boolean inCheck = checks[hp];
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (legal(out[i], inCheck)) {
        out[m++] = out[i];
      }
    }
    return m;
  }

  @Override
  public int legalMoves(int[] out) {
    int n;
    if (out.length < MAX_MOVES) {
      n = filterLegal(scratch, pseudoMoves(side, scratch, false));
      System.arraycopy(scratch, 0, out, 0, n);
    } else {
      n = filterLegal(out, pseudoMoves(side, out, false));
    }
    return n;
  }

  /** Whether the side to move has at least one legal move. */
  public boolean hasLegalMove() {
    final int[] b = board;
    final boolean inCheck = checks[hp];
    for (int r = 0; r < 10; r++) {
      for (int bits = rankBits[r]; bits != 0; bits &= bits - 1) {
        int sq = r * 9 + Integer.numberOfTrailingZeros(bits);
        int p = b[sq];
        if ((p >> 3) == side) {
          int n = pieceMoves(sq, p, side, scratch, 0, false);
          for (int i = 0; i < n; i++) {
            if (legal(scratch[i], inCheck)) {
              return true;
            }
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
    int n = pieceMoves(from, p, side, scratch, 0, false);
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
      count[q]--;
      squareValues[q >> 3] -= XiangqiEvaluator.SQUARE_VALUE[q * 90 + to];
    } else {
      halfmove++;
    }
    squareValues[p >> 3] += XiangqiEvaluator.SQUARE_VALUE[p * 90 + to] - XiangqiEvaluator.SQUARE_VALUE[p * 90 + from];
    movePiece(from, to, p, q);
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
    int q = captured[hp];
    unmovePiece(from, to, p, q);
    squareValues[p >> 3] -= XiangqiEvaluator.SQUARE_VALUE[p * 90 + to] - XiangqiEvaluator.SQUARE_VALUE[p * 90 + from];
    if (q != 0) {
      count[q]++;
      squareValues[q >> 3] += XiangqiEvaluator.SQUARE_VALUE[q * 90 + to];
    }
    if ((p & 7) == KING) {
      kingSq[p >> 3] = from;
    }
  }

  @Override
  public boolean nullMoveAllowed() {
    if (checks[hp]) {
      return false;
    }
    int own = side << 3;
    return count[own | CHARIOT] + count[own | HORSE] + count[own | CANNON] > 0;
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
   * The result of a repetition of the current position, or null if it has not occurred three times. Judged over the
   * moves since the first of the three occurrences: a side that checked with every one of its moves loses (if both
   * did, a draw); otherwise, with {@link #asianChase}, a side that chased one and the same enemy piece with every
   * one of its moves that was not a check loses (if both did, a draw); otherwise a draw.
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
    boolean redChecks = true;
    boolean blackChecks = true;
    for (int j = first + 1; j <= hp; j++) {
      int mover = side ^ ((hp - j + 1) & 1); // the side that moved into position j
      if (!checks[j]) {
        if (mover == 0) {
          redChecks = false;
        } else {
          blackChecks = false;
        }
      }
    }
    if (redChecks != blackChecks) {
      return Outcome.win(redChecks ? 1 : 0);
    }
    if (!redChecks && asianChase) {
      boolean redChases = perpetualChase(first, 0);
      boolean blackChases = perpetualChase(first, 1);
      if (redChases != blackChases) {
        return Outcome.win(redChases ? 1 : 0);
      }
    }
    return Outcome.draw();
  }

  /**
   * Whether every move of {@code chaser} since position {@code first} chased one and the same enemy piece (followed
   * from square to square as it moves) or gave check, with at least one chase. Rewinds to {@code first} and replays,
   * leaving the state as it was.
   */
  private boolean perpetualChase(int first, int chaser) {
    if (chaseWork == null) {
      chaseBefore = new int[MAX_MOVES];
      chaseAfter = new int[MAX_MOVES];
      chaseWork = new int[MAX_MOVES];
      chaseReplies = new int[MAX_MOVES];
    }
    int plies = hp - first;
    int[] line = Arrays.copyOfRange(moves, first, hp);
    for (int i = 0; i < plies; i++) {
      undo();
    }
    // the candidate targets, a set of squares: bits 0..63 in low, 64..89 in high
    long low = -1L;
    long high = -1L;
    boolean chased = false;
    for (int move : line) {
      int from = move / 90;
      int to = move - from * 90;
      if (side == chaser) {
        int before = chases(chaser, chaseBefore);
        playUnchecked(move);
        if (checks[hp]) {
          continue; // a check neither breaks nor makes the chase: one check, one chase is still a perpetual chase
        }
        chased = true;
        int after = chases(chaser, chaseAfter);
        long chasedLow = 0;
        long chasedHigh = 0;
        for (int i = 0; i < after; i++) {
          int attack = chaseAfter[i];
          int attacker = attack / 90;
          // the moved piece's attacks are all new; another piece's only if it was not attacking before (discovered)
          if (attacker == to || !contains(chaseBefore, before, attack)) {
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
        playUnchecked(move);
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
  private int chases(int chaser, int[] out) {
    int n = pseudoMoves(chaser, chaseWork, true);
    int count = 0;
    for (int i = 0; i < n; i++) {
      int move = chaseWork[i];
      int from = move / 90;
      int to = move - from * 90;
      int a = board[from] & 7;
      int t = board[to] & 7;
      if (a == KING || a == SOLDIER || t == KING || (t == SOLDIER && !crossed(to, chaser ^ 1))) {
        continue;
      }
      if (!legalAfter(move)) {
        continue;
      }
      boolean weaker = a == HORSE || a == CANNON ? t == CHARIOT
          : (a == ADVISOR || a == ELEPHANT) && (t == CHARIOT || t == HORSE || t == CANNON);
      if (!weaker && ((a == t && capturesBack(to, from)) || defended(move))) {
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
  private boolean capturesBack(int sq, int target) {
    int p = board[sq];
    int n = pieceMoves(sq, p, p >> 3, chaseReplies, 0, true);
    int move = sq * 90 + target;
    return contains(chaseReplies, n, move) && legalAfter(move);
  }

  /** Whether, after the capture, the captured piece's side can legally take back on its square. */
  private boolean defended(int capture) {
    int from = capture / 90;
    int to = capture - from * 90;
    int p = board[from];
    int q = board[to];
    movePiece(from, to, p, q);
    boolean defended = false;
    int n = pseudoMoves(q >> 3, chaseReplies, true);
    for (int i = 0; i < n && !defended; i++) {
      defended = chaseReplies[i] % 90 == to && legalAfter(chaseReplies[i]);
    }
    unmovePiece(from, to, p, q);
    return defended;
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

  /** Captures are tactical: selective search never reduces or prunes them as quiet moves. */
  @Override
  public boolean isTactical(int move) {
    return board[move % 90] != 0;
  }

  /** A capture gains at most the captured piece, counted as a soldier across the river for soldiers. */
  @Override
  public int gain(int move) {
    int q = board[move % 90];
    return (q & 7) == SOLDIER ? 2 * VALUE[q] : VALUE[q];
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
    for (int i = 0; i < n; i++) {
      int move = buf[i];
      int from = move / 90;
      int to = move - from * 90;
      boolean isKing = from == k;
      if (isKing || check) {
        int p = b[from];
        int q = b[to];
        movePiece(from, to, p, q);
        int king = isKing ? to : k;
        if (!attacked(king, color ^ 1)) {
          if (depth == 1) {
            total++;
          } else {
            kingSq[color] = king;
            total += perft(depth - 1, color ^ 1, buffers);
            kingSq[color] = k;
          }
        }
        unmovePiece(from, to, p, q);
      } else if (safeAfterQuietMove(from, to, k, color)) {
        if (depth == 1) {
          total++;
        } else {
          int p = b[from];
          int q = b[to];
          movePiece(from, to, p, q);
          total += perft(depth - 1, color ^ 1, buffers);
          unmovePiece(from, to, p, q);
        }
      }
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
