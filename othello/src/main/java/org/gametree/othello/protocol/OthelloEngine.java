package org.gametree.othello.protocol;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * The engine behind the Othello protocol front ends: the core search an engine spec builds (through
 * {@link Engines#create}). When {@code serve} names no engine it is the game's default, {@link #RECOMMENDED}; the
 * engine kind {@code othello} is an alias of {@link #RECOMMENDED} whose options override
 * the recommended ones ({@code othello:depth=8} searches to depth 8 instead of for a second).
 */
public final class OthelloEngine implements AutoCloseable {
  /** The recommended Othello engine, the game's default ({@link OthelloGame#RECOMMENDED_ENGINE}). */
  public static final String RECOMMENDED = OthelloGame.RECOMMENDED_ENGINE;

  private static final Set<String> LIMITS = Set.of("depth", "nodes", "time");

  private final Searcher<OthelloState> searcher;
  private final SearchLimits limits;

  /** An engine from a searcher and its default limits. */
  public OthelloEngine(Searcher<OthelloState> searcher, SearchLimits limits) {
    this.searcher = searcher;
    this.limits = limits;
  }

  /** Builds the engine a spec describes ({@link #resolve} first). */
  public static OthelloEngine create(Game<?> game, EngineSpec spec) {
    SearchEngine<OthelloState> e = Engines.create((OthelloGame) game, resolve(spec));
    return new OthelloEngine(e.searcher(), e.limits());
  }

  /**
   * The core spec the protocols build: {@link #RECOMMENDED} for none; for kind
   * {@code othello}, {@link #RECOMMENDED} with the spec's options on top (a limit among them replaces the recommended
   * time); any other spec as it is.
   */
  public static EngineSpec resolve(EngineSpec spec) {
    EngineSpec recommended = EngineSpec.parse(RECOMMENDED);
    if (spec == null) {
      return recommended;
    }
    if (!spec.kind().equals("othello")) {
      return spec;
    }
    Map<String, String> params = new LinkedHashMap<>(recommended.params());
    if (spec.params().keySet().stream().anyMatch(LIMITS::contains)) {
      params.keySet().removeAll(LIMITS);
    }
    params.putAll(spec.params());
    return new EngineSpec(recommended.kind(), params, "");
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
