package org.gametree.core.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny JSON writer and reader for the one-line records (objects, arrays, strings, numbers, booleans, null), so the
 * record files need no dependency. Numbers read back as {@link Double} or {@link Long}. Public so that the command
 * line writes its {@code --json} objects with the same code.
 */
public final class Json {
  private Json() {}

  /** Appends {@code value} (Map, List, int[], CharSequence, Number, Boolean or null) as JSON. */
  public static StringBuilder write(StringBuilder b, Object value) {
    if (value == null) {
      b.append("null");
    } else if (value instanceof CharSequence) {
      quote(b, value.toString());
    } else if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        b.append("null");
      } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
        b.append((long) d).append(".0");
      } else {
        b.append(d);
      }
    } else if (value instanceof Number || value instanceof Boolean) {
      b.append(value);
    } else if (value instanceof Map) {
      b.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        if (!first) {
          b.append(',');
        }
        first = false;
        quote(b, e.getKey().toString());
        b.append(':');
        write(b, e.getValue());
      }
      b.append('}');
    } else if (value instanceof Iterable) {
      b.append('[');
      boolean first = true;
      for (Object o : (Iterable<?>) value) {
        if (!first) {
          b.append(',');
        }
        first = false;
        write(b, o);
      }
      b.append(']');
    } else if (value instanceof int[]) {
      b.append('[');
      int[] a = (int[]) value;
      for (int i = 0; i < a.length; i++) {
        b.append(i == 0 ? "" : ",").append(a[i]);
      }
      b.append(']');
    } else {
      quote(b, value.toString());
    }
    return b;
  }

  /** {@code value} as one line of JSON. */
  public static String toJson(Object value) {
    return write(new StringBuilder(), value).toString();
  }

  private static void quote(StringBuilder b, String s) {
    b.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          b.append("\\\"");
          break;
        case '\\':
          b.append("\\\\");
          break;
        case '\n':
          b.append("\\n");
          break;
        case '\r':
          b.append("\\r");
          break;
        case '\t':
          b.append("\\t");
          break;
        default:
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
      }
    }
    b.append('"');
  }

  /** Parses one JSON value; {@link IllegalArgumentException} naming the position if malformed. */
  static Object parse(String text) {
    Parser p = new Parser(text);
    p.skipSpace();
    Object v = p.value();
    p.skipSpace();
    if (p.pos != text.length()) {
      throw p.error("trailing text");
    }
    return v;
  }

  /** Parses one JSON object. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> parseObject(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("expected a JSON object: " + text);
    }
    return (Map<String, Object>) v;
  }

  private static final class Parser {
    private final String s;
    private int pos;

    Parser(String s) {
      this.s = s;
    }

    IllegalArgumentException error(String what) {
      return new IllegalArgumentException("bad JSON at column " + (pos + 1) + ": " + what);
    }

    void skipSpace() {
      while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
        pos++;
      }
    }

    Object value() {
      if (pos >= s.length()) {
        throw error("unexpected end");
      }
      char c = s.charAt(pos);
      switch (c) {
        case '{':
          return object();
        case '[':
          return array();
        case '"':
          return string();
        case 't':
          return literal("true", Boolean.TRUE);
        case 'f':
          return literal("false", Boolean.FALSE);
        case 'n':
          return literal("null", null);
        default:
          return number();
      }
    }

    Object literal(String word, Object v) {
      if (!s.startsWith(word, pos)) {
        throw error("expected " + word);
      }
      pos += word.length();
      return v;
    }

    Object number() {
      int start = pos;
      boolean real = false;
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == '.' || c == 'e' || c == 'E') {
          real = true;
        } else if (!(c == '-' || c == '+' || (c >= '0' && c <= '9'))) {
          break;
        }
        pos++;
      }
      String t = s.substring(start, pos);
      try {
        return real ? (Object) Double.parseDouble(t) : (Object) Long.parseLong(t);
      } catch (NumberFormatException e) {
        pos = start;
        throw error("expected a value, got '" + (t.isEmpty() ? s.substring(start, Math.min(s.length(), start + 8)) : t) + "'");
      }
    }

    String string() {
      pos++;
      StringBuilder b = new StringBuilder();
      while (true) {
        if (pos >= s.length()) {
          throw error("unterminated string");
        }
        char c = s.charAt(pos++);
        if (c == '"') {
          return b.toString();
        }
        if (c != '\\') {
          b.append(c);
          continue;
        }
        if (pos >= s.length()) {
          throw error("unterminated escape");
        }
        char e = s.charAt(pos++);
        switch (e) {
          case 'n':
            b.append('\n');
            break;
          case 'r':
            b.append('\r');
            break;
          case 't':
            b.append('\t');
            break;
          case 'b':
            b.append('\b');
            break;
          case 'f':
            b.append('\f');
            break;
          case 'u':
            if (pos + 4 > s.length()) {
              throw error("short \\u escape");
            }
            b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
            pos += 4;
            break;
          default:
            b.append(e);
        }
      }
    }

    List<Object> array() {
      pos++;
      List<Object> list = new ArrayList<>();
      skipSpace();
      if (pos < s.length() && s.charAt(pos) == ']') {
        pos++;
        return list;
      }
      while (true) {
        skipSpace();
        list.add(value());
        skipSpace();
        if (pos >= s.length()) {
          throw error("unterminated array");
        }
        char c = s.charAt(pos++);
        if (c == ']') {
          return list;
        }
        if (c != ',') {
          throw error("expected , or ]");
        }
      }
    }

    Map<String, Object> object() {
      pos++;
      Map<String, Object> map = new LinkedHashMap<>();
      skipSpace();
      if (pos < s.length() && s.charAt(pos) == '}') {
        pos++;
        return map;
      }
      while (true) {
        skipSpace();
        if (pos >= s.length() || s.charAt(pos) != '"') {
          throw error("expected a key");
        }
        String key = string();
        skipSpace();
        if (pos >= s.length() || s.charAt(pos++) != ':') {
          throw error("expected :");
        }
        skipSpace();
        map.put(key, value());
        skipSpace();
        if (pos >= s.length()) {
          throw error("unterminated object");
        }
        char c = s.charAt(pos++);
        if (c == '}') {
          return map;
        }
        if (c != ',') {
          throw error("expected , or }");
        }
      }
    }
  }
}
