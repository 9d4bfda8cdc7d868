package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the shared Go perft table (rows over 500k sequences are tagged slow). */
class GoPerftTest {
  static final long FAST_LIMIT = 500_000;

  static List<String[]> rows() throws IOException {
    List<String[]> rows = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        GoPerftTest.class.getResourceAsStream("/go/perft.csv"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.startsWith("#") || line.startsWith("board") || line.isBlank()) {
          continue;
        }
        rows.add(line.split(","));
      }
    }
    return rows;
  }

  static Stream<Arguments> fastRows() throws IOException {
    return rows().stream().filter(r -> Long.parseLong(r[4]) <= FAST_LIMIT).map(r -> Arguments.of((Object[]) r));
  }

  static Stream<Arguments> slowRows() throws IOException {
    return rows().stream().filter(r -> Long.parseLong(r[4]) > FAST_LIMIT).map(r -> Arguments.of((Object[]) r));
  }

  static long perft(String board, String rules, String passes, String depth) {
    int size = Integer.parseInt(board.substring(0, board.indexOf('x')));
    GoGame game = GoProvider.game(size, 0, GoRules.parse(rules));
    return game.perft(game.newInitialState(), Integer.parseInt(depth), passes.equals("yes"));
  }

  @ParameterizedTest(name = "{0} {1} passes={2} d{3} = {4}")
  @MethodSource("fastRows")
  void perftMatchesTheSharedTable(String board, String rules, String passes, String depth, String nodes) {
    assertEquals(Long.parseLong(nodes), perft(board, rules, passes, depth));
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0} {1} passes={2} d{3} = {4}")
  @MethodSource("slowRows")
  void deepPerftMatchesTheSharedTable(String board, String rules, String passes, String depth, String nodes) {
    assertEquals(Long.parseLong(nodes), perft(board, rules, passes, depth));
  }
}
