package org.gametree.testkit;

import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/** Counting and searching helpers behind {@link GameContract}. */
final class ContractSupport {
  private ContractSupport() {}

  /** Move sequences of exactly {@code depth} plies by play and undo; a finished game before the end counts nothing. */
  static long perftByUndo(GameState state, int depth, int maxLegalMoves) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return 0;
    }
    int[] moves = new int[maxLegalMoves];
    int n = state.legalMoves(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      state.playUnchecked(moves[i]);
      total += perftByUndo(state, depth - 1, maxLegalMoves);
      state.undo();
    }
    return total;
  }

  /** The same count, playing each move on a fresh copy and never undoing. */
  static long perftByCopy(GameState state, int depth, int maxLegalMoves) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return 0;
    }
    int[] moves = new int[maxLegalMoves];
    int n = state.legalMoves(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      GameState child = state.copy();
      child.play(moves[i]);
      total += perftByCopy(child, depth - 1, maxLegalMoves);
    }
    return total;
  }

  /** The score of a fresh searcher at a fixed depth, every selective technique off. */
  static <S extends GameState> int searchScore(Game<S> game, S root, Algorithm algorithm, int mb, int depth) {
    try (Searcher<S> searcher =
        Search.builder(game).algorithm(algorithm).hashMegabytes(mb).selective(false).threads(1).build()) {
      return searcher.search(root, SearchLimits.depth(depth)).score();
    }
  }
}
