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

  /** Collects a searcher's configuration. */
  public static final class Builder<S extends GameState> {
    private final Game<S> game;
    private Algorithm algorithm = Algorithm.NEGASCOUT;
    private Evaluator<S> evaluator;
    private int hashMegabytes = 16;
    private int threads = 1;
    private boolean aspiration = true;
    private int aspirationWindow;
    private boolean quiescence = true;
    private boolean nullMove = true;
    private boolean lateMoveReductions = true;
    private boolean futility = true;
    private boolean razoring = true;
    private boolean internalDeepening = true;
    private boolean candidateMoves = true;
    private int contempt;
    private ExactSolver<S> solver;
    private ProbCut<S> probCut;
    private double probCutThreshold = 1.5;
    private SearcherFactory<S> mcts;

    private Builder(Game<S> game) {
      this.game = Objects.requireNonNull(game, "game");
      this.evaluator = game.defaultEvaluator();
    }

    /** The algorithm (default NEGASCOUT). */
    public Builder<S> algorithm(Algorithm algorithm) {
      this.algorithm = Objects.requireNonNull(algorithm, "algorithm");
      return this;
    }

    /** The evaluator at the leaves (default: the game's default evaluator). */
    public Builder<S> evaluator(Evaluator<S> evaluator) {
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      return this;
    }

    /** Transposition table size; 0 searches without a table (default 16). */
    public Builder<S> hashMegabytes(int megabytes) {
      if (megabytes < 0) {
        throw new IllegalArgumentException("hash size must be >= 0 MB: " + megabytes);
      }
      this.hashMegabytes = megabytes;
      return this;
    }

    /** Search threads (Lazy SMP sharing the table for ALPHA_BETA and NEGASCOUT; MCTS's parallel form). */
    public Builder<S> threads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be >= 1: " + threads);
      }
      this.threads = threads;
      return this;
    }

    /** Aspiration windows around the previous iteration's score (default on). */
    public Builder<S> aspiration(boolean on) {
      this.aspiration = on;
      return this;
    }

    /**
     * The first half-width of the aspiration windows, in evaluation units; 0 (the default) derives it in each search
     * from how far the root score moved between completed iterations, so that it follows the evaluator's scale.
     */
    public Builder<S> aspirationWindow(int halfWidth) {
      if (halfWidth < 0 || halfWidth > org.gametree.core.Score.MAX_EVAL) {
        throw new IllegalArgumentException(
            "aspiration half-width must be in 0.." + org.gametree.core.Score.MAX_EVAL + ": " + halfWidth);
      }
      this.aspirationWindow = halfWidth;
      return this;
    }

    /** Quiescence search where the state offers {@link TacticalMoves} (default on). */
    public Builder<S> quiescence(boolean on) {
      this.quiescence = on;
      return this;
    }

    /** Null-move pruning where the state offers {@link NullMoveSupport} and says it is sound (default on). */
    public Builder<S> nullMove(boolean on) {
      this.nullMove = on;
      return this;
    }

    /**
     * Late-move reductions (default on): at non-root nodes with 3 or more plies left, quiet moves late in the order
     * (not the hash move or a killer, not tactical, not a check, not while in check) are searched shallower with a
     * null window, and searched again at full depth if they beat alpha. The reduction grows with the depth left and
     * the move's place in the order.
     */
    public Builder<S> lateMoveReductions(boolean on) {
      this.lateMoveReductions = on;
      return this;
    }

    /** Futility pruning at frontier nodes where the evaluator declares {@link PruningMargins} (default on). */
    public Builder<S> futility(boolean on) {
      this.futility = on;
      return this;
    }

    /** Razoring at frontier nodes where the evaluator declares a {@link PruningMargins#razoringMargin} (default on). */
    public Builder<S> razoring(boolean on) {
      this.razoring = on;
      return this;
    }

    /**
     * Internal iterative deepening (default on): a node with 4 or more plies left and no move from the table first
     * searches itself 2 plies shallower to find one. It changes the order only, never a value.
     */
    public Builder<S> internalDeepening(boolean on) {
      this.internalDeepening = on;
      return this;
    }

    /** Searches only the state's {@link CandidateMoves} below the root where it offers them (default on). */
    public Builder<S> candidateMoves(boolean on) {
      this.candidateMoves = on;
      return this;
    }

    /**
     * Turns every selective technique on or off at once: null move, late-move reductions, futility, razoring,
     * candidate moves and ProbCut (which off removes; on leaves as set). Off makes ALPHA_BETA, NEGASCOUT and MTDF
     * return exactly MINIMAX's value at a fixed depth; use it wherever exactness is asked for.
     */
    public Builder<S> selective(boolean on) {
      this.nullMove = on;
      this.lateMoveReductions = on;
      this.futility = on;
      this.razoring = on;
      this.candidateMoves = on;
      if (!on) {
        this.probCut = null;
      }
      return this;
    }

    /**
     * How much the player to move at the root dislikes a draw, in evaluation units (default 0): a finished drawn game
     * scores {@code -contempt} for that player and {@code +contempt} for the opponent, so an engine that stands better
     * plays on rather than repeat. Values are clamped to ±{@link org.gametree.core.Score#MAX_EVAL}.
     */
    public Builder<S> contempt(int contempt) {
      this.contempt = Math.max(-org.gametree.core.Score.MAX_EVAL, Math.min(org.gametree.core.Score.MAX_EVAL, contempt));
      return this;
    }

    /** An exact solver to call where it can solve (default none). */
    public Builder<S> solver(ExactSolver<S> solver) {
      this.solver = solver;
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
      this.probCut = model;
      this.probCutThreshold = threshold;
      return this;
    }

    /**
     * The MCTS configuration ({@code org.gametree.core.mcts.MctsConfig}, or any other factory), which builds the
     * searcher when the algorithm is MCTS; required for MCTS, since this package does not know the MCTS package.
     */
    public Builder<S> mcts(SearcherFactory<S> config) {
      this.mcts = config;
      return this;
    }

    /** The game this builder makes searchers for. */
    public Game<S> game() {
      return game;
    }

    /** The {@code algorithm} setting this builder holds (its default until set). */
    public Algorithm algorithm() {
      return algorithm;
    }

    /** The {@code evaluator} setting this builder holds (its default until set). */
    public Evaluator<S> evaluator() {
      return evaluator;
    }

    /** The {@code hashMegabytes} setting this builder holds (its default until set). */
    public int hashMegabytes() {
      return hashMegabytes;
    }

    /** The {@code threads} setting this builder holds (its default until set). */
    public int threads() {
      return threads;
    }

    /** The {@code aspiration} setting this builder holds (its default until set). */
    public boolean aspiration() {
      return aspiration;
    }

    /** The {@code aspirationWindow} setting this builder holds: 0 (the default) for the adaptive half-width. */
    public int aspirationWindow() {
      return aspirationWindow;
    }

    /** The {@code quiescence} setting this builder holds (its default until set). */
    public boolean quiescence() {
      return quiescence;
    }

    /** The {@code nullMove} setting this builder holds (its default until set). */
    public boolean nullMove() {
      return nullMove;
    }

    /** The {@code lateMoveReductions} setting this builder holds (its default until set). */
    public boolean lateMoveReductions() {
      return lateMoveReductions;
    }

    /** The {@code futility} setting this builder holds (its default until set). */
    public boolean futility() {
      return futility;
    }

    /** The {@code razoring} setting this builder holds (its default until set). */
    public boolean razoring() {
      return razoring;
    }

    /** The {@code internalDeepening} setting this builder holds (its default until set). */
    public boolean internalDeepening() {
      return internalDeepening;
    }

    /** The {@code candidateMoves} setting this builder holds (its default until set). */
    public boolean candidateMoves() {
      return candidateMoves;
    }

    /** The {@code contempt} setting this builder holds (its default until set). */
    public int contempt() {
      return contempt;
    }

    /** The {@code solver} setting this builder holds (its default until set). */
    public ExactSolver<S> solver() {
      return solver;
    }

    /** The {@code probCut} setting this builder holds (its default until set). */
    public ProbCut<S> probCut() {
      return probCut;
    }

    /** The {@code probCutThreshold} setting this builder holds (its default until set). */
    public double probCutThreshold() {
      return probCutThreshold;
    }

    /** The {@code mcts} setting this builder holds (its default until set). */
    public SearcherFactory<S> mcts() {
      return mcts;
    }

    /** Builds the searcher. */
    public Searcher<S> build() {
      if (algorithm == Algorithm.MCTS) {
        if (mcts == null) {
          throw new IllegalStateException("Algorithm.MCTS needs a configuration: .mcts(MctsConfig.uct()) or another");
        }
        return mcts.create(this);
      }
      return org.gametree.core.search.internal.DepthFirstSearchers.create(this);
    }
  }
}
