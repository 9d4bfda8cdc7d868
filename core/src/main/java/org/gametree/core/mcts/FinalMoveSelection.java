package org.gametree.core.mcts;

/**
 * The final-move strategy: which root move the search plays, from the root moves' statistics (merged over the
 * trees under root parallelisation). A move proven a win for the player to move is played whatever the statistics
 * say, and a move proven worse than another is never chosen (see {@link #choose}).
 */
@FunctionalInterface
public interface FinalMoveSelection {
  /**
   * The index of the move to play among {@code n}.
   *
   * @param visits each move's visits
   * @param wins each move's summed rewards for the player to move
   */
  int select(int n, long[] visits, double[] wins);

  /** The most visited move, ties to more wins ("robust child"). */
  static FinalMoveSelection robustChild() {
    return (n, visits, wins) -> {
      int best = 0;
      for (int i = 1; i < n; i++) {
        if (visits[i] > visits[best] || (visits[i] == visits[best] && wins[i] > wins[best])) {
          best = i;
        }
      }
      return best;
    };
  }

  /** The move with the best mean reward among those with at least a tenth of the most visits ("max child"). */
  static FinalMoveSelection maxChild() {
    return (n, visits, wins) -> {
      long most = 0;
      for (int i = 0; i < n; i++) {
        most = Math.max(most, visits[i]);
      }
      int best = 0;
      double bestMean = -1;
      for (int i = 0; i < n; i++) {
        if (visits[i] > 0 && visits[i] * 10 >= most && wins[i] / visits[i] > bestMean) {
          bestMean = wins[i] / visits[i];
          best = i;
        }
      }
      return best;
    };
  }

  /**
   * Applies MCTS-Solver's rule before this strategy: {@code proven[i]} is move i's proven value for the player to
   * move (NaN if unknown). The best proven move is played when it is a win or when every move is proven; otherwise
   * this strategy chooses among the unproven moves and the best proven one unless that one is a proven loss.
   */
  default int choose(int n, long[] visits, double[] wins, double[] proven) {
    double bestProven = Double.NEGATIVE_INFINITY;
    int bestProvenIndex = -1;
    boolean allProven = true;
    for (int i = 0; i < n; i++) {
      if (Double.isNaN(proven[i])) {
        allProven = false;
      } else if (proven[i] > bestProven || (proven[i] == bestProven && visits[i] > visits[bestProvenIndex])) {
        bestProven = proven[i];
        bestProvenIndex = i;
      }
    }
    if (bestProvenIndex >= 0 && (allProven || bestProven >= 1)) {
      return bestProvenIndex;
    }
    if (bestProvenIndex < 0) {
      return select(n, visits, wins);
    }
    long[] v = visits.clone(); // only when some move is proven: rare, and once per search
    for (int i = 0; i < n; i++) {
      if (!Double.isNaN(proven[i]) && (i != bestProvenIndex || bestProven <= 0)) {
        v[i] = -1;
      }
    }
    int pick = select(n, v, wins);
    return v[pick] < 0 ? bestProvenIndex : pick;
  }
}
