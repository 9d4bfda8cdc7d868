package org.gametree.core.search.internal;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.CandidateMoves;
import org.gametree.core.search.EndByRule;
import org.gametree.core.search.HashMoveCheck;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.NullMoveSupport;
import org.gametree.core.search.PruningMargins;
import org.gametree.core.search.RepetitionRule;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchExtensions;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchScore;
import org.gametree.core.search.Selectivity;
import org.gametree.core.search.TacticalMoves;

/**
 * Everything one search thread owns: its state, node counter, move ordering, principal-variation array and the
 * pieces every algorithm shares (leaf evaluation, quiescence, terminal scores, table access, root bookkeeping). It
 * is also the one place where the game's hooks are found and consulted: {@link #begin} looks each one up once per
 * search, and the recursions ({@link Minimax}, {@link Negamax}, and {@link Mtdf} as a driver of {@link Negamax}) ask
 * the worker, never the state, what the game knows.
 *
 * <p>Values are always from the point of view of the player to move at the node; a child's value is negated (and the
 * window swapped) only when {@link GameState#currentPlayer()} changed across the move.
 */
final class SearchWorker<S extends GameState> {
  /**
   * Whether quiet moves that refuted the previous move are keyed after the killers. Off: it saves nodes to a fixed
   * depth (4% summed over the bench positions, 15% in Connect Four), but with the selective search those trees play
   * Connect Four worse at fixed depth (depth 8 against depth 2 over 80 games: 65.6% where the order without it scores
   * 71.9%), which is to be measured with time-limited matches before it is turned on.
   */
  static final boolean COUNTER_MOVES = false;
  /**
   * Whether quiet moves are keyed by continuation history too. Off: on the bench positions it saved nodes in Xiangqi
   * (-14%) but cost more in Connect Four and Go than it saved summed over the games.
   */
  static final boolean CONTINUATION = false;
  /** Plies the quiescence search may add below the nominal depth. */
  static final int QUIESCENCE_PLIES = 32;
  /** Array size per ply: the deepest search, extensions up to doubling it, and quiescence. */
  static final int MAX_PLY = 2 * SearchLimits.MAX_DEPTH + QUIESCENCE_PLIES + 2;

  final Game<S> game;
  final int threadIndex;
  final TranspositionTable table;
  final MovePicker ordering;
  private final Evaluator<S> evaluator;
  private final boolean quiescence;
  private final boolean nullMoveOn;
  final boolean lateMoveReductions;
  final boolean internalDeepening;
  private final boolean candidatesOn;
  /** The game's exact solver at this thread's nodes. */
  final SolverStep<S> solver;
  /** ProbCut at this thread's nodes. */
  final ProbCutStep<S> probCuts;
  /** The quiescence search at this thread's leaves. */
  private final Quiescence<S> quiescenceSearch = new Quiescence<>(this);
  private final boolean scoresMargin;
  private final int contempt;
  /** The evaluator's frontier margins, or null (no futility pruning or razoring). */
  final PruningMargins pruningMargins;
  final boolean futilityOn;
  private final boolean razoringOn;
  final boolean mateDistanceOn;
  final boolean tableEvalOn;
  final boolean improvingOn;
  final boolean nullVerificationOn;
  final boolean singularOn;
  final boolean historyReductionsOn;
  /** The selective constants at this search's scales. */
  final ScaledConstants constants;
  /** Evaluations, movers and singular exclusions along the path. */
  final NodeStack stack = new NodeStack(MAX_PLY);
  /** The check-word bits of the last probe: the entry's evaluation and PV flag. */
  private final int[] probed = new int[1];
  /** Positive while a null-move verification search runs: no null moves inside it. */
  int verifying;

  S state;
  /** The player to move at the root: the one a draw's contempt is counted against. */
  private int rootPlayer;
  private TimeManager time;
  private SearchLimits limits;
  private MoveScorer scorer;
  /** The state's tactical hook, or null: checks and tactical moves for selectivity. */
  private TacticalMoves tactical;
  /** The same hook when quiescence is on, else null. */
  TacticalMoves quiescenceMoves;
  private SearchExtensions extensions;
  private NullMoveSupport nullMoves;
  private CandidateMoves candidates;
  /** The state's repetition rule, or null: then a game's own end is the only one the search knows. */
  private RepetitionRule repetitions;
  /** Whether the hash move is tried before generation (the state checks it cheaply, and no candidate list limits). */
  private boolean hashMoveEarly;
  /** The state's end-by-rule hook, or null: then the search asks {@code isTerminal()} at every node. */
  EndByRule ends;

  long nodes;
  private int untilPoll;
  int selectiveDepth;
  /** Set once the search must unwind; values computed after it are meaningless. */
  boolean stopped;
  int rootDepth;

