package org.gametree.core.match;

import java.nio.file.Path;
import org.gametree.core.toys.TicTacToe;

/** A match in a child JVM for the kill-and-resume test: {@code MatchMain OUT GAMES}; slowed so it can be killed. */
public final class MatchMain {
  private MatchMain() {}

  public static void main(String[] args) {
    MatchProgress slow = new MatchProgress() {
      @Override
      public void gameFinished(MatchGame game, EloStatistics stats, int done, int total, java.time.Duration t) {
        try {
          Thread.sleep(40);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    };
    Match.run(new TicTacToe(), KillAndResumeTest.config(Path.of(args[0]), Integer.parseInt(args[1]), false),
        slow);
  }
}
