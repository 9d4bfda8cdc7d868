package org.gametree.core;

import java.util.List;
import java.util.Map;

/**
 * How a game's positions look on a rectangular grid, so that one board program can draw any game (the browser board
 * of {@code gametree serve GAME --http}). A game offers it through {@link Game#capability(Class)}.
 *
 * <p>Points are numbered row-major from the top-left corner as drawn: {@code point = row * columns() + column}.
 * Moves stay the game's own ints; {@link #from} and {@link #to} say where a move starts and lands so that a click on
 * the board can be matched against the legal moves.
 */
public interface BoardView<S extends GameState> {
  /** Whether pieces sit inside squares (Othello, Connect Four) or on the crossings of lines (Go, Gomoku, Xiangqi). */
  enum Style {
    /** Pieces inside the squares of a grid (Othello, Connect Four). */
    SQUARES,
    /** Pieces on the crossings of the grid's lines (Go, Gomoku, Xiangqi). */
    CROSSINGS
  }

  /** Points across. */
  int columns();

  /** Points down. */
  int rows();

  /** Squares or crossings. */
  Style style();

  /** The column names left to right as the move notation writes them ({@code a}..{@code h}). */
  List<String> columnLabels();

  /** The row names top to bottom as the move notation writes them ({@code 8}..{@code 1}). */
  List<String> rowLabels();

  /** The names of player 0 and player 1 ({@code Black}, {@code White}); a board colours pieces by them. */
  default List<String> players() {
    return List.of("Black", "White");
  }

  /** Points marked with a dot (Go's star points); none by default. */
  default List<Integer> starPoints() {
    return List.of();
  }

  /** The row after which vertical lines break (Xiangqi's river), or -1 for none. */
  default int riverAfterRow() {
    return -1;
  }

  /** Extra straight lines between two points, each {@code {fromPoint, toPoint}} (Xiangqi's palace diagonals). */
  default List<int[]> extraLines() {
    return List.of();
  }

  /** Whether a piece dropped into a column falls to its lowest free point (Connect Four). */
  default boolean gravity() {
    return false;
  }

  /** The player whose piece stands on {@code point}: -1 for none, else 0 or 1. */
  int owner(S state, int point);

  /** A short label for the piece on {@code point} in games with several kinds (Xiangqi's {@code R}); "" for stones. */
  default String piece(S state, int point) {
    return "";
  }

  /**
   * Other names for the pieces a player may prefer, each a set's name, the board's default first (Xiangqi: {@code
   * chinese} characters, then {@code letters}); none by default, and then {@link #piece(GameState, int)} is the only
   * set.
   */
  default List<String> pieceSets() {
    return List.of();
  }

  /** The label of the piece on {@code point} in the set named {@code set} (one of {@link #pieceSets()}). */
  default String piece(S state, int point, String set) {
    return piece(state, point);
  }

  /** The point {@code move} (legal in {@code state}) moves a piece from, or -1 for a placement or a pass. */
  default int from(S state, int move) {
    return -1;
  }

  /** The point {@code move} (legal in {@code state}) places on or moves to, or -1 for a pass. */
  int to(S state, int move);

  /** Facts a player wants beside the board, by name (Go's captured stones); none by default. */
  default Map<String, String> facts(S state) {
    return Map.of();
  }
}
