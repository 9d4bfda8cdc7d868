package org.gametree.core.match;

/**
 * A player failed to give a move: crashed, timed out, answered an error or an illegal move. It loses the game. A
 * {@linkplain #resignation() resignation} loses the game too, but is a move of the game, not a failure: the match
 * records it as {@code resign}, does not count it as a forfeit and keeps the player for the next game.
 */
public final class PlayerException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final boolean resignation;

  /** A player failure described by {@code message}. */
  public PlayerException(String message) {
    super(message);
    this.resignation = false;
  }

  /** A player failure described by {@code message}, caused by {@code cause}. */
  public PlayerException(String message, Throwable cause) {
    super(message, cause);
    this.resignation = false;
  }

  private PlayerException(boolean resignation) {
    super("resigned");
    this.resignation = resignation;
  }

  /** The player resigned (a GTP engine answered {@code resign}). */
  public static PlayerException resignation() {
    return new PlayerException(true);
  }

  /** Whether this is a resignation rather than a failure. */
  public boolean isResignation() {
    return resignation;
  }
}
