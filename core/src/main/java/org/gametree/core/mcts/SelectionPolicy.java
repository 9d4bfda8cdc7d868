package org.gametree.core.mcts;

/**
 * How a node chooses the child to descend into: the child with the highest {@link #score} wins. Values are from the
 * point of view of the player to move at the node, in [0, 1]. The part of the formula that depends only on the node
 * ({@code ln N}, {@code sqrt N}) is computed once per node by {@link #parentTerm}. Recipes: {@link #uct},
 * {@link #rave}, {@link #puct}.
 */
public interface SelectionPolicy {
  /** The node-level term given the node's visits (virtual losses included), e.g. {@code ln N}. */
  double parentTerm(int parentVisits);

  /**
   * The selection score of one child.
   *
   * @param parentTerm what {@link #parentTerm} returned for the node
   * @param visits visits of the child (virtual losses included)
   * @param wins the child's summed rewards for the node's player
   * @param amafVisits all-moves-as-first visits of the child's move
   * @param amafWins all-moves-as-first rewards of the child's move
   * @param prior the child's prior probability (uniform without a {@link PriorPolicy})
   */
  double score(double parentTerm, int visits, double wins, int amafVisits, double amafWins, double prior);

  /** UCT (Kocsis and Szepesvári): {@code Q + c·sqrt(ln N / n)}; unvisited children first, in prior order. */
  static SelectionPolicy uct(double c) {
    return new SelectionPolicy() {
      @Override
      public double parentTerm(int parentVisits) {
        return Math.log(Math.max(1, parentVisits));
      }

      @Override
      public double score(double logN, int visits, double wins, int amafVisits, double amafWins, double prior) {
        if (visits == 0) {
          return 1e9 + prior;
        }
        return wins / visits + c * Math.sqrt(logN / visits);
      }
    };
  }

  /**
   * RAVE (Gelly and Silver): {@code (1−β)·Q + β·Q̃ + c·sqrt(ln N / (n+1))} with the minimum-MSE schedule
   * {@code β = ñ / (n + ñ + 4 b² n ñ)}; a move neither visited nor seen in playouts gets first-play urgency 1.1.
   */
  static SelectionPolicy rave(double c, double bias) {
    double b4 = 4 * bias * bias;
    return new SelectionPolicy() {
      @Override
      public double parentTerm(int parentVisits) {
        return Math.log(parentVisits + 1.0);
      }

      @Override
      public double score(double logN, int visits, double wins, int amafVisits, double amafWins, double prior) {
        if (visits == 0 && amafVisits == 0) {
          return 1.1 + prior * 1e-3;
        }
        double beta = amafVisits == 0 ? 0 : amafVisits / (visits + amafVisits + b4 * (double) visits * amafVisits);
        double q = visits == 0 ? 0 : wins / visits;
        double amaf = amafVisits == 0 ? 0 : amafWins / amafVisits;
        double explore = c == 0 ? 0 : c * Math.sqrt(logN / (visits + 1));
        return (1 - beta) * q + beta * amaf + explore;
      }
    };
  }

  /** PUCT (AlphaGo): {@code Q + c·P·sqrt(N) / (1 + n)}, with {@code Q = fpu} for an unvisited child. */
  static SelectionPolicy puct(double c, double fpu) {
    return new SelectionPolicy() {
      @Override
      public double parentTerm(int parentVisits) {
        return Math.sqrt(parentVisits);
      }

      @Override
      public double score(double sqrtN, int visits, double wins, int amafVisits, double amafWins, double prior) {
        double q = visits == 0 ? fpu : wins / visits;
        return q + c * prior * sqrtN / (1 + visits);
      }
    };
  }
}
