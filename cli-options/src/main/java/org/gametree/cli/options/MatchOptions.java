package org.gametree.cli.options;

import java.nio.file.Path;
import java.time.Duration;
import org.gametree.core.match.MatchClock;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.Sprt;
import picocli.CommandLine.Option;

/** The options of {@code gametree match} after the engines, locally and with {@code --spark} (and its tournament). */
public final class MatchOptions {
  /** Games per pairing; game g plays opening g/2, colours swapped when g is odd ({@code --games}). */
  @Option(names = "--games", defaultValue = "2", paramLabel = "N",
      description = "Games (per pairing; default 2): opening g/2, colours swapped when g is odd.")
  public int games;

  /** Random plies that make each random opening ({@code --opening-plies}). */
  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N",
      description = "Random plies that make each opening (default 4).")
  public int openingPlies;

  /** Seed of the random openings ({@code --seed}). */
  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the random openings (default ${DEFAULT-VALUE}).")
  public long seed;

  /**
   * A file (one opening a line) or directory (one a file) of openings, or null for random ones ({@code --openings}).
   */
  @Option(names = "--openings", paramLabel = "PATH", description = "Openings from a file, one "
      + "position (or move list) per line, or a directory, one position per file (PSQ, SGF), instead of random "
      + "plies (with --spark it is read where the tasks run).")
  public Path openings;

  /** Games played at once ({@code --concurrency}). */
  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K",
      description = "Games at once (default 1); with --spark the master's cores decide instead.")
  public int concurrency;

  /** Milliseconds a move for every engine, or null to keep the specs' limits ({@code --time}). */
  @Option(names = "--time", paramLabel = "MS",
      description = "Milliseconds a move for every engine, overriding their specs' limits.")
  public Long timePerMove;

  /** Each side's clock ({@code --tc}, {@link MatchClock#parse}), or null. */
  @Option(names = "--tc", paramLabel = "TC",
      description = "Clocks: MOVES/SECONDS+INC (40/60+0.5), SECONDS+INC (60+0.5) or SECONDS a move (0.2); a side "
          + "more than 0.1 s over its clock loses on time. Not with --time.")
  public String timeControl;

  /** Milliseconds past its time after which a silent engine loses ({@code --engine-timeout}). */
  @Option(names = "--engine-timeout", defaultValue = "10000", paramLabel = "MS",
      description = "An engine silent this long past its time loses the game (default 10000).")
  public long engineTimeout;

  /** Resignation threshold in score units, 0 for none ({@code --resign-score}). */
  @Option(names = "--resign-score", defaultValue = "0", paramLabel = "S",
      description = "Adjudicate a loss when a side scores below -S for --resign-moves moves (0 = off; default "
          + "${DEFAULT-VALUE}).")
  public int resignScore;

  /** Moves a side must stay below the threshold to be adjudicated lost ({@code --resign-moves}). */
  @Option(names = "--resign-moves", defaultValue = "3", paramLabel = "N", description = "See --resign-score (default ${DEFAULT-VALUE}).")
  public int resignMoves;

  /** Plies past the opening after which a game is adjudicated drawn, 0 for never ({@code --draw-after}). */
  @Option(names = "--draw-after", defaultValue = "0", paramLabel = "N",
      description = "Adjudicate a draw after N plies past the opening (0 = off; default ${DEFAULT-VALUE}).")
  public int drawAfter;

  /** The sequential probability ratio test {@code E0,E1[,A,B]} that may stop the match, or null ({@code --sprt}). */
  @Option(names = "--sprt", paramLabel = "E0,E1[,A,B]", description = "Stop when a sequential probability ratio "
      + "test between Elo E0 and E1 decides (not with --spark).")
  public String sprt;

  /** The record file, one JSON line a game, or null ({@code --out}). */
  @Option(names = "--out", paramLabel = "FILE",
      description = "Record file: one JSON line per finished game (and the game's own format beside it).")
  public Path out;

  /** Whether to continue the match recorded in {@link #out} ({@code --resume}). */
  @Option(names = "--resume", description = "Continue the match recorded in --out.")
  public boolean resume;

  /** The match of {@code engine1} against {@code engine2} these options describe, records in {@code --out}. */
  public MatchConfig.Builder builder(String engine1, String engine2) {
    return MatchConfig.builder(engine1, engine2)
        .games(games)
        .openingPlies(openingPlies)
        .seed(seed)
        .openingsFile(openings)
        .concurrency(concurrency)
        .timePerMove(timePerMove == null ? null : Duration.ofMillis(timePerMove))
        .clock(timeControl == null ? null : MatchClock.parse(timeControl))
        .engineTimeout(Duration.ofMillis(engineTimeout))
        .resign(resignScore, resignMoves)
        .drawAfterPlies(drawAfter)
        .sprt(sprt == null ? null : Sprt.parse(sprt))
        .out(out)
        .resume(resume);
  }
}
