package org.gametree.core.search;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Builds searchers: {@code Search.builder(game).algorithm(Algorithm.NEGASCOUT).hashMegabytes(64).threads(2).build()}.
 */
public final class Search {
  private Search() {}

  /** A builder for {@code game} with its default evaluator, NEGASCOUT, a 16 MB table and one thread. */
  public static <S extends GameState> Builder<S> builder(Game<S> game) {
    return new Builder<>(game);
  }

  /** The searcher {@code config} describes: a depth-first one for an {@link Algorithm}, else the kind's own. */
  public static <S extends GameState> Searcher<S> create(SearchConfig<S> config) {
    if (config.kind() instanceof SearcherFactory<?> factory) {
      @SuppressWarnings("unchecked") // a configuration's factory is for its game's states
      SearcherFactory<S> typed = (SearcherFactory<S>) factory;
      return typed.create(config);
    }
    return org.gametree.core.search.internal.DepthFirstSearchers.create(config);
  }

  /**
   * Collects a searcher's configuration one setting at a time, in order (a later call wins), into an immutable
   * {@link SearchConfig}.
   */
  public static final class Builder<S extends GameState> {
    private SearchConfig<S> config;

    private Builder(Game<S> game) {
      this.config = SearchConfig.defaults(Objects.requireNonNull(game, "game"));
    }

    /** A depth-first algorithm (default NEGASCOUT). */
    public Builder<S> algorithm(Algorithm algorithm) {
      config = config.withKind(Objects.requireNonNull(algorithm, "algorithm"));
      return this;
    }

    /**
     * MCTS, as configured by {@code config} ({@code org.gametree.core.mcts.MctsConfig.uct()} and the others), or any
     * other factory of searchers: {@code Search.builder(game).mcts(MctsConfig.uct()).build()}.
     */
    public Builder<S> mcts(SearcherFactory<S> factory) {
      config = config.withKind(Objects.requireNonNull(factory, "factory"));
      return this;
    }

    /** The evaluator at the leaves (default: the game's default evaluator). */
    public Builder<S> evaluator(Evaluator<S> evaluator) {
      config = config.withEvaluator(Objects.requireNonNull(evaluator, "evaluator"));
      return this;
    }

    /** Transposition table size; 0 searches without a table (default 16). */
    public Builder<S> hashMegabytes(int megabytes) {
      config = config.withHashMegabytes(megabytes);
      return this;
    }

    /** Search threads (Lazy SMP sharing the table for ALPHA_BETA and NEGASCOUT; MCTS's parallel form). */
    public Builder<S> threads(int threads) {
      config = config.withThreads(threads);
      return this;
    }

    /** Aspiration windows around the previous iteration's score (default on). */
    public Builder<S> aspiration(boolean on) {
      config = config.withAspiration(on, config.aspirationWindow());
      return this;
    }

    /**
     * The first half-width of the aspiration windows, in evaluation units; 0 (the default) derives it in each search
     * from how far the root score moved between completed iterations, so that it follows the evaluator's scale.
     */
    public Builder<S> aspirationWindow(int halfWidth) {
      config = config.withAspiration(config.aspiration(), halfWidth);
      return this;
    }

    /** Quiescence search where the state offers {@link TacticalMoves} (default on). */
    public Builder<S> quiescence(boolean on) {
      config = config.withQuiescence(on);
      return this;
    }

    /** Null-move pruning where the state offers {@link NullMoveSupport} and says it is sound (default on). */
    public Builder<S> nullMove(boolean on) {
      config = config.withSelectivity(config.selectivity().withNullMove(on));
      return this;
    }

    /**
     * Late-move reductions (default on): at non-root nodes with 3 or more plies left, quiet moves late in the order
     * (not the hash move or a killer, not tactical, not a check, not while in check) are searched shallower with a
     * null window, and searched again at full depth if they beat alpha. The reduction grows with the depth left and
     * the move's place in the order.
     */
    public Builder<S> lateMoveReductions(boolean on) {
      config = config.withSelectivity(config.selectivity().withLateMoveReductions(on));
      return this;
    }

