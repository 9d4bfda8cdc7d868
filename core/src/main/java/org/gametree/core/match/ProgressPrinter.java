package org.gametree.core.match;

import java.io.PrintStream;
import java.time.Duration;

/**
 * Prints a match's or a self-play run's progress as plain lines, one per game (games done, score, Elo, ETA), for
 * programs that embed the library and for logs. The {@code gametree} command draws a progress bar instead when its
 * output is a terminal; core draws none, so it needs no terminal library.
 */
public final class ProgressPrinter implements MatchProgress, SelfPlay.Progress {
  private final PrintStream out;
  private int alreadyDone;

  /** Progress lines written to {@code out}. */
  public ProgressPrinter(PrintStream out) {
    this.out = out;
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
    out.printf("game %d (opening %d%s): %s %s; %d/%d  %s  ETA %s%n", game.id(), game.opening(),
        game.swapped() ? ", swapped" : "", game.result(), game.termination(), done, total, standing(stats),
        eta(done - alreadyDone, total - done, elapsed));
  }

  @Override
  public void gameFinished(int done, int total, int positions, Duration elapsed) {
    out.printf("game %d: %d positions; %d/%d games  ETA %s%n", done, positions, done, total,
        eta(done - alreadyDone, total - done, elapsed));
  }

  /** A match's standing from engine 1's side: {@code +5 =3 -4  score 54.2%  Elo +29.0 ± 120.3}. */
  public static String standing(EloStatistics stats) {
    return String.format("+%d =%d -%d  score %.1f%%  Elo %s", stats.wins(), stats.draws(), stats.losses(),
        100 * stats.score(), MatchResult.elo(stats).replace(" (95%)", ""));
  }

  /** The time left if the {@code remaining} games go as fast as the {@code playedNow} did: {@code 1h05m}, {@code 42s}. */
  public static String eta(int playedNow, int remaining, Duration elapsed) {
    if (playedNow <= 0) {
      return "?";
    }
    long secs = elapsed.toMillis() * remaining / playedNow / 1000;
    return secs >= 3600 ? String.format("%dh%02dm", secs / 3600, secs / 60 % 60)
        : secs >= 60 ? String.format("%dm%02ds", secs / 60, secs % 60) : secs + "s";
  }
}
