package org.gametree.core.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Labelled positions as Texel's method fits them: one row of features (floats, flat) and the mover's points per
 * position, split into a training and a held-out set by game (a game's positions all go to one side), so held-out
 * loss measures games the fit never saw.
 */
public final class TexelData {
  final int dimension;
  final float[] x;
  final float[] y;
  final int size;

  /** Rows {@code x[j·dimension ..]} with labels {@code y[j]}; the arrays are used, not copied. */
  TexelData(int dimension, float[] x, float[] y, int size) {
    this.dimension = dimension;
    this.x = x;
    this.y = y;
    this.size = size;
  }

  /** From dense rows and labels (tests, synthetic sets). */
  public static TexelData of(double[][] rows, double[] labels) {
    int n = rows.length == 0 ? 0 : rows[0].length;
    float[] x = new float[rows.length * n];
    float[] y = new float[rows.length];
    for (int j = 0; j < rows.length; j++) {
      for (int i = 0; i < n; i++) {
        x[j * n + i] = (float) rows[j][i];
      }
      y[j] = (float) labels[j];
    }
    return new TexelData(n, x, y, rows.length);
  }

  /** The positions. */
  public int size() {
    return size;
  }

  /** The features per position. */
  public int dimension() {
    return dimension;
  }

  /**
   * Whether the game {@code key} is held out: a hash of the key and the seed below {@code fraction} (the rule every
   * Texel fit splits by, local or on Spark).
   */
  public static boolean heldOut(String key, long seed, double fraction) {
    long h = key.hashCode() * 0x9E3779B97F4A7C15L + seed;
    h ^= h >>> 31;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 29;
    return (h >>> 11) * 0x1.0p-53 < fraction;
  }

  /**
   * One line of a positions file: the game's key, the mover's points, the position.
   *
   * @param game the key of the game the position is from (the held-out split's unit)
   * @param label the points of the side to move (1, ½, 0)
   * @param position the position in the game's text format
   */
  public record PositionLine(String game, double label, String position) {
    /** Reads {@code GAME<TAB>RESULT<TAB>POSITION}; {@link IllegalArgumentException} if the line is not one. */
    public static PositionLine parse(String line) {
      String[] cols = line.split("\t", 3);
      if (cols.length != 3) {
        throw new IllegalArgumentException("expected GAME<TAB>RESULT<TAB>POSITION");
      }
      return new PositionLine(cols[0], Double.parseDouble(cols[1]), cols[2]);
    }
  }

  /** A training and a held-out set. */
  public record Split(TexelData train, TexelData heldOut, int trainGames, int heldOutGames) {}

  /**
   * Reads a positions file ({@code GAME<TAB>RESULT<TAB>POSITION} lines, as {@link TexelPositions} writes), at most
   * {@code max} positions (0: all), extracting {@code features}; games whose key {@link #heldOut} go to the held-out
   * set. {@link IllegalArgumentException} naming the line that does not read.
   */
  static <S extends GameState> Split read(Game<S> game, FeatureExtractor<S> features, Path file, long max,
      long seed, double fraction) throws IOException {
    int n = features.dimension();
    Builder train = new Builder(n);
    Builder held = new Builder(n);
    double[] buffer = new double[n];
    java.util.Set<String> trainGames = new java.util.HashSet<>();
    java.util.Set<String> heldGames = new java.util.HashSet<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null && (max == 0 || train.size + held.size < max)) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        try {
          PositionLine p = PositionLine.parse(line);
          features.extract(game.parsePosition(p.position()), buffer);
          boolean out = heldOut(p.game(), seed, fraction);
          (out ? held : train).add(buffer, p.label());
          (out ? heldGames : trainGames).add(p.game());
        } catch (RuntimeException e) {
          throw new IllegalArgumentException(file + " line " + lineNo + ": " + e.getMessage(), e);
        }
      }
    }
    return new Split(train.build(), held.build(), trainGames.size(), heldGames.size());
  }

  /** Rows appended one at a time. */
  static final class Builder {
    private final int n;
    private float[] x = new float[1024];
    private float[] y = new float[64];
    private int size;

    Builder(int n) {
      this.n = n;
      this.x = new float[64 * Math.max(n, 1)];
    }

    void add(double[] row, double label) {
      if (size == y.length) {
        y = Arrays.copyOf(y, size * 2);
        x = Arrays.copyOf(x, size * 2 * Math.max(n, 1));
      }
      for (int i = 0; i < n; i++) {
        x[size * n + i] = (float) row[i];
      }
      y[size++] = (float) label;
    }

    TexelData build() {
      return new TexelData(n, x, y, size);
    }
  }
}
