package org.gametree.core.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Reads the significant lines of a parameter file (blank lines and {@code #} comments skipped) as whitespace-separated
 * tokens, and turns every mismatch into a {@link ModelFormatException} naming the line and the offending text.
 */
final class ParamReader {
  private final BufferedReader reader;
  private int line;
  private String text = "";

  ParamReader(Reader in) {
    this.reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
  }

  /** The tokens of the next significant line. */
  String[] next() {
    try {
      while (true) {
        String s = reader.readLine();
        if (s == null) {
          throw new ModelFormatException("unexpected end of parameter file", line + 1, "");
        }
        line++;
        s = s.strip();
        if (!s.isEmpty() && !s.startsWith("#")) {
          text = s;
          return s.split("\\s+");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of the line read last. */
  String text() {
    return text;
  }

  ModelFormatException error(String message, String input) {
    return new ModelFormatException(message, line, input);
  }

  /** The next line, which must start with {@code key}. */
  String[] expect(String key) {
    String[] t = next();
    if (!t[0].equals(key)) {
      throw error("expected '" + key + "'", text);
    }
    return t;
  }

  /** The value of the next line, {@code key VALUE}. */
  String single(String key) {
    String[] t = expect(key);
    if (t.length != 2) {
      throw error("expected '" + key + " VALUE'", text);
    }
    return t[1];
  }

  int parseInt(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw error("not an integer", s);
    }
  }

  double parseDouble(String s) {
    try {
      return Double.parseDouble(s);
    } catch (NumberFormatException e) {
      throw error("not a number", s);
    }
  }

  /** A non-negative integer {@code key N}. */
  int count(String key) {
    int v = parseInt(single(key));
    if (v < 0) {
      throw error("negative count", text);
    }
    return v;
  }

  /** A number {@code key X}. */
  double number(String key) {
    return parseDouble(single(key));
  }

  /** {@code key N} with N = {@code expected}, then N numbers over as many lines as they take. */
  double[] numbers(String key, int expected) {
    int n = count(key);
    if (n != expected) {
      throw error("'" + key + "' has " + n + " values, expected " + expected, text);
    }
    double[] v = new double[n];
    int i = 0;
    while (i < n) {
      for (String tok : next()) {
        if (i >= n) {
          throw error("more than " + n + " values for '" + key + "'", text);
        }
        v[i++] = parseDouble(tok);
      }
    }
    return v;
  }

  /** {@code key}, then n rows of n numbers. */
  double[][] matrix(String key, int n) {
    expect(key);
    double[][] m = new double[n][];
    for (int i = 0; i < n; i++) {
      m[i] = numbers("row", n);
    }
    return m;
  }
}
