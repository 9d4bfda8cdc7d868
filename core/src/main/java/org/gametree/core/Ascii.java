package org.gametree.core;

import java.util.regex.Pattern;

/**
 * Numbers as protocols and file formats write them: ASCII digits only. {@link Integer#parseInt} and
 * {@link Character#isDigit} also take the digits of other scripts ({@code ٣} is 3 to them), which no protocol or
 * format of this library allows; every parser of protocol input, notation and records reads numbers through here.
 */
public final class Ascii {
  /** Decimal notation; Java's {@code \d} is ASCII unless asked otherwise. */
  private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

  private Ascii() {}

  /** Whether {@code c} is one of {@code 0}–{@code 9}. */
  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Whether {@code text} is one or more ASCII digits, nothing else. */
  public static boolean isDigits(CharSequence text) {
    if (text.length() == 0) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (!isDigit(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code text} as an int: an optional sign and ASCII digits, nothing around them; {@link NumberFormatException}
   * naming the text otherwise or if it does not fit.
   */
  public static int parseInt(String text) {
    return Integer.parseInt(checked(text));
  }

  /** {@code text} as a long, read as {@link #parseInt} reads an int. */
  public static long parseLong(String text) {
    return Long.parseLong(checked(text));
  }

  /**
   * {@code text} as a double written in decimal: an optional sign, ASCII digits with at most one point and at least
   * one digit, and an optional exponent ({@code 7}, {@code -0.5}, {@code .5}, {@code 1e-3});
   * {@link NumberFormatException} naming the text otherwise. {@link Double#parseDouble} also takes {@code 7.5d},
   * {@code 0x1p3}, {@code Infinity}, {@code NaN} and surrounding blanks, which no protocol or format here writes.
   */
  public static double parseDouble(String text) {
    if (text == null || !DECIMAL.matcher(text).matches()) {
      throw new NumberFormatException("not a decimal number: \"" + text + "\"");
    }
    return Double.parseDouble(text);
  }

  private static String checked(String text) {
    if (text == null) {
      throw new NumberFormatException("no number given");
    }
    int start = !text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
    if (!isDigits(text.subSequence(start, text.length()))) {
      throw new NumberFormatException("not a number (ASCII digits): \"" + text + "\"");
    }
    return text;
  }
}
