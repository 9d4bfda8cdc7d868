package org.gametree.web;

/** A request the board refuses (an illegal move, a malformed position or engine spec); answered with HTTP 400. */
final class BadRequest extends RuntimeException {
  private static final long serialVersionUID = 1L;

  BadRequest(String reason) {
    super(reason);
  }

  /** Shortens a piece of user input for an error message (at most about 80 characters). */
  static String quote(String text) {
    String t = text == null ? "" : text.strip();
    return "'" + (t.length() > 80 ? t.substring(0, 77) + "..." : t) + "'";
  }
}
