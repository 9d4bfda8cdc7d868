package org.gametree.core;

/**
 * A mutable game position that plays and undoes moves in place.
 *
 * <p>Moves are dense {@code int}s in {@code [0, game.moveSpace())}; a pass is an ordinary move where the rules have
 * one. Turns need not alternate: a player may make several moves in a row (Connect6 places two stones per turn as
 * two moves), so callers must always ask {@link #currentPlayer()} rather than assume it flips.
 *
 * <p>Implementations are not thread-safe; search threads work on their own {@link #copy()}.
 */
public interface GameState {
  /** The player to move: 0 is the first player (Black in Othello, Go, Connect6; Red in Xiangqi), 1 the second. */
  int currentPlayer();

  /** Writes the legal moves into {@code out[0..n)} and returns n; {@code out} must hold {@code game.maxLegalMoves()}. */
  int legalMoves(int[] out);

  /** Whether {@code move} is legal here; false for any int outside the move space. */
  boolean isLegal(int move);

  /** Plays a move after checking it; throws {@link IllegalMoveException} and leaves the state untouched if illegal. */
  void play(int move);

  /** Plays a move known to be legal (one returned by {@link #legalMoves}); no checks, for search. */
  void playUnchecked(int move);

  /** Exact inverse of the last play; throws {@link IllegalStateException} if nothing was played. */
  void undo();

  /** Whether the game is over. */
  boolean isTerminal();

  /** The result; only meaningful when {@link #isTerminal()}. */
  Outcome outcome();

  /** Zobrist key of everything that decides future play (board, mover, ko or pass state). */
  long hash();

  /** Number of moves played from the initial state (including moves replayed from a parsed position). */
  int plyCount();

  /** An independent deep copy that can keep playing and undoing. */
  GameState copy();

  /** The move in the game's notation. */
  String moveToString(int move);

  /** Parses a move in the game's notation; {@link MoveFormatException} naming the text if it is not one. */
  int parseMove(String text);
}
