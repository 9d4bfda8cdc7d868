package org.gametree.othello.protocol;

import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.othello.BillEvaluator;
import org.gametree.othello.MidgameSearcher;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * The engine behind the Othello protocol front ends: the searcher an engine spec builds (through
 * {@link Engines#create}), or Othello's own {@link MidgameSearcher} where the core search is not available or the
 * spec's kind is {@code othello}.
 */
public final class OthelloEngine implements AutoCloseable {
  private final Searcher<OthelloState> searcher;
  private final SearchLimits limits;

  /** An engine from a searcher and its default limits. */
  public OthelloEngine(Searcher<OthelloState> searcher, SearchLimits limits) {
    this.searcher = searcher;
    this.limits = limits;
  }

  /** Builds the engine a spec describes, falling back to Othello's own searcher. */
  @SuppressWarnings("unchecked")
  public static OthelloEngine create(Game<?> game, EngineSpec spec) {
    OthelloGame g = (OthelloGame) game;
    if (spec != null && !spec.kind().equals("othello")) {
      try {
        SearchEngine<OthelloState> e = Engines.create(g, spec);
        return new OthelloEngine(e.searcher(), e.limits());
      } catch (UnsupportedOperationException e) {
        // the core depth-first search is not built in: use Othello's own
      }
    }
    boolean probCut = spec != null && "on".equals(spec.params().get("probcut"));
    SearchLimits limits = SearchLimits.time(Duration.ofSeconds(1));
    if (spec != null && spec.params().containsKey("depth")) {
      limits = SearchLimits.depth(Integer.parseInt(spec.params().get("depth")));
    }
    return new OthelloEngine(new MidgameSearcher(new BillEvaluator(), probCut, 16), limits);
  }

  /** The default limits from the spec. */
  public SearchLimits limits() {
    return limits;
  }

  /** Searches {@code state} (left unchanged) within {@code limits}. */
  public SearchResult search(OthelloState state, SearchLimits limits) {
    return searcher.search(state.copy(), limits);
  }

  /** Forgets tables between games. */
  public void newGame() {
    searcher.newGame();
  }

  /** A search score as discs for the side to move: the exact margin when decisive, else centi-discs / 100. */
  public static double discs(int score) {
    if (Score.isDecisive(score)) {
      int m = Score.margin(score);
      return score > 0 ? m : -m;
    }
    return score / 100.0;
  }

  @Override
  public void close() {
    searcher.close();
  }
}
