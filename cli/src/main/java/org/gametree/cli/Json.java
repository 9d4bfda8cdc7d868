package org.gametree.cli;

import java.util.Map;

/** A tiny JSON writer for the one-line objects the commands print; field names are a contract (DESIGN.md). */
final class Json {
  private final StringBuilder b = new StringBuilder("{");

  Json put(String key, Object value) {
    if (b.length() > 1) {
      b.append(',');
    }
    quote(b, key);
    b.append(':');
    write(b, value);
    return this;
  }

  @Override
  public String toString() {
    return b + "}";
  }

  static void write(StringBuilder b, Object value) {
    if (value == null) {
      b.append("null");
    } else if (value instanceof Json) {
      b.append(value);
    } else if (value instanceof Number || value instanceof Boolean) {
      b.append(value);
    } else if (value instanceof int[]) {
      int[] a = (int[]) value;
      b.append('[');
      for (int i = 0; i < a.length; i++) {
        b.append(i == 0 ? "" : ",").append(a[i]);
      }
      b.append(']');
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
    } else if (value instanceof Map) {
      Json j = new Json();
      ((Map<?, ?>) value).forEach((k, v) -> j.put(String.valueOf(k), v));
      b.append(j);
    } else {
      quote(b, value.toString());
    }
  }

  static void quote(StringBuilder b, String s) {
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
}
