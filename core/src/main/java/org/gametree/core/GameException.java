package org.gametree.core;

/** The base of gametree's typed exceptions: each carries the offending input. */
public class GameException extends RuntimeException {
  /** The offending text. */
  private final String input;

  /** An error about {@code input}, described by {@code message}. */
  public GameException(String message, String input) {
    super(message);
    this.input = input;
  }

  /** An error about {@code input}, described by {@code message}, caused by {@code cause}. */
  public GameException(String message, String input, Throwable cause) {
    super(message, cause);
    this.input = input;
  }

  /** The text or value that caused the error, as given. */
  public String input() {
    return input;
  }
}
