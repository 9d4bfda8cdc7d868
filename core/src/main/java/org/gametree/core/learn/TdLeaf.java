package org.gametree.core.learn;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.TacticalMoves;

/**
 * TDLeaf(λ) (Baxter, Tridgell and Weaver's KnightCap, Li Cong): TD(λ) applied not to each position of a game but to
 * the leaf of the principal variation of a search from it, so the model learns the values the search actually
 * backs up. The leaf's features are taken from its mover's point of view and flipped by {@link TdLambda} to player 0's.
 * A PV that ends in a finished game is cut back to its last unfinished position.
 *
 * <p>The search is the core one ({@link Search#builder}): NegaScout to a fixed depth with every selective technique
 * off and no transposition table, and its quiescence where the game offers {@link TacticalMoves}. Then every node of
 * the line was searched in the window that made its value exact and no table cutoff cut the line short, so the line
 * ({@link SearchResult#principalVariation()}) runs through the quiescence search to the quiet position whose static
 * evaluation is the score backed up: KnightCap's leaf. A selective search could return a value no leaf has, and a
 * table cutoff a line that stops at a position searched earlier. Not thread-safe.
 */
public final class TdLeaf<S extends GameState> implements AutoCloseable {
  private final TdLambda td;
  private final FeatureExtractor<S> features;
  private final Searcher<S> searcher;
  private final SearchLimits limits;
  private final double[] buffer;

  /**
   * A TDLeaf learner feeding {@code td} with the leaves of {@code depth}-ply searches of {@code game} with {@code
   * evaluator} (which should be the one {@code td}'s model is: the leaf is the position whose evaluation is the
   * search's value).
   */
  public TdLeaf(TdLambda td, FeatureExtractor<S> features, Game<S> game, Evaluator<S> evaluator, int depth) {
    this.td = Objects.requireNonNull(td, "td");
    this.features = Objects.requireNonNull(features, "features");
    this.limits = SearchLimits.depth(depth);
    this.searcher = Search.builder(Objects.requireNonNull(game, "game")).algorithm(Algorithm.NEGASCOUT)
        .evaluator(Objects.requireNonNull(evaluator, "evaluator")).selective(false).hashMegabytes(0).build();
    this.buffer = new double[features.dimension()];
  }

  /** Begins a game; the search forgets what it learnt in earlier ones, so each game depends only on the weights. */
  public void startGame() {
    td.startGame();
    searcher.newGame();
  }

  /**
   * Searches {@code state}, walks its principal variation and learns from the leaf; the state is restored. Returns
   * the search's result, whose best move the caller may play.
   */
  public SearchResult observe(S state) {
    SearchResult result = searcher.search(state, limits);
    int[] line = result.principalVariation();
    int played = 0;
    for (int i = 0; i < line.length && !state.isTerminal(); i++) {
      state.playUnchecked(line[i]);
      played++;
    }
    if (state.isTerminal() && played > 0) {
      state.undo();
      played--;
    }
    features.extract(state, buffer);
    int player = state.currentPlayer();
    for (int i = 0; i < played; i++) {
      state.undo();
    }
    td.observe(buffer, player);
    return result;
  }

  /** Ends the game with outcome {@code z} from player 0's point of view. */
  public void endGame(double z) {
    td.endGame(z);
  }

  /** Releases the search. */
  @Override
  public void close() {
    searcher.close();
  }
}
