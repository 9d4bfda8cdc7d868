package org.gametree.bench.go;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.gametree.go.search.GoKnowledge;

/**
 * What the learned leaf value costs beside a rollout (a command-line front end, so it prints): microseconds of the
 * thread's CPU per call of {@code eval=learned} and per default (pattern) rollout, on the empty 9×9 board and after
 * 20 and 40 moves of a game against GNU Go; medians of the rounds, the two taking turns within each round.
 * {@code java -cp ... org.gametree.bench.go.GoValueBenchmark CALLS ROUNDS}.
 */
public final class GoValueBenchmark {
  /** The first 40 moves of game 0 of {@code results/go/gnugo-level10-700ms-eqex50.jsonl}. */
  private static final String[] GAME = ("E5 D5 E6 G5 D6 D4 E4 D3 G4 E3 F3 F7 G6 G7 C5 H6 B3 D8 F2 C7 C6 H4 H3 J3 J4 J5"
      + " B7 H2 B8 G3 F4 G2 G1 F6 C8 D9 D7 E8 F1 C9").split(" ");

  private GoValueBenchmark() {}

  /** Runs the benchmark. */
  public static void main(String[] args) {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    int calls = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    GoGame game = GoProvider.game(9, 7, GoRules.PSK);
    Evaluator<GoState> value = game.evaluator("learned").forThread();
    RolloutPolicy<GoState> rollout = new GoKnowledge(game).rolloutPolicy("default");
    SplittableRandom random = new SplittableRandom(1);
    int[] plies = {0, 20, 40};
    double[][] valueUs = new double[plies.length][rounds];
    double[][] rolloutUs = new double[plies.length][rounds];
    long sink = 0;
    for (int r = 0; r < rounds; r++) {
      for (int p = 0; p < plies.length; p++) {
        GoState s = game.newInitialState();
        for (int i = 0; i < plies[p]; i++) {
          s.play(game.parseMove(GAME[i]));
        }
        long t0 = bean.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
          sink += value.evaluate(s);
        }
        long t1 = bean.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
          sink += (long) rollout.rollout(s, random, RolloutPolicy.MoveRecorder.NONE);
        }
        long t2 = bean.getCurrentThreadCpuTime();
        valueUs[p][r] = (t1 - t0) / 1e3 / calls;
        rolloutUs[p][r] = (t2 - t1) / 1e3 / calls;
      }
    }
    for (int p = 0; p < plies.length; p++) {
      double[] v = valueUs[p].clone();
      double[] o = rolloutUs[p].clone();
      Arrays.sort(v);
      Arrays.sort(o);
      System.out.printf("ply %d: value %.2f us (%.2f-%.2f), rollout %.2f us (%.2f-%.2f), ratio %.3f%n", plies[p],
          v[rounds / 2], v[0], v[rounds - 1], o[rounds / 2], o[0], o[rounds - 1], v[rounds / 2] / o[rounds / 2]);
    }
    System.out.printf("load average (1 min) at the end: %.2f (checksum %d)%n",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), sink);
  }
}
