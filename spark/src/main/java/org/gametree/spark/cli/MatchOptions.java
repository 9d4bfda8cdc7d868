package org.gametree.spark.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.gametree.core.match.MatchConfig;
import picocli.CommandLine.Option;

/** The match options of {@code gametree match}, shared by the Spark match and tournament commands. */
final class MatchOptions {
  @Option(names = "--games", defaultValue = "2", paramLabel = "N",
      description = "Games per pairing (default 2): opening g/2, colours swapped when g is odd.")
  int games;

  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N",
      description = "Random plies that make each opening (default 4).")
  int openingPlies;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the random openings.")
  long seed;

  @Option(names = "--openings", paramLabel = "FILE",
      description = "Openings from a file (read on the executors: the path must exist there too).")
  Path openings;

  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K",
      description = "Ignored with --spark: the master's cores set how many games run at once.")
  int concurrency;

  @Option(names = "--time", paramLabel = "MS", description = "Milliseconds a move for every engine.")
  Long timePerMove;

  @Option(names = "--engine-timeout", defaultValue = "10000", paramLabel = "MS",
      description = "An engine silent this long past its time loses the game (default 10000).")
  long engineTimeout;

  @Option(names = "--resign-score", defaultValue = "0", paramLabel = "S",
      description = "Adjudicate a loss when a side scores below -S for --resign-moves moves (0 = off).")
  int resignScore;

  @Option(names = "--resign-moves", defaultValue = "3", paramLabel = "N", description = "See --resign-score.")
  int resignMoves;

  @Option(names = "--draw-after", defaultValue = "0", paramLabel = "N",
      description = "Adjudicate a draw after N plies past the opening (0 = off).")
  int drawAfter;

  @Option(names = "--sprt", paramLabel = "E0,E1[,A,B]", description = "Not available with --spark (refused).")
  String sprt;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Record file, one JSON line per game (default: a temporary file, deleted at the end).")
  Path out;

  @Option(names = "--resume", description = "Continue the games recorded in --out.")
  boolean resume;

  /** The settings; the record file is {@code out} or {@code temporary}. */
  MatchConfig config(Path temporary) {
    if (sprt != null) {
      throw new IllegalArgumentException("--sprt stops a match game by game; it is not available with --spark");
    }
    return MatchConfig.builder("engine1", "engine2").games(games).openingPlies(openingPlies).seed(seed)
        .openingsFile(openings).timePerMove(timePerMove == null ? null : Duration.ofMillis(timePerMove))
        .engineTimeout(Duration.ofMillis(engineTimeout)).resign(resignScore, resignMoves).drawAfterPlies(drawAfter)
        .out(out == null ? temporary : out).resume(resume).build();
  }

  /** A temporary record file when there is no {@code --out}, else null. */
  Path temporary() {
    if (out != null) {
      return null;
    }
    try {
      Path p = Files.createTempFile("gametree-match", ".jsonl");
      Files.delete(p);
      return p;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void deleteQuietly(Path p) {
    if (p != null) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        // a temporary file left behind is harmless
      }
    }
  }
}
