package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonAndRecordFileTest {
  @TempDir Path dir;

  @Test
  void jsonRoundTripsNestedValuesAndEscapes() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("s", "a \"quoted\"\\ line\nnext\u0001");
    m.put("n", 42L);
    m.put("d", -0.125);
    m.put("b", true);
    m.put("z", null);
    m.put("l", List.of("x", 1L, List.of()));
    String text = Json.toJson(m);
    assertEquals(m, Json.parseObject(text));
    assertEquals("[1,2]", Json.toJson(new int[] {1, 2}));
  }

  @Test
  void malformedJsonIsRejectedWithItsColumn() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parseObject("{\"a\":1"));
    assertEquals(true, e.getMessage().contains("column"));
    assertThrows(IllegalArgumentException.class, () -> Json.parse("[1,2] x"));
  }

  @Test
  void tornLastLineIsDroppedAndCutFromTheFile() throws Exception {
    Path f = dir.resolve("r.jsonl");
    try (RecordFile r = RecordFile.append(f)) {
      r.writeJson(Map.of("id", 0));
      r.writeJson(Map.of("id", 1));
    }
    Files.write(f, "{\"id\":2,\"mo".getBytes(StandardCharsets.UTF_8), java.nio.file.StandardOpenOption.APPEND);
    List<Map<String, Object>> lines = RecordFile.readAndRepair(f);
    assertEquals(2, lines.size());
    assertEquals("{\"id\":0}\n{\"id\":1}\n", Files.readString(f));
    try (RecordFile r = RecordFile.append(f)) {
      r.writeJson(Map.of("id", 2));
    }
    assertEquals(3, RecordFile.readAndRepair(f).size());
  }

  @Test
  void badLineInTheMiddleIsAnError() throws Exception {
    Path f = dir.resolve("bad.jsonl");
    Files.writeString(f, "{\"id\":0}\nnot json\n{\"id\":1}\n");
    assertThrows(IllegalArgumentException.class, () -> RecordFile.readAndRepair(f));
  }
}
