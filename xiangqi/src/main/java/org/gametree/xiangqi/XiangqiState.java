package org.gametree.xiangqi;

import static org.gametree.xiangqi.Tables.CANNON;
import static org.gametree.xiangqi.Tables.CHARIOT;
import static org.gametree.xiangqi.Tables.FILE_OF;
import static org.gametree.xiangqi.Tables.HORSE;
import static org.gametree.xiangqi.Tables.KING;
import static org.gametree.xiangqi.Tables.RANK_OF;
import static org.gametree.xiangqi.Tables.SIDE_KEY;
import static org.gametree.xiangqi.Tables.SOLDIER;
import static org.gametree.xiangqi.Tables.ZOBRIST;

import java.util.Arrays;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.Outcome;
import org.gametree.core.search.EndByRule;
import org.gametree.core.search.HashMoveCheck;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.NullMoveSupport;
import org.gametree.core.search.RepetitionRule;
import org.gametree.core.search.SearchExtensions;
import org.gametree.core.search.TacticalMoves;

/**
 * A Xiangqi position on a 90-square mailbox with an incremental Zobrist key and a key history for repetitions.
 *
 * <p>Squares are {@code rank * 9 + file} with rank 0 Red's back rank and file 0 the {@code a} file; a move is
 * {@code from * 90 + to}. Player 0 is Red.
 *
 * <p>The state holds the position and its history and makes and unmakes moves (the key, the occupancy bits, the
 * piece counts and the evaluation's per-square sums are updated in place). The rules that read it live beside it in
 * this package: {@code Attacks} and {@code MoveGen} (attack tests, move generation, legality, perft) and
 * {@code Repetition} and {@code Chase} (judging a repeated position: perpetual check, and with {@code chase=asian}
 * perpetual chase).
 */
public final class XiangqiState implements org.gametree.core.GameState, MoveScorer, TacticalMoves,
    SearchExtensions, NullMoveSupport, RepetitionRule, HashMoveCheck, EndByRule {
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
  /** The number of moves (and null moves) played since the position was set up: the top of the history below. */
  int hp;
  /**
   * The history, indexed by ply since set-up: {@code keys[j]} and {@code checks[j]} describe position {@code j}
   * ({@code checks[j]}: its side to move is in check), and {@code moves[j]}, {@code captured[j]} and
   * {@code halfmoves[j]} undo the move played from it. {@link Repetition} reads keys, checks and moves.
   */
  long[] keys;
  int[] moves;
  private int[] captured;
  private int[] halfmoves;
  boolean[] checks;
  /** Generation buffer for callers whose array is too short, and for {@link MoveGen}'s one-piece lookups. */
  final int[] scratch = new int[MAX_MOVES];
  /** Whether a perpetual chase loses (the {@code chase=asian} option); set by the game on the states it makes. */
  boolean asianChase;
  /** The chase test and its buffers, made on its first use ({@link #chase()}). */
  private Chase chase;

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

  // ---------------------------------------------------------------- board

  private void occupy(int sq) {
    rankBits[RANK_OF[sq]] |= 1 << FILE_OF[sq];
    fileBits[FILE_OF[sq]] |= 1 << RANK_OF[sq];
  }

  private void vacate(int sq) {
    rankBits[RANK_OF[sq]] &= ~(1 << FILE_OF[sq]);
    fileBits[FILE_OF[sq]] &= ~(1 << RANK_OF[sq]);
  }

  /**
   * Board and occupancy only: moves the piece {@code p} from {@code from} to {@code to} (holding {@code q}). The
   * legality tests and perft make and unmake with this, leaving keys, counts and history alone.
   */
  void movePiece(int from, int to, int p, int q) {
    board[to] = p;
    board[from] = 0;
    vacate(from);
    if (q == 0) {
      occupy(to);
    }
  }

  /** The exact inverse of {@link #movePiece}. */
  void unmovePiece(int from, int to, int p, int q) {
    board[from] = p;
    board[to] = q;
    occupy(from);
    if (q == 0) {
      vacate(to);
    }
  }

  // ---------------------------------------------------------------- moves

  /** Whether {@code sq} is attacked by {@code by}'s pieces ({@link Attacks#attacked}). */
  boolean attacked(int sq, int by) {
    return Attacks.attacked(this, sq, by);
  }

  /** Whether the side to move is in check (including a facing general). */
  public boolean inCheck() {
    return Attacks.attacked(this, kingSq[side], side ^ 1);
  }

  @Override
  public int legalMoves(int[] out) {
    int n;
    if (out.length < MAX_MOVES) {
      n = MoveGen.filterLegal(this, scratch, MoveGen.pseudoMoves(this, side, scratch, false));
      System.arraycopy(scratch, 0, out, 0, n);
    } else {
      n = MoveGen.filterLegal(this, out, MoveGen.pseudoMoves(this, side, out, false));
    }
    return n;
  }

  /** Whether the side to move has at least one legal move. */
  public boolean hasLegalMove() {
    return MoveGen.hasLegalMove(this);
  }

  @Override
  public boolean isLegal(int move) {
    return MoveGen.isLegal(this, move);
  }

  /** The one piece's moves and a check test, far cheaper than generating every move. */
  @Override
  public boolean hashMoveLegal(int move) {
    return MoveGen.isLegal(this, move);
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

  /** The chase test of this state, made on first use (only {@code chase=asian} games judging a repetition need it). */
  Chase chase() {
    if (chase == null) {
      chase = new Chase();
    }
    return chase;
  }

  /** The last move played, or -1. */
  public int lastMove() {
    return hp == 0 ? -1 : moves[hp - 1];
  }

  // ---------------------------------------------------------------- end of game

  @Override
  public boolean isTerminal() {
    return endedByRule() || !MoveGen.hasLegalMove(this);
  }

  /** The 120-ply rule and a third occurrence judged; the search finds the lack of a legal move by generating. */
  @Override
  public boolean endedByRule() {
    return halfmove >= NO_CAPTURE_LIMIT || (halfmove >= 4 && Repetition.judge(this) != null);
  }

  /**
   * No legal move loses (checkmate and stalemate alike). A position occurring for the third time is judged over the
   * moves since its first occurrence: a side that checked with every move loses; otherwise, with {@code chase=asian},
   * a side that chased one and the same piece with every move that was not a check loses (both sides at once: a
   * draw); otherwise a draw. 120 plies without a capture draw.
   */
  @Override
  public Outcome outcome() {
    if (!MoveGen.hasLegalMove(this)) {
      return Outcome.win(side ^ 1); // checkmate and stalemate both lose
    }
    if (halfmove >= 4) {
      Outcome rep = Repetition.judge(this);
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

  /**
   * The repetition rules as the search needs them ({@link Repetition#inSearch}): a third occurrence as the game rules
   * it, and a position repeating one of the search's path as that cycle would be ruled if it went on.
   */
  @Override
  public Verdict repetition(int plies) {
    if (halfmove < 4) {
      return Verdict.NONE;
    }
    int winner = Repetition.inSearch(this, plies);
    if (winner == Repetition.NONE) {
      return Verdict.NONE;
    }
    return winner == Outcome.DRAW ? Verdict.DRAW : winner == side ? Verdict.WIN : Verdict.LOSS;
  }

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
      int n = MoveGen.filterLegal(this, scratch, MoveGen.pseudoMoves(this, side, scratch, true));
      System.arraycopy(scratch, 0, out, 0, n);
      return n;
    }
    return MoveGen.filterLegal(this, out, MoveGen.pseudoMoves(this, side, out, true));
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
