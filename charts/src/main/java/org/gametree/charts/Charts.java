package org.gametree.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.gametree.core.report.Figure;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * Draws a {@link Figure} with XChart and writes it as PNG or SVG: lines (with error bars where the series has them)
 * or grouped bars, the figure's title and axis labels, its fixed y range and a reference line when it has them, the
 * legend below the plot. A point whose value is not finite is left out (a gap in its line); a series with no finite
 * point is left out with its legend entry, the others keeping their colours.
 *
 * <pre>{@code
 * Charts.write(figure, Path.of("curve.png"), Charts.Format.PNG);
 * Charts.renderDirectory(Path.of("td-connect6"));   // every NAME.figure.tsv there to NAME.png and NAME.svg
 * }</pre>
 */
public final class Charts {
  /** The default size of a drawn figure, in pixels (PNG) or points (SVG). */
  public static final int WIDTH = 800;

  /** See {@link #WIDTH}. */
  public static final int HEIGHT = 500;

  /**
   * The series colours, in order (the first series is drawn in the first); a figure with more series reuses them.
   */
  public static final List<Color> PALETTE = List.of(
      new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e),
      new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x17becf));

  private Charts() {}

  /** The files a figure can be drawn to. */
  public enum Format {
    /** A bitmap of {@link #WIDTH} × {@link #HEIGHT} pixels. */
    PNG,
    /** Vector graphics, one path per series. */
    SVG;

    /** The file name ending, with its dot. */
    public String extension() {
      return "." + name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Writes {@code figure} to {@code file} in {@code format} (atomically: the file is complete or absent), creating
   * parent directories.
   *
   * @throws IOException if the file cannot be written
   */
  public static void write(Figure figure, Path file, Format format) throws IOException {
    Chart<?, ?> chart = chart(figure);
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (OutputStream out = Files.newOutputStream(tmp)) {
      if (format == Format.PNG) {
        BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
      } else {
        VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
      }
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Draws every figure file ({@code NAME}{@value Figure#EXTENSION}) directly in {@code dir} as {@code NAME.png} and
   * {@code NAME.svg} beside it, skipping a drawing already newer than its figure file.
   *
   * @return the files written, in name order (none if {@code dir} is not a directory)
   * @throws IOException if a file cannot be read or written
   * @throws IllegalArgumentException if a figure file is malformed, naming it
   */
  public static List<Path> renderDirectory(Path dir) throws IOException {
    List<Path> figures = new ArrayList<>();
    if (!Files.isDirectory(dir)) {
      return figures;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + Figure.EXTENSION)) {
      files.forEach(figures::add);
    }
    figures.sort(null);
    List<Path> written = new ArrayList<>();
    for (Path f : figures) {
      written.addAll(render(f, false));
    }
    return written;
  }

  /**
   * Draws one figure file as PNG and SVG beside it ({@code NAME.figure.tsv} to {@code NAME.png}, {@code NAME.svg}).
   *
   * @param always draw even when the drawings are newer than the figure file
   * @return the files written
   * @throws IOException if a file cannot be read or written
   * @throws IllegalArgumentException if the file is not a figure, naming it
   */
  public static List<Path> render(Path figureFile, boolean always) throws IOException {
    String name = figureFile.getFileName().toString();
    String stem = name.endsWith(Figure.EXTENSION) ? name.substring(0, name.length() - Figure.EXTENSION.length())
        : name;
    Figure figure = null;
    List<Path> written = new ArrayList<>();
    for (Format format : Format.values()) {
      Path out = figureFile.resolveSibling(stem + format.extension());
      if (!always && Files.exists(out)
          && Files.getLastModifiedTime(out).compareTo(Files.getLastModifiedTime(figureFile)) >= 0) {
        continue;
      }
      if (figure == null) {
        figure = Figure.read(figureFile);
      }
      write(figure, out, format);
      written.add(out);
    }
    return written;
  }

  /** The XChart chart of a figure (for callers that draw it elsewhere, such as a Swing panel). */
  public static Chart<?, ?> chart(Figure figure) {
    return figure.kind() == Figure.Kind.BARS ? bars(figure) : lines(figure);
  }

  private static void style(AxesChartStyler s, Figure figure) {
    s.setChartBackgroundColor(Color.WHITE);
    s.setSeriesColors(PALETTE.toArray(new Color[0]));
    s.setErrorBarsColorSeriesColor(true);
    s.setAnnotationLineColor(Color.DARK_GRAY);
    s.setAnnotationLineStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
        new float[] {6f, 4f}, 0f));
    if (figure.hasYRange()) {
      s.setYAxisMin(figure.yMin()).setYAxisMax(figure.yMax());
    }
    s.setLegendPosition(Styler.LegendPosition.OutsideS);
    s.setLegendLayout(Styler.LegendLayout.Horizontal);
    s.setLegendBorderColor(Color.WHITE);
    s.setPlotBorderVisible(false);
  }

  private static XYChart lines(Figure figure) {
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(figure.title())
        .xAxisTitle(figure.xLabel()).yAxisTitle(figure.yLabel()).build();
    style(chart.getStyler(), figure);
    chart.getStyler().setMarkerSize(5);
    int index = -1;
    for (Figure.Series s : figure.series()) {
      index++;
      double[] x = s.x();
      double[] y = s.y();
      double[] e = s.error();
      int n = 0;
      for (int i = 0; i < y.length; i++) {
        if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
          x[n] = x[i];
          y[n] = y[i];
          if (e != null) {
            e[n] = Double.isFinite(e[i]) ? e[i] : 0;
          }
          n++;
        }
      }
      if (n == 0) {
        // nothing to draw (an Elo bound while every game was won): a legend entry would name a line that is not there
        continue;
      }
      XYSeries series;
      if (e != null) {
        series = chart.addSeries(s.name(), trim(x, n), trim(y, n), trim(e, n));
      } else {
        series = chart.addSeries(s.name(), trim(x, n), trim(y, n));
      }
      series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
      // the colour of the series' place in the figure, whether or not the ones before it were drawn
      Color colour = PALETTE.get(index % PALETTE.size());
      series.setLineColor(colour);
      series.setMarkerColor(colour);
      series.setFillColor(colour);
    }
    if (figure.hasReferenceLine()) {
      chart.addAnnotation(reference(figure.referenceY()));
    }
    return chart;
  }

  private static CategoryChart bars(Figure figure) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(figure.title())
        .xAxisTitle(figure.xLabel()).yAxisTitle(figure.yLabel()).build();
    style(chart.getStyler(), figure);
    chart.getStyler().setOverlapped(false);
    for (Figure.Series s : figure.series()) {
      List<String> categories = new ArrayList<>();
      List<Double> values = new ArrayList<>();
      double[] x = s.x();
      double[] y = s.y();
      for (int i = 0; i < y.length; i++) {
        categories.add(label(x[i]));
        values.add(Double.isFinite(y[i]) ? y[i] : 0);
      }
      if (categories.isEmpty()) {
        categories.add("");
        values.add(0.0);
      }
      chart.addSeries(s.name(), categories, values);
    }
    if (figure.hasReferenceLine()) {
      chart.addAnnotation(reference(figure.referenceY()));
    }
    return chart;
  }

  private static AnnotationLine reference(double y) {
    return new AnnotationLine(y, false, false);
  }

  private static String label(double x) {
    return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
  }

  private static double[] trim(double[] a, int n) {
    return n == a.length ? a : Arrays.copyOf(a, n);
  }
}
