package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays the shared random Tromp-Taylor games: after every ply the board, the capture counts and the set of legal
 * placements match, and the final Tromp-Taylor result matches.
 */
class GoRandomGamesTest {
  private static final Pattern HEADER = Pattern.compile(
      "\"size\":(\\d+).*?\"komi\":([0-9.]+).*?\"area_black\":(\\d+),\"area_white\":(\\d+),\"tt_result\":\"([^\"]*)\"");
  private static final Pattern PLY = Pattern.compile(
      "\\{\"move\":\"([^\"]+)\",\"board\":\"([.XO]+)\",\"cap_b\":(\\d+),\"cap_w\":(\\d+),\"legal_next\":\"([01]+)\"");

  static Stream<String> games() throws IOException {
    List<String> lines = new ArrayList<>();
    for (int size : new int[] {3, 5, 9}) {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(
          GoRandomGamesTest.class.getResourceAsStream("/go/random_games_" + size + "_tt.jsonl"),
          StandardCharsets.UTF_8))) {
        r.lines().filter(l -> !l.isBlank()).forEach(lines::add);
      }
    }
    return lines.stream();
  }

  @ParameterizedTest
  @MethodSource("games")
  void replayMatchesBoardCapturesLegalMovesAndScore(String json) {
    Matcher h = HEADER.matcher(json);
    assertTrue(h.find(), "header");
    int size = Integer.parseInt(h.group(1));
    GoGame game = GoProvider.game(size, Double.parseDouble(h.group(2)), GoRules.TT);
    GoState s = game.newInitialState();
    Matcher m = PLY.matcher(json);
    int ply = 0;
    while (m.find()) {
      s.play(s.parseMove(m.group(1)));
      ply++;
      String where = "ply " + ply + " " + m.group(1);
      assertEquals(m.group(2), s.boardString(), where);
      assertEquals(Integer.parseInt(m.group(3)), s.capturesByBlack(), where + " cap_b");
      assertEquals(Integer.parseInt(m.group(4)), s.capturesByWhite(), where + " cap_w");
      StringBuilder legal = new StringBuilder();
      for (int p = 0; p < size * size; p++) {
        legal.append(s.isLegalPlacement(p) ? '1' : '0');
      }
      assertEquals(m.group(5), legal.toString(), where + " legal");
    }
    assertTrue(ply > 0);
    assertTrue(s.isTerminal());
    int[] areas = s.areas();
    assertEquals(Integer.parseInt(h.group(3)), areas[0]);
    assertEquals(Integer.parseInt(h.group(4)), areas[1]);
    String result = h.group(5);
    double margin = areas[0] - areas[1] - game.komi();
    String expected = margin == 0 ? "0" : (margin > 0 ? "B+" : "W+") + GoGame.formatKomi(Math.abs(margin));
    assertEquals(result, expected);
  }
}
