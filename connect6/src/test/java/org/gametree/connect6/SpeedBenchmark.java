package org.gametree.connect6;

import java.time.Duration;
import java.util.Arrays;
import org.gametree.connect6.search.ThreatSpaceSearch;

/**
 * Speed figures for docs/connect.md (not a test): random-playout moves/s (play + undo, with win detection and
 * window counters) on connect6, gomoku and tic-tac-toe, threat-space-search stones/s on Connect6 midgame
 * positions, and the core search to a fixed depth on the positions of {@code data/connect6/positions} with
 * candidate moves on and off (nodes are exact; time after warming up). Run from the repository root:
 * {@code java -cp core/target/classes:connect6/target/classes:connect6/target/test-classes
 * org.gametree.connect6.SpeedBenchmark}, or with the argument {@code search} for the search figures only. Prints
 * medians of 5 runs.
 */
public final class SpeedBenchmark {
  private SpeedBenchmark() {}

  public static void main(String[] args) throws java.io.IOException {
    if (args.length > 0 && args[0].equals("search")) {
      search();
      return;
    }
    for (ConnectGame g : new ConnectGame[] {ConnectGame.connect6(), ConnectGame.gomoku(), ConnectGame.tictactoe()}) {
      double[] runs = new double[5];
      for (int r = 0; r < 5; r++) {
        runs[r] = playouts(g, 2_000_000);
      }
      Arrays.sort(runs);
      System.out.printf("%-10s playout moves/s (play+undo): %.2f M%n", g.id(), runs[2] / 1e6);
    }
    ConnectGame c6 = ConnectGame.connect6();
    double[] runs = new double[5];
    long wins = 0;
    for (int r = 0; r < 5; r++) {
      java.util.SplittableRandom rnd = new java.util.SplittableRandom(r);
      long nodes = 0;
      long nanos = 0;
      for (int i = 0; i < 20; i++) {
        ConnectState s = midgame(c6, rnd, 24);
        ThreatSpaceSearch.Result res = new ThreatSpaceSearch(c6).search(s, 4, 50_000, Duration.ofSeconds(2));
        nodes += res.nodes();
        nanos += res.elapsed().toNanos();
        wins += res.win() ? 1 : 0;
      }
      runs[r] = nodes / (nanos / 1e9);
    }
    Arrays.sort(runs);
    System.out.printf("connect6 TSS stones/s: %.0f k (20 midgame positions x 5 runs, %d wins found)%n",
        runs[2] / 1e3, wins);
    Threats t = new Threats(c6);
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(1);
    ConnectState s = midgame(c6, rnd, 30);
    long start = System.nanoTime();
    int calls = 20_000;
    long sum = 0;
    for (int i = 0; i < calls; i++) {
      sum += t.count(s, i & 1, 3);
    }
    System.out.printf("connect6 threat counts/s: %.0f k (checksum %d)%n", calls / ((System.nanoTime() - start) / 1e9)
        / 1e3, sum);
  }

  /** A midgame from local random play: each stone next to an existing one. */
  static ConnectState midgame(ConnectGame g, java.util.SplittableRandom rnd, int stones) {
    ConnectState s = g.newInitialState();
    int[] buf = new int[g.maxLegalMoves()];
    while (s.stoneCount() < stones && !s.isTerminal()) {
      int n = s.candidateMoves(buf, 1);
      s.play(buf[rnd.nextInt(n)]);
    }
    return s;
  }

  private static double playouts(ConnectGame g, long moves) {
    ConnectState s = g.newInitialState();
    int[] buf = new int[g.maxLegalMoves()];
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(42);
    long done = 0;
    long start = System.nanoTime();
    while (done < moves) {
      int depth = 0;
      while (!s.isTerminal()) {
        int n = s.legalMoves(buf);
        s.playUnchecked(buf[rnd.nextInt(n)]);
        depth++;
      }
      for (int i = 0; i < depth; i++) {
        s.undo();
      }
      done += depth;
    }
    return done / ((System.nanoTime() - start) / 1e9);
  }

  /** Nodes (exact) and median time of 5 searches to a fixed depth, candidate moves on and off, one thread. */
  static void search() throws java.io.IOException {
    String[][] cases = {{"connect6-1", "2"}, {"connect6-2", "2"}, {"connect6-3", "2"}, {"connect6-1", "3"},
        {"connect6-2", "3"}, {"connect6-3", "3"}, {"gomoku-1", "4"}, {"gomoku-2", "4"}, {"gomoku-3", "4"},
        {"gomoku-1", "5"}, {"gomoku-2", "5"}, {"gomoku-3", "5"}};
    for (String[] c : cases) {
      ConnectGame g = c[0].startsWith("gomoku") ? ConnectGame.gomoku() : ConnectGame.connect6();
      ConnectState s = g.parsePosition(java.nio.file.Files.readString(
          java.nio.file.Path.of("data", "connect6", "positions", c[0] + ".txt")));
      int depth = Integer.parseInt(c[1]);
      StringBuilder line = new StringBuilder(String.format("%-10s depth %d", c[0], depth));
      for (boolean candidates : new boolean[] {true, false}) {
        long[] nanos = new long[5];
        long nodes = 0;
        String best = "";
        for (int r = -1; r < nanos.length; r++) { // r = -1 warms up
          try (org.gametree.core.search.Searcher<ConnectState> searcher =
              org.gametree.core.search.Search.builder(g).candidateMoves(candidates).build()) {
            long start = System.nanoTime();
            org.gametree.core.search.SearchResult result =
                searcher.search(s, org.gametree.core.search.SearchLimits.depth(depth), null);
            if (r >= 0) {
              nanos[r] = System.nanoTime() - start;
            }
            nodes = result.nodes();
            best = s.moveToString(result.bestMove());
          }
        }
        Arrays.sort(nanos);
        line.append(String.format("  candidates %-3s %,9d nodes %6.0f ms %5.0f k nodes/s %s", candidates ? "on" : "off",
            nodes, nanos[2] / 1e6, nodes / (nanos[2] / 1e9) / 1e3, best));
      }
      System.out.println(line);
    }
  }
}
