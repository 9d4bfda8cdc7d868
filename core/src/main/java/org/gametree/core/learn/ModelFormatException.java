package org.gametree.core.learn;

import org.gametree.core.GameException;

/** A parameter file that is malformed or does not match what the loader expects; names the line and the text. */
public final class ModelFormatException extends GameException {
  private final int line;

  /** An error at {@code line} (1-based, 0 if not tied to a line) about {@code input}. */
  public ModelFormatException(String message, int line, String input) {
    super(line > 0 ? "line " + line + ": " + message : message, input);
    this.line = line;
  }

  /** The 1-based line, or 0. */
  public int line() {
    return line;
  }
}
