package org.gametree.core;

/** A well-formed move that the rules do not allow in the current position; the state was not changed. */
public class IllegalMoveException extends GameException {
  /** The refused move. */
  private final int move;

  /** The move {@code move}, written {@code moveText}, is not legal in the position. */
  public IllegalMoveException(int move, String moveText) {
    super("illegal move: " + moveText, moveText);
    this.move = move;
  }

  /** The move {@code move}, written {@code moveText}, is not legal for {@code reason}. */
  public IllegalMoveException(int move, String moveText, String reason) {
    super("illegal move: " + moveText + " (" + reason + ")", moveText);
    this.move = move;
  }

  /** The move as an int. */
  public int move() {
    return move;
  }
}
