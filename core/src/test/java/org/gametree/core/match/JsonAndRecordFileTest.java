package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
  void aMatchGameRoundTripsThroughItsRecordLine() throws Exception {
    MatchGame g = new MatchGame(7, 3, true, null, List.of("e3", "f4"), List.of("d6", "pass", "c\"5"), -1, 0,
        "forfeit: engine said \"?\"\n", "gtp:/usr/games/gnugo --mode gtp", "negascout:depth=8", 1234567890123L, 0);
    Path f = dir.resolve("m.jsonl");
    try (RecordFile r = RecordFile.append(f)) {
      r.writeJson(g.toJson());
    }
    List<Map<String, Object>> lines = RecordFile.readAndRepair(f);
    assertEquals(List.of(g), lines.stream().map(MatchGame::fromJson).toList());
    assertEquals(0.5, lines.get(0).get("engine1Points"));
    assertEquals(1, Files.readString(f).lines().count());
  }

  @Test
  void doublesKeepTheRecordsFormAndNonFiniteOnesWriteNull() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("whole", 1.0);
    m.put("big", 12345678.0);
    m.put("half", 0.5);
    m.put("tiny", 1e-5);
    m.put("nan", Double.NaN);
    m.put("inf", List.of(Double.NEGATIVE_INFINITY, 2.5f));
    assertEquals("{\"whole\":1.0,\"big\":12345678.0,\"half\":0.5,\"tiny\":1.0E-5,\"nan\":null,\"inf\":[null,2.5]}",
        Json.toJson(m));
    Map<String, Object> back = Json.parseObject(Json.toJson(m));
    assertEquals(Long.class, Json.parseObject("{\"n\":3}").get("n").getClass());
    assertEquals(Double.class, back.get("whole").getClass());
  }

  @Test
  void malformedJsonIsATypedErrorNamingItsColumnAndText() {
    JsonFormatException e = assertThrows(JsonFormatException.class, () -> Json.parseObject("{\"a\":1"));
    assertTrue(e.getMessage().startsWith("bad JSON at column 7: "), e.getMessage());
    assertTrue(e.getMessage().endsWith("near '{\"a\":1'"), e.getMessage());
    JsonFormatException trailing = assertThrows(JsonFormatException.class, () -> Json.parse("[1,2] x"));
    assertTrue(trailing.getMessage().contains("[1,2] x"), trailing.getMessage());
    JsonFormatException word = assertThrows(JsonFormatException.class, () -> Json.parseObject("{\"a\":nope}"));
    assertEquals(6, word.column(), word.getMessage());
    assertTrue(word.getMessage().contains("'nope'"), word.getMessage());
    assertThrows(JsonFormatException.class, () -> Json.parseObject("[1]"));
    String longLine = "{\"moves\":[" + "\"a1\",".repeat(200) + "}";
    JsonFormatException clipped = assertThrows(JsonFormatException.class, () -> Json.parseObject(longLine));
    assertTrue(clipped.getMessage().length() < 200, clipped.getMessage());
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
