package org.gametree.bench.learn;

import java.util.Locale;
import org.gametree.core.learn.SuttonRandomWalk;

/**
 * Prints the RMS error per λ on Sutton's (1988) bounded random walk: repeated presentation (his Figure 3) and single
 * presentation with the best α (Figure 5). Run: {@code java -cp bench/target/benchmarks.jar
 * org.gametree.bench.learn.RandomWalkTable [seed]}.
 */
public final class RandomWalkTable {
  private RandomWalkTable() {}

  /** Prints the table as Markdown. */
  public static void main(String[] args) {
    long seed = args.length > 0 ? Long.parseLong(args[0]) : 1988;
    double[] lambdas = {0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0};
    double[] alphas = {0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6};
    SuttonRandomWalk walk = SuttonRandomWalk.standard(seed);
    System.out.println("| λ | RMS, repeated presentation (Fig. 3) | best α, single presentation | RMS at best α (Fig. 5) |");
    System.out.println("|---|---|---|---|");
    for (double lambda : lambdas) {
      double repeated = walk.repeatedPresentation(lambda, 0.01, 1e-6);
      double[] best = walk.bestSinglePresentation(lambda, alphas);
      System.out.println(String.format(Locale.ROOT, "| %.1f | %.3f | %.2f | %.3f |", lambda, repeated, best[0], best[1]));
    }
  }
}
