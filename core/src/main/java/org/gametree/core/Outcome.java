package org.gametree.core;

/**
 * The result of a finished game.
 *
 * @param winner 0 or 1, or {@link #DRAW}
 * @param margin the winner's margin in the game's unit (discs, points), 0 where the game has none
 */
public record Outcome(int winner, int margin) {
  /** The {@code winner} value of a drawn game. */
  public static final int DRAW = -1;

  /** Refuses a winner other than 0, 1 or {@link #DRAW}. */
  public Outcome {
    if (winner < DRAW || winner > 1) {
      throw new IllegalArgumentException("winner must be 0, 1 or DRAW: " + winner);
    }
  }

  /** A win for {@code player} without a margin. */
  public static Outcome win(int player) {
    return new Outcome(player, 0);
  }

  /** A draw. */
  public static Outcome draw() {
    return new Outcome(DRAW, 0);
  }

  /** Whether the game was drawn. */
  public boolean isDraw() {
    return winner == DRAW;
  }

  /** +1 if {@code player} won, 0 for a draw, -1 if it lost. */
  public int signFor(int player) {
    return winner == DRAW ? 0 : winner == player ? 1 : -1;
  }

  /** 1, ½ or 0: the match score of this game for {@code player}. */
  public double pointsFor(int player) {
    return (signFor(player) + 1) / 2.0;
  }
}
