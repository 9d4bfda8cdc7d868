package org.gametree.bench.othello;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;

/**
 * A command-line benchmark (a front end, so it prints): how fast each engine spec searches Othello middle games.
 * {@code java -cp ... org.gametree.bench.othello.SearchSpeedBenchmark DEPTH ROUNDS SPEC...}: 60 positions (random
 * games of seed 1 stopped at 20–44 discs), each searched to DEPTH from a fresh table by every spec in turn, the
 * specs alternating within each round so that a change of machine load falls on all of them alike; per spec the
 * nodes of one round (the same every round: the search is deterministic), and the median over the rounds of the
 * round's thread CPU time, nodes per CPU second and CPU time per search. The first round warms the JIT up and is
 * left out.
 */
public final class SearchSpeedBenchmark {
  private SearchSpeedBenchmark() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: SearchSpeedBenchmark DEPTH ROUNDS SPEC...");
      System.exit(2);
    }
    int depth = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    String[] specs = Arrays.copyOfRange(args, 2, args.length);
    List<OthelloState> positions = positions(60, new Random(1));
    OthelloGame game = OthelloProvider.game();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long[] nodes = new long[specs.length];
    double[][] cpu = new double[specs.length][rounds];
    SearchLimits limits = SearchLimits.depth(depth);
    for (int round = -1; round < rounds; round++) {
      for (int e = 0; e < specs.length; e++) {
        long n = 0;
        long c0 = mx.getCurrentThreadCpuTime();
        try (SearchEngine<OthelloState> engine = Engines.create(game, specs[e])) {
          for (OthelloState s : positions) {
            engine.searcher().newGame();
            SearchResult r = engine.searcher().search(s.copy(), limits);
            n += r.nodes();
          }
        }
        if (round >= 0) {
          cpu[e][round] = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
          nodes[e] = n;
        }
      }
    }
    System.out.printf(Locale.ROOT, "| spec | nodes | CPU s (median of %d; min-max) | k nodes/CPU s | ms CPU a search |%n",
        rounds);
    System.out.println("|---|---:|---:|---:|---:|");
    for (int e = 0; e < specs.length; e++) {
      double[] c = cpu[e].clone();
      Arrays.sort(c);
      double med = c[c.length / 2];
      System.out.printf(Locale.ROOT, "| `%s` | %d | %.2f (%.2f-%.2f) | %.0f | %.1f |%n", specs[e], nodes[e], med, c[0],
          c[c.length - 1], nodes[e] / med / 1e3, med * 1e3 / positions.size());
    }
  }

  /** {@code count} positions from random games stopped at 20–44 discs, not terminal. */
  static List<OthelloState> positions(int count, Random rnd) {
    List<OthelloState> out = new ArrayList<>();
    int[] buf = new int[64];
    while (out.size() < count) {
      OthelloState s = OthelloState.initial();
      int stop = 20 + rnd.nextInt(25);
      while (!s.isTerminal() && s.discCount() < stop) {
        s.play(buf[rnd.nextInt(s.legalMoves(buf))]);
      }
      if (!s.isTerminal() && s.legalMoves(buf) > 0) {
        out.add(new OthelloState(s.black(), s.white(), s.currentPlayer()));
      }
    }
    return out;
  }
}
