package org.gametree.core.match;

import java.io.PrintStream;
import java.time.Duration;

/**
 * Shows a match's or a self-play run's progress: a redrawn bar on a terminal (games done, score, Elo, ETA), one plain line per game
 * otherwise (logs, pipes). The CLI passes {@code System.console() != null} as {@code terminal}.
 */
public final class ProgressPrinter implements MatchProgress, SelfPlay.Progress {
  private final PrintStream out;
  private final boolean terminal;
  private int alreadyDone;

  public ProgressPrinter(PrintStream out, boolean terminal) {
    this.out = out;
    this.terminal = terminal;
  }

  /** A printer on {@code out} that draws a bar when the JVM has a console. */
  public static ProgressPrinter forConsole(PrintStream out) {
    return new ProgressPrinter(out, System.console() != null);
  }

  @Override
  public void started(int total, int alreadyDone) {
    this.alreadyDone = alreadyDone;
    if (alreadyDone > 0) {
      out.println("resuming: " + alreadyDone + " of " + total + " games already recorded");
    }
  }

  @Override
  public void gameFinished(MatchGame game, EloStatistics stats, int done, int total, Duration elapsed) {
    String eta = eta(done - alreadyDone, total - done, elapsed);
    String status = String.format("%d/%d  +%d =%d -%d  score %.1f%%  Elo %s ± %s  ETA %s", done, total, stats.wins(),
        stats.draws(), stats.losses(), 100 * stats.score(), MatchResult.fmt(stats.eloDiff()),
        MatchResult.fmt(stats.eloError95()).replace("+", ""), eta);
    if (terminal) {
      int width = 24;
      int filled = (int) Math.round(width * (double) done / total);
      out.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + status + "   ");
      if (done == total) {
        out.println();
      }
      out.flush();
    } else {
      out.printf("game %d (opening %d%s): %s %s; %s%n", game.id(), game.opening(),
          game.swapped() ? ", swapped" : "", game.result(), game.termination(), status);
    }
  }

  @Override
  public void gameFinished(int done, int total, int positions, Duration elapsed) {
    String status = String.format("%d/%d games  ETA %s", done, total, eta(done - alreadyDone, total - done, elapsed));
    if (terminal) {
      int width = 24;
      int filled = (int) Math.round(width * (double) done / total);
      out.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + status + "   ");
      if (done == total) {
        out.println();
      }
      out.flush();
    } else {
      out.printf("game %d: %d positions; %s%n", done, positions, status);
    }
  }

  @Override
  public void finished(MatchResult result) {
    if (terminal && result.stats().games() < result.requested()) {
      out.println();
    }
  }

  static String eta(int playedNow, int remaining, Duration elapsed) {
    if (playedNow <= 0) {
      return "?";
    }
    long secs = elapsed.toMillis() * remaining / playedNow / 1000;
    return secs >= 3600 ? String.format("%dh%02dm", secs / 3600, secs / 60 % 60)
        : secs >= 60 ? String.format("%dm%02ds", secs / 60, secs % 60) : secs + "s";
  }
}
