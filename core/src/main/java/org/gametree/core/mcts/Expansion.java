package org.gametree.core.mcts;

import org.gametree.core.GameState;
import org.gametree.core.search.SearchLimits;

/**
 * The expansion strategy: when an edge gets its own node ({@code afterVisits} visits; at once for a terminal
 * position under the solver) and what a new node holds: its legal moves, their priors (asked of the
 * {@link PriorPolicy} only when a strategy reads {@link Statistic#PRIORS}; uniform otherwise) and AMAF arrays only
 * when one reads {@link Statistic#AMAF}.
 */
final class Expansion<S extends GameState> {
  final int afterVisits;
  private final PriorPolicy<S> prior;
  private final boolean amaf;
  private final int maxMoves;

  Expansion(int afterVisits, PriorPolicy<S> prior, boolean amaf, int maxMoves) {
    this.afterVisits = afterVisits;
    this.prior = prior;
    this.amaf = amaf;
    this.maxMoves = maxMoves;
  }

  /** A node for {@code state}; at the root, {@code limits} may restrict its moves (null: all legal moves). */
  Node create(S state, SearchLimits limits) {
    double terminal = state.isTerminal() ? state.outcome().pointsFor(0) : Double.NaN;
    int[] moves = new int[maxMoves];
    int n = Double.isNaN(terminal) ? state.legalMoves(moves) : 0;
    if (limits != null && limits.restrictsRootMoves()) {
      int kept = 0;
      for (int i = 0; i < n; i++) {
        if (limits.allowsRootMove(moves[i])) {
          moves[kept++] = moves[i];
        }
      }
      n = kept == 0 ? state.legalMoves(moves) : kept; // a search must return a move: no legal move left, no limit
    }
    double[] p = new double[Math.max(1, n)];
    if (n > 0) {
      if (prior != null) {
        prior.priors(state, moves, n, p);
      } else {
        java.util.Arrays.fill(p, 0, n, 1.0 / n);
      }
    }
    return new Node(state.hash(), state.currentPlayer(), moves, n, p, amaf, terminal);
  }
}
