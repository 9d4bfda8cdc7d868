package org.gametree.spark.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.cli.options.MatchOptions;
import org.gametree.core.match.MatchConfig;

/**
 * The match settings of the Spark match and tournament commands from {@code gametree match}'s options: no SPRT, and
 * a temporary record file (deleted at the end) when there is no {@code --out}.
 */
final class MatchRecords {
  private MatchRecords() {}

  /** The settings; the record file is {@code --out} or {@code temporary}. */
  static MatchConfig config(MatchOptions match, Path temporary) {
    if (match.sprt != null) {
      throw new IllegalArgumentException("--sprt stops a match game by game; it is not available with --spark");
    }
    return match.builder("engine1", "engine2").out(match.out == null ? temporary : match.out).build();
  }

  /** A temporary record file when there is no {@code --out}, else null. */
  static Path temporary(MatchOptions match) {
    if (match.out != null) {
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
