package org.gametree.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.gametree.core.report.Figure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Figures drawn with XChart: the files exist, parse (PNG as an image, SVG as XML) and show as many series as the
 * figure has, each in its colour of the palette.
 */
class ChartsTest {
  private static Figure threeLines() {
    return Figure.line("Win rate", "games", "win rate").yRange(0, 1).referenceLine(0.5)
        .series("alpha", new double[] {0, 1, 2}, new double[] {0.2, 0.5, Double.NaN}, new double[] {0.1, 0.1, 0.1})
        .series("beta", new double[] {0, 1, 2}, new double[] {0.7, 0.6, 0.4})
        .series("gamma", new double[] {0, 2}, new double[] {0.9, 0.1}).build();
  }

  private static Figure twoBars() {
    return Figure.bars("Figure 7", "cmob", "share").series("Win", new double[] {1, 2.5}, new double[] {0.3, 0.7})
        .series("Loss", new double[] {1, 2.5}, new double[] {0.6, 0.4}).build();
  }

  /** How many colours of the palette the image has pixels of. */
  private static int paletteColoursIn(BufferedImage image) {
    Set<Integer> rgb = new HashSet<>();
    for (int x = 0; x < image.getWidth(); x++) {
      for (int y = 0; y < image.getHeight(); y++) {
        rgb.add(image.getRGB(x, y) & 0xffffff);
      }
    }
    return (int) Charts.PALETTE.stream().filter(c -> rgb.contains(c.getRGB() & 0xffffff)).count();
  }

  private static final Pattern RGB = Pattern.compile("rgb\\((\\d+),(\\d+),(\\d+)\\)");

  /** Parses the SVG as XML (without fetching its DTD) and counts the palette colours its shapes are painted in. */
  private static int paletteColoursIn(Path svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    Document doc = f.newDocumentBuilder().parse(svg.toFile());
    assertEquals("svg", doc.getDocumentElement().getTagName());
    Set<Color> used = new HashSet<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Matcher m = RGB.matcher(((Element) all.item(i)).getAttribute("style"));
      while (m.find()) {
        used.add(new Color(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))));
      }
    }
    return (int) Charts.PALETTE.stream().filter(used::contains).count();
  }

  @Test
  void linesAreWrittenAsPngAndSvgWithOneColourPerSeries(@TempDir Path dir) throws Exception {
    Path png = dir.resolve("curve.png");
    Path svg = dir.resolve("sub/curve.svg");
    Charts.write(threeLines(), png, Charts.Format.PNG);
    Charts.write(threeLines(), svg, Charts.Format.SVG);
    BufferedImage image = ImageIO.read(png.toFile());
    assertNotNull(image, "a PNG ImageIO reads");
    assertEquals(Charts.WIDTH, image.getWidth());
    assertEquals(Charts.HEIGHT, image.getHeight());
    assertEquals(3, paletteColoursIn(image));
    assertEquals(3, paletteColoursIn(svg));
    try (var files = Files.list(dir)) {
      assertEquals(List.of("curve.png", "sub"), files.map(p -> p.getFileName().toString()).sorted().toList(),
          "no temporary file is left behind");
    }
  }

  @Test
  void barsAreWrittenWithOneColourPerSeries(@TempDir Path dir) throws Exception {
    Charts.write(twoBars(), dir.resolve("b.png"), Charts.Format.PNG);
    Charts.write(twoBars(), dir.resolve("b.svg"), Charts.Format.SVG);
    assertEquals(2, paletteColoursIn(ImageIO.read(dir.resolve("b.png").toFile())));
    assertEquals(2, paletteColoursIn(dir.resolve("b.svg")));
  }

  @Test
  void aSeriesWithoutFinitePointsHasNoLegendEntryAndTheOthersKeepTheirColours(@TempDir Path dir) throws Exception {
    Figure f = Figure.line("Elo", "games", "Elo")
        .series("Elo", new double[] {1, 2}, new double[] {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY})
        .series("low", new double[] {1, 2}, new double[] {3, 4}).build();
    Charts.write(f, dir.resolve("elo.svg"), Charts.Format.SVG);
    assertEquals(1, paletteColoursIn(dir.resolve("elo.svg")), "only the drawn series is named and coloured");
    String svg = Files.readString(dir.resolve("elo.svg"));
    Color second = Charts.PALETTE.get(1);
    assertTrue(svg.contains("rgb(" + second.getRed() + "," + second.getGreen() + "," + second.getBlue() + ")"),
        "the drawn series keeps the colour of its place");
  }

  @Test
  void aDirectoryOfFigureFilesIsDrawnOnceUntilAFigureChanges(@TempDir Path dir) throws Exception {
    threeLines().write(dir.resolve("a" + Figure.EXTENSION));
    twoBars().write(dir.resolve("b" + Figure.EXTENSION));
    Files.writeString(dir.resolve("notes.txt"), "not a figure");
    List<Path> written = Charts.renderDirectory(dir);
    assertEquals(List.of(dir.resolve("a.png"), dir.resolve("a.svg"), dir.resolve("b.png"), dir.resolve("b.svg")),
        written);
    assertEquals(3, paletteColoursIn(dir.resolve("a.svg")));
    assertEquals(List.of(), Charts.renderDirectory(dir), "drawings newer than their figures are kept");
    Files.setLastModifiedTime(dir.resolve("a.png"), java.nio.file.attribute.FileTime.fromMillis(0));
    assertEquals(List.of(dir.resolve("a.png")), Charts.renderDirectory(dir));
    assertEquals(List.of(), Charts.renderDirectory(dir.resolve("missing")));
  }

  @Test
  void aMalformedFigureFileIsRefusedNamingIt(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad" + Figure.EXTENSION);
    Files.writeString(bad, "#gametree-figure\tline\n#title\tt\nseries\tx\ty\terror\nghost\t1\t2\t\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Charts.renderDirectory(dir));
    assertTrue(e.getMessage().contains("bad.figure.tsv") && e.getMessage().contains("ghost"), e.getMessage());
  }
}
