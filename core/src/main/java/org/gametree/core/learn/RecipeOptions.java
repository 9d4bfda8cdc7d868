package org.gametree.core.learn;

import java.util.Map;
import org.gametree.core.Ascii;

/**
 * Reads the values of {@link TrainingRecipe} options, with errors ({@link IllegalArgumentException}) that name the
 * option and the offending text, which {@code gametree train} prints as a usage error.
 */
public final class RecipeOptions {
  private RecipeOptions() {}

  /** A whole number of at least {@code min}. */
  public static int intAtLeast(Map<String, String> options, String key, int min) {
    String v = options.get(key);
    int n;
    try {
      n = Integer.parseInt(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'");
    }
    if (n < min) {
      throw new IllegalArgumentException(key + " must be at least " + min + ", got '" + v + "'");
    }
    return n;
  }

  /** A whole number of at least 1. */
  public static int positiveInt(Map<String, String> options, String key) {
    return intAtLeast(options, key, 1);
  }

  /** A whole number of at least 0. */
  public static int nonNegativeInt(Map<String, String> options, String key) {
    return intAtLeast(options, key, 0);
  }

  /** Any whole number. */
  public static int intValue(Map<String, String> options, String key) {
    return intAtLeast(options, key, Integer.MIN_VALUE);
  }

  /** Any whole number that fits a long (seeds). */
  public static long longValue(Map<String, String> options, String key) {
    String v = options.get(key);
    try {
      return Long.parseLong(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'");
    }
  }

  /** A finite number. */
  public static double doubleValue(Map<String, String> options, String key) {
    String v = options.get(key);
    double d;
    try {
      d = Ascii.parseDouble(v.strip());
    } catch (NumberFormatException | NullPointerException e) {
      throw new IllegalArgumentException(key + " must be a number, got '" + v + "'");
    }
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException(key + " must be a finite number, got '" + v + "'");
    }
    return d;
  }

  /** A finite number of at least 0. */
  public static double nonNegativeDouble(Map<String, String> options, String key) {
    double d = doubleValue(options, key);
    if (d < 0) {
      throw new IllegalArgumentException(key + " must be 0 or more, got '" + options.get(key) + "'");
    }
    return d;
  }
}
