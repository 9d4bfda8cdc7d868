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
 * of a file and prints a table of number, empties, score, best move, nodes, seconds and nodes per second.
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
        long t0 = System.nanoTime();
        long n = OthelloGame.perft(depth);
        times[i] = System.nanoTime() - t0;
        System.out.printf("perft %d = %d in %.3f s%n", depth, n, times[i] / 1e9);
      }
      Arrays.sort(times);
      System.out.printf("median %.3f s%n", times[runs / 2] / 1e9);
    } else if (args.length >= 2 && args[0].equals("ffo")) {
      List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
      int number = args.length > 2 ? Integer.parseInt(args[2]) : 1;
      OthelloGame game = new OthelloGame();
      long totalNodes = 0;
      long totalNanos = 0;
      System.out.println("| # | empties | score | move | nodes | seconds | Mnps |");
      System.out.println("|---:|---:|---:|---|---:|---:|---:|");
      for (String line : lines) {
        if (line.isBlank() || line.startsWith("%")) {
          continue;
        }
        OthelloState s = game.parsePosition(line.split(";")[0]);
        EndgameSolver solver = new EndgameSolver(21, 14);
        long t0 = System.nanoTime();
        EndgameSolver.Result r = solver.solve(s.player(), s.opponent());
        long dt = System.nanoTime() - t0;
        totalNodes += r.nodes();
        totalNanos += dt;
        System.out.printf("| %d | %d | %+d | %s | %d | %.2f | %.1f |%n", number++, s.empties(), r.score(),
            Notation.moveToString(r.bestMove()), r.nodes(), dt / 1e9, r.nodes() / (dt / 1e3));
      }
      System.out.printf("| total | | | | %d | %.2f | %.1f |%n", totalNodes, totalNanos / 1e9,
          totalNodes / (totalNanos / 1e3));
    } else {
      System.err.println("usage: OthelloBenchmark perft DEPTH [RUNS] | ffo FILE.obf [FIRST_NUMBER]");
      System.exit(2);
    }
  }
}
