package org.gametree.core.engine;

import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A parsed engine spec: {@code kind[:key=value,...]} for built-in engines, e.g. {@code negascout:depth=8,eval=bayes},
 * or {@code protocol:command line} for an external program, e.g. {@code gtp:/usr/games/gnugo --mode gtp}.
 *
 * @param kind the engine kind, lower case ({@code negascout}, {@code mcts}, {@code random}, {@code gtp}, ...)
 * @param params key=value options of a built-in engine (empty for external ones)
 * @param command the command line of an external engine (empty for built-in ones)
 */
public record EngineSpec(String kind, Map<String, String> params, String command) {
  /** Kinds whose spec text after the colon is a command line rather than options. */
  public static final Set<String> EXTERNAL_KINDS = Set.of("gtp", "uci", "ucci", "nboard", "gomocup", "connect6");

  private static final Splitter OPTIONS = Splitter.on(',').trimResults();
  private static final Joiner.MapJoiner FORMAT = Joiner.on(',').withKeyValueSeparator('=');

  public EngineSpec {
    params = ImmutableMap.copyOf(params);
  }

  /** Parses a spec; {@link IllegalArgumentException} naming the text if malformed. */
  public static EngineSpec parse(String text) {
    String s = text.strip();
    int colon = s.indexOf(':');
    String kind = (colon < 0 ? s : s.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
    if (kind.isEmpty()) {
      throw new IllegalArgumentException("engine spec has no kind: '" + text + "'");
    }
    String rest = colon < 0 ? "" : s.substring(colon + 1).strip();
    if (EXTERNAL_KINDS.contains(kind)) {
      if (rest.isEmpty()) {
        throw new IllegalArgumentException("external engine spec needs a command line: '" + text + "'");
      }
      return new EngineSpec(kind, Map.of(), rest);
    }
    Map<String, String> params = new LinkedHashMap<>();
    if (!rest.isEmpty()) {
      for (String part : OPTIONS.split(rest)) {
        int eq = part.indexOf('=');
        if (eq <= 0) {
          throw new IllegalArgumentException("expected key=value in engine spec, got '" + part + "' in '" + text + "'");
        }
        String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
        if (params.put(key, part.substring(eq + 1).strip()) != null) {
          throw new IllegalArgumentException("option '" + key + "' given twice in '" + text + "'");
        }
      }
    }
    return new EngineSpec(kind, params, "");
  }

  /** Whether this spec names an external program. */
  public boolean isExternal() {
    return EXTERNAL_KINDS.contains(kind);
  }

  /** This spec with one option set (built-in kinds only). */
  public EngineSpec with(String key, String value) {
    Map<String, String> copy = new LinkedHashMap<>(params);
    copy.put(key, value);
    return new EngineSpec(kind, copy, command);
  }

  @Override
  public String toString() {
    if (isExternal()) {
      return kind + ":" + command;
    }
    if (params.isEmpty()) {
      return kind;
    }
    return kind + ":" + FORMAT.join(params);
  }
}
