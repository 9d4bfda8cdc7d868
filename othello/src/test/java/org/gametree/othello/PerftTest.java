package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class PerftTest {
  private final OthelloGame game = OthelloProvider.game();

  static Map<Integer, Long> expected() throws IOException {
    Map<Integer, Long> m = new LinkedHashMap<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        PerftTest.class.getResourceAsStream("/othello/perft.csv"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.startsWith("#") || line.startsWith("depth") || line.isBlank()) {
          continue;
        }
        String[] f = line.split(",");
        m.put(Integer.parseInt(f[0]), Long.parseLong(f[1]));
      }
    }
    return m;
  }

  @Test
  void standardPerftMatchesBikToDepthTen() throws IOException {
    Map<Integer, Long> want = expected();
    for (int d = 1; d <= 10; d++) {
      assertEquals(want.get(d), game.perft(game.newInitialState(), d, true), "depth " + d);
    }
  }

  @Test
  void genericWalkerThroughStateAgreesWithBitboardPerft() {
    OthelloState s = game.newInitialState();
    for (int d = 1; d <= 9; d++) {
      assertEquals(game.perft(s, d, true), game.genericPerft(s, d), "depth " + d);
    }
  }

  @Test
  void passFreeConventionMatchesEgaroucidModeTwo() {
    assertEquals(3_005_320L, game.perft(game.newInitialState(), 9, false));
  }

  @Test
  @Tag("slow")
  void standardPerftDepthElevenAndTwelve() throws IOException {
    Map<Integer, Long> want = expected();
    assertEquals(want.get(11), game.perft(game.newInitialState(), 11, true));
    assertEquals(want.get(12), game.perft(game.newInitialState(), 12, true));
  }
}
