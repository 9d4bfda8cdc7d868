package org.gametree.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the one-line JSON objects the commands print (field names are a contract, listed in each command's
 * {@code --help}); the writing itself is the match records' {@link org.gametree.core.match.Json}.
 */
final class Json {
  private final Map<String, Object> fields = new LinkedHashMap<>();

  Json put(String key, Object value) {
    fields.put(key, unwrap(value));
    return this;
  }

  private static Object unwrap(Object value) {
    if (value instanceof Json) {
      return ((Json) value).fields;
    }
    if (value instanceof List) {
      List<Object> out = new ArrayList<>();
      for (Object o : (List<?>) value) {
        out.add(unwrap(o));
      }
      return out;
    }
    return value;
  }

  @Override
  public String toString() {
    return org.gametree.core.match.Json.toJson(fields);
  }
}
