package org.gametree.core.option;

import com.google.common.collect.ImmutableMap;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A named group of options in the order help lists them; names are unique. */
public final class OptionSet {
  private final String title;
  private final ImmutableMap<String, Option<?>> options;

  /** {@link IllegalArgumentException} if two options share a name. */
  public OptionSet(String title, List<Option<?>> options) {
    this.title = title;
    ImmutableMap.Builder<String, Option<?>> b = ImmutableMap.builder();
    options.forEach(o -> b.put(o.name(), o));
    this.options = b.buildOrThrow();
  }

  /** A set with no options (a game without parameters). */
  public static OptionSet empty(String title) {
    return new OptionSet(title, List.of());
  }

  /** What the options set, e.g. "search options" (a heading for help). */
  public String title() {
    return title;
  }

  /** The option called {@code name}, or null. */
  public Option<?> find(String name) {
    return options.get(name);
  }

  /** Whether the set has an option called {@code name}. */
  public boolean contains(String name) {
    return options.containsKey(name);
  }

  /** The options in the order they were added. */
  public Collection<Option<?>> options() {
    return options.values();
  }

  /** Every option's default as text, in order (for recipes, which read values as text). */
  public Map<String, String> defaults() {
    Map<String, String> out = new LinkedHashMap<>();
    options.values().forEach(o -> out.put(o.name(), o.defaultText()));
    return out;
  }

  /** The title and one {@link Option#describe} line per option, indented. */
  public String help() {
    StringBuilder sb = new StringBuilder(title).append(":\n");
    options.values().forEach(o -> sb.append("  ").append(o.describe()).append('\n'));
    return sb.toString();
  }
}
