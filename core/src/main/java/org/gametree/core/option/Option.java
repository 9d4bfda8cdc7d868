package org.gametree.core.option;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.gametree.core.Ascii;

/**
 * One named option with its type, default, range and a line of help. {@link #parse} turns the text a user wrote into
 * a value of the type or throws {@link IllegalArgumentException} naming the option and the text: {@code eqex=2.7} for
 * a whole-number option is an error, never silently 2.
 *
 * @param <T> the value's type
 */
public final class Option<T> {
  private final String name;
  private final String type;
  private final T defaultValue;
  private final String help;
  private final Function<String, T> parser;
  /** The range of a whole-number option; the whole long range for other kinds. */
  private long minimum = Long.MIN_VALUE;
  private long maximum = Long.MAX_VALUE;

  private Option(String name, String type, T defaultValue, String help, Function<String, T> parser) {
    Preconditions.checkArgument(!name.isEmpty() && name.equals(name.toLowerCase(Locale.ROOT)),
        "option names are lower case and not empty: '%s'", name);
    this.name = name;
    this.type = type;
    this.defaultValue = defaultValue;
    this.help = help;
    this.parser = parser;
  }

  /** A whole number in {@code [min, max]}; a null default means "not set unless given". */
  public static Option<Integer> integer(String name, Integer defaultValue, int min, int max, String help) {
    String type = range("N", min, max, Integer.MIN_VALUE, Integer.MAX_VALUE);
    return new Option<>(name, type, defaultValue, help, text -> {
      long v = wholeNumber(name, text, type);
      if (v < min || v > max) {
        throw outOfRange(name, text, type);
      }
      return (int) v;
    }).withRange(min, max);
  }

  /** A whole number in {@code [min, max]} that may need 64 bits (node counts, seeds). */
  public static Option<Long> longInteger(String name, Long defaultValue, long min, long max, String help) {
    String type = range("N", min, max, Long.MIN_VALUE, Long.MAX_VALUE);
    return new Option<>(name, type, defaultValue, help, text -> {
      long v = wholeNumber(name, text, type);
      if (v < min || v > max) {
        throw outOfRange(name, text, type);
      }
      return v;
    }).withRange(min, max);
  }

  /** A finite number in {@code [min, max]}. */
  public static Option<Double> number(String name, double defaultValue, double min, double max, String help) {
    String type = "X" + (min == -Double.MAX_VALUE && max == Double.MAX_VALUE ? ""
        : max == Double.MAX_VALUE ? " >= " + plain(min) : " in " + plain(min) + ".." + plain(max));
    return new Option<>(name, type, defaultValue, help, text -> {
      double v;
      try {
        v = Double.parseDouble(text.strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(name + " must be a number (" + type + "), got '" + text + "'");
      }
      if (!Double.isFinite(v) || v < min || v > max) {
        throw outOfRange(name, text, type);
      }
      return v;
    });
  }

  /** {@code on|off} (also {@code true|false}, {@code yes|no}, {@code 1|0}). */
  public static Option<Boolean> onOff(String name, boolean defaultValue, String help) {
    return new Option<>(name, "on|off", defaultValue, help, text -> switch (text.strip().toLowerCase(Locale.ROOT)) {
      case "on", "true", "yes", "1" -> true;
      case "off", "false", "no", "0" -> false;
      default -> throw new IllegalArgumentException(name + " must be on or off, got '" + text + "'");
    });
  }

  /**
   * A value of another form ({@code on|off|N}, ...): {@code parser} turns the text into the value or throws an
   * {@link IllegalArgumentException} naming the option and the text; {@code type} is how help shows the form.
   */
  public static <T> Option<T> custom(String name, String type, T defaultValue, String help,
      Function<String, T> parser) {
    return new Option<>(name, type, defaultValue, help, parser);
  }

  /** Any text (a file, a name the caller checks itself). */
  public static Option<String> text(String name, String defaultValue, String help) {
    return new Option<>(name, "TEXT", defaultValue, help, String::strip);
  }

  /** One of {@code choices} (compared ignoring case; the value is the choice as listed). */
  public static Option<String> choice(String name, String defaultValue, List<String> choices, String help) {
    List<String> all = ImmutableList.copyOf(choices);
    Preconditions.checkArgument(all.contains(defaultValue), "default '%s' of %s is not a choice", defaultValue, name);
    return new Option<>(name, String.join("|", all), defaultValue, help, text -> {
      for (String c : all) {
        if (c.equalsIgnoreCase(text.strip())) {
          return c;
        }
      }
      throw new IllegalArgumentException(name + " must be one of " + String.join(", ", all) + ", got '" + text + "'");
    });
  }

  /** The value {@code text} stands for; {@link IllegalArgumentException} naming this option and the text if none. */
  public T parse(String text) {
    if (text == null) {
      throw new IllegalArgumentException(name + " needs a value (" + type + ")");
    }
    return parser.apply(text);
  }

  private Option<T> withRange(long min, long max) {
    this.minimum = min;
    this.maximum = max;
    return this;
  }

  /** The option's name, as specs and protocols write it. */
  public String name() {
    return name;
  }

  /** The least value of a whole-number option (a protocol's spin control shows it); the least long otherwise. */
  public long minimum() {
    return minimum;
  }

  /** The greatest value of a whole-number option; the greatest long otherwise. */
  public long maximum() {
    return maximum;
  }

  /** The type as help shows it: {@code N >= 1}, {@code X in 0..1}, {@code on|off}, {@code uct|rave|puct}, ... */
  public String type() {
    return type;
  }

  /** The value the option has until it is set. */
  public T defaultValue() {
    return defaultValue;
  }

  /** One line of help for the option. */
  public String help() {
    return help;
  }

  /** The default as a user would write it ({@code on}, {@code 0.5}, {@code 400}); empty if there is none. */
  public String defaultText() {
    return defaultValue == null ? "" : defaultValue instanceof Boolean b ? (b ? "on" : "off")
        : defaultValue instanceof Double d ? plain(d) : String.valueOf(defaultValue);
  }

  /** One line of help: {@code name=TYPE  help (default D)}. */
  public String describe() {
    String shown = defaultText();
    return name + "=" + type + "  " + help + (shown.isEmpty() ? "" : " (default " + shown + ")");
  }

  @Override
  public String toString() {
    return name + "=" + type;
  }

  private static long wholeNumber(String name, String text, String type) {
    try {
      return Ascii.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be a whole number (" + type + "), got '" + text + "'");
    }
  }

  private static IllegalArgumentException outOfRange(String name, String text, String type) {
    return new IllegalArgumentException(name + " is out of range (" + type + "), got '" + text + "'");
  }

  private static String range(String letter, long min, long max, long lowest, long highest) {
    if (min == lowest && max == highest) {
      return letter;
    }
    if (max == highest) {
      return letter + " >= " + min;
    }
    return letter + " in " + min + ".." + max;
  }

  private static String plain(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
