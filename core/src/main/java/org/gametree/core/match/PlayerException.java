package org.gametree.core.match;

/** A player failed to give a move: crashed, timed out, answered an error or an illegal move. It loses the game. */
public final class PlayerException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A player failure described by {@code message}. */
  public PlayerException(String message) {
    super(message);
  }

  /** A player failure described by {@code message}, caused by {@code cause}. */
  public PlayerException(String message, Throwable cause) {
    super(message, cause);
  }
}
