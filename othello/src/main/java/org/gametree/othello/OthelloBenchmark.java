package org.gametree.othello;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * A command-line benchmark (a front end, so it prints): {@code perft DEPTH [RUNS]} times standard perft from the
 * start single-threaded and prints each run and the median; {@code ffo FILE [FIRST_NUMBER]} solves every OBF line
 * of a file and prints a table of number, empties, score, best move, nodes, seconds and nodes per second;
 * {@code match PAIRS NODES} plays ProbCut on against off ({@link MidgameSearcher}, BILL evaluator, equal node budget
 * per move, exact solving from 12 empties) from PAIRS random 8-ply openings with colours swapped.
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
      List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
      int number = args.length > 2 ? Integer.parseInt(args[2]) : 1;
      OthelloGame game = new OthelloGame();
      long totalNodes = 0;
      long totalNanos = 0;
      java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
      long totalCpu = 0;
      System.out.println("| # | empties | score | move | nodes | wall s | CPU s | M nodes/CPU s |");
      System.out.println("|---:|---:|---:|---|---:|---:|---:|---:|");
      for (String line : lines) {
        if (line.isBlank() || line.startsWith("%")) {
          continue;
        }
        OthelloState s = game.parsePosition(line.split(";")[0]);
        EndgameSolver solver = new EndgameSolver(21, 14);
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        EndgameSolver.Result r = solver.solve(s.player(), s.opponent());
        long dt = System.nanoTime() - t0;
        long cpu = mx.getCurrentThreadCpuTime() - c0;
        totalCpu += cpu;
        totalNodes += r.nodes();
        totalNanos += dt;
        System.out.printf("| %d | %d | %+d | %s | %d | %.2f | %.2f | %.1f |%n", number++, s.empties(), r.score(),
            Notation.moveToString(r.bestMove()), r.nodes(), dt / 1e9, cpu / 1e9, r.nodes() / (cpu / 1e3));
      }
      System.out.printf("| total | | | | %d | %.2f | %.2f | %.1f |%n", totalNodes, totalNanos / 1e9,
          totalCpu / 1e9, totalNodes / (totalCpu / 1e3));
    } else if (args.length >= 3 && args[0].equals("match")) {
      match(Integer.parseInt(args[1]), Long.parseLong(args[2]));
    } else {
      System.err.println("usage: OthelloBenchmark perft DEPTH [RUNS] | ffo FILE.obf [FIRST_NUMBER] | match PAIRS NODES");
      System.exit(2);
    }
  }

  private static void match(int pairs, long nodesPerMove) {
    java.util.Random rnd = new java.util.Random(2024);
    MidgameSearcher on = new MidgameSearcher(new BillEvaluator(), true, 12);
    MidgameSearcher off = new MidgameSearcher(new BillEvaluator(), false, 12);
    org.gametree.core.search.SearchLimits limits =
        org.gametree.core.search.SearchLimits.nodes(nodesPerMove);
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int discSum = 0;
    int[] moves = new int[64];
    for (int pair = 0; pair < pairs; pair++) {
      OthelloState opening = OthelloState.initial();
      for (int i = 0; i < 8; i++) {
        opening.play(moves[rnd.nextInt(opening.legalMoves(moves))]);
      }
      for (int colour = 0; colour < 2; colour++) {
        OthelloState s = opening.copy();
        on.newGame();
        off.newGame();
        while (!s.isTerminal()) {
          boolean onToMove = s.currentPlayer() == colour;
          int move = (onToMove ? on : off).search(s, limits).bestMove();
          s.play(move);
        }
        int margin = s.outcome().winner() == colour ? s.outcome().margin()
            : s.outcome().isDraw() ? 0 : -s.outcome().margin();
        discSum += margin;
        if (margin > 0) {
          wins++;
        } else if (margin == 0) {
          draws++;
        } else {
          losses++;
        }
      }
    }
    int games = wins + draws + losses;
    double score = (wins + 0.5 * draws) / games;
    System.out.printf("probcut on vs off, %d games, %d nodes/move: +%d =%d -%d, score %.3f, mean disc margin %+.2f%n",
        games, nodesPerMove, wins, draws, losses, score, discSum / (double) games);
  }
}