    /** Futility pruning at frontier nodes where the evaluator declares {@link PruningMargins} (default on). */
    public Builder<S> futility(boolean on) {
      config = config.withSelectivity(config.selectivity().withFutility(on));
      return this;
    }

    /** Razoring at frontier nodes where the evaluator declares a {@link PruningMargins#razoringMargin} (default on). */
    public Builder<S> razoring(boolean on) {
      config = config.withSelectivity(config.selectivity().withRazoring(on));
      return this;
    }

    /**
     * Internal iterative deepening (default on): a node with 4 or more plies left and no move from the table first
     * searches itself 2 plies shallower to find one. It changes the order only, never a value.
     */
    public Builder<S> internalDeepening(boolean on) {
      config = config.withInternalDeepening(on);
      return this;
    }

    /** Searches only the state's {@link CandidateMoves} below the root where it offers them (default on). */
    public Builder<S> candidateMoves(boolean on) {
      config = config.withSelectivity(config.selectivity().withCandidateMoves(on));
      return this;
    }

    /**
     * Turns the selective techniques on ({@link Selectivity#DEFAULT}) or all off at once ({@link Selectivity}: null
     * move, late-move reductions, futility, razoring, candidate moves, ProbCut and the pruning and extensions of
     * docs/search.md). Off makes ALPHA_BETA, NEGASCOUT and MTDF return exactly MINIMAX's value at a fixed depth; use
     * it wherever exactness is asked for.
     */
    public Builder<S> selective(boolean on) {
      return selectivity(Selectivity.of(on));
    }

    /** The selective techniques in use (default {@link Selectivity#DEFAULT}). */
    public Builder<S> selectivity(Selectivity selectivity) {
      config = config.withSelectivity(Objects.requireNonNull(selectivity, "selectivity"));
      return this;
    }

    /**
     * How much the player to move at the root dislikes a draw, in evaluation units (default 0): a finished drawn game
     * scores {@code -contempt} for that player and {@code +contempt} for the opponent, so an engine that stands better
     * plays on rather than repeat. Values are clamped to ±{@link org.gametree.core.Score#MAX_EVAL}.
     */
    public Builder<S> contempt(int contempt) {
      config = config.withContempt(contempt);
      return this;
    }

    /**
     * The selective techniques' constants in percent of their built-in values (default {@link SearchScales#DEFAULT});
     * the engine options {@code futility-scale}, {@code razoring-scale}, {@code lmr-scale}, {@code lmp-scale} and
     * {@code singular-scale} set them.
     */
    public Builder<S> scales(SearchScales scales) {
      config = config.withScales(Objects.requireNonNull(scales, "scales"));
      return this;
    }

    /** An exact solver to call where it can solve (default none). */
    public Builder<S> solver(ExactSolver<S> solver) {
      config = config.withSolver(solver);
      return this;
    }

    /**
     * Turns ProbCut on with the game's regression model and the cut threshold {@code t} in standard deviations
     * (Buro: about 1.5); null turns it off (the default). Used by ALPHA_BETA and NEGASCOUT at non-PV nodes.
     */
    public Builder<S> probCut(ProbCut<S> model, double threshold) {
      if (model != null && !(threshold >= 0)) {
        throw new IllegalArgumentException("ProbCut threshold must be >= 0: " + threshold);
      }
      config = config.withProbCut(model).withProbCutThreshold(model == null ? config.probCutThreshold() : threshold);
      if (model != null) {
        config = config.withSelectivity(config.selectivity().withProbCut(true));
      }
      return this;
    }

    /** The configuration as set so far. */
    public SearchConfig<S> config() {
      return config;
    }

    /** Builds the searcher. */
    public Searcher<S> build() {
      return create(config);
    }
  }
}
