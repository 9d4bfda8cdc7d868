package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A figure is data: it keeps what it was given, and its file reads back as the same figure. */
class FigureTest {
  private static Figure sample() {
    return Figure.line("Win rate\tagainst games", "games", "win rate")
        .yRange(0, 1)
        .referenceLine(0.5)
        .series("TD vs prior", new double[] {0, 100, 200}, new double[] {0.5, 0.625, Double.NaN},
            new double[] {0.1, 0.05, 0.04})
        .series("as Black", new double[] {0, 100}, new double[] {0.25, 1.0 / 3})
        .build();
  }

  @Test
  void keepsSeriesInOrderWithTheirPointsAndErrors() {
    Figure f = sample();
    assertEquals(Figure.Kind.LINE, f.kind());
    assertEquals("Win rate against games", f.title(), "a tab would split the file's field: it becomes a space");
    assertEquals(2, f.series().size());
    assertEquals("TD vs prior", f.series().get(0).name());
    assertArrayEquals(new double[] {0.1, 0.05, 0.04}, f.series().get(0).error());
    assertNull(f.series().get(1).error());
    assertTrue(f.hasYRange());
    assertEquals(0.5, f.referenceY());
  }

  @Test
  void theTextReadsBackAsTheSameFigureExactly() {
    Figure f = sample();
    Figure back = Figure.parse(f.toText());
    assertEquals(f, back);
    assertEquals(1.0 / 3, back.series().get(1).y()[1], 0.0, "numbers round-trip exactly");
    assertTrue(Double.isNaN(back.series().get(0).y()[2]));
  }

  @Test
  void barsWithoutRangeOrReferenceRoundTripThroughAFile(@TempDir Path dir) throws Exception {
    Figure f = Figure.bars("Figure 7", "cmob", "share").series("Win", new double[] {1, 2}, new double[] {0.3, 0.7})
        .series("Loss", new double[] {1, 2}, new double[] {0.6, 0.4}).write(dir.resolve("a/fig7" + Figure.EXTENSION));
    Path file = dir.resolve("a/fig7" + Figure.EXTENSION);
    assertTrue(Files.readString(file).contains("series\tx\ty\terror\n"), "a table with a header any tool reads");
    Figure back = Figure.read(file);
    assertEquals(f, back);
    assertEquals(Figure.Kind.BARS, back.kind());
    assertFalse(back.hasYRange());
    assertFalse(back.hasReferenceLine());
  }

  @Test
  void aSeriesIsReadFromColumnsOfARecipesTable(@TempDir Path dir) throws Exception {
    Path eval = dir.resolve("eval.tsv");
    Files.writeString(eval, "# games\twins\tdraws\tlosses\tscore\tci95\n0\t1\t0\t1\t0.5000\t0.2\n\n"
        + "50\t2\t0\t0\t1.0000\t0.0\n");
    Figure f = Figure.line("t", "games", "score").seriesFromTable("score", eval, 0, 4, 5).build();
    assertArrayEquals(new double[] {0, 50}, f.series().get(0).x());
    assertArrayEquals(new double[] {0.5, 1}, f.series().get(0).y());
    assertArrayEquals(new double[] {0.2, 0}, f.series().get(0).error());
    Files.writeString(eval, "0\t1\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Figure.line("t", "x", "y").seriesFromTable("s", eval, 0, 4, -1));
    assertTrue(e.getMessage().contains("eval.tsv") && e.getMessage().contains("line 1"), e.getMessage());
  }

  @Test
  void aSeriesWithoutPointsKeepsItsPlace() {
    Figure f = Figure.line("t", "x", "y").series("empty", new double[0], new double[0])
        .series("one", new double[] {1}, new double[] {2}).build();
    Figure back = Figure.parse(f.toText());
    assertEquals(2, back.series().size());
    assertEquals("empty", back.series().get(0).name());
    assertEquals(0, back.series().get(0).x().length);
  }

  @Test
  void theArraysAreCopiesSoTheFigureCannotChangeUnderIts() {
    double[] y = {1, 2};
    Figure f = Figure.line("t", "x", "y").series("s", new double[] {0, 1}, y).build();
    y[0] = 99;
    f.series().get(0).y()[1] = 99;
    assertArrayEquals(new double[] {1, 2}, f.series().get(0).y());
  }

  @Test
  void badDataIsRefusedNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Figure.line("t", "x", "y").series("lengths", new double[] {1, 2}, new double[] {1}));
    assertTrue(e.getMessage().contains("lengths"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Figure.line("t", "x", "y").yRange(1, 1));
    assertThrows(IllegalArgumentException.class,
        () -> Figure.line("t", "x", "y").series("s", new double[0], new double[0])
            .series("s", new double[0], new double[0]));
  }

  @Test
  void aFileThatIsNotAFigureIsRefusedNamingTheLineAndText() {
    IllegalArgumentException notOne = assertThrows(IllegalArgumentException.class, () -> Figure.parse("hello"));
    assertTrue(notOne.getMessage().contains("line 1") && notOne.getMessage().contains("hello"), notOne.getMessage());
    String text = sample().toText().replace("\t100.0\t0.625", "\tabc\t0.625");
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Figure.parse(text));
    assertTrue(bad.getMessage().contains("abc") && bad.getMessage().contains("line "), bad.getMessage());
    String undeclared = sample().toText() + "nobody\t1\t2\t\n";
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Figure.parse(undeclared)).getMessage()
        .contains("undeclared series"));
  }
}
