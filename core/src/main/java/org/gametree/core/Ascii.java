package org.gametree.core;

/**
 * Numbers as protocols and file formats write them: ASCII digits only. {@link Integer#parseInt} and
 * {@link Character#isDigit} also take the digits of other scripts ({@code ٣} is 3 to them), which no protocol or
 * format of this library allows; every parser of protocol input, notation and records reads numbers through here.
 */
public final class Ascii {
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
