package org.gametree.core.match;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

/** Malformed JSON: the message names the column, what was wrong and (briefly) the text there. */
public final class JsonFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The 1-based column of the fault. */
  private final int column;

  JsonFormatException(String text, int column, String what) {
    super("bad JSON at column " + column + ": " + what + " near '" + near(text, column) + "'");
    this.column = column;
  }

  private JsonFormatException(String text, int column, String what, Throwable cause) {
    this(text, column, what);
    initCause(cause);
  }

  static JsonFormatException of(String text, JsonProcessingException e) {
    JsonLocation at = e.getLocation();
    int column = at == null || at.getColumnNr() < 1 ? 1 : at.getColumnNr();
    return new JsonFormatException(text, column, brief(e.getOriginalMessage()), e);
  }

  /** The 1-based column where reading failed. */
  public int column() {
    return column;
  }

  /** Jackson's reason up to its first line break or location note, at most 80 characters. */
  private static String brief(String message) {
    String m = String.valueOf(message);
    for (String cut : new String[] {"\n", " (start marker", " at [Source", ": was expecting"}) {
      int i = m.indexOf(cut);
      if (i > 0) {
        m = m.substring(0, i);
      }
    }
    return m.length() <= 80 ? m : m.substring(0, 77) + "...";
  }

  /** At most 40 characters of {@code text} around {@code column}. */
  private static String near(String text, int column) {
    int at = Math.min(Math.max(column - 1, 0), text.length());
    int from = Math.max(0, at - 20);
    int to = Math.min(text.length(), from + 40);
    return (from > 0 ? "..." : "") + text.substring(from, to).replace("\n", " ") + (to < text.length() ? "..." : "");
  }
}
