package org.gametree.examples.hexapawn;

import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;

/**
 * A Hexapawn position (Martin Gardner's 3 x 3 pawn game) on two 9-bit masks, one per player.
 *
 * <p>Square {@code 3 * rank + file} (rank 0 is rank 1, White's back rank; file 0 is file a) is a bit. White (player
 * 0, {@code P}) moves first, up the board; Black (player 1, {@code p}) moves down. A pawn steps one square forward
 * onto an empty square or captures one square diagonally forward. A side wins by reaching the far rank, by capturing
 * every enemy pawn, or when the opponent has no move; there are no draws.
 *
 * <p>Moves are {@code 9 * from + to}, written {@code a1a2} (from, then to; a capture is written the same way).
 */
public final class HexapawnState implements GameState {
  /** The first player, whose pawns start on rank 1. */
  public static final int WHITE = 0;
  /** The second player, whose pawns start on rank 3. */
  public static final int BLACK = 1;
  /** Squares on the board. */
  public static final int SQUARES = 9;
  /** Moves are {@code 9 * from + to}, so they fit in {@code [0, 81)}. */
  public static final int MOVE_SPACE = SQUARES * SQUARES;
  /** Three pawns with at most three moves each. */
  public static final int MAX_LEGAL_MOVES = 9;
  /**
   * Room for the move history. A pawn only moves forward and the game ends when one reaches the far rank, so a side
   * makes at most 3 moves to the middle rank plus 1 last move: no game lasts more than 8 plies, and 16 also leaves
   * room for a parsed position's starting ply of 1.
   */
  static final int MAX_PLIES = 16;

  static final int RANK_1 = 0b000_000_111;
  static final int RANK_3 = 0b111_000_000;
  static final int FILE_A = 0b001_001_001;
  static final int FILE_C = 0b100_100_100;
  static final int BOARD = 0b111_111_111;

  private final int[] pawns = new int[2];
  private final int[] history = new int[MAX_PLIES];
  private final boolean[] captured = new boolean[MAX_PLIES];
  private int ply;
  private int base;
  private long hash;

  /** The start: three pawns a side on their back ranks, White to move. */
  public HexapawnState() {
    pawns[WHITE] = RANK_1;
    pawns[BLACK] = RANK_3;
    hash = Zobrist.of(pawns, WHITE);
  }

  private HexapawnState(HexapawnState other) {
    pawns[WHITE] = other.pawns[WHITE];
    pawns[BLACK] = other.pawns[BLACK];
    System.arraycopy(other.history, 0, history, 0, other.ply);
    System.arraycopy(other.captured, 0, captured, 0, other.ply);
    ply = other.ply;
    base = other.base;
    hash = other.hash;
  }

  /** A board set up by the parser, which has checked it; its moves cannot be undone (their order is unknown). */
  static HexapawnState of(int white, int black, int mover) {
    HexapawnState s = new HexapawnState();
    s.pawns[WHITE] = white;
    s.pawns[BLACK] = black;
    // The board does not tell how many moves led to it, so the ply count is the smallest with the right mover.
    s.ply = mover;
    s.base = mover;
    s.hash = Zobrist.of(s.pawns, mover);
    return s;
  }

  /** The squares of {@code player}'s pawns as a 9-bit mask. */
  public int pawns(int player) {
    return pawns[player];
  }

  /** The name of a square, {@code a1} to {@code c3}. */
  static String squareName(int square) {
    return "" + (char) ('a' + square % 3) + (char) ('1' + square / 3);
  }

  /** Whether the player who just moved has reached its far rank, which ends the game at once. */
  private boolean lastMoverArrived() {
    int last = (ply & 1) ^ 1;
    return (pawns[last] & (last == WHITE ? RANK_3 : RANK_1)) != 0;
  }

  /** Whether the player to move has a move, from whole-board shifts (no buffer, so isTerminal never allocates). */
  private boolean moverHasMove() {
    int me = ply & 1;
    int mine = pawns[me];
    int theirs = pawns[me ^ 1];
    int empty = ~(mine | theirs) & BOARD;
    if (me == WHITE) {
      return ((mine << 3) & empty) != 0 || (((mine & ~FILE_A) << 2) & theirs) != 0
          || (((mine & ~FILE_C) << 4) & theirs) != 0;
    }
    return ((mine >>> 3) & empty) != 0 || (((mine & ~FILE_A) >>> 4) & theirs) != 0
        || (((mine & ~FILE_C) >>> 2) & theirs) != 0;
  }

  @Override
  public int currentPlayer() {
    return ply & 1;
  }

