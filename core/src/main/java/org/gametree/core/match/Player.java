package org.gametree.core.match;

import java.time.Duration;
import java.util.OptionalInt;
import org.gametree.core.GameState;
import org.gametree.core.search.TimeControl;

/**
 * Something that chooses moves: a built-in searcher, random play or an external engine. One player plays one game
 * at a time; a match gives each worker thread its own players.
 */
public interface Player<S extends GameState> extends AutoCloseable {
  /** The spec or name shown in records. */
  String name();

  /** Called before each game; {@code start} is the position the game (including its opening plies) starts from. */
  default void newGame(S start) {}

  /**
   * Chooses a legal move for {@code request.state()} within {@code request.timePerMove()} (or the player's own limits
   * when that is null). The state must be left as given. A {@link PlayerException} forfeits the game (a
   * {@linkplain PlayerException#resignation() resignation} loses it without being a failure).
   */
  int chooseMove(MoveRequest<S> request);

  /** The score (mover's view, {@link org.gametree.core.Score} units) of the last chosen move, if the player knows it. */
  default OptionalInt lastScore() {
    return OptionalInt.empty();
  }

  /** Releases threads and processes. */
  @Override
  default void close() {}

  /**
   * One move to choose.
   *
   * @param state the position (do not keep or change it)
   * @param start the position the game started from (before any move in {@code moves})
   * @param startIsInitial whether {@code start} is the game's initial position
   * @param moves the moves played from {@code start} to {@code state}
   * @param timePerMove the time to use, or null to use the player's own limits (with a {@code clock}: the clock's
   *     optimum, for players that know no clock)
   * @param clock the mover's clock, or null; a player that knows clocks decides its time from it
   */
  record MoveRequest<S extends GameState>(
      S state, S start, boolean startIsInitial, int[] moves, Duration timePerMove, TimeControl clock) {
    /** A request without a clock. */
    public MoveRequest(S state, S start, boolean startIsInitial, int[] moves, Duration timePerMove) {
      this(state, start, startIsInitial, moves, timePerMove, null);
    }
  }
}
