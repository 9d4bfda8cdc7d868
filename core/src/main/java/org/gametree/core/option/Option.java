package org.gametree.core.option;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Sets;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One named option with its type, default, range and a line of help. {@link #parse} turns the text a user wrote into
 * a value of the type or throws {@link IllegalArgumentException} naming the option and the text: {@code eqex=2.7} for
 * a whole-number option is an error, never silently 2.
 *
 * <p>An engine option also says how it applies ({@link #binds}: a {@link Binder} onto the configuration its set
 * configures), which engine families it applies to ({@link #appliesOnlyTo}; all of them unless told),
 * and whether it is a macro ({@link #macro()}: a shorthand for several other options, applied before the options a
 * spec gives explicitly, so that those win whatever their order). Every such variant is a new, equally immutable
 * option.
 *
 * @param <T> the value's type
 */
public final class Option<T> {
  /** Decimal notation only: {@link Double#parseDouble} also takes {@code 7.5d}, {@code 0x1p3} and {@code NaN}. */
  private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

  private final String name;
  private final String type;
  private final T defaultValue;
  private final String help;
  private final Function<String, T> parser;
  /** The range of a whole-number option; the whole long range for other kinds. */
  private final long minimum;
  private final long maximum;
  /** Whether the value is a number (whole or not) and, for {@link #number} options, its range. */
  private final Numeric numeric;
  private final double low;
  private final double high;
  private final Binder<?, ? super T> binder;
  private final Set<EngineFamily> families;
  private final boolean macro;

  private Option(String name, String type, T defaultValue, String help, Function<String, T> parser) {
    this(name, type, defaultValue, help, parser, Long.MIN_VALUE, Long.MAX_VALUE, Numeric.NONE, -Double.MAX_VALUE,
        Double.MAX_VALUE, null, Sets.immutableEnumSet(EnumSet.allOf(EngineFamily.class)), false);
  }

  /** What kind of number an option's value is, if any. */
  private enum Numeric { NONE, WHOLE, REAL }

  private Option(String name, String type, T defaultValue, String help, Function<String, T> parser, long minimum,
      long maximum, Numeric numeric, double low, double high, Binder<?, ? super T> binder, Set<EngineFamily> families,
      boolean macro) {
    Preconditions.checkArgument(!name.isEmpty() && name.equals(name.toLowerCase(Locale.ROOT)),
        "option names are lower case and not empty: '%s'", name);
    this.name = name;
    this.type = type;
    this.defaultValue = defaultValue;
    this.help = help;
    this.parser = parser;
    this.minimum = minimum;
    this.maximum = maximum;
    this.numeric = numeric;
    this.low = low;
    this.high = high;
    this.binder = binder;
    this.families = families;
    this.macro = macro;
  }

  /** This option applying its value with {@code binder} onto configurations of type {@code C}. */
  public <C> Option<T> binds(Binder<C, ? super T> binder) {
    return new Option<>(name, type, defaultValue, help, parser, minimum, maximum, numeric, low, high,
        Preconditions.checkNotNull(binder, "binder"), families, macro);
  }

  /** This option applying to the engine families given only. */
  public Option<T> appliesOnlyTo(EngineFamily first, EngineFamily... rest) {
    return new Option<>(name, type, defaultValue, help, parser, minimum, maximum, numeric, low, high, binder,
        Sets.immutableEnumSet(EnumSet.of(first, rest)), macro);
  }

  /** This option as a macro: applied before every option that is not one. */
  public Option<T> asMacro() {
    return new Option<>(name, type, defaultValue, help, parser, minimum, maximum, numeric, low, high, binder, families,
        true);
  }

  /** Whether this option applies to engines of {@code family}. */
  public boolean appliesTo(EngineFamily family) {
    return families.contains(family);
  }

  /** The engine families this option applies to. */
  public Set<EngineFamily> families() {
    return families;
  }

  /** Whether this option is a macro, applied before the options given explicitly. */
  public boolean macro() {
    return macro;
  }

  /** Whether this option has a {@link Binder}. */
  public boolean bindable() {
    return binder != null;
  }

  /**
   * {@code target} with {@code value} (a value {@link #parse} returned) applied by this option's binder; the caller
   * names the configuration type the option's set binds onto. {@link IllegalStateException} if it has no binder.
   */
  @SuppressWarnings("unchecked") // the binder was declared for the configuration type of its option set
  public <C> C bind(C target, Object value) {
    if (binder == null) {
      throw new IllegalStateException("option " + name + " has no binder");
    }
    return ((Binder<C, Object>) binder).apply(target, value);
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
        if (!DECIMAL.matcher(text.strip()).matches()) {
          throw new NumberFormatException(text);
        }
        v = Double.parseDouble(text.strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(name + " must be a number (" + type + "), got '" + text + "'");
      }
      if (!Double.isFinite(v) || v < min || v > max) {
        throw outOfRange(name, text, type);
      }
      return v;
    }).withRealRange(min, max);
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
    return new Option<>(name, type, defaultValue, help, parser, min, max, Numeric.WHOLE, min, max, binder, families,
        macro);
  }

  private Option<T> withRealRange(double min, double max) {
    return new Option<>(name, type, defaultValue, help, parser, minimum, maximum, Numeric.REAL, min, max, binder,
        families, macro);
  }

  /** Whether the value is a number: a whole one ({@link #integer}, {@link #longInteger}) or any ({@link #number}). */
  public boolean numeric() {
    return numeric != Numeric.NONE;
  }

  /** Whether the value is a whole number ({@link #integer}, {@link #longInteger}). */
  public boolean wholeNumber() {
    return numeric == Numeric.WHOLE;
  }

  /** The least value of a numeric option (as a double); the least finite double for other kinds. */
  public double lowest() {
    return low;
  }

  /** The greatest value of a numeric option (as a double); the greatest finite double for other kinds. */
  public double highest() {
    return high;
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
    String only = families.size() == EngineFamily.values().length ? ""
        : " [" + families.stream().map(EngineFamily::label).collect(java.util.stream.Collectors.joining(", ")) + "]";
    return name + "=" + type + "  " + help + (shown.isEmpty() ? "" : " (default " + shown + ")") + only;
  }

  @Override
  public String toString() {
    return name + "=" + type;
  }

  private static long wholeNumber(String name, String text, String type) {
    String t = text.strip();
    try {
      // Long.parseLong also reads digits of other scripts; with only ASCII characters left it reads ASCII digits only
      if (!t.chars().allMatch(c -> c < 128)) {
        throw new NumberFormatException(t);
      }
      return Long.parseLong(t);
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
