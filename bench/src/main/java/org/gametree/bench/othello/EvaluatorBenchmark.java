package org.gametree.bench.othello;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.gametree.core.Evaluator;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;

/**
 * A command-line benchmark (a front end, so it prints): thread CPU time per evaluation of each named Othello
 * evaluator (feature extraction included) over 4000 random positions of 14–58 discs, median of 7 rounds of 100 passes.
 * {@code java -cp ... org.gametree.bench.othello.EvaluatorBenchmark [NAME ...]} (default: bill pattern linear bayes signature).
 */
public final class EvaluatorBenchmark {
  private EvaluatorBenchmark() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) {
    String[] names = args.length > 0 ? args : new String[] {"bill", "pattern", "linear", "bayes", "signature"};
    OthelloGame game = OthelloProvider.game();
    List<OthelloState> positions = new ArrayList<>();
    Random rnd = new Random(1);
    int[] buf = new int[64];
    while (positions.size() < 4000) {
      OthelloState s = OthelloState.initial();
      int stop = 10 + rnd.nextInt(45);
      while (!s.isTerminal() && s.plyCount() < stop) {
        s.play(buf[rnd.nextInt(s.legalMoves(buf))]);
      }
      if (!s.isTerminal()) {
        positions.add(new OthelloState(s.black(), s.white(), s.currentPlayer()));
      }
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long sink = 0;
    for (String name : names) {
      Evaluator<OthelloState> e = game.evaluator(name);
      double[] ns = new double[7];
      for (int round = 0; round < ns.length; round++) {
        long t0 = mx.getCurrentThreadCpuTime();
        for (int pass = 0; pass < 100; pass++) {
          for (OthelloState s : positions) {
            sink += e.evaluate(s);
          }
        }
        ns[round] = (mx.getCurrentThreadCpuTime() - t0) / (100.0 * positions.size());
      }
      Arrays.sort(ns);
      System.out.printf(java.util.Locale.ROOT, "%-10s %4.0f ns CPU per evaluation (median of 7; min %.0f, max %.0f)%n",
          name, ns[3], ns[0], ns[6]);
    }
    System.out.println(sink == 42 ? "" : "(checksum " + (sink & 0xff) + ")");
  }
}
