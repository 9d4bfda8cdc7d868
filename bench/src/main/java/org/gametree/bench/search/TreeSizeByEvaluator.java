package org.gametree.bench.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;

/**
 * How many nodes the same NegaScout needs to finish a depth under each of a game's evaluators (a command-line front
 * end, so it prints). An evaluator on another scale than the hand-set one meets pruning margins set for that one, and
 * a smaller or larger tree per depth is then part of what a match at equal time measures besides the evaluation.
 * Node counts do not depend on the machine's load. The positions: 4 uniformly random plies (seed 7), then 0, 10, 20,
 * 30 or 40 plies (in turn) of NegaScout at depth 2 with the first evaluator named, the reference, so that the
 * positions do not change when the game's default evaluator does; each search starts from empty tables. Prints each
 * position's counts, then per depth the totals, their ratio to the first evaluator's and the geometric mean of the
 * per-position ratios. {@code java -cp bench/target/benchmarks.jar
 * org.gametree.bench.search.TreeSizeByEvaluator GAME EVAL,EVAL,... POSITIONS DEPTH,DEPTH,...}, e.g. {@code xiangqi
 * handset,tdleaf 20 4,5,6}.
 */
public final class TreeSizeByEvaluator {
  private TreeSizeByEvaluator() {}

  /** Runs it; see the class comment for the arguments. */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println("usage: TreeSizeByEvaluator GAME EVAL,EVAL,... POSITIONS DEPTH,DEPTH,...");
      System.exit(2);
    }
    run(Games.byId(args[0]), args[1].split(","), Integer.parseInt(args[2]),
        Arrays.stream(args[3].split(",")).mapToInt(Integer::parseInt).toArray());
  }

  private static <S extends GameState> void run(Game<S> game, String[] evals, int positions, int[] depths) {
    SplittableRandom random = new SplittableRandom(7);
    int[] moves = new int[game.maxLegalMoves()];
    long[][] totals = new long[evals.length][depths.length];
    double[][] logRatios = new double[evals.length][depths.length];
    int counted = 0;
    try (SearchEngine<S> player = Engines.create(game, "negascout:depth=2,eval=" + evals[0])) {
      for (int p = 0; p < positions; p++) {
        S s = game.newInitialState();
        for (int i = 0; i < 4 && !s.isTerminal(); i++) {
          s.play(moves[random.nextInt(s.legalMoves(moves))]);
        }
        int plies = 10 * (p % 5);
        for (int i = 0; i < plies && !s.isTerminal(); i++) {
          s.play(player.searcher().search(s, SearchLimits.depth(2)).bestMove());
        }
        if (s.isTerminal()) {
          continue;
        }
        counted++;
        List<String> line = new ArrayList<>();
        long[] first = new long[depths.length];
        for (int e = 0; e < evals.length; e++) {
          for (int d = 0; d < depths.length; d++) {
            try (SearchEngine<S> engine =
                Engines.create(game, "negascout:depth=" + depths[d] + ",eval=" + evals[e])) {
              long nodes = engine.searcher().search(s, SearchLimits.depth(depths[d])).nodes();
              line.add(evals[e] + "@" + depths[d] + "=" + nodes);
              totals[e][d] += nodes;
              if (e == 0) {
                first[d] = nodes;
              }
              logRatios[e][d] += Math.log((double) Math.max(1, nodes) / Math.max(1, first[d]));
            }
          }
        }
        System.out.println("position " + p + " (" + plies + " plies of play): " + String.join(" ", line));
      }
    }
    System.out.println("depth evaluator nodes ratio-of-totals geometric-mean-ratio (" + counted + " positions)");
    for (int d = 0; d < depths.length; d++) {
      for (int e = 0; e < evals.length; e++) {
        System.out.printf(java.util.Locale.ROOT, "%d %s %d %.3f %.3f%n", depths[d], evals[e], totals[e][d],
            (double) totals[e][d] / totals[0][d], Math.exp(logRatios[e][d] / counted));
      }
    }
  }
}
