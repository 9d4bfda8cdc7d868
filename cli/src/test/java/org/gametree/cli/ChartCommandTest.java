package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.gametree.cli.CliErrorsTest.Run;
import org.gametree.core.report.Figure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Charts from the command line: a recipe's figures, a match's curves, and figure files drawn on request. */
class ChartCommandTest {
  private static void assertDrawn(Path dir, String stem, int series) throws Exception {
    Figure f = Figure.read(dir.resolve(stem + Figure.EXTENSION));
    assertEquals(series, f.series().size(), stem);
    assertNotNull(ImageIO.read(dir.resolve(stem + ".png").toFile()), stem + ".png");
    String svg = Files.readString(dir.resolve(stem + ".svg"));
    assertTrue(svg.contains("<svg") && svg.strip().endsWith("</svg>"), stem + ".svg");
  }

  @Test
  void trainDrawsTheFiguresARecipeWritesIntoItsDirectory(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("run");
    Run r = CliErrorsTest.run("train", "tictactoe", "curve", "--dir", out.toString());
    assertEquals(0, r.code(), r.err());
    assertDrawn(out, "curve", 2);
  }

  @Test
  void matchChartsTheScoreAndEloOverItsGames(@TempDir Path dir) throws Exception {
    Run r = CliErrorsTest.run("match", "connect-four", "--engine1", "negascout:depth=2", "--engine2", "random",
        "--games", "4", "--charts", dir.toString());
    assertEquals(0, r.code(), r.err());
    assertDrawn(dir, "match-score", 1);
    assertDrawn(dir, "match-elo", 3);
    assertEquals(4, Figure.read(dir.resolve("match-score" + Figure.EXTENSION)).series().get(0).x().length,
        "one point per game");
  }

  @Test
  void chartDrawsFigureFilesAndRefusesOthersInOneLine(@TempDir Path dir) throws Exception {
    Figure.bars("bars", "x", "y").series("a", new double[] {1, 2}, new double[] {3, 4})
        .write(dir.resolve("b" + Figure.EXTENSION));
    Run ok = CliErrorsTest.run("chart", dir.resolve("b" + Figure.EXTENSION).toString());
    assertEquals(0, ok.code(), ok.err());
    assertEquals(2, ok.out().strip().lines().count(), ok.out());
    assertDrawn(dir, "b", 1);
    Files.writeString(dir.resolve("bad" + Figure.EXTENSION), "not a figure");
    Run bad = CliErrorsTest.run("chart", dir.resolve("bad" + Figure.EXTENSION).toString());
    assertEquals(2, bad.code());
    assertTrue(bad.err().startsWith("gametree: ") && bad.err().contains("not a gametree figure"), bad.err());
    Run missing = CliErrorsTest.run("chart", dir.resolve("nope").toString());
    assertEquals(2, missing.code());
    assertTrue(missing.err().contains("nope"), missing.err());
  }
}
