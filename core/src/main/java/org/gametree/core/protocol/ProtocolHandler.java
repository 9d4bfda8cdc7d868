package org.gametree.core.protocol;

/**
 * One engine session of a line protocol. The server feeds it one input line at a time; it replies through the
 * {@link ProtocolOutput} it was created with, in the protocol's own words for errors.
 */
public interface ProtocolHandler {
  /** Handles one line (without its newline); returns false when the session should end ({@code quit}). */
  boolean handle(String line);

  /**
   * Shows a line the moment it is read, on the input thread, possibly while an earlier line is still being handled
   * (a search runs); {@link #handle} gets it later, in order. A protocol stops its search here for the lines that
   * must interrupt one (GTP's {@code # interrupt}, UCI's {@code stop}). Must return at once; by default does nothing.
   */
  default void received(String line) {}

  /**
   * The input has ended (the client went away), on the input thread, possibly while a line is being handled; a
   * protocol may stop its search here (GTP does not: the commands already read are answered in full). Lines read before still reach {@link #handle}, then {@link #close}. By default does nothing.
   */
  default void endOfInput() {}

  /**
   * A line longer than {@link LineProtocolServer#MAX_LINE} characters, of which {@code prefix} is the start (the rest
   * was skipped unread). By default it is ignored; a protocol that must answer every command answers an error.
   */
  default void lineTooLong(String prefix) {}

  /** Called once when input ends or the session quits: stop searches, release threads. */
  default void close() {}
}
