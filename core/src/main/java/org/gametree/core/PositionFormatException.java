package org.gametree.core;

/** Text that is not a position in the game's format (OBF, FEN, SGF, ...), with where it failed. */
public class PositionFormatException extends GameException {
  /** The 1-based line of the fault, or 0 if unknown. */
  private final int line;
  /** The 1-based column of the fault, or 0 if unknown. */
  private final int column;

  /**
   * @param line 1-based line of the error, or 0 if unknown
   * @param column 1-based column of the error, or 0 if unknown
   */
  public PositionFormatException(String text, String reason, int line, int column) {
    super(describe(reason, line, column), text);
    this.line = line;
    this.column = column;
  }

  /** {@code text} is not a position in the game's format, for {@code reason} (no line or column known). */
  public PositionFormatException(String text, String reason) {
    this(text, reason, 0, 0);
  }

  private static String describe(String reason, int line, int column) {
    if (line <= 0 && column <= 0) {
      return "bad position: " + reason;
    }
    return "bad position at line " + Math.max(line, 1) + ", column " + column + ": " + reason;
  }

  /** 1-based line of the error, or 0. */
  public int line() {
    return line;
  }

  /** 1-based column of the error, or 0. */
  public int column() {
    return column;
  }
}
