package org.gametree.othello;

import java.util.Map;

/** Parsing of training-recipe options, with messages naming the option and the offending text. */
final class Options {
  private Options() {}

  static int positiveInt(Map<String, String> options, String key) {
    int n = intValue(options, key);
    if (n <= 0) {
      throw new IllegalArgumentException(key + " must be a positive number, got '" + options.get(key) + "'");
    }
    return n;
  }

  static int nonNegativeInt(Map<String, String> options, String key) {
    int n = intValue(options, key);
    if (n < 0) {
      throw new IllegalArgumentException(key + " must be 0 or more, got '" + options.get(key) + "'");
    }
    return n;
  }

  static int intValue(Map<String, String> options, String key) {
    String v = options.get(key);
    try {
      return Integer.parseInt(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'");
    }
  }

  static long longValue(Map<String, String> options, String key) {
    String v = options.get(key);
    try {
      return Long.parseLong(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'");
    }
  }

  static double doubleValue(Map<String, String> options, String key) {
    String v = options.get(key);
    try {
      return Double.parseDouble(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a number, got '" + v + "'");
    }
  }
}
