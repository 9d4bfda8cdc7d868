package org.gametree.connect6;

import java.time.Duration;
import java.util.Arrays;

/**
 * Speed figures for docs/connect.md (not a test): random-playout moves/s (play + undo, with win detection and
 * window counters) on connect6, gomoku and tic-tac-toe, and threat-space-search stones/s on Connect6 midgame
 * positions. Run: {@code java -cp core/target/classes:connect6/target/classes:connect6/target/test-classes
 * org.gametree.connect6.SpeedBenchmark}. Prints medians of 5 runs.
 */
public final class SpeedBenchmark {
  private SpeedBenchmark() {}

  public static void main(String[] args) {
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
}