  final PrincipalVariation pv = new PrincipalVariation(MAX_PLY);
  private final boolean[] afterNull = new boolean[MAX_PLY + 1];
  /**
   * Whether the value the node at each ply returned depends on the path to it: a repetition below it decided it (or
   * could have). Reset by {@link #enter}; set by {@link #repetitionScore} and passed up by the recursions.
   */
  final boolean[] pathDependent = new boolean[MAX_PLY + 1];

  int previousBestMove = -1;
  int rootBestMove;
  int rootBestScore;
  int rootMovesSearched;
  int rootWindowAlpha;

  SearchWorker(SearchConfig<S> config, TranspositionTable table, int threadIndex) {
    this.game = config.game();
    this.threadIndex = threadIndex;
    this.table = table;
    // Lazy-SMP helpers get their own evaluator: learnt evaluators keep scratch buffers.
    this.evaluator = threadIndex == 0 ? config.evaluator() : config.evaluator().forThread();
    this.quiescence = config.quiescence();
    Selectivity selectivity = config.selectivity();
    this.nullMoveOn = selectivity.nullMove();
    this.lateMoveReductions = selectivity.lateMoveReductions();
    this.internalDeepening = config.internalDeepening();
    this.candidatesOn = selectivity.candidateMoves();
    this.pruningMargins = evaluator instanceof PruningMargins ? (PruningMargins) evaluator : null;
    this.futilityOn = selectivity.futility() && pruningMargins != null;
    this.razoringOn = selectivity.razoring() && pruningMargins != null;
    this.mateDistanceOn = selectivity.mateDistance();
    this.tableEvalOn = selectivity.tableEval();
    this.improvingOn = selectivity.improving();
    this.nullVerificationOn = selectivity.nullVerification();
    this.singularOn = selectivity.singular();
    this.historyReductionsOn = selectivity.historyReductions();
    this.constants = new ScaledConstants(config.scales(), evaluator.unit().perPlayerUnit());
    // ... and their own solver: solvers keep tables and buffers too.
    this.solver = new SolverStep<>(this,
        threadIndex == 0 || config.solver() == null ? config.solver() : config.solver().forThread());
    this.probCuts = new ProbCutStep<>(this, config.activeProbCut(), config.probCutThreshold());
    this.scoresMargin = game.scoresMargin();
    this.contempt = config.contempt();
    this.ordering = new MovePicker(MAX_PLY, game.maxLegalMoves(), game.moveSpace(),
        threadIndex == 0 ? 0 : 0x9E3779B97F4A7C15L * threadIndex, this::generate, COUNTER_MOVES, CONTINUATION);
  }

  /** Prepares for a search of {@code root} (this thread's own state) within {@code limits}. */
  void begin(S root, TimeManager time, SearchLimits limits) {
    this.state = root;
    this.rootPlayer = root.currentPlayer();
    solver.begin(root);
    this.time = time;
    this.limits = limits;
    this.scorer = root instanceof MoveScorer ? (MoveScorer) root
        : evaluator instanceof MoveScorer ? (MoveScorer) evaluator : null;
    this.tactical = root instanceof TacticalMoves ? (TacticalMoves) root : null;
    this.quiescenceMoves = quiescence ? tactical : null;
    this.extensions = root instanceof SearchExtensions ? (SearchExtensions) root : null;
    this.nullMoves = nullMoveOn && root instanceof NullMoveSupport ? (NullMoveSupport) root : null;
    this.candidates = candidatesOn && root instanceof CandidateMoves ? (CandidateMoves) root : null;
    this.repetitions = root instanceof RepetitionRule ? (RepetitionRule) root : null;
    this.ends = root instanceof EndByRule ? (EndByRule) root : null;
    this.hashMoveEarly = candidates == null && root instanceof HashMoveCheck;
    ordering.begin(root, scorer, hashMoveEarly ? (HashMoveCheck) root : null);
    this.nodes = 0;
    this.untilPoll = TimeManager.CHECK_INTERVAL;
    this.selectiveDepth = 0;
    this.stopped = false;
    this.verifying = 0;
    this.previousBestMove = -1;
    ordering.clearKillers();
    ordering.ageHistory();
  }

  /** Counts a node at {@code ply}, empties its PV and polls the clock every few thousand nodes. */
  void enter(int ply) {
    pv.clear(ply);
    pathDependent[ply] = false;
    nodes++;
    if (ply > selectiveDepth) {
      selectiveDepth = ply;
    }
    if (--untilPoll == 0) {
      untilPoll = TimeManager.CHECK_INTERVAL;
      if (time.poll(TimeManager.CHECK_INTERVAL)) {
        stopped = true;
      }
    }
  }

  /** Hands the nodes not yet reported to the time manager. */
  void flushNodes() {
    time.poll(TimeManager.CHECK_INTERVAL - untilPoll);
    untilPoll = TimeManager.CHECK_INTERVAL;
  }

