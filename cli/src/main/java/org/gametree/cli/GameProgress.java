package org.gametree.cli;

import java.time.Duration;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.ProgressPrinter;
import org.gametree.core.match.SelfPlay;

/** Core's match and self-play progress callbacks shown as a {@link Progress}: games done, and the standing. */
final class GameProgress implements MatchProgress, SelfPlay.Progress, AutoCloseable {
  private final String task;
  private Progress progress;
  private long positions;

  GameProgress(String task) {
    this.task = task;
  }

  @Override
  public synchronized void started(int total, int alreadyDone) {
    progress = Progress.start(task, total, "games", alreadyDone);
    if (alreadyDone > 0) {
      progress.log().println("resuming: " + alreadyDone + " of " + total + " games already recorded");
    }
  }

  @Override
  public synchronized void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {
    progress.step(done, ProgressPrinter.standing(stats));
  }

  @Override
  public synchronized void gameFinished(int done, int total, int positions, Duration elapsed) {
    this.positions += positions;
    progress.step(done, this.positions + " positions");
  }

  @Override
  public void finished(MatchResult result) {
    close();
  }

  @Override
  public synchronized void close() {
    if (progress != null) {
      progress.close();
      progress = null;
    }
  }
}
