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
 * <p>An external spec may end with engine options, words {@code option.NAME=VALUE} after the command line (quote the
 * word, {@code "option.Skill Level=5"}, when the name or value has spaces): {@code uci:/usr/games/fairy-stockfish
 * option.Threads=2 option.Hash=64}. They are not part of the command line; each protocol client sends them with its
 * protocol's own command (UCI {@code setoption name N value V}, UCCI {@code setoption N V}, Gomocup
 * {@code INFO N V}), and a protocol without one refuses them.
 *
 * @param kind the engine kind, lower case ({@code negascout}, {@code mcts}, {@code random}, {@code gtp}, ...)
 * @param params key=value options of a built-in engine (lower-case keys), or the engine options of an external one
 *     (names as written, in order)
 * @param command the command line of an external engine (empty for built-in ones)
 */
public record EngineSpec(String kind, Map<String, String> params, String command) {
  /** Kinds whose spec text after the colon is a command line rather than options. */
  public static final Set<String> EXTERNAL_KINDS = Set.of("gtp", "uci", "ucci", "nboard", "gomocup", "connect6");

  private static final Splitter OPTIONS = Splitter.on(',').trimResults();
  private static final Joiner.MapJoiner FORMAT = Joiner.on(',').withKeyValueSeparator('=');

  /** Copies the parameters. */
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
      return external(kind, rest, text);
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

  /** The words that start an engine option of an external spec. */
  public static final String OPTION_PREFIX = "option.";

  /** An external spec: the command line, then any trailing {@code option.NAME=VALUE} words. */
  private static EngineSpec external(String kind, String rest, String text) {
    // the start offsets of the words of rest (a double-quoted part keeps its spaces)
    java.util.List<Integer> starts = new java.util.ArrayList<>();
    java.util.List<String> words = new java.util.ArrayList<>();
    StringBuilder cur = null;
    boolean quoted = false;
    for (int i = 0; i < rest.length(); i++) {
      char c = rest.charAt(i);
      if (!quoted && Character.isWhitespace(c)) {
        if (cur != null) {
          words.add(cur.toString());
          cur = null;
        }
        continue;
      }
      if (cur == null) {
        cur = new StringBuilder();
        starts.add(i);
      }
      if (c == '"') {
        quoted = !quoted;
      } else {
        cur.append(c);
      }
    }
    if (cur != null) {
      words.add(cur.toString());
    }
    int first = words.size();
    while (first > 0 && words.get(first - 1).startsWith(OPTION_PREFIX)) {
      first--;
    }
    Map<String, String> options = new LinkedHashMap<>();
    for (String w : words.subList(first, words.size())) {
      int eq = w.indexOf('=');
      String name = eq < 0 ? "" : w.substring(OPTION_PREFIX.length(), eq).strip();
      if (name.isEmpty()) {
        throw new IllegalArgumentException("expected option.NAME=VALUE in engine spec, got '" + w + "' in '" + text
            + "'");
      }
      for (String seen : options.keySet()) {
        if (seen.equalsIgnoreCase(name)) {
          throw new IllegalArgumentException("engine option '" + name + "' given twice in '" + text + "'");
        }
      }
      options.put(name, w.substring(eq + 1).strip());
    }
    String command = first == 0 ? "" : first == words.size() ? rest : rest.substring(0, starts.get(first)).strip();
    if (command.isEmpty()) {
      throw new IllegalArgumentException("external engine spec needs a command line: '" + text + "'");
    }
    return new EngineSpec(kind, options, command);
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
      StringBuilder sb = new StringBuilder(kind).append(':').append(command);
      params.forEach((name, value) -> {
        String word = OPTION_PREFIX + name + "=" + value;
        sb.append(' ').append(word.chars().anyMatch(Character::isWhitespace) ? '"' + word + '"' : word);
      });
      return sb.toString();
    }
    if (params.isEmpty()) {
      return kind;
    }
    return kind + ":" + FORMAT.join(params);
  }
}
