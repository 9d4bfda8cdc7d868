package org.gametree.core;

/** Text that is not a move in the game's notation. */
public class MoveFormatException extends GameException {
  /** {@code text} is not a move in the game's notation. */
  public MoveFormatException(String text) {
    super("not a move: '" + text + "'", text);
  }

  /** {@code text} is not a move in the game's notation, for {@code reason}. */
  public MoveFormatException(String text, String reason) {
    super("not a move: '" + text + "' (" + reason + ")", text);
  }
}
