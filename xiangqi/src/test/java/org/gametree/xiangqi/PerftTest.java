package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

class PerftTest {
  private final XiangqiGame game = new XiangqiGame();

  record Case(String name, String fen, long[] counts) {}

  static List<Case> cases() throws IOException {
    List<Case> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        Objects.requireNonNull(PerftTest.class.getResourceAsStream("/xiangqi/perft.txt")), StandardCharsets.UTF_8))) {
      String name = "";
      for (String line; (line = r.readLine()) != null; ) {
        line = line.strip();
        if (line.startsWith("#")) {
          name = line.substring(1).strip();
          continue;
        }
        if (line.isEmpty()) {
          continue;
        }
        String[] parts = line.split(";");
        long[] counts = new long[parts.length - 1];
        for (int i = 1; i < parts.length; i++) {
          counts[i - 1] = Long.parseLong(parts[i].strip().split("\\s+")[1]);
        }
        out.add(new Case(name, parts[0].strip(), counts));
      }
    }
    return out;
  }

  private List<DynamicTest> upTo(int maxDepth) throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      for (int d = 1; d <= Math.min(maxDepth, c.counts().length); d++) {
        int depth = d;
        long expected = c.counts()[d - 1];
        tests.add(DynamicTest.dynamicTest(c.name() + " depth " + d, () ->
            assertEquals(expected, game.perft(game.parsePosition(c.fen()), depth, false))));
      }
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> everyReferencePositionMatchesToDepth4() throws IOException {
    return upTo(4);
  }

  @TestFactory
  List<DynamicTest> genericLegalMovesAgreeWithDedicatedPerftToDepth3() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      tests.add(DynamicTest.dynamicTest(c.name(), () -> assertEquals(c.counts()[2],
          org.gametree.core.Perft.count(game.parsePosition(c.fen()), 3, -1, game.maxLegalMoves(), false))));
    }
    return tests;
  }

  @Tag("slow")
  @TestFactory
  List<DynamicTest> everyReferencePositionMatchesToDepth5() throws IOException {
    return upTo(5);
  }
}
