package org.gametree.core.mcts;

import java.util.EnumSet;
import java.util.Set;

/** The selection wrappers that add a move's prior as equivalent experience (eqex, priorvisits). */
final class PriorExperience {
  private PriorExperience() {}

  private static Set<Statistic> withPriors(Set<Statistic> inner, Statistic... more) {
    EnumSet<Statistic> s = EnumSet.copyOf(inner);
    s.add(Statistic.PRIORS);
    s.addAll(java.util.List.of(more));
    return s;
  }

  /** {@code eqex=K}: K visits worth r/(1+r) added to the move's own statistics. */
  static final class InMoves implements SelectionPolicy {
    private final SelectionPolicy inner;
    private final int k;
    private final Set<Statistic> statistics;

    InMoves(SelectionPolicy inner, int k) {
      this.inner = inner;
      this.k = k;
      this.statistics = withPriors(inner.statistics());
    }

    @Override
    public double parentTerm(int parentVisits) {
      return inner.parentTerm(parentVisits);
    }

    @Override
    public double score(double parentTerm, int visits, double wins, int amafVisits, double amafWins, double prior,
        int moves) {
      return inner.score(parentTerm, visits + k, wins + k * Node.priorWinRate(prior, moves), amafVisits, amafWins,
          prior, moves);
    }

    @Override
    public Set<Statistic> statistics() {
      return statistics;
    }
  }

  /** {@code priorvisits=K}: K AMAF visits worth r/(1+r) added to the move's AMAF statistics. */
  static final class InAmaf implements SelectionPolicy {
    private final SelectionPolicy inner;
    private final int k;
    private final Set<Statistic> statistics;

    InAmaf(SelectionPolicy inner, int k) {
      this.inner = inner;
      this.k = k;
      this.statistics = withPriors(inner.statistics(), Statistic.AMAF);
    }

    @Override
    public double parentTerm(int parentVisits) {
      return inner.parentTerm(parentVisits);
    }

    @Override
    public double score(double parentTerm, int visits, double wins, int amafVisits, double amafWins, double prior,
        int moves) {
      return inner.score(parentTerm, visits, wins, amafVisits + k, amafWins + k * Node.priorWinRate(prior, moves),
          prior, moves);
    }

    @Override
    public Set<Statistic> statistics() {
      return statistics;
    }
  }
}
