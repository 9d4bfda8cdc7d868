package org.gametree.bench.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.match.Opening;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;

/**
 * A command-line benchmark (a front end, so it prints): what the aspiration windows of each engine spec cost at a
 * fixed depth. {@code java -cp bench/target/benchmarks.jar org.gametree.bench.search.AspirationBenchmark GAME DEPTH
 * POSITIONS SPEC...}: POSITIONS positions of GAME, each reached by the random opening {@code gametree match} would
 * play (seed 1, {@code opening-plies} from the game's usual opening length below) followed by 0–19 moves of
 * {@code negascout:depth=1} with the game's default evaluator, searched to DEPTH by every spec from a fresh table.
 * Per spec: the nodes (deterministic, so independent of the machine's load), the aspiration re-searches (windows that
 * failed, from {@link SearchListener#onAspirationFail}) and how many positions' scores differ from the first spec's.
 * POSITIONS 0 takes the game's {@code gametree bench} positions instead, and DEPTH 0 its bench depth: with the spec
 * {@code negascout} these are the searches of {@code gametree bench GAME}.
 */
public final class AspirationBenchmark {
  private AspirationBenchmark() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) {
    if (args.length < 4) {
      System.err.println("usage: AspirationBenchmark GAME DEPTH POSITIONS SPEC...");
      System.exit(2);
    }
    run(Games.byId(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
        List.of(args).subList(3, args.length));
  }

  private static <S extends GameState> void run(Game<S> game, int depthOrZero, int count, List<String> specs) {
    List<S> positions = count > 0 ? positions(game, count, 1)
        : game.benchPositions().stream().map(game::parsePosition).toList();
    int depth = depthOrZero > 0 ? depthOrZero : game.benchDepth();
    SearchLimits limits = SearchLimits.depth(depth);
    int[] reference = new int[positions.size()];
    System.out.printf(Locale.ROOT, "%s, depth %d, %d positions%n", game.id(), depth, positions.size());
    System.out.println("| spec | nodes | re-searches | nodes / first spec's | scores unlike the first spec's |");
    System.out.println("|---|---:|---:|---:|---:|");
    long firstNodes = 0;
    for (int e = 0; e < specs.size(); e++) {
      long nodes = 0;
      int[] fails = {0};
      int differ = 0;
      SearchListener counter = new SearchListener() {
        @Override
        public void onIteration(SearchInfo info) {}

        @Override
        public void onAspirationFail(int d, int value, boolean high) {
          fails[0]++;
        }
      };
      try (SearchEngine<S> engine = Engines.create(game, specs.get(e))) {
        for (int i = 0; i < positions.size(); i++) {
          engine.searcher().newGame();
          @SuppressWarnings("unchecked")
          S root = (S) positions.get(i).copy();
          SearchResult r = engine.searcher().search(root, limits, counter);
          nodes += r.nodes();
          if (e == 0) {
            reference[i] = r.score();
          } else if (r.score() != reference[i]) {
            differ++;
          }
        }
      }
      if (e == 0) {
        firstNodes = nodes;
      }
      System.out.printf(Locale.ROOT, "| `%s` | %,d | %,d | %.3f | %d |%n", specs.get(e), nodes, fails[0],
          (double) nodes / firstNodes, differ);
    }
  }

  /** {@code count} unfinished positions: a random opening, then 0–19 moves of a depth-1 search. */
  static <S extends GameState> List<S> positions(Game<S> game, int count, long seed) {
    int plies = game.id().startsWith("othello") || game.id().startsWith("xiangqi") ? 8 : 4;
    List<Opening> openings = Opening.random(game, count * 2, plies, seed);
    SplittableRandom random = new SplittableRandom(seed);
    List<S> out = new ArrayList<>();
    try (SearchEngine<S> mover = Engines.create(game, "negascout:depth=1")) {
      for (Opening o : openings) {
        if (out.size() == count) {
          break;
        }
        S s = o.start(game);
        o.play(s);
        int extra = random.nextInt(20);
        for (int k = 0; k < extra && !s.isTerminal(); k++) {
          mover.searcher().newGame();
          s.play(mover.searcher().search(s, SearchLimits.depth(1)).bestMove());
        }
        if (!s.isTerminal()) {
          out.add(s);
        }
      }
    }
    return out;
  }
}
