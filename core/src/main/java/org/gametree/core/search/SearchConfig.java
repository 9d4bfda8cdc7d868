package org.gametree.core.search;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;

/**
 * Everything a searcher is built from, in one immutable value: what {@link Search.Builder} builds and what the
 * searchers read. Engine specs resolve into one ({@code org.gametree.core.engine.Engines}); two specs that mean the
 * same engine give equal configurations whatever the order of their options.
 *
 * @param game the game
 * @param kind a depth-first {@link Algorithm} or another package's {@link SearcherFactory} (MCTS)
 * @param evaluator the evaluator at the leaves
 * @param hashMegabytes transposition table size; 0 searches without a table
 * @param threads search threads (Lazy SMP for ALPHA_BETA and NEGASCOUT; MCTS's parallel form)
 * @param aspiration aspiration windows around the previous iteration's score
 * @param aspirationWindow the windows' first half-width in evaluation units; 0 derives it from the root score's moves
 * @param quiescence quiescence search where the state offers {@link TacticalMoves}
 * @param internalDeepening internal iterative deepening at nodes without a table move (order only, never a value)
 * @param selectivity the selective techniques in use
 * @param contempt how much the root player dislikes a draw, within ±{@link Score#MAX_EVAL}
 * @param solver an exact solver the search hands the nodes it can solve, or null
 * @param probCut the game's ProbCut model, or null; used when {@link Selectivity#probCut()} is on
 * @param probCutThreshold ProbCut's cut threshold in standard deviations
 * @param scales the selective techniques' constants, in percent of their built-in values
 */
public record SearchConfig<S extends GameState>(Game<S> game, SearcherKind kind, Evaluator<S> evaluator,
    int hashMegabytes, int threads, boolean aspiration, int aspirationWindow, boolean quiescence,
    boolean internalDeepening, Selectivity selectivity, int contempt, ExactSolver<S> solver, ProbCut<S> probCut,
    double probCutThreshold, SearchScales scales) {
  /** Checks every value; {@link IllegalArgumentException} naming the one out of range. */
  public SearchConfig {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(selectivity, "selectivity");
    Objects.requireNonNull(scales, "scales");
    if (hashMegabytes < 0) {
      throw new IllegalArgumentException("hash size must be >= 0 MB: " + hashMegabytes);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1: " + threads);
    }
    if (aspirationWindow < 0 || aspirationWindow > Score.MAX_EVAL) {
      throw new IllegalArgumentException("aspiration half-width must be in 0.." + Score.MAX_EVAL + ": "
          + aspirationWindow);
    }
    if (!(probCutThreshold >= 0)) {
      throw new IllegalArgumentException("ProbCut threshold must be >= 0: " + probCutThreshold);
    }
    contempt = Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, contempt));
  }

  /** NEGASCOUT with the game's default evaluator, a 16 MB table, one thread and {@link Selectivity#DEFAULT}. */
  public static <S extends GameState> SearchConfig<S> defaults(Game<S> game) {
    return new SearchConfig<>(game, Algorithm.NEGASCOUT, game.defaultEvaluator(), 16, 1, true, 0, true, true,
        Selectivity.DEFAULT, 0, null, null, 1.5, SearchScales.DEFAULT);
  }

  /** The ProbCut model the search uses: the model if set and {@link Selectivity#probCut()} is on, else null. */
  public ProbCut<S> activeProbCut() {
    return selectivity.probCut() ? probCut : null;
  }

  /** This with another searcher kind. */
  public SearchConfig<S> withKind(SearcherKind kind) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another evaluator. */
  public SearchConfig<S> withEvaluator(Evaluator<S> evaluator) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another table size. */
  public SearchConfig<S> withHashMegabytes(int hashMegabytes) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another thread count. */
  public SearchConfig<S> withThreads(int threads) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with aspiration windows on or off and their first half-width (0: adaptive). */
  public SearchConfig<S> withAspiration(boolean aspiration, int aspirationWindow) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with quiescence search on or off. */
  public SearchConfig<S> withQuiescence(boolean quiescence) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with internal iterative deepening on or off. */
  public SearchConfig<S> withInternalDeepening(boolean internalDeepening) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with other selective techniques. */
  public SearchConfig<S> withSelectivity(Selectivity selectivity) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another contempt (clamped to ±{@link Score#MAX_EVAL}). */
  public SearchConfig<S> withContempt(int contempt) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another exact solver (null: none). */
  public SearchConfig<S> withSolver(ExactSolver<S> solver) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another ProbCut model (null: none); {@link #selectivity()} still decides whether it is used. */
  public SearchConfig<S> withProbCut(ProbCut<S> probCut) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with another ProbCut threshold. */
  public SearchConfig<S> withProbCutThreshold(double probCutThreshold) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }

  /** This with other scales of the selective search's constants. */
  public SearchConfig<S> withScales(SearchScales scales) {
    return new SearchConfig<>(game, kind, evaluator, hashMegabytes, threads, aspiration, aspirationWindow, quiescence,
        internalDeepening, selectivity, contempt, solver, probCut, probCutThreshold, scales);
  }
}
