package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Charts draw their series where the data says and write readable PNG files. */
class ChartTest {
  private static final int FIRST_SERIES_RGB = 0x1f77b4;

  private static int countColour(BufferedImage image, int rgb, int x0, int x1, int y0, int y1) {
    int n = 0;
    for (int x = x0; x < x1; x++) {
      for (int y = y0; y < y1; y++) {
        if ((image.getRGB(x, y) & 0xffffff) == rgb) {
          n++;
        }
      }
    }
    return n;
  }

  @Test
  void aRisingLineIsDrawnLowOnTheLeftAndHighOnTheRight() {
    BufferedImage image = Chart.line("rising", "x", "y")
        .yRange(0, 10)
        .series("s", new double[] {0, 10}, new double[] {0, 10})
        .render(800, 500);
    int w = image.getWidth();
    int h = image.getHeight();
    // Left third: the line is in the lower half; right third: in the upper half (legend excluded: it is below).
    assertTrue(countColour(image, FIRST_SERIES_RGB, 80, w / 3, h / 2, h - 90) > 0);
    assertEquals(0, countColour(image, FIRST_SERIES_RGB, 80, w / 3, 40, h / 4));
    assertTrue(countColour(image, FIRST_SERIES_RGB, 2 * w / 3, w - 25, 40, h / 2) > 0);
  }

  @Test
  void barsRiseFromZeroToTheirValue() {
    BufferedImage image = Chart.bars("bars", "stage", "share")
        .yRange(0, 1)
        .series("a", new double[] {1, 2}, new double[] {1.0, 0.0})
        .render(800, 500);
    // The bar at x=1 (left half) spans the plot's height; at x=2 (right half) there is no bar.
    int leftHalf = countColour(image, FIRST_SERIES_RGB, 80, 400, 45, 300);
    int rightHalf = countColour(image, FIRST_SERIES_RGB, 400, 780, 45, 300);
    assertTrue(leftHalf > 1000, "left bar pixels " + leftHalf);
    assertEquals(0, rightHalf);
  }

  @Test
  void writesAPngOfTheRequestedSize(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sub/chart.png");
    Chart.line("curve", "games", "win rate")
        .referenceLine(0.5)
        .series("td", new double[] {0, 500, 1000}, new double[] {0.5, 0.55, 0.6}, new double[] {0.05, 0.05, 0.04})
        .writePng(file, 640, 400);
    BufferedImage read = ImageIO.read(file.toFile());
    assertEquals(640, read.getWidth());
    assertEquals(400, read.getHeight());
  }

  @Test
  void malformedSeriesAndEmptyChartsAreRejected() {
    assertThrows(IllegalArgumentException.class,
        () -> Chart.line("t", "x", "y").series("s", new double[] {1, 2}, new double[] {1}));
    assertThrows(IllegalArgumentException.class, () -> Chart.line("t", "x", "y").yRange(1, 1));
    assertThrows(IllegalStateException.class, () -> Chart.line("t", "x", "y").render(100, 100));
  }
}
