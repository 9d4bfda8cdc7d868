package org.gametree.core.mcts;

import org.gametree.core.GameState;

/**
 * The strategies and settings of one searcher, resolved once from an {@link MctsConfig} (game policies looked up by
 * name, wrappers applied, the statistics every strategy needs collected) and never changed afterwards.
 *
 * @param selection the selection strategy, wrappers included
 * @param amaf whether AMAF statistics are kept and backed up
 * @param proofs whether proven values are backed up (MCTS-Solver)
 * @param expansion when and how nodes are created
 * @param playout the leaf strategy (each thread takes its own copy)
 * @param finalMove the final-move strategy
 * @param parallel how threads share the work
 * @param threads search threads
 * @param virtualLoss visits counted lost while a thread is on a path
 * @param reuse whether the new root's subtree is kept between searches
 * @param resign win rate below which the result advises resigning (0 = never)
 * @param resignMoves searches in a row for one side that must fall below {@code resign}
 * @param seed random seed
 * @param moveSpace the game's move space (AMAF buffers)
 */
record MctsPlan<S extends GameState>(SelectionPolicy selection, boolean amaf, boolean proofs, Expansion<S> expansion,
    Playout<S> playout, FinalMoveSelection finalMove, MctsConfig.Parallel parallel, int threads, int virtualLoss,
    boolean reuse, double resign, int resignMoves, long seed, int moveSpace) {
  /** Independent trees searched at once: one per thread under root parallelisation, else one. */
  int trees() {
    return parallel == MctsConfig.Parallel.ROOT ? threads : 1;
  }

  /** How the threads of one tree read and write it. */
  TreeStats treeStats() {
    if (parallel == MctsConfig.Parallel.TREE && threads > 1) {
      return TreeStats.LOCK_FREE;
    }
    if (parallel == MctsConfig.Parallel.TREE_LOCKED && threads > 1) {
      return TreeStats.LOCKED;
    }
    return TreeStats.SINGLE;
  }

  /** Workers per tree: all threads under tree parallelisation, else one (leaf helpers are not tree workers). */
  int workersPerTree() {
    return parallel == MctsConfig.Parallel.TREE || parallel == MctsConfig.Parallel.TREE_LOCKED ? threads : 1;
  }
}
