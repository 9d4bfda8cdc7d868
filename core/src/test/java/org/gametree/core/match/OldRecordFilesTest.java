package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Record files written before the JSON moved to Jackson (by the hand-written writer it replaced) still read, and
 * the records read from them write back byte for byte: a match record (two games of a GNU Go match from
 * results/go) and a self-play training file (two Othello games).
 */
class OldRecordFilesTest {
  @TempDir Path dir;

  private Path copy(String name) throws IOException {
    Path f = dir.resolve(name);
    try (InputStream in = OldRecordFilesTest.class.getResourceAsStream(name)) {
      Files.write(f, in.readAllBytes());
    }
    return f;
  }

  @Test
  void anOldMatchRecordReadsAndItsGamesWriteBackWithFirstAndSecondForBlackAndWhite() throws IOException {
    Path f = copy("old-match.jsonl");
    List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
    List<Map<String, Object>> read = RecordFile.readAndRepair(f);
    assertEquals(2, read.size());
    for (int i = 0; i < read.size(); i++) {
      MatchGame g = MatchGame.fromJson(read.get(i));
      // the same line but for the sides' names: first and second, not the colours black and white
      assertEquals(lines.get(i).replace("\"black\":", "\"first\":").replace("\"white\":", "\"second\":"),
          Json.toJson(g.toJson()));
    }
    MatchGame first = MatchGame.fromJson(read.get(0));
    assertEquals(1, first.id());
    assertTrue(first.swapped());
    assertEquals(List.of("A1", "D5", "B9", "F5"), first.openingMoves());
    assertEquals("rules", first.termination());
    assertEquals(first.engine2(), first.toJson().get("first"), "swapped: engine 2 moved first");
    assertTrue(!first.toJson().containsKey("black") && !first.toJson().containsKey("white"));
  }

  @Test
  void anOldSelfPlayFileReadsAndWritesBackUnchangedAndResumesByAppending() throws IOException {
    Path f = copy("old-selfplay.jsonl");
    String before = Files.readString(f, StandardCharsets.UTF_8);
    List<Map<String, Object>> read = RecordFile.readAndRepair(f);
    assertEquals(2, read.size());
    StringBuilder again = new StringBuilder();
    for (Map<String, Object> line : read) {
      assertEquals(1L, line.get("format"));
      assertEquals(((List<?>) line.get("moves")).size(), ((List<?>) line.get("labels")).size());
      again.append(Json.toJson(line)).append('\n');
    }
    assertEquals(before, again.toString());
    try (RecordFile r = RecordFile.append(f)) {
      r.writeJson(read.get(1));
    }
    assertEquals(3, RecordFile.readAndRepair(f).size());
  }
}
