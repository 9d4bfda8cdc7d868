package org.gametree.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A parsed game id in OpenSpiel style: {@code name} or {@code name(key=value,...)}, e.g. {@code go(size=9,komi=7.5)}.
 *
 * @param name the game's name, lower case
 * @param params the parameters in the order given
 */
public record GameSpec(String name, Map<String, String> params) {
  /** Copies the parameters, keeping their order. */
  public GameSpec {
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
  }

  /** Parses {@code name(key=value,...)}; {@link UnknownGameException} naming the text if malformed. */
  public static GameSpec parse(String text) {
    String s = text.strip();
    int open = s.indexOf('(');
    String name = (open < 0 ? s : s.substring(0, open)).strip().toLowerCase(java.util.Locale.ROOT);
    if (name.isEmpty() || !name.matches("[a-z0-9_\\-]+")) {
      throw new UnknownGameException(text, "bad game name in '" + text + "'");
    }
    Map<String, String> params = new LinkedHashMap<>();
    if (open >= 0) {
      if (!s.endsWith(")")) {
        throw new UnknownGameException(text, "missing ')' in game spec '" + text + "'");
      }
      String inner = s.substring(open + 1, s.length() - 1).strip();
      if (!inner.isEmpty()) {
        for (String part : inner.split(",")) {
          int eq = part.indexOf('=');
          if (eq <= 0) {
            throw new UnknownGameException(text, "expected key=value, got '" + part.strip() + "' in '" + text + "'");
          }
          String key = part.substring(0, eq).strip();
          String value = part.substring(eq + 1).strip();
          if (params.put(key, value) != null) {
            throw new UnknownGameException(text, "parameter '" + key + "' given twice in '" + text + "'");
          }
        }
      }
    }
    return new GameSpec(name, params);
  }

  /** Throws {@link UnknownGameException} if a parameter is not one of {@code known}. */
  public void requireOnly(Set<String> known) {
    for (String key : params.keySet()) {
      if (!known.contains(key)) {
        throw new UnknownGameException(toString(),
            "unknown parameter '" + key + "' for " + name + "; known: " + known);
      }
    }
  }

  /** An integer parameter, or {@code fallback} if absent. */
  public int intParam(String key, int fallback) {
    String v = params.get(key);
    if (v == null) {
      return fallback;
    }
    try {
      return Ascii.parseInt(v);
    } catch (NumberFormatException e) {
      throw new UnknownGameException(toString(), "parameter " + key + " must be an integer, got '" + v + "'");
    }
  }

  /** A decimal parameter, or {@code fallback} if absent. */
  public double doubleParam(String key, double fallback) {
    String v = params.get(key);
    if (v == null) {
      return fallback;
    }
    try {
      return Double.parseDouble(v);
    } catch (NumberFormatException e) {
      throw new UnknownGameException(toString(), "parameter " + key + " must be a number, got '" + v + "'");
    }
  }

  /** A text parameter, or {@code fallback} if absent. */
  public String stringParam(String key, String fallback) {
    return params.getOrDefault(key, fallback);
  }

  @Override
  public String toString() {
    if (params.isEmpty()) {
      return name;
    }
    StringBuilder b = new StringBuilder(name).append('(');
    params.forEach((k, v) -> b.append(k).append('=').append(v).append(','));
    b.setCharAt(b.length() - 1, ')');
    return b.toString();
  }
}
