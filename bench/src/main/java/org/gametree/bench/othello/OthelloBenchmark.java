package org.gametree.bench.othello;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.search.EndgameSolver;
import org.gametree.othello.search.ParallelEndgameSolver;

/**
 * A command-line benchmark (a front end, so it prints): {@code perft DEPTH [RUNS]} times standard perft from the
 * start single-threaded and prints each run and the median; {@code ffo FILE [FIRST_NUMBER] [--threads K] [--hash
 * BITS]} solves every OBF line of a file and prints a table of number, empties, score (checked against the file's
 * move list), best move, nodes, wall and CPU seconds and nodes per CPU second;
 * {@code endgame FILE MS SPEC...} searches every position of an OBF file with move scores (FFO files) with each
 * engine spec for MS milliseconds, once to warm up and once measured, and prints how often the move played is an
 * exactly best one, the discs it gives away in total and the time taken per search (mean and most).
 */
public final class OthelloBenchmark {
  private OthelloBenchmark() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) throws IOException {
    if (args.length >= 2 && args[0].equals("perft")) {
      int depth = Integer.parseInt(args[1]);
      int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
      long[] times = new long[runs];
      for (int i = 0; i < runs; i++) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long n = OthelloGame.perft(depth);
        long wall = System.nanoTime() - t0;
        times[i] = mx.getCurrentThreadCpuTime() - c0;
        System.out.printf("perft %d = %d in %.3f s CPU (%.3f s wall)%n", depth, n, times[i] / 1e9, wall / 1e9);
      }
      Arrays.sort(times);
      System.out.printf("median %.3f s CPU%n", times[runs / 2] / 1e9);
    } else if (args.length >= 2 && args[0].equals("ffo")) {
      ffo(args);
    } else if (args.length >= 4 && args[0].equals("endgame")) {
      endgame(Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8), Long.parseLong(args[2]),
          Arrays.copyOfRange(args, 3, args.length));
    } else {
      System.err.println(
          "usage: OthelloBenchmark perft DEPTH [RUNS] | ffo FILE.obf [FIRST_NUMBER] [--threads K] [--hash BITS]"
              + " [--window ALPHA,BETA]"
              + " | endgame FILE.obf MS SPEC...");
      System.exit(2);
    }
  }

  /**
   * {@code ffo FILE [FIRST_NUMBER] [--threads K] [--hash BITS] [--window ALPHA,BETA]}: every position solved from a
   * fresh table of 2^BITS entries (default 21) on K threads (default 1); per position the nodes of all threads, wall
   * time, the CPU time of the solving threads and nodes per CPU second, and whether the score is the best in the
   * file's move list. With a window other than the full (−64, 64) a score outside it is only a bound (fail-soft):
   * "+64" with the window 63,64 says the position is a wipe-out, "-62" with -64,-63 that it is none for the opponent;
   * the check against the published score then checks the bound.
   */
  private static void ffo(String[] args) throws IOException {
    List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
    int number = 1;
    int threads = 1;
    int bits = 21;
    int alpha = -64;
    int beta = 64;
    for (int i = 2; i < args.length; i++) {
      switch (args[i]) {
        case "--threads" -> threads = Integer.parseInt(args[++i]);
        case "--window" -> {
          String[] w = args[++i].split(",");
          alpha = Integer.parseInt(w[0].strip());
          beta = Integer.parseInt(w[1].strip());
        }
        case "--hash" -> bits = Integer.parseInt(args[++i]);
        default -> number = Integer.parseInt(args[i]);
      }
    }
    OthelloGame game = OthelloProvider.game();
    long totalNodes = 0;
    long totalNanos = 0;
    long totalCpu = 0;
    int wrong = 0;
    System.out.printf("threads %d, table 2^%d entries%s%n", threads, bits,
        alpha == -64 && beta == 64 ? "" : ", window (" + alpha + ", " + beta + ")");
    System.out.println("| # | empties | score | move | nodes | wall s | CPU s | M nodes/CPU s |");
    System.out.println("|---:|---:|---:|---|---:|---:|---:|---:|");
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("%")) {
        continue;
      }
      String[] parts = line.split(";");
      OthelloState s = game.parsePosition(parts[0]);
      int published = Integer.MIN_VALUE;
      for (int i = 1; i < parts.length; i++) {
        String[] f = parts[i].strip().split(":");
        if (f.length == 2) {
          published = Math.max(published, Integer.parseInt(f[1].strip().replace("+", "")));
        }
      }
      EndgameSolver.Result r;
      long dt;
      long cpu;
      try (ParallelEndgameSolver solver = new ParallelEndgameSolver(threads, bits)) {
        long t0 = System.nanoTime();
        r = solver.solve(s.player(), s.opponent(), alpha, beta, Long.MAX_VALUE, null, Long.MAX_VALUE);
        dt = System.nanoTime() - t0;
        cpu = solver.lastCpuNanos();
      }
      // outside the window the score is a bound (fail-soft), which the published score must respect
      int v = r.score();
      boolean ok = published == Integer.MIN_VALUE || (v <= alpha ? published <= v : v >= beta ? published >= v
          : v == published);
      wrong += ok ? 0 : 1;
      totalCpu += cpu;
      totalNodes += r.nodes();
      totalNanos += dt;
      System.out.printf(Locale.ROOT, "| %d | %d | %+d%s | %s | %d | %.2f | %.2f | %.1f |%n", number++, s.empties(),
          r.score(), ok ? "" : " (published " + published + ")", Notation.moveToString(r.bestMove()), r.nodes(),
          dt / 1e9, cpu / 1e9, r.nodes() / (cpu / 1e3));
    }
    System.out.printf(Locale.ROOT, "| total | | %s | | %d | %.2f | %.2f | %.1f |%n",
        wrong == 0 ? "all as published" : wrong + " WRONG", totalNodes, totalNanos / 1e9, totalCpu / 1e9,
        totalNodes / (totalCpu / 1e3));
  }

  private static void endgame(List<String> lines, long millis, String[] specs) {
    OthelloGame game = OthelloProvider.game();
    List<OthelloState> positions = new ArrayList<>();
    List<Map<Integer, Integer>> scores = new ArrayList<>();
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("%")) {
        continue;
      }
      String[] parts = line.split(";");
      positions.add(game.parsePosition(parts[0]));
      Map<Integer, Integer> moveScores = new HashMap<>();
      for (int i = 1; i < parts.length; i++) {
        String[] f = parts[i].strip().split(":");
        if (f.length == 2) {
          moveScores.put(Notation.parseMove(f[0].strip()), Integer.parseInt(f[1].strip().replace("+", "")));
        }
      }
      scores.add(moveScores);
    }
    EndgameSolver solver = new EndgameSolver(21, 64);
    SearchLimits limits = SearchLimits.time(Duration.ofMillis(millis));
    for (String spec : specs) {
      int best = 0;
      int lost = 0;
      long total = 0;
      long most = 0;
      for (int pass = 0; pass < 2; pass++) { // a fresh engine each pass: the first warms the JIT up
        best = 0;
        lost = 0;
        total = 0;
        most = 0;
        try (SearchEngine<OthelloState> engine = Engines.create(game, spec)) {
          for (int i = 0; i < positions.size(); i++) {
            OthelloState s = positions.get(i);
            engine.searcher().newGame();
            long t0 = System.nanoTime();
            int move = engine.searcher().search(s.copy(), limits).bestMove();
            long t = System.nanoTime() - t0;
            total += t;
            most = Math.max(most, t);
            Map<Integer, Integer> known = scores.get(i);
            int top = known.values().stream().mapToInt(Integer::intValue).max().orElse(Integer.MIN_VALUE);
            Integer value = known.get(move);
            if (value == null) {
              OthelloState child = s.copy();
              child.play(move);
              value = -solver.solve(child.player(), child.opponent()).score();
            }
            best += value >= top ? 1 : 0;
            lost += Math.max(0, top - value);
          }
        }
      }
      System.out.printf(Locale.ROOT,
          "%s: %d/%d moves exactly best, %d discs given away, %.1f ms a search on average, %.1f ms at most%n",
          spec, best, positions.size(), lost, total / 1e6 / positions.size(), most / 1e6);
    }
  }
}
