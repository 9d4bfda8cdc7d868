package org.gametree.core.match;

import java.time.Duration;

/** Receives a match's progress; called from the thread that finished the game, one call at a time. */
public interface MatchProgress {
  /** Ignores everything. */
  MatchProgress NONE = new MatchProgress() {};

  /** Before the first game: {@code alreadyDone} games were recovered from the record file. */
  default void started(int total, int alreadyDone) {}

  /** After each game, with the statistics over every game so far (including recovered ones). */
  default void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {}

  /** After the last game. */
  default void finished(MatchResult result) {}
}
