package org.gametree.core.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A chart's data and no drawing: a title, axis labels, a kind (lines or grouped bars), an optional fixed y range and
 * reference line, and named series of points (optionally with symmetric error bars). Recipes and commands build one
 * and {@link #write} it as a small tab-separated text file ({@value #EXTENSION}); the {@code gametree-charts} module,
 * which the command line depends on and library users do not inherit, draws it as PNG and SVG.
 *
 * <pre>{@code
 * Figure.line("Win rate against training games", "games", "win rate")
 *     .yRange(0, 1)
 *     .series("TD vs prior", games, rates, halfWidths)
 *     .write(out.resolve("td-curve" + Figure.EXTENSION));
 * }</pre>
 *
 * <p>The file is a table any tool reads: lines starting with {@code #} carry the kind, title, labels, range,
 * reference and the series names in order; then a header {@code series x y error} and one row per point.
 *
 * @param kind how the series are drawn
 * @param title the chart's title
 * @param xLabel the x axis label
 * @param yLabel the y axis label
 * @param yMin the y axis minimum, or NaN to fit the data
 * @param yMax the y axis maximum, or NaN to fit the data
 * @param referenceY a horizontal reference line (an even score, zero), or NaN for none
 * @param series the series in drawing order
 */
public record Figure(
    Kind kind, String title, String xLabel, String yLabel, double yMin, double yMax, double referenceY,
    List<Series> series) {
  /** The file name ending of a written figure: {@code NAME.figure.tsv}. */
  public static final String EXTENSION = ".figure.tsv";

  private static final String MAGIC = "#gametree-figure";

  /** How series are drawn. */
  public enum Kind {
    /** Points joined by lines, x numeric. */
    LINE,
    /** Bars grouped per x value, one bar per series. */
    BARS
  }

  /**
   * One named series.
   *
   * @param name the legend's text
   * @param x the x values
   * @param y the y values (same length; a non-finite value is a gap)
   * @param error symmetric half-widths of error bars (same length), or null for none
   */
  public record Series(String name, double[] x, double[] y, double[] error) {
    /** Checks the lengths and copies the arrays. */
    public Series {
      name = oneField(Objects.requireNonNull(name, "name"));
      if (x.length != y.length || (error != null && error.length != y.length)) {
        throw new IllegalArgumentException("series '" + clip(name) + "': x, y and error lengths differ");
      }
      x = x.clone();
      y = y.clone();
      error = error == null ? null : error.clone();
    }

    /** The x values (a copy). */
    @Override
    public double[] x() {
      return x.clone();
    }

    /** The y values (a copy). */
    @Override
    public double[] y() {
      return y.clone();
    }

    /** The error half-widths (a copy), or null. */
    @Override
    public double[] error() {
      return error == null ? null : error.clone();
    }

    /** Whether this series has error bars. */
    public boolean hasErrors() {
      return error != null;
    }

    /** Equal names and equal values. */
    @Override
    public boolean equals(Object o) {
      return o instanceof Series s && name.equals(s.name) && Arrays.equals(x, s.x) && Arrays.equals(y, s.y)
          && Arrays.equals(error, s.error);
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, Arrays.hashCode(x), Arrays.hashCode(y), Arrays.hashCode(error));
    }

    @Override
    public String toString() {
      return "Series[" + name + ", " + x.length + " points]";
    }
  }

  /** Checks the values and copies the series list. */
  public Figure {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(xLabel, "xLabel");
    Objects.requireNonNull(yLabel, "yLabel");
    title = oneField(title);
    xLabel = oneField(xLabel);
    yLabel = oneField(yLabel);
    if (Double.isNaN(yMin) != Double.isNaN(yMax) || (!Double.isNaN(yMin) && !(yMax > yMin))) {
      throw new IllegalArgumentException("empty y range [" + yMin + ", " + yMax + "]");
    }
    series = List.copyOf(series);
  }

  /** A line chart to build. */
  public static Builder line(String title, String xLabel, String yLabel) {
    return new Builder(Kind.LINE, title, xLabel, yLabel);
  }

  /** A grouped bar chart to build (one group per distinct x, one bar per series). */
  public static Builder bars(String title, String xLabel, String yLabel) {
    return new Builder(Kind.BARS, title, xLabel, yLabel);
  }

  /** Whether the y range is fixed rather than fitted to the data. */
  public boolean hasYRange() {
    return !Double.isNaN(yMin);
  }

  /** Whether the figure has a reference line. */
  public boolean hasReferenceLine() {
    return !Double.isNaN(referenceY);
  }

  /**
   * The figure as the text of its file. Tabs and line breaks in the texts became spaces when the figure was made, so
   * each text is one field.
   */
  public String toText() {
    StringBuilder b = new StringBuilder();
    b.append(MAGIC).append('\t').append(kind.name().toLowerCase(Locale.ROOT)).append('\n');
    b.append("#title\t").append(oneField(title)).append('\n');
    b.append("#x\t").append(oneField(xLabel)).append('\n');
    b.append("#y\t").append(oneField(yLabel)).append('\n');
    if (hasYRange()) {
      b.append("#y-range\t").append(yMin).append('\t').append(yMax).append('\n');
    }
    if (hasReferenceLine()) {
      b.append("#reference\t").append(referenceY).append('\n');
    }
    for (Series s : series) {
      b.append("#series\t").append(oneField(s.name)).append(s.hasErrors() ? "\terror" : "").append('\n');
    }
    b.append("series\tx\ty\terror\n");
    for (Series s : series) {
      for (int i = 0; i < s.x.length; i++) {
        b.append(oneField(s.name)).append('\t').append(s.x[i]).append('\t').append(s.y[i]).append('\t')
            .append(s.error == null ? "" : Double.toString(s.error[i])).append('\n');
      }
    }
    return b.toString();
  }

  /**
   * Writes the figure's file (atomically: a reader never sees half of it), creating parent directories.
   *
   * @throws UncheckedIOException if the file cannot be written
   */
  public void write(Path file) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
      Files.writeString(tmp, toText(), StandardCharsets.UTF_8);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write figure " + file, e);
    }
  }

  /**
   * Reads a figure's file.
   *
   * @throws IOException if it cannot be read
   * @throws IllegalArgumentException if it is not a figure file, naming the file, line and offending text
   */
  public static Figure read(Path file) throws IOException {
    try {
      return parse(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Parses the text of a figure's file ({@link #toText}).
   *
   * @throws IllegalArgumentException naming the line and offending text when it is not one
   */
  public static Figure parse(String text) {
    String[] lines = text.split("\r?\n", -1);
    if (lines.length == 0 || !lines[0].startsWith(MAGIC + "\t")) {
      throw new IllegalArgumentException("line 1: not a gametree figure (starts '" + clip(lines[0]) + "')");
    }
    Kind kind = switch (lines[0].substring(MAGIC.length() + 1).strip()) {
      case "line" -> Kind.LINE;
      case "bars" -> Kind.BARS;
      default -> throw new IllegalArgumentException("line 1: unknown kind in '" + clip(lines[0]) + "'");
    };
    Builder b = new Builder(kind, "", "", "");
    Map<String, List<double[]>> points = new LinkedHashMap<>();
    Map<String, Boolean> hasError = new LinkedHashMap<>();
    boolean table = false;
    for (int n = 1; n < lines.length; n++) {
      String line = lines[n];
      if (line.isEmpty()) {
        continue;
      }
      String[] f = line.split("\t", -1);
      try {
        if (!table) {
          switch (f[0]) {
            case "#title" -> b.title = field(f, 1);
            case "#x" -> b.xLabel = field(f, 1);
            case "#y" -> b.yLabel = field(f, 1);
            case "#y-range" -> b.yRange(number(field(f, 1)), number(field(f, 2)));
            case "#reference" -> b.referenceLine(number(field(f, 1)));
            case "#series" -> {
              if (points.put(field(f, 1), new ArrayList<>()) != null) {
                throw new IllegalArgumentException("series named twice");
              }
              hasError.put(f[1], f.length > 2 && f[2].equals("error"));
            }
            case "series" -> table = true;
            default -> throw new IllegalArgumentException("unknown field");
          }
          continue;
        }
        List<double[]> rows = points.get(f[0]);
        if (rows == null) {
          throw new IllegalArgumentException("undeclared series");
        }
        boolean err = hasError.get(f[0]);
        rows.add(new double[] {number(field(f, 1)), number(field(f, 2)), err ? number(field(f, 3)) : 0});
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("line " + (n + 1) + ": " + e.getMessage() + " in '" + clip(line) + "'");
      }
    }
    if (!table) {
      throw new IllegalArgumentException("no table of points (a line 'series\tx\ty\terror')");
    }
    for (Map.Entry<String, List<double[]>> e : points.entrySet()) {
      List<double[]> rows = e.getValue();
      double[] x = new double[rows.size()];
      double[] y = new double[rows.size()];
      double[] err = hasError.get(e.getKey()) ? new double[rows.size()] : null;
      for (int i = 0; i < rows.size(); i++) {
        x[i] = rows.get(i)[0];
        y[i] = rows.get(i)[1];
        if (err != null) {
          err[i] = rows.get(i)[2];
        }
      }
      b.series(e.getKey(), x, y, err);
    }
    return b.build();
  }

  private static String field(String[] f, int i) {
    if (i >= f.length) {
      throw new IllegalArgumentException("missing field " + (i + 1));
    }
    return f[i];
  }

  private static double number(String s) {
    try {
      return Double.parseDouble(s.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number '" + clip(s) + "'");
    }
  }

  /** Tabs and line breaks would split a field: they become spaces. */
  private static String oneField(String s) {
    return s.replaceAll("[\\t\\r\\n]", " ");
  }

  private static String clip(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }

  /**
   * Builds a {@link Figure}; not thread-safe. {@link #write} builds and writes in one step, so a recipe reads as it
   * did when it drew the chart itself.
   */
  public static final class Builder {
    private final Kind kind;
    private String title;
    private String xLabel;
    private String yLabel;
    private double yMin = Double.NaN;
    private double yMax = Double.NaN;
    private double referenceY = Double.NaN;
    private final List<Series> series = new ArrayList<>();

    private Builder(Kind kind, String title, String xLabel, String yLabel) {
      this.kind = kind;
      this.title = title;
      this.xLabel = xLabel;
      this.yLabel = yLabel;
    }

    /** Fixes the y axis range instead of fitting it to the data. */
    public Builder yRange(double min, double max) {
      if (!(max > min) || !Double.isFinite(min) || !Double.isFinite(max)) {
        throw new IllegalArgumentException("empty y range [" + min + ", " + max + "]");
      }
      this.yMin = min;
      this.yMax = max;
      return this;
    }

    /** Adds a dashed horizontal reference line (e.g. 0.5 for an even score). */
    public Builder referenceLine(double y) {
      if (!Double.isFinite(y)) {
        throw new IllegalArgumentException("reference line at " + y);
      }
      this.referenceY = y;
      return this;
    }

    /** Adds a series; {@code x} and {@code y} have the same length. */
    public Builder series(String name, double[] x, double[] y) {
      return series(name, x, y, null);
    }

    /** Adds a series with symmetric error bars ({@code error[i]} is the half-width at point i; null for none). */
    public Builder series(String name, double[] x, double[] y, double[] error) {
      String n = oneField(name);
      for (Series s : series) {
        if (s.name.equals(n)) {
          throw new IllegalArgumentException("two series named '" + clip(n) + "'");
        }
      }
      series.add(new Series(n, x, y, error));
      return this;
    }

    /**
     * Adds a series from columns of a tab-separated table file, such as a recipe's {@code eval.tsv}: blank lines and
     * lines starting with {@code #} are skipped, columns count from 0.
     *
     * @param errorColumn the column of error half-widths, or -1 for none
     * @throws IOException if the table cannot be read
     * @throws IllegalArgumentException for a row without those columns or with a non-number there, naming the file,
     *     line and text
     */
    public Builder seriesFromTable(String name, Path table, int xColumn, int yColumn, int errorColumn)
        throws IOException {
      List<double[]> rows = new ArrayList<>();
      List<String> lines = Files.readAllLines(table, StandardCharsets.UTF_8);
      for (int n = 0; n < lines.size(); n++) {
        String line = lines.get(n);
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        try {
          rows.add(new double[] {number(field(f, xColumn)), number(field(f, yColumn)),
              errorColumn < 0 ? 0 : number(field(f, errorColumn))});
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(table + ": line " + (n + 1) + ": " + e.getMessage() + " in '"
              + clip(line) + "'", e);
        }
      }
      double[][] cols = new double[3][rows.size()];
      for (int i = 0; i < rows.size(); i++) {
        for (int c = 0; c < 3; c++) {
          cols[c][i] = rows.get(i)[c];
        }
      }
      return series(name, cols[0], cols[1], errorColumn < 0 ? null : cols[2]);
    }

    /** The figure. */
    public Figure build() {
      return new Figure(kind, title, xLabel, yLabel, yMin, yMax, referenceY, series);
    }

    /**
     * Builds the figure and writes its file ({@link Figure#write}).
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public Figure write(Path file) {
      Figure f = build();
      f.write(file);
      return f;
    }
  }
}