  @Override
  public int legalMoves(int[] out) {
    if (lastMoverArrived()) {
      return 0;
    }
    int me = ply & 1;
    int mine = pawns[me];
    int theirs = pawns[me ^ 1];
    int step = me == WHITE ? 3 : -3;
    int n = 0;
    for (int bits = mine; bits != 0; bits &= bits - 1) {
      int from = Integer.numberOfTrailingZeros(bits);
      int ahead = from + step;
      int file = from % 3;
      if ((((mine | theirs) >>> ahead) & 1) == 0) {
        out[n++] = SQUARES * from + ahead;
      }
      if (file > 0 && ((theirs >>> (ahead - 1)) & 1) != 0) {
        out[n++] = SQUARES * from + ahead - 1;
      }
      if (file < 2 && ((theirs >>> (ahead + 1)) & 1) != 0) {
        out[n++] = SQUARES * from + ahead + 1;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    if (move < 0 || move >= MOVE_SPACE || isTerminal()) {
      return false;
    }
    int me = ply & 1;
    int from = move / SQUARES;
    int to = move % SQUARES;
    if (((pawns[me] >>> from) & 1) == 0) {
      return false;
    }
    // A pawn of the mover is never on its far rank here (that ended the game), so ahead is on the board.
    int ahead = from + (me == WHITE ? 3 : -3);
    if (to == ahead) {
      return (((pawns[WHITE] | pawns[BLACK]) >>> to) & 1) == 0;
    }
    boolean diagonal = (to == ahead - 1 && from % 3 > 0) || (to == ahead + 1 && from % 3 < 2);
    return diagonal && ((pawns[me ^ 1] >>> to) & 1) != 0;
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      String text = move >= 0 && move < MOVE_SPACE ? moveToString(move) : Integer.toString(move);
      throw new IllegalMoveException(move, text, isTerminal() ? "the game is over" : "not a move of the side to move");
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    int me = ply & 1;
    int from = move / SQUARES;
    int to = move % SQUARES;
    int target = 1 << to;
    boolean capture = (pawns[me ^ 1] & target) != 0;
    pawns[me] ^= (1 << from) | target;
    hash ^= Zobrist.pawn(me, from) ^ Zobrist.pawn(me, to) ^ Zobrist.side();
    if (capture) {
      pawns[me ^ 1] ^= target;
      hash ^= Zobrist.pawn(me ^ 1, to);
    }
    captured[ply] = capture;
    history[ply++] = move;
  }

  @Override
  public void undo() {
    if (ply == base) {
      throw new IllegalStateException("no move to undo");
    }
    int move = history[--ply];
    int me = ply & 1;
    int from = move / SQUARES;
    int to = move % SQUARES;
    pawns[me] ^= (1 << from) | (1 << to);
    hash ^= Zobrist.pawn(me, from) ^ Zobrist.pawn(me, to) ^ Zobrist.side();
    if (captured[ply]) {
      pawns[me ^ 1] |= 1 << to;
      hash ^= Zobrist.pawn(me ^ 1, to);
    }
  }

  @Override
  public boolean isTerminal() {
    // Capturing every enemy pawn needs no test of its own: a side without pawns has no move.
    return lastMoverArrived() || !moverHasMove();
  }

  @Override
  public Outcome outcome() {
    // Every way the game ends is a loss for the side to move.
    return Outcome.win((ply & 1) ^ 1);
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public int plyCount() {
    return ply;
  }

  @Override
  public HexapawnState copy() {
    return new HexapawnState(this);
  }

  @Override
  public String moveToString(int move) {
    if (move < 0 || move >= MOVE_SPACE) {
      throw new IllegalArgumentException("not a move: " + move);
    }
    return squareName(move / SQUARES) + squareName(move % SQUARES);
  }

  @Override
  public int parseMove(String text) {
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    if (t.length() != 4) {
      throw new MoveFormatException(text, "a move is two squares such as a1a2");
    }
    int from = square(t.charAt(0), t.charAt(1));
    int to = square(t.charAt(2), t.charAt(3));
    if (from < 0 || to < 0) {
      throw new MoveFormatException(text, "squares are a1 to c3");
    }
    // Any pawn move goes one rank up or down and at most one file aside; other pairs are not moves of this game.
    if (Math.abs(to / 3 - from / 3) != 1 || Math.abs(to % 3 - from % 3) > 1) {
      throw new MoveFormatException(text, "a pawn moves one rank, straight or diagonally");
    }
    return SQUARES * from + to;
  }

  private static int square(char file, char rank) {
    if (file < 'a' || file > 'c' || rank < '1' || rank > '3') {
      return -1;
    }
    return 3 * (rank - '1') + (file - 'a');
  }
}