  /** Whether the search should stop at {@code ply}: the arrays end here. */
  static boolean atPlyLimit(int ply) {
    return ply >= MAX_PLY - 2;
  }

  /** The finished game's score for the player to move; a draw counts the contempt against the root's player. */
  int terminalScore(int ply) {
    org.gametree.core.Outcome outcome = state.outcome();
    if (outcome.isDraw()) {
      return drawScore();
    }
    return Score.terminal(outcome, state.currentPlayer(), ply, scoresMargin);
  }

  /** A draw for the player to move: 0, or the contempt counted against the root's player. */
  private int drawScore() {
    return contempt == 0 ? 0 : state.currentPlayer() == rootPlayer ? -contempt : contempt;
  }

  /**
   * Whether the game is over at a node that will generate its moves: where the state offers {@link EndByRule}, only
   * its rule (no legal move is found by the generation: {@link #noMoves}); otherwise {@code isTerminal()}.
   */
  boolean endedBeforeGeneration() {
    return ends != null ? ends.endedByRule() : state.isTerminal();
  }

  /**
   * Whether the node at {@code ply}, whose moves were all handed out, ended the game by having none: known only where
   * the state offers {@link EndByRule} (elsewhere {@code isTerminal()} answered before generation).
   */
  boolean noMoves(int ply) {
    return ends != null && ordering.noMoves(ply);
  }

  /** Returned by {@link #repetitionScore} when the game's rule scores no repetition here. */
  static final int NO_REPETITION = Integer.MIN_VALUE;

  /**
   * The game's verdict on a repetition at this node, {@code ply} moves below the root, as a score for the player to
   * move (a draw with contempt, a win or loss at this distance), or {@link #NO_REPETITION}. A verdict marks the node's
   * value path-dependent: the same position reached another way need not repeat anything.
   */
  int repetitionScore(int ply) {
    if (repetitions == null) {
      return NO_REPETITION;
    }
    int score;
    switch (repetitions.repetition(ply)) {
      case DRAW:
        score = drawScore();
        break;
      case WIN:
        score = Score.win(ply);
        break;
      case LOSS:
        score = Score.loss(ply);
        break;
      default:
        return NO_REPETITION;
    }
    pathDependent[ply] = true;
    return score;
  }

  /** Whether the value the node at {@code ply} last returned depends on the path to it. */
  boolean pathDependent(int ply) {
    return pathDependent[ply];
  }

  /** Sets whether the value the node at {@code ply} returns depends on the path to it. */
  void pathDependent(int ply, boolean dependent) {
    pathDependent[ply] = dependent;
  }

