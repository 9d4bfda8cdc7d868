package org.gametree.core.match;

import java.util.OptionalInt;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;

/**
 * A built-in searcher as a player: searches with the spec's limits, or for the match's time per move when set, or
 * with the time its clock gives ({@link org.gametree.core.search.TimeControl}).
 */
public final class SearchPlayer<S extends GameState> implements Player<S> {
  private final SearchEngine<S> engine;
  private OptionalInt lastScore = OptionalInt.empty();

  /** A player that moves by {@code engine}'s search. */
  public SearchPlayer(SearchEngine<S> engine) {
    this.engine = engine;
  }

  @Override
  public String name() {
    return engine.spec().toString();
  }

  @Override
  public void newGame(S start) {
    engine.searcher().newGame();
    lastScore = OptionalInt.empty();
  }

  @Override
  @SuppressWarnings("unchecked")
  public int chooseMove(MoveRequest<S> request) {
    SearchLimits limits = engine.limits();
    if (request.clock() != null) {
      limits = limits.withTimeControl(request.clock());
    } else if (request.timePerMove() != null) {
      limits = limits.withTime(request.timePerMove());
    }
    SearchResult r = engine.searcher().search((S) request.state().copy(), limits);
    if (r.bestMove() < 0 || !request.state().isLegal(r.bestMove())) {
      throw new PlayerException(name() + " returned no legal move (" + r.bestMove() + ")");
    }
    // a resigning engine's score is a win rate, but adjudication must read it as the loss it concedes
    lastScore = OptionalInt.of(r.resigned() ? Score.loss(0) : r.score());
    return r.bestMove();
  }

  @Override
  public OptionalInt lastScore() {
    return lastScore;
  }

  @Override
  public void close() {
    engine.close();
  }
}
