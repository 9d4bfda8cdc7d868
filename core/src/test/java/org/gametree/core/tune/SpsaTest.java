package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Match;
import org.gametree.core.match.Player;
import org.gametree.core.report.Figure;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SPSA on a toy whose optimum is known: a Nim player that plays the winning move except that, with probability
 * growing with {@code |x - 7|}, it plays at random; so the best {@code x} is 7.
 */
class SpsaTest {
  private static final Nim NIM = Nim.of(31);
  private static final EngineSpec BASE = EngineSpec.parse("toy");

  @TempDir Path dir;

  /** The toy: reads {@code x} from its spec; errs with probability min(1, |x - 7| / 25). */
  static final class NoisyNimPlayer implements Player<Nim.State> {
    private final double x;
    private final SplittableRandom random;
    private final int[] moves = new int[3];

    NoisyNimPlayer(EngineSpec spec, long seed) {
      this.x = Double.parseDouble(spec.params().get("x"));
      this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
      return "noisy x=" + x;
    }

    @Override
    public int chooseMove(MoveRequest<Nim.State> request) {
      Nim.State s = request.state();
      int n = s.legalMoves(moves);
      int winning = s.pile() % 4;
      if (winning == 0 || random.nextDouble() < Math.min(1, Math.abs(x - 7) / 25)) {
        return moves[random.nextInt(n)];
      }
      return winning;
    }
  }

  private static final Match.PlayerSource<Nim.State> TOY = NoisyNimPlayer::new;

  private SpsaConfig toy(double start, double rEnd, int iterations, Path out) {
    return SpsaConfig.of(BASE, List.of(new SpsaParameter("x", start, 0, 30, 1, rEnd, false)), iterations, 7, out)
        .withOpenings(null, 2);
  }

  @Test
  void spsaStartedFarFromTheOptimumEndsWithinOneStepOfIt() {
    SpsaResult r = Spsa.run(NIM, toy(20, 0.1, 400, dir), SpsaProgress.NONE, TOY);
    double x = r.theta().get("x");
    assertTrue(Math.abs(x - 7) <= 1, "x = " + x);
    assertTrue(Files.exists(dir.resolve("theta-x" + Figure.EXTENSION)));
    assertEquals(r.finalSpec(), BASE.with("x", SpsaParameter.plain(x)));
  }

  @Test
  void theScheduleIsFishtestsAtTheFirstAndLastIterations() {
    SpsaSchedule s = SpsaSchedule.of(100);
    assertEquals(10, s.bigA(), 1e-12);
    SpsaParameter p = new SpsaParameter("x", 0, -10, 10, 2, 0.002, false);
    // last iteration: c_k is the step and a_k / c_k^2 is R_end
    assertEquals(2, s.c(p, 99), 1e-12);
    assertEquals(0.002, s.a(p, 99) / (s.c(p, 99) * s.c(p, 99)), 1e-12);
    // first iteration: c = c_end * N^gamma, a = r_end * c_end^2 * (A + N)^alpha, over 1 and (A + 1)^alpha
    assertEquals(2 * Math.pow(100, 0.101), s.c(p, 0), 1e-12);
    assertEquals(0.002 * 4 * Math.pow(110, 0.602) / Math.pow(11, 0.602), s.a(p, 0), 1e-12);
  }

  @Test
  void aRunKilledAndResumedHasTheUninterruptedTrajectory() throws IOException {
    Path whole = dir.resolve("whole");
    Path killed = dir.resolve("killed");
    Spsa.run(NIM, toy(20, 0.1, 20, whole).withConcurrency(3), SpsaProgress.NONE, TOY);
    SpsaProgress killAt10 = new SpsaProgress() {
      @Override
      public void iteration(int k, int total, double[] theta, double result) {
        if (k == 10) {
          throw new IllegalStateException("killed");
        }
      }
    };
    assertThrows(IllegalStateException.class,
        () -> Spsa.run(NIM, toy(20, 0.1, 20, killed).withConcurrency(3), killAt10, TOY));
    assertTrue(Files.readString(killed.resolve("state.json")).contains("\"iteration\":10"));
    // a row past the state, as a kill between the two writes leaves it, is dropped
    Files.writeString(killed.resolve("trajectory.tsv"), "11\t3.5\t", java.nio.file.StandardOpenOption.APPEND);
    SpsaResult resumed = Spsa.run(NIM, toy(20, 0.1, 20, killed).withConcurrency(3), SpsaProgress.NONE, TOY);
    assertEquals(10, resumed.resumed());
    assertEquals(Files.readString(whole.resolve("trajectory.tsv")), Files.readString(killed.resolve("trajectory.tsv")));
    assertEquals(21 + 1, Files.readAllLines(killed.resolve("trajectory.tsv")).size());
    assertEquals(Files.readString(whole.resolve("final-spec.txt")), Files.readString(killed.resolve("final-spec.txt")));
    // a finished run given again plays nothing and keeps its trajectory
    SpsaResult again = Spsa.run(NIM, toy(20, 0.1, 20, killed).withConcurrency(3), SpsaProgress.NONE, TOY);
    assertEquals(20, again.resumed());
    assertEquals(resumed.theta(), again.theta());
    assertEquals(Files.readString(whole.resolve("trajectory.tsv")), Files.readString(killed.resolve("trajectory.tsv")));
  }

