package org.gametree.core.match;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Map;

/**
 * The one JSON configuration of the library, on Jackson: match and self-play record lines, resume files and the
 * command line's {@code --json} objects are written and read through it.
 *
 * <p>Written values are maps, lists, {@code int[]}, strings, numbers, booleans, null and Jackson's own tree nodes, on
 * one line. Doubles keep the form the records have always had: {@code 1.0} for whole values, Java's {@link
 * Double#toString} otherwise, and {@code null} for NaN and infinities (an Elo difference after a clean sweep). Read
 * numbers come back as {@link Long} (integers) or {@link Double} (with a fraction or exponent), objects as ordered maps.
 */
public final class Json {
  /** Configured once; Jackson's mappers are immutable after configuration and safe to share between threads. */
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_LONG_FOR_INTS)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .addModule(new SimpleModule("gametree-records")
          .addSerializer(Double.class, new RealSerializer<>(Double.class))
          .addSerializer(Double.TYPE, new RealSerializer<>(Double.TYPE))
          .addSerializer(Float.class, new RealSerializer<>(Float.class))
          .addSerializer(Float.TYPE, new RealSerializer<>(Float.TYPE)))
      .build();

  private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

  private Json() {}

  /** A new empty object, for front ends that build their JSON as a Jackson tree and write it with {@link #toJson}. */
  public static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  /** A new empty array (see {@link #object}). */
  public static ArrayNode array() {
    return JsonNodeFactory.instance.arrayNode();
  }

  /** {@code value} as one line of JSON. */
  public static String toJson(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot write as JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** Parses one JSON value; {@link JsonFormatException} naming the column and the text there if malformed. */
  public static Object parse(String text) {
    try {
      return MAPPER.readValue(text, Object.class);
    } catch (JsonProcessingException e) {
      throw JsonFormatException.of(text, e);
    }
  }

  /** Parses one JSON object into an ordered map; {@link JsonFormatException} if malformed or not an object. */
  public static Map<String, Object> parseObject(String text) {
    String t = text.strip();
    if (!t.startsWith("{")) {
      throw new JsonFormatException(text, 1, "expected a JSON object");
    }
    try {
      return MAPPER.readValue(t, OBJECT);
    } catch (JsonProcessingException e) {
      throw JsonFormatException.of(t, e);
    }
  }

  /** Doubles and floats as the records have always had them (see the class comment). */
  private static final class RealSerializer<T extends Number> extends StdSerializer<T> {
    RealSerializer(Class<T> type) {
      super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      double d = value.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        gen.writeNull();
      } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
        gen.writeNumber((long) d + ".0");
      } else {
        gen.writeNumber(d);
      }
    }
  }
}
