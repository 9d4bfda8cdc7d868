package org.gametree.core;

/** Text that is not a move in the game's notation. */
public class MoveFormatException extends GameException {
  public MoveFormatException(String text) {
    super("not a move: '" + text + "'", text);
  }

  public MoveFormatException(String text, String reason) {
    super("not a move: '" + text + "' (" + reason + ")", text);
  }
}
