package org.gametree.core.learn;

import java.util.Arrays;
import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.TacticalMoves;

/**
 * Resolves a position to a quiet one with the game's quiescence, through the core search: the principal leaf of a
 * quiescence-only search. A state that is not {@link TacticalMoves} is quiet as it is. One whose mover must evade (in
 * check) is refused. Otherwise the core NegaScout (exact: no selectivity, no table) searches the tactical moves alone
 * one ply deep with the quiescence below; if that scores no more than the static evaluation the mover stands pat and
 * the position is its own leaf, else the search's principal variation is played to its end, the quiet position whose
 * evaluation the quiescence backed up. A line ending in a finished game, in check or with a decisive score is refused.
 * Not thread-safe (one searcher, one buffer).
 */
public final class QuietPositions<S extends GameState> implements AutoCloseable {
  private final Evaluator<S> evaluator;
  private final Searcher<S> searcher;
  private final int[] buffer;
  private final SearchLimits oneCapture = SearchLimits.depth(1);

  /** A resolver searching with {@code evaluator}. */
  public QuietPositions(Game<S> game, Evaluator<S> evaluator) {
    this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
    this.searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).evaluator(evaluator).selective(false)
        .hashMegabytes(0).build();
    this.buffer = new int[game.maxLegalMoves()];
  }

  /**
   * Plays the quiescence's principal line on {@code s} and returns its length (0: {@code s} is quiet), or −1 with
   * {@code s} unchanged if {@code s} cannot be resolved to a quiet position.
   */
  public int resolve(S s) {
    if (s.isTerminal()) {
      return -1;
    }
    if (!(s instanceof TacticalMoves t)) {
      return 0;
    }
    if (t.mustEvade()) {
      return -1;
    }
    int n = t.tacticalMoves(buffer);
    if (n == 0) {
      return 0;
    }
    SearchResult r = searcher.search(s, oneCapture.withOnlyMoves(Arrays.copyOf(buffer, n)));
    if (Score.isDecisive(r.score())) {
      return -1;
    }
    if (r.score() <= evaluator.evaluate(s)) {
      return 0;
    }
    int[] line = r.principalVariation();
    int played = 0;
    boolean ok = line.length > 0;
    for (int i = 0; i < line.length && ok; i++) {
      if (s.isTerminal() || !s.isLegal(line[i])) {
        ok = false;
        break;
      }
      s.playUnchecked(line[i]);
      played++;
    }
    if (ok && !s.isTerminal() && !(s instanceof TacticalMoves leaf && leaf.mustEvade())) {
      return played;
    }
    for (int i = 0; i < played; i++) {
      s.undo();
    }
    return -1;
  }

  @Override
  public void close() {
    searcher.close();
  }
}
