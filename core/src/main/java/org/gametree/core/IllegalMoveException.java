package org.gametree.core;

/** A well-formed move that the rules do not allow in the current position; the state was not changed. */
public class IllegalMoveException extends GameException {
  private final int move;

  public IllegalMoveException(int move, String moveText) {
    super("illegal move: " + moveText, moveText);
    this.move = move;
  }

  public IllegalMoveException(int move, String moveText, String reason) {
    super("illegal move: " + moveText + " (" + reason + ")", moveText);
    this.move = move;
  }

  /** The move as an int. */
  public int move() {
    return move;
  }
}
