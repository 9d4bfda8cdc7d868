package org.gametree.connect6.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.gametree.connect6.ConnectGame;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable.SolveResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every value in mnk_values.txt that is solvable in seconds (all but 15x15 gomoku) is reproduced exactly. */
class SolverValuesTest {
  static Stream<Arguments> values() throws IOException {
    List<Arguments> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        SolverValuesTest.class.getResourceAsStream("/connect/mnk_values.txt"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        line = line.strip();
        if (line.isEmpty() || line.startsWith("#") || line.startsWith("m ")) {
          continue;
        }
        String[] f = line.split("\\s+");
        int m = Integer.parseInt(f[0]);
        int n = Integer.parseInt(f[1]);
        if (m * n > 64) {
          continue; // 15x15 gomoku: solved by Allis with TSS + proof-number search over weeks, not seconds.
        }
        out.add(Arguments.of(m, n, Integer.parseInt(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]), f[5]));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "connect({0},{1},{2},{3},{4}) is {5}")
  @MethodSource("values")
  void smallGameValuesMatchTheGroundTruth(int m, int n, int k, int p, int q, String value) {
    ConnectGame g = new ConnectGame(m, n, k, p, q);
    SolveResult r = new ConnectSolver(g).solve(g.newInitialState(), SearchLimits.time(Duration.ofSeconds(60)));
    assertTrue(r.proven(), "not proven within budget");
    int expected = value.equals("first") ? 1 : value.equals("draw") ? 0 : -1;
    assertEquals(expected, r.value());
  }

  @ParameterizedTest(name = "connect({0},{1},{2},{3},{4}) is {5}")
  @MethodSource("extra")
  void furtherLocalSolverValuesFromTheRulesReference(int m, int n, int k, int p, int q, String value) {
    smallGameValuesMatchTheGroundTruth(m, n, k, p, q, value);
  }

  @org.junit.jupiter.api.Tag("slow")
  @ParameterizedTest(name = "connect({0},{1},{2},{3},{4}) is {5}")
  @MethodSource("slowExtra")
  void slowerLocalSolverValues(int m, int n, int k, int p, int q, String value) {
    smallGameValuesMatchTheGroundTruth(m, n, k, p, q, value);
  }

  static Stream<Arguments> slowExtra() {
    return Stream.of(Arguments.of(5, 5, 4, 1, 1, "draw"), Arguments.of(5, 5, 4, 2, 1, "draw"),
        Arguments.of(5, 5, 5, 2, 1, "draw"));
  }

  static Stream<Arguments> extra() {
    return Stream.of(Arguments.of(4, 3, 3, 2, 1, "first"), Arguments.of(4, 4, 3, 2, 1, "first"),
        Arguments.of(4, 4, 4, 2, 1, "draw"), Arguments.of(3, 3, 2, 2, 1, "second"));
  }
}