  /** The static evaluation for the player to move, kept inside the heuristic range. */
  int evaluate() {
    int v = evaluator.evaluate(state);
    return Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, v));
  }

  /** A root score typed in this worker's evaluator's unit (for reports, not the search). */
  SearchScore typed(int rootScore) {
    return SearchScore.of(rootScore, evaluator.unit());
  }

  /** The value of a node at depth 0: quiescence where the game offers tactical moves, else the evaluator. */
  int leaf(int alpha, int beta, int ply) {
    return quiescenceMoves != null ? quiescenceSearch.search(alpha, beta, ply, 0) : evaluate();
  }

  /** Whether the player to move must evade (is in check), as the game's tactical hook says. */
  boolean inCheck() {
    return tactical != null && tactical.mustEvade();
  }

  /** Whether {@code move}, legal here, is tactical as the game's hook says; never reduced or pruned as quiet. */
  boolean isTactical(int move) {
    return tactical != null && tactical.isTactical(move);
  }

  /** The futility margin with {@code depth} plies left, or 0 where futility pruning does not apply. */
  int futilityMargin(int depth) {
    return futilityOn && depth <= pruningMargins.maxFutilityDepth()
        ? constants.futility(pruningMargins.futilityMargin(depth)) : 0;
  }

  /** The razoring margin with {@code depth} plies left, or 0 where razoring does not apply. */
  int razoringMargin(int depth) {
    return razoringOn && depth <= pruningMargins.maxRazoringDepth()
        ? constants.razoring(pruningMargins.razoringMargin(depth)) : 0;
  }


  /**
   * Starts handing out the moves at {@code ply} with {@code hashMove} (or -1) first; hand them out with
   * {@link #nextMove}. Below the root the hash move comes before generation where the state can check it cheaply.
   */
  void startMoves(int ply, int hashMove) {
    ordering.start(ply, hashMove, hashMoveEarly && ply > 0);
  }

  /** The next move at {@code ply}, or {@link MovePicker#NONE}. */
  int nextMove(int ply) {
    return ordering.next(ply);
  }

  /**
   * The picker's generation: the root searches the legal moves the limits allow (all of them if they allow none);
   * deeper nodes search the game's {@link CandidateMoves} where it offers them and they are on.
   */
  private int generate(int ply, int[] moves) {
    int count;
    if (ply == 0) {
      count = state.legalMoves(moves);
      if (limits.restrictsRootMoves()) {
        count = allowedAtRoot(moves, count);
      }
    } else if (candidates != null) {
      count = candidates.candidateMoves(moves);
      if (count == 0) {
        count = state.legalMoves(moves);
      }
    } else {
      count = state.legalMoves(moves);
    }
    return count;
  }

  /** Keeps the root moves the limits allow, in place; keeps them all if that would leave none. */
  private int allowedAtRoot(int[] moves, int count) {
    int kept = 0;
    for (int i = 0; i < count; i++) {
      if (limits.allowsRootMove(moves[i])) {
        int m = moves[kept];
        moves[kept++] = moves[i];
        moves[i] = m;
      }
    }
    return kept == 0 ? count : kept;
  }

  /**
   * Depth left for a child just played into: one less, plus the game's extension, which is granted only while the
   * path is shorter than twice the iteration depth (so extensions cannot run away).
   */
  int childDepth(int depth, int ply) {
    if (extensions != null && ply < 2 * rootDepth) {
      int extension = extensions.extension();
      if (extension > 0) {
        return depth - 1 + Math.min(extension, 1);
      }
    }
    return depth - 1;
  }

  /** The search's clock and stop signal. */
  TimeManager time() {
    return time;
  }


  /**
   * Whether to try a null move: enabled and offered, not in a PV node, not right after another null move, with
   * depth left to reduce, a non-decisive beta, and the state saying it is sound.
   */
  boolean nullMoveAllowed(int ply, int depth, int beta, boolean pvNode) {
    return nullMoves != null && verifying == 0 && !pvNode && ply > 0 && !afterNull[ply] && depth >= 3
        && !Score.isDecisive(beta) && nullMoves.nullMoveAllowed();
  }

  /** The null move's reduction: R = 3 + depth / 4, so deep nodes prove their fail-high cheaply. */
  static int nullMoveReduction(int depth) {
    return 3 + depth / 4;
  }

  void playNull(int ply) {
    nullMoves.playNull();
    ordering.playedNull(ply);
    afterNull[ply + 1] = true;
  }

  void undoNull(int ply) {
    nullMoves.undoNull();
    afterNull[ply + 1] = false;
  }

  /** The table's entry for the current state, or 0; {@link #probedExtra} then holds its evaluation and PV flag. */
  long probe() {
    if (table == null) {
      probed[0] = 0;
      return 0L;
    }
    return table.probe(state.hash(), probed);
  }

  /** The evaluation and PV flag of the last {@link #probe} ({@link TranspositionTable#eval(int)}, {@code pv}). */
  int probedExtra() {
    return probed[0];
  }

  /** Stores the node's result, marked path-dependent if {@code pathDependent} (then it never cuts off elsewhere). */
  void store(int depth, int bound, int move, int score, int ply, boolean pathDependent) {
    store(depth, bound, move, score, ply, pathDependent, TranspositionTable.NO_EVAL, false);
  }

  /** Stores as {@link #store(int, int, int, int, int, boolean)} with the node's static evaluation and PV flag. */
  void store(int depth, int bound, int move, int score, int ply, boolean pathDependent, int eval, boolean pv) {
    if (table != null && !stopped) {
      if (!tableEvalOn) {
        eval = TranspositionTable.NO_EVAL;
        pv = false;
      }
      table.store(state.hash(), depth, bound, move, score, ply, pathDependent, eval, pv);
    }
  }

  /** The move to try first: the table's, or at the root the previous iteration's best. */
  int hashMove(long entry, int ply) {
    int move = entry == 0 ? -1 : TranspositionTable.move(entry);
    return move < 0 && ply == 0 ? previousBestMove : move;
  }

  /** Starts a root search in the window whose lower end is {@code alpha}. */
  void beginRoot(int alpha) {
    rootBestMove = -1;
    rootBestScore = -Score.INFINITE;
    rootMovesSearched = 0;
    rootWindowAlpha = alpha;
  }

  /**
   * The move to play when the search is stopped before any root move was searched: the first in the root's order
   * (the previous best move, then the game's scores). Leaves the state as it is.
   */
  int firstRootMove() {
    startMoves(0, previousBestMove);
    return nextMove(0);
  }

  /** Records a root move whose search finished with {@code value}. */
  void onRootMove(int move, int value) {
    rootMovesSearched++;
    if (value > rootBestScore) {
      rootBestScore = value;
      rootBestMove = move;
    }
  }

  /**
   * The current iteration's PV: the triangular array's line, quiescence included, completed from the table up to
   * {@code depth} moves where the array stops short of it.
   */
  int[] principalVariation(int depth) {
    return pv.rootLine(state, table, depth, repetitions);
  }
}
