package org.gametree.core.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A small chart writer for experiment reports: line charts (optionally with error bars) and grouped bar charts,
 * drawn with Java2D (headless) and written as PNG.
 *
 * <pre>{@code
 * Chart.line("Win rate against training games", "games", "win rate")
 *     .yRange(0, 1)
 *     .series("TD vs prior", games, rates, halfWidths)
 *     .writePng(Path.of("docs/img/td-curve.png"));
 * }</pre>
 *
 * <p>Not thread-safe; build and write from one thread.
 */
public final class Chart {
  /** How series are drawn. */
  public enum Kind {
    /** Points joined by lines, x numeric. */
    LINE,
    /** Bars grouped per x value, one bar per series. */
    BARS
  }

  private record Series(String name, double[] x, double[] y, double[] error) {}

  private static final Color[] PALETTE = {
    new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e),
    new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)
  };

  private final Kind kind;
  private final String title;
  private final String xLabel;
  private final String yLabel;
  private final List<Series> series = new ArrayList<>();
  private double yMin = Double.NaN;
  private double yMax = Double.NaN;
  private double referenceY = Double.NaN;

  private Chart(Kind kind, String title, String xLabel, String yLabel) {
    this.kind = kind;
    this.title = title;
    this.xLabel = xLabel;
    this.yLabel = yLabel;
  }

  /** A line chart. */
  public static Chart line(String title, String xLabel, String yLabel) {
    return new Chart(Kind.LINE, title, xLabel, yLabel);
  }

  /** A grouped bar chart (one group per distinct x, one bar per series). */
  public static Chart bars(String title, String xLabel, String yLabel) {
    return new Chart(Kind.BARS, title, xLabel, yLabel);
  }

  /** Fixes the y axis range instead of fitting it to the data. */
  public Chart yRange(double min, double max) {
    if (!(max > min)) {
      throw new IllegalArgumentException("empty y range [" + min + ", " + max + "]");
    }
    this.yMin = min;
    this.yMax = max;
    return this;
  }

  /** Draws a dashed horizontal reference line (e.g. 0.5 for an even score). */
  public Chart referenceLine(double y) {
    this.referenceY = y;
    return this;
  }

  /** Adds a series; {@code x} and {@code y} have the same length. */
  public Chart series(String name, double[] x, double[] y) {
    return series(name, x, y, null);
  }

  /**
   * Adds a series with symmetric error bars ({@code error[i]} is the half-width at point i; null for none).
   */
  public Chart series(String name, double[] x, double[] y, double[] error) {
    if (x.length != y.length || (error != null && error.length != y.length)) {
      throw new IllegalArgumentException("series '" + name + "': x, y and error lengths differ");
    }
    series.add(new Series(name, x.clone(), y.clone(), error == null ? null : error.clone()));
    return this;
  }

  /** Writes the chart as an 800×500 PNG, creating parent directories. */
  public void writePng(Path file) {
    writePng(file, 800, 500);
  }

  /** Writes the chart as a PNG of the given size, creating parent directories. */
  public void writePng(Path file, int width, int height) {
    BufferedImage image = render(width, height);
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      if (!ImageIO.write(image, "png", file.toFile())) {
        throw new IOException("no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write chart " + file, e);
    }
  }

  /** Draws the chart into a new image. */
  public BufferedImage render(int width, int height) {
    if (series.isEmpty()) {
      throw new IllegalStateException("chart '" + title + "' has no series");
    }
    System.setProperty("java.awt.headless", "true");
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      draw(g, width, height);
    } finally {
      g.dispose();
    }
    return image;
  }

  private void draw(Graphics2D g, int width, int height) {
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    g.setFont(font);
    FontMetrics fm = g.getFontMetrics();

    List<Double> xs = distinctX();
    double[] xr = kind == Kind.LINE ? padded(range(true)) : new double[] {-0.5, xs.size() - 0.5};
    double[] yr = Double.isNaN(yMin) ? niceRange(range(false)) : new double[] {yMin, yMax};

    int left = 70;
    int right = width - 20;
    int top = 40;
    int bottom = height - 60 - 18 * ((series.size() + 2) / 3);
    Plot p = new Plot(left, right, top, bottom, xr[0], xr[1], yr[0], yr[1]);

    g.setColor(Color.BLACK);
    g.setFont(font.deriveFont(Font.BOLD, 14f));
    FontMetrics tfm = g.getFontMetrics();
    g.drawString(title, (width - tfm.stringWidth(title)) / 2, 24);
    g.setFont(font);

    // grid and y ticks
    for (double t : ticks(yr[0], yr[1])) {
      int y = p.py(t);
      g.setColor(new Color(0xe6e6e6));
      g.drawLine(left, y, right, y);
      g.setColor(Color.BLACK);
      String s = label(t);
      g.drawString(s, left - 6 - fm.stringWidth(s), y + fm.getAscent() / 2 - 1);
    }
    // x ticks
    if (kind == Kind.LINE) {
      for (double t : ticks(xr[0], xr[1])) {
        int x = p.px(t);
        g.setColor(Color.BLACK);
        g.drawLine(x, bottom, x, bottom + 4);
        String s = label(t);
        g.drawString(s, x - fm.stringWidth(s) / 2, bottom + 6 + fm.getAscent());
      }
    } else {
      int every = Math.max(1, (int) Math.ceil(xs.size() * 40.0 / (right - left)));
      for (int i = 0; i < xs.size(); i += every) {
        int x = p.px(i);
        String s = label(xs.get(i));
        g.drawString(s, x - fm.stringWidth(s) / 2, bottom + 6 + fm.getAscent());
      }
    }
    g.setColor(Color.BLACK);
    g.drawRect(left, top, right - left, bottom - top);
    g.drawString(xLabel, (left + right - fm.stringWidth(xLabel)) / 2, bottom + 24 + fm.getAscent());
    AffineTransform saved = g.getTransform();
    g.rotate(-Math.PI / 2);
    g.drawString(yLabel, -(top + bottom + fm.stringWidth(yLabel)) / 2, 18);
    g.setTransform(saved);

    if (!Double.isNaN(referenceY) && referenceY >= yr[0] && referenceY <= yr[1]) {
      g.setColor(Color.DARK_GRAY);
      g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
      g.drawLine(left, p.py(referenceY), right, p.py(referenceY));
    }

    g.setClip(left, top, right - left + 1, bottom - top + 1);
    for (int s = 0; s < series.size(); s++) {
      Series se = series.get(s);
      g.setColor(PALETTE[s % PALETTE.length]);
      if (kind == Kind.LINE) {
        drawLine(g, p, se);
      } else {
        drawBars(g, p, se, s, xs);
      }
    }
    g.setClip(null);

    // legend
    int lx = left;
    int ly = bottom + 48 + fm.getAscent();
    for (int s = 0; s < series.size(); s++) {
      int col = s % 3;
      int row = s / 3;
      int x = lx + col * ((right - left) / 3);
      int y = ly + row * 18;
      g.setColor(PALETTE[s % PALETTE.length]);
      g.fillRect(x, y - 9, 18, 8);
      g.setColor(Color.BLACK);
      g.drawString(series.get(s).name(), x + 24, y);
    }
  }

  private static void drawLine(Graphics2D g, Plot p, Series se) {
    g.setStroke(new BasicStroke(2f));
    for (int i = 0; i + 1 < se.x().length; i++) {
      if (Double.isFinite(se.y()[i]) && Double.isFinite(se.y()[i + 1])) {
        g.draw(new Line2D.Double(p.pxd(se.x()[i]), p.pyd(se.y()[i]), p.pxd(se.x()[i + 1]), p.pyd(se.y()[i + 1])));
      }
    }
    g.setStroke(new BasicStroke(1.2f));
    for (int i = 0; i < se.x().length; i++) {
      if (!Double.isFinite(se.y()[i])) {
        continue;
      }
      double x = p.pxd(se.x()[i]);
      double y = p.pyd(se.y()[i]);
      if (se.error() != null) {
        double lo = p.pyd(se.y()[i] - se.error()[i]);
        double hi = p.pyd(se.y()[i] + se.error()[i]);
        g.draw(new Line2D.Double(x, lo, x, hi));
        g.draw(new Line2D.Double(x - 4, lo, x + 4, lo));
        g.draw(new Line2D.Double(x - 4, hi, x + 4, hi));
      }
      g.fill(new Rectangle2D.Double(x - 2.5, y - 2.5, 5, 5));
    }
  }

  private void drawBars(Graphics2D g, Plot p, Series se, int index, List<Double> xs) {
    double group = Math.abs(p.pxd(1) - p.pxd(0)) * 0.8;
    double w = group / series.size();
    double base = p.pyd(Math.max(p.y0(), Math.min(p.y1(), 0)));
    for (int i = 0; i < se.x().length; i++) {
      if (!Double.isFinite(se.y()[i])) {
        continue;
      }
      int slot = xs.indexOf(se.x()[i]);
      double x = p.pxd(slot) - group / 2 + index * w;
      double y = p.pyd(se.y()[i]);
      g.fill(new Rectangle2D.Double(x, Math.min(y, base), Math.max(1, w - 1), Math.abs(base - y)));
    }
  }

  private List<Double> distinctX() {
    List<Double> xs = new ArrayList<>();
    for (Series s : series) {
      for (double x : s.x()) {
        if (!xs.contains(x)) {
          xs.add(x);
        }
      }
    }
    xs.sort(Double::compare);
    return xs;
  }

  private double[] range(boolean x) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (Series s : series) {
      double[] v = x ? s.x() : s.y();
      for (int i = 0; i < v.length; i++) {
        if (!Double.isFinite(v[i])) {
          continue;
        }
        double e = !x && s.error() != null ? Math.abs(s.error()[i]) : 0;
        lo = Math.min(lo, v[i] - e);
        hi = Math.max(hi, v[i] + e);
      }
    }
    if (!Double.isFinite(lo)) {
      return new double[] {0, 1};
    }
    if (kind == Kind.BARS && !x) {
      lo = Math.min(lo, 0);
      hi = Math.max(hi, 0);
    }
    if (hi <= lo) {
      hi = lo + 1;
    }
    return new double[] {lo, hi};
  }

  private static double[] padded(double[] r) {
    double pad = (r[1] - r[0]) * 0.03;
    return new double[] {r[0] - pad, r[1] + pad};
  }

  private static double[] niceRange(double[] r) {
    double step = step(r[0], r[1]);
    return new double[] {Math.floor(r[0] / step) * step, Math.ceil(r[1] / step) * step};
  }

  private static double step(double lo, double hi) {
    double raw = (hi - lo) / 6;
    double mag = Math.pow(10, Math.floor(Math.log10(raw)));
    double n = raw / mag;
    return (n < 1.5 ? 1 : n < 3 ? 2 : n < 7 ? 5 : 10) * mag;
  }

  private static List<Double> ticks(double lo, double hi) {
    double step = step(lo, hi);
    List<Double> out = new ArrayList<>();
    for (double t = Math.ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step) {
      out.add(Math.abs(t) < step * 1e-9 ? 0 : t);
    }
    return out;
  }

  private static String label(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return String.format(Locale.ROOT, "%d", (long) v);
    }
    String s = String.format(Locale.ROOT, "%.3f", v);
    return s.replaceAll("0+$", "").replaceAll("\\.$", "");
  }

  /** Data-to-pixel mapping of the plot area. */
  private record Plot(int left, int right, int top, int bottom, double x0, double x1, double y0, double y1) {
    double pxd(double x) {
      return left + (x - x0) / (x1 - x0) * (right - left);
    }

    double pyd(double y) {
      return bottom - (y - y0) / (y1 - y0) * (bottom - top);
    }

    int px(double x) {
      return (int) Math.round(pxd(x));
    }

    int py(double y) {
      return (int) Math.round(pyd(y));
    }
  }
}
