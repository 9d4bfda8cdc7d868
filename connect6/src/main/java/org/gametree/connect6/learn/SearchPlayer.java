package org.gametree.connect6.learn;

import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Evaluator;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/**
 * A player of the TD games that chooses each stone with the core search, configured as the engine spec
 * {@code negascout:depth=D} configures it (every default of {@link Search#builder}: candidate moves, ordering,
 * pruning; 16 MB table), so that what the network learns from is what {@code eval=td} plays with. The training-set
 * expansion ({@link #topK}) values the search's own candidate moves one stone deep, as {@link StonePlayer} does.
 * Single-threaded; {@link #newGame()} clears the search's tables (the weights change between games).
 */
final class SearchPlayer implements TdGames.Mover {
  private final Searcher<ConnectState> searcher;
  private final SearchLimits limits;
  private final StonePlayer oneStone;

  SearchPlayer(ConnectGame game, Evaluator<ConnectState> evaluator, int depth) {
    this.searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).evaluator(evaluator).threads(1).build();
    this.limits = SearchLimits.depth(depth);
    this.oneStone = new StonePlayer(game, evaluator, 0);
  }

  @Override
  public int best(ConnectState s) {
    return searcher.search(s, limits).bestMove();
  }

  @Override
  public int topK(ConnectState s, int k, double t, SplittableRandom random) {
    return oneStone.topK(s, k, t, random);
  }

  @Override
  public void newGame() {
    searcher.newGame();
  }
}
