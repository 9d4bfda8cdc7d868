package org.gametree.core.search;

import org.gametree.core.toys.RandomTreeGame;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Not a test but a measurement (tagged slow): nodes each algorithm needs for depth 10 of three random trees, with
 * and without a table, printed to stderr. {@code mvn -o -pl core test -Dtest=NodeCountsMeasure
 * -Dtest.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class NodeCountsMeasure {
  @Test
  void nodesToDepthTenPerAlgorithm() {
    Algorithm[] algorithms = {Algorithm.MINIMAX, Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF};
    for (boolean alternating : new boolean[] {true, false}) {
      for (int seed = 1; seed <= 3; seed++) {
        RandomTreeGame game = new RandomTreeGame(seed, alternating, 60, 0);
        StringBuilder line = new StringBuilder("alternating=" + alternating + " seed=" + seed);
        for (Algorithm algorithm : algorithms) {
          for (int hash : new int[] {0, 16}) {
            if (algorithm == Algorithm.MINIMAX && hash > 0) {
              continue;
            }
            try (Searcher<RandomTreeGame.State> searcher =
                Search.builder(game).algorithm(algorithm).hashMegabytes(hash).build()) {
              SearchResult r = searcher.search(game.newInitialState(), SearchLimits.depth(10));
              line.append(String.format(" | %s hash=%d value=%d nodes=%d", algorithm, hash, r.score(), r.nodes()));
            }
          }
        }
        System.err.println(line);
      }
    }
  }
}
