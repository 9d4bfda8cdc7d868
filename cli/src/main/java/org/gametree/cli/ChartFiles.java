package org.gametree.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gametree.charts.Charts;
import org.gametree.core.report.Figure;
import org.gametree.core.report.MatchCurve;

/**
 * Where the commands draw figures: the figure files a recipe wrote into a directory it was given, a match's score
 * and Elo curves, and any figure file named on the command line. The charts module (XChart) is loaded only here.
 */
final class ChartFiles {
  private ChartFiles() {}

  /**
   * Draws every figure file ({@value Figure#EXTENSION}) in the directories a recipe's options name, as PNG and SVG
   * beside it, and returns the files written.
   */
  static List<Path> drawRecipeFigures(Map<String, String> options) throws IOException {
    Set<Path> dirs = new LinkedHashSet<>();
    for (String value : options.values()) {
      try {
        Path p = Path.of(value);
        if (!value.isBlank() && Files.isDirectory(p)) {
          dirs.add(p.toAbsolutePath().normalize());
        }
      } catch (InvalidPathException e) {
        // not a path: an engine spec, a number
      }
    }
    List<Path> written = new ArrayList<>();
    for (Path d : dirs) {
      written.addAll(Charts.renderDirectory(d));
    }
    return written;
  }

  /** Writes a match's figures into {@code dir}: {@code match-score} and {@code match-elo}, data, PNG and SVG. */
  static List<Path> drawMatch(MatchCurve curve, Path dir) throws IOException {
    List<Path> written = new ArrayList<>();
    written.addAll(draw(curve.scoreFigure(), dir.resolve("match-score")));
    written.addAll(draw(curve.eloFigure(), dir.resolve("match-elo")));
    return written;
  }

  private static List<Path> draw(Figure figure, Path stem) throws IOException {
    Path data = stem.resolveSibling(stem.getFileName() + Figure.EXTENSION);
    figure.write(data);
    List<Path> written = new ArrayList<>(List.of(data));
    written.addAll(Charts.render(data, true));
    return written;
  }

  /** Draws figure files, or every figure file in a directory, as PNG and SVG beside them. */
  static List<Path> drawFiles(List<Path> paths) throws IOException {
    List<Path> written = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        written.addAll(Charts.renderDirectory(p));
      } else if (Files.exists(p)) {
        written.addAll(Charts.render(p, true));
      } else {
        throw new UserError("no such figure file or directory: '" + p + "'");
      }
    }
    return written;
  }

  /** One line for standard error naming what was drawn, or null when nothing was. */
  static String report(List<Path> written) {
    if (written.isEmpty()) {
      return null;
    }
    return "gametree: wrote " + written.size() + " chart file" + (written.size() == 1 ? "" : "s") + " ("
        + written.get(0).getFileName() + (written.size() > 1 ? ", ..." : "") + ") in "
        + written.get(0).toAbsolutePath().getParent();
  }
}