  /** The pairs of a batch played one after the other here, as Spark tasks would play them. */
  private static Spsa.Batch inline(SpsaConfig config) {
    return (iterations, theta) -> java.util.Arrays.stream(iterations)
        .mapToDouble(k -> Spsa.playPair(NIM, config, TOY, null, k, theta)).toArray();
  }

  @Test
  void batchesOfOnePairAreTheSequentialRunAndLargerBatchesStillFindTheOptimum() throws IOException {
    SpsaConfig sequential = toy(20, 0.1, 30, dir.resolve("sequential"));
    Spsa.run(NIM, sequential, SpsaProgress.NONE, TOY);
    SpsaConfig ones = toy(20, 0.1, 30, dir.resolve("ones"));
    Spsa.runInBatches(NIM, ones, SpsaProgress.NONE, inline(ones));
    assertEquals(Files.readString(dir.resolve("sequential").resolve("trajectory.tsv")),
        Files.readString(dir.resolve("ones").resolve("trajectory.tsv")));

    SpsaConfig fours = toy(20, 0.1, 400, dir.resolve("fours")).withConcurrency(4);
    double x = Spsa.runInBatches(NIM, fours, SpsaProgress.NONE, inline(fours)).theta().get("x");
    assertTrue(Math.abs(x - 7) <= 1, "x = " + x);
  }

  @Test
  void aBatchedRunKilledBetweenBatchesHasTheUninterruptedTrajectory() throws IOException {
    SpsaConfig whole = toy(20, 0.1, 20, dir.resolve("whole")).withConcurrency(4);
    Spsa.runInBatches(NIM, whole, SpsaProgress.NONE, inline(whole));
    SpsaConfig killed = toy(20, 0.1, 20, dir.resolve("killed")).withConcurrency(4);
    SpsaProgress killAt8 = new SpsaProgress() {
      @Override
      public void iteration(int k, int total, double[] theta, double result) {
        if (k == 8) {
          throw new IllegalStateException("killed");
        }
      }
    };
    assertThrows(IllegalStateException.class, () -> Spsa.runInBatches(NIM, killed, killAt8, inline(killed)));
    SpsaResult resumed = Spsa.runInBatches(NIM, killed, SpsaProgress.NONE, inline(killed));
    assertEquals(8, resumed.resumed());
    assertEquals(Files.readString(dir.resolve("whole").resolve("trajectory.tsv")),
        Files.readString(dir.resolve("killed").resolve("trajectory.tsv")));
  }

  @Test
  void aRunWithOtherSettingsIsNotContinued() {
    Spsa.run(NIM, toy(20, 0.1, 5, dir), SpsaProgress.NONE, TOY);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Spsa.run(NIM, toy(19, 0.1, 5, dir), SpsaProgress.NONE, TOY));
    assertTrue(e.getMessage().contains("choose another --out"), e.getMessage());
  }

  @Test
  void valuesStayInTheirRangeAndWholeOnesAreRounded() throws IOException {
    Set<String> seen = ConcurrentHashMap.newKeySet();
    Match.PlayerSource<Nim.State> recording = (spec, seed) -> {
      seen.add(spec.params().get("x"));
      return new NoisyNimPlayer(spec, seed);
    };
    SpsaParameter x = new SpsaParameter("x", 10, 0, 10, 3, 5, true);
    SpsaConfig config = SpsaConfig.of(BASE, List.of(x), 40, 3, dir);
    Spsa.run(NIM, config, SpsaProgress.NONE, recording);
    for (String v : seen) {
      long whole = Long.parseLong(v);
      assertTrue(whole >= 0 && whole <= 10, v);
    }
    for (String row : Files.readAllLines(dir.resolve("trajectory.tsv"), StandardCharsets.UTF_8).subList(1, 42)) {
      double theta = Double.parseDouble(row.split("\t")[1]);
      assertTrue(theta >= 0 && theta <= 10, row);
    }
    assertEquals("toy:x=4", config.spec(new double[] {3.6}).toString());
    assertEquals("toy:x=10", config.spec(new double[] {12.2}).toString());
  }

  @Test
  void badParametersAreRefusedWithTheirValues() {
    IllegalArgumentException outside =
        assertThrows(IllegalArgumentException.class, () -> new SpsaParameter("x", 11, 0, 10, 1, 0.002, false));
    assertTrue(outside.getMessage().contains("start 11 is outside [0, 10]"), outside.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new SpsaParameter("x", 1, 0, 10, 0, 0.002, false));
    assertThrows(IllegalArgumentException.class, () -> new SpsaParameter("x", 1, 10, 0, 1, 0.002, false));
  }
}
