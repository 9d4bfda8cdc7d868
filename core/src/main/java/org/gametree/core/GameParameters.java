package org.gametree.core;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;

/**
 * A game spec's parameters parsed through the options its {@link GameProvider} declares
 * ({@link GameSpec#parameters}): {@code get(SIZE)} is the typed value given, or the option's default.
 */
public final class GameParameters {
  private final GameSpec spec;
  private final OptionSet declared;
  private final Map<String, Object> values;

  private GameParameters(GameSpec spec, OptionSet declared, Map<String, Object> values) {
    this.spec = spec;
    this.declared = declared;
    this.values = ImmutableMap.copyOf(values);
  }

  /** Parses every parameter of {@code spec}; {@link UnknownGameException} naming the first that is not declared. */
  static GameParameters parse(GameSpec spec, OptionSet declared) {
    ImmutableMap.Builder<String, Object> values = ImmutableMap.builder();
    for (Map.Entry<String, String> e : spec.params().entrySet()) {
      Option<?> option = declared.find(e.getKey());
      if (option == null) {
        String known = declared.options().isEmpty() ? "it takes none"
            : "known: " + String.join(", ", declared.options().stream().map(Option::name).toList());
        throw new UnknownGameException(spec.toString(),
            "unknown parameter '" + e.getKey() + "' for " + spec.name() + " in '" + spec + "'; " + known);
      }
      try {
        values.put(option.name(), option.parse(e.getValue()));
      } catch (IllegalArgumentException ex) {
        throw new UnknownGameException(spec.toString(), "parameter " + ex.getMessage() + " in '" + spec + "'");
      }
    }
    return new GameParameters(spec, declared, values.buildOrThrow());
  }

  /** The value of {@code option}: as given, or its default; {@link IllegalArgumentException} if not declared. */
  @SuppressWarnings("unchecked") // stored by the option's own parser
  public <T> T get(Option<T> option) {
    if (declared.find(option.name()) == null) {
      throw new IllegalArgumentException("parameter " + option.name() + " is not declared for " + spec.name());
    }
    Object v = values.get(option.name());
    return v == null ? option.defaultValue() : (T) v;
  }

  /** Whether the spec gave {@code option}. */
  public boolean given(Option<?> option) {
    return values.containsKey(option.name());
  }

  /** The spec these parameters came from. */
  public GameSpec spec() {
    return spec;
  }
}
