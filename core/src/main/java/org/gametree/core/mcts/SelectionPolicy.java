package org.gametree.core.mcts;

import java.util.EnumSet;
import java.util.Set;

/**
 * The selection strategy: how a node chooses the child to descend into; the child with the highest {@link #score}
 * wins. Values are from the point of view of the player to move at the node, in [0, 1]. The part of the formula that
 * depends only on the node ({@code ln N}, {@code sqrt N}) is computed once per node by {@link #parentTerm}. A policy
 * declares the statistics it reads ({@link #statistics()}); the searcher keeps only those. Recipes: {@link #uct},
 * {@link #rave}, {@link #puct}; wrappers: {@link #withEquivalentExperience}, {@link #withPriorVisits}.
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
   * @param amafVisits all-moves-as-first visits of the child's move (0 unless {@link Statistic#AMAF} is declared)
   * @param amafWins all-moves-as-first rewards of the child's move
   * @param prior the child's prior probability (uniform unless {@link Statistic#PRIORS} is declared)
   * @param moves the node's number of moves (a prior times it is the prior relative to a uniform one)
   */
  double score(double parentTerm, int visits, double wins, int amafVisits, double amafWins, double prior, int moves);

  /** The statistics this policy reads (visits are always kept). */
  default Set<Statistic> statistics() {
    return EnumSet.of(Statistic.VISITS, Statistic.PRIORS);
  }

  /** UCT (Kocsis and Szepesvári): {@code Q + c·sqrt(ln N / n)}; unvisited children first, in prior order. */
  static SelectionPolicy uct(double c) {
    return new SelectionPolicy() {
      @Override
      public double parentTerm(int parentVisits) {
        return Math.log(Math.max(1, parentVisits));
      }

      @Override
      public double score(double logN, int visits, double wins, int amafVisits, double amafWins, double prior,
          int moves) {
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
      public double score(double logN, int visits, double wins, int amafVisits, double amafWins, double prior,
          int moves) {
        if (visits == 0 && amafVisits == 0) {
          return 1.1 + prior * 1e-3;
        }
        double beta = amafVisits == 0 ? 0 : amafVisits / (visits + amafVisits + b4 * (double) visits * amafVisits);
        double q = visits == 0 ? 0 : wins / visits;
        double amaf = amafVisits == 0 ? 0 : amafWins / amafVisits;
        double explore = c == 0 ? 0 : c * Math.sqrt(logN / (visits + 1));
        return (1 - beta) * q + beta * amaf + explore;
      }

      @Override
      public Set<Statistic> statistics() {
        return EnumSet.of(Statistic.VISITS, Statistic.AMAF, Statistic.PRIORS);
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
      public double score(double sqrtN, int visits, double wins, int amafVisits, double amafWins, double prior,
          int moves) {
        double q = visits == 0 ? fpu : wins / visits;
        return q + c * prior * sqrtN / (1 + visits);
      }
    };
  }

  /**
   * Equivalent experience in the moves' own statistics (Gelly and Silver 2007): {@code inner} sees each move as if
   * played {@code visits} more times with win rate {@code r/(1+r)}, {@code r} the move's prior relative to a uniform
   * one. It steers selection only: the move played, the reported win rate and expansion use real visits.
   */
  static SelectionPolicy withEquivalentExperience(SelectionPolicy inner, int visits) {
    return visits <= 0 ? inner : new PriorExperience.InMoves(inner, visits);
  }

  /**
   * The prior as {@code visits} AMAF visits worth {@code r/(1+r)} each (Gelly and Silver 2007), for a policy that
   * reads AMAF statistics (RAVE); the same as seeding each new node's AMAF statistics, since AMAF only adds.
   */
  static SelectionPolicy withPriorVisits(SelectionPolicy inner, int visits) {
    return visits <= 0 ? inner : new PriorExperience.InAmaf(inner, visits);
  }
}
