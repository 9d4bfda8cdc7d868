package org.gametree.connect6.search;

import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;

/**
 * Threat-search figures for docs/connect.md (not a test): ten gomoku (or Connect6) middle games, each searched by
 * NegaScout to depth 1, 2, ... from scratch until one search takes more than {@code MS} ms of the thread's CPU time
 * (CPU, not wall time, so the figures hold on a loaded machine): without a threat hook ({@code tss=off}), with the
 * 3-turn / 300-stone threat-space hook ({@code tss=on} before VCT: {@link ThreatSpaceSearch} at each turn start) and
 * with the current {@link TssSolver} (variants: vcf, vcf+defence, vct, new). Prints the deepest depth within the
 * budget, and for the first search over it the nodes, CPU ms, the hook's stones, the hook calls that proved a win and
 * those per CPU second. Middle games: 4 random stones near the centre, then {@code negascout:depth=2} self-play to 24
 * stones (Connect6: 21), skipping those where the mover wins at once or must block. Run from the repository root
 * after a test compile: {@code java -cp core/target/classes:connect6/target/classes:connect6/target/test-classes:GUAVA
 * org.gametree.connect6.search.ThreatBenchmark gomoku 1000 none,tss-300,new}.
 */
public final class ThreatBenchmark {
  private ThreatBenchmark() {}

  public static void main(String[] args) {
    ConnectGame g = args.length > 0 && args[0].equals("connect6") ? ConnectGame.connect6() : ConnectGame.gomoku();
    long ms = args.length > 1 ? Long.parseLong(args[1]) : 1000;
    System.out.println("| middle game | hook | depth in " + ms + " CPU ms | nodes | CPU ms | threat stones | proofs "
        + "| proofs per CPU s |");
    System.out.println("|---|---|---|---|---|---|---|---|");
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    String[] hooks = args.length > 2 ? args[2].split(",") : new String[] {"none", "tss-300", "new"};
    for (int seed = 1, done = 0; done < 10; seed++) {
      ConnectState s = middleGame(g, seed);
      if (s.isTerminal() || new Threats(g).moverWinsNow(s) || new Threats(g).count(s, s.currentPlayer() ^ 1) > 0) {
        continue; // only positions where the mover neither wins at once nor must block
      }
      done++;
      for (String hook : hooks) {
        int reached = 0;
        long nodes = 0;
        long used = 0;
        Counting counting = null;
        for (int depth = 1; depth <= 12; depth++) { // each depth from scratch: depth reached within the CPU budget
          counting = new Counting(hook(g, hook));
          long start = cpu.getCurrentThreadCpuTime();
          try (Searcher<ConnectState> searcher =
              Search.builder(g).solver(counting.inner == null ? null : counting).build()) {
            SearchResult r = searcher.search(s.copy(), SearchLimits.depth(depth), null);
            nodes = r.nodes();
          }
          used = (cpu.getCurrentThreadCpuTime() - start) / 1_000_000;
          if (used > ms) {
            break;
          }
          reached = depth;
        }
        System.out.printf("| %d (seed %d) | %s | %d | %d | %d | %d | %d | %.0f |%n", done, seed, hook, reached, nodes,
            used, counting.work, counting.proofs, counting.proofs * 1000.0 / Math.max(1, used));
      }
    }
  }

  private static ExactSolver<ConnectState> hook(ConnectGame g, String name) {
    TssSolver.Settings d = TssSolver.Settings.defaults(g);
    return switch (name) {
      case "none" -> null;
      case "tss-300" -> new Legacy(g);
      case "vcf" -> new TssSolver(g, new TssSolver.Settings(false, false, d.nodes(), d.turns(), 1.0));
      case "vcf+defence" -> new TssSolver(g, new TssSolver.Settings(false, true, d.nodes(), d.turns(), 1.0));
      case "vct" -> new TssSolver(g, new TssSolver.Settings(true, false, d.nodes(), d.turns(), 1.0));
      default -> new TssSolver(g, new TssSolver.Settings(d.vct(), d.defence(), d.nodes(), d.turns(), 1.0));
    };
  }

  /** 4 random stones within 3 of the centre, then depth-2 self-play to 24 stones (Connect6: 21, a turn start). */
  static ConnectState middleGame(ConnectGame g, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    ConnectState s = g.newInitialState();
    int cx = g.width() / 2;
    int cy = g.height() / 2;
    while (s.stoneCount() < 4) {
      int c = g.cell(cx - 3 + rnd.nextInt(7), cy - 3 + rnd.nextInt(7));
      if (s.isLegal(c)) {
        s.play(c);
      }
    }
    int target = g.p() == 1 ? 24 : 21;
    try (Searcher<ConnectState> searcher = Search.builder(g).build()) {
      while (s.stoneCount() < target && !s.isTerminal()) {
        s.play(searcher.search(s.copy(), SearchLimits.depth(2), null).bestMove());
      }
    }
    return s;
  }

  /** Counts the calls that proved a win. */
  private static final class Counting implements ExactSolver<ConnectState> {
    final ExactSolver<ConnectState> inner;
    long proofs;
    long work;

    Counting(ExactSolver<ConnectState> inner) {
      this.inner = inner;
    }

    @Override
    public boolean canSolve(ConnectState state) {
      boolean yes = inner.canSolve(state);
      proofs += yes ? 1 : 0;
      work += inner.lastWork();
      return yes;
    }

    @Override
    public int solve(ConnectState state, int alpha, int beta, int ply) {
      return inner.solve(state, alpha, beta, ply);
    }

    @Override
    public long lastWork() {
      return inner.lastWork();
    }
  }

  /** The hook of {@code tss=on} before VCT: a 3-turn, 300-stone threat-space search at each turn start. */
  private static final class Legacy implements ExactSolver<ConnectState> {
    private final ThreatSpaceSearch tss;
    private final ConnectGame g;
    private long work;
    private int plies;

    Legacy(ConnectGame g) {
      this.g = g;
      this.tss = new ThreatSpaceSearch(g);
    }

    @Override
    public boolean canSolve(ConnectState s) {
      work = 0;
      if (s.isTerminal() || s.stonesLeft() != (s.stoneCount() == 0 ? g.q() : g.p())) {
        return false;
      }
      boolean win = tss.proves(s, 3, 300);
      work = tss.lastNodes();
      plies = s.stonesLeft() + (tss.provenTurns() - 1) * 2 * g.p();
      return win;
    }

    @Override
    public int solve(ConnectState s, int alpha, int beta, int ply) {
      return org.gametree.core.Score.win(ply + plies);
    }

    @Override
    public long lastWork() {
      return work;
    }
  }
}
