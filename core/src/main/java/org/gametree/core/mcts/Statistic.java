package org.gametree.core.mcts;

/**
 * A statistic a strategy reads from the tree. Each strategy declares the ones it needs ({@link
 * SelectionPolicy#statistics()}), and the searcher keeps only those: no AMAF arrays or AMAF back-up unless a
 * strategy reads {@link #AMAF}, no prior policy call unless one reads {@link #PRIORS}, no proof back-up unless the
 * solver is on ({@link #PROOFS}). Visits and summed rewards are always kept.
 */
public enum Statistic {
  /** Visits and summed rewards of each move (always kept). */
  VISITS,
  /** All-moves-as-first visits and rewards of each move (RAVE). */
  AMAF,
  /** Prior probabilities of each move, from the {@link PriorPolicy}. */
  PRIORS,
  /** Proven game-theoretic values of nodes (MCTS-Solver). */
  PROOFS
}
