package org.gametree.core.learn;

import org.gametree.core.GameException;

/** A parameter file that is malformed or does not match what the loader expects; names the line and the text. */
public final class ModelFormatException extends GameException {
  /** The 1-based line of the fault, or 0 if unknown. */
  private final int line;

  /** An error at {@code line} (1-based, 0 if not tied to a line) about {@code input}. */
  public ModelFormatException(String message, int line, String input) {
    super(text(message, line, input), input);
    this.line = line;
  }

  /** "line N: message ('input')", the input left out when empty or already in the message. */
  private static String text(String message, int line, String input) {
    String where = line > 0 ? "line " + line + ": " + message : message;
    return input == null || input.isEmpty() || message.contains(input) ? where : where + " ('" + input + "')";
  }

  /** The 1-based line, or 0. */
  public int line() {
    return line;
  }
}
