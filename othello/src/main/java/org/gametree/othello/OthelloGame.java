package org.gametree.othello;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.gametree.core.BoardView;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.Outcome;
import org.gametree.core.Perft;
import org.gametree.core.PositionFormatException;
import org.gametree.core.ScoreUnit;
import org.gametree.core.match.GameRecordFormat;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.Solvable;
import org.gametree.othello.internal.Bits;
import org.gametree.othello.search.EndgameHook;
import org.gametree.othello.search.EndgameSolver;
import org.gametree.othello.search.OthelloProbCut;
import org.gametree.othello.search.ParallelEndgameSolver;

/**
 * Othello (8×8): rules on bitboards, OBF and GGF positions, perft with the standard convention (a pass is a ply, a
 * finished game is a leaf at every deeper depth), an exact endgame solver and BILL-style evaluators.
 */
public final class OthelloGame
    implements Game<OthelloState>, Solvable<OthelloState>, SearchOptions<OthelloState>, GameRecordFormat<OthelloState> {
  /** Creates the game. */
  public OthelloGame() {}

  @Override
  public String id() {
    return "othello";
  }

  @Override
  public OthelloState newInitialState() {
    return OthelloState.initial();
  }

  /** Parses OBF (one line, as in Edax's {@code .obf} files) or a GGF game {@code (;…;)}. */
  @Override
  public OthelloState parsePosition(String text) {
    if (text == null) {
      throw new PositionFormatException("null", "no position");
    }
    String t = text.strip();
    if (t.startsWith("(;")) {
      return Notation.parseGgf(t);
    }
    return Notation.parseObf(t);
  }

  @Override
  public String formatPosition(OthelloState state) {
    return Notation.toObf(state);
  }

  @Override
  public String render(OthelloState state) {
    StringBuilder b = new StringBuilder("  a b c d e f g h\n");
    long black = state.black();
    long white = state.white();
    long moves = state.moveMask();
    for (int row = 0; row < 8; row++) {
      b.append(row + 1);
      for (int col = 0; col < 8; col++) {
        long bit = 1L << (row * 8 + col);
        b.append(' ').append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : (moves & bit) != 0 ? '.' : '-');
      }
      b.append(' ').append(row + 1).append('\n');
    }
    b.append("  a b c d e f g h\n");
    b.append(String.format("X %d  O %d  %s to move%n", Long.bitCount(black), Long.bitCount(white),
        state.currentPlayer() == OthelloState.BLACK ? "X (black)" : "O (white)"));
    return b.toString();
  }

  @Override
  public int moveSpace() {
    return 65;
  }

  @Override
  public int maxLegalMoves() {
    return 64;
  }

  @Override
  public Evaluator<OthelloState> defaultEvaluator() {
    return new BillEvaluator();
  }

  @Override
  public Set<String> evaluatorNames() {
    return Set.of("default", "bill", "bayes", "linear", "margin", "signature", "samuel", "discs", "mobility");
  }

  @Override
  public Evaluator<OthelloState> evaluator(String name) {
    switch (name) {
      case "default":
      case "bill":
        return new BillEvaluator();
      case "bayes":
      case "linear":
      case "margin":
      case "signature":
      case "samuel":
        return LearnedEvaluators.evaluator(name);
      case "discs":
        return Evaluator.withUnit(BillEvaluator.CENTI_DISCS,
            s -> 100 * (Long.bitCount(s.player()) - Long.bitCount(s.opponent())));
      case "mobility":
        return Evaluator.withUnit(ScoreUnit.of("centi-moves of mobility"),
            s -> 100 * (Long.bitCount(Bits.moves(s.player(), s.opponent()))
                - Long.bitCount(Bits.moves(s.opponent(), s.player()))));
      default:
        if (name.startsWith("file:")) {
          return LearnedEvaluators.read(java.nio.file.Path.of(name.substring(5)));
        }
        throw new IllegalArgumentException(
            "unknown evaluator '" + name + "' for othello; choose from " + evaluatorNames()
                + " or file:PATH (a parameter file written by gametree train othello)");
    }
  }

  @Override
  public int passMove() {
    return OthelloState.PASS;
  }

  @Override
  public boolean scoresMargin() {
    return true;
  }

  /**
   * Perft. With passes counted (the standard, Bik's convention): a pass uses a ply and a finished game is one leaf at
   * every deeper depth. Without: a pass uses no ply (Egaroucid's mode 2), a finished game still counts once.
   */
  @Override
  public long perft(OthelloState state, int depth, boolean countPasses) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0: " + depth);
    }
    if (depth == 0) {
      return 1;
    }
    return countPasses
        ? perftPasses(state.player(), state.opponent(), depth, false)
        : perftNoPass(state.player(), state.opponent(), depth);
  }

  /** Standard perft from the start position, for the benchmark. */
  public static long perft(int depth) {
    OthelloState s = OthelloState.initial();
    return perftPasses(s.player(), s.opponent(), depth, false);
  }

  private static long perftPasses(long p, long o, int depth, boolean passed) {
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (passed || depth == 1) {
        return 1;
      }
      return perftPasses(o, p, depth - 1, true);
    }
    if (depth == 1) {
      return Long.bitCount(moves);
    }
    long total = 0;
    if (depth == 2) {
      while (moves != 0) {
        int sq = Long.numberOfTrailingZeros(moves);
        moves &= moves - 1;
        long f = Bits.flips(p, o, sq);
        long np = o ^ f;
        long no = p | f | (1L << sq);
        long m2 = Bits.moves(np, no);
        total += m2 != 0 ? Long.bitCount(m2) : 1;
      }
      return total;
    }
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long f = Bits.flips(p, o, sq);
      total += perftPasses(o ^ f, p | f | (1L << sq), depth - 1, false);
    }
    return total;
  }

  private static long perftNoPass(long p, long o, int depth) {
    long moves = Bits.moves(p, o);
    if (moves == 0) {
      if (Bits.moves(o, p) == 0) {
        return 1;
      }
      return perftNoPass(o, p, depth);
    }
    if (depth == 1) {
      return Long.bitCount(moves);
    }
    long total = 0;
    while (moves != 0) {
      int sq = Long.numberOfTrailingZeros(moves);
      moves &= moves - 1;
      long f = Bits.flips(p, o, sq);
      total += perftNoPass(o ^ f, p | f | (1L << sq), depth - 1);
    }
    return total;
  }

  /** Reference perft through the generic {@link Perft} walker (slow; for cross-checking). */
  long genericPerft(OthelloState state, int depth) {
    return Perft.count(state, depth, -1, maxLegalMoves(), true);
  }

  /**
   * Solves exactly: value is the final disc difference for the side to move with empties going to the winner,
   * bestMove a move achieving it (64 = pass; -1 at a finished game). A node limit, time limit or stop signal in
   * {@code limits}
   * can end it early, then {@code proven} is false and the value 0.
   */
  @Override
  public SolveResult solve(OthelloState state, SearchLimits limits) {
    long start = System.nanoTime();
    EndgameSolver solver = new EndgameSolver(21, 14);
    long deadline = limits == null || limits.maxTime() == null ? Long.MAX_VALUE
        : start + limits.maxTime().toNanos();
    EndgameSolver.Result r = solver.solve(state.player(), state.opponent(),
        limits == null ? Long.MAX_VALUE : limits.maxNodes(), limits == null ? null : limits.stopSignal(), deadline);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (r == null) {
      return new SolveResult(0, -1, solver.nodes(), elapsed, false);
    }
    return new SolveResult(r.score(), r.bestMove(), r.nodes(), elapsed, true);
  }

  /**
   * Solves with {@code settings}: the parallel solver on {@code threads} threads over one shared table of
   * {@code hashMegabytes} (48 MB if 0; 24 bytes an entry), and with {@code winLossDraw} only the sign, proved with the
   * window (-1, 1) at a fraction of the exact margin's cost (the value is then +1, 0 or -1).
   */
  @Override
  public SolveResult solve(OthelloState state, SearchLimits limits, SolveSettings settings) {
    if (settings.equals(SolveSettings.DEFAULT)) {
      return solve(state, limits);
    }
    long entries = (settings.hashMegabytes() == 0 ? 48L : settings.hashMegabytes()) * (1L << 20) / 24;
    int bits = Math.max(10, Math.min(30, 63 - Long.numberOfLeadingZeros(entries)));
    long start = System.nanoTime();
    long deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    try (ParallelEndgameSolver solver = new ParallelEndgameSolver(settings.threads(), bits)) {
      boolean wld = settings.winLossDraw();
      EndgameSolver.Result r = solver.solve(state.player(), state.opponent(), wld ? -1 : -64, wld ? 1 : 64,
          limits.maxNodes(), limits.stopSignal(), deadline);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      return r == null ? new SolveResult(0, -1, solver.nodes(), elapsed, false)
          : new SolveResult(wld ? Integer.signum(r.score()) : r.score(), r.bestMove(), r.nodes(), elapsed, true);
    }
  }

  /** The start and FFO #1 and #2 (14 empties each) for {@code gametree bench}. */
  @Override
  public List<String> benchPositions() {
    return List.of(
        formatPosition(newInitialState()),
        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
        "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X");
  }

  @Override
  public int benchDepth() {
    return 8;
  }

  private static final EngineFamily DEPTH_FIRST = EngineFamily.DEPTH_FIRST;
  private static final Option<String> PROBCUT = Option.custom("probcut", "on|off|FILE", "off",
      "ProbCut: on (the model fitted for the BILL evaluator), off, or a model file from 'train othello probcut'",
      OthelloGame::probCutValue).appliesOnlyTo(DEPTH_FIRST).binds(OthelloGame::withProbCut);
  private static final Option<Double> PROBCUT_T = Option.number("probcut-t", 1.5, 0, 10,
      "ProbCut's cut threshold in standard deviations").appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Double t) -> c.withProbCutThreshold(t));
  private static final Option<Integer> SOLVER = Option.integer("solver", 0, 0, 64,
      "empties from which the exact solver takes over (0 = off)").appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Integer n) -> c.withSolver(EndgameHook.solver(n, c.solver())));
  private static final Option<Integer> SOLVER_MIDGAME = Option.integer("solver-midgame", null, 0, 64,
      "the most empties a node of a midgame search may have to be solved (default: solver's; 0 = never)")
      .appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Integer m) -> c.withSolver(EndgameHook.midgame(m, c.solver())));
  private static final OptionSet OPTIONS =
      new OptionSet("othello options", List.of(PROBCUT, PROBCUT_T, SOLVER, SOLVER_MIDGAME));

  /**
   * {@code probcut}, {@code probcut-t}, {@code solver} and {@code solver-midgame}: see {@link EndgameHook}. Each binds
   * onto the search configuration; {@code solver} and {@code solver-midgame} each keep what the other set.
   */
  @Override
  public OptionSet options() {
    return OPTIONS;
  }

  /** {@code on}, {@code off} (in every spelling {@link Option#onOff} takes) or a model file's path. */
  private static String probCutValue(String text) {
    String t = text.strip();
    return switch (t.toLowerCase(java.util.Locale.ROOT)) {
      case "on", "true", "yes", "1" -> "on";
      case "off", "false", "no", "0" -> "off";
      default -> {
        if (t.isEmpty()) {
          throw new IllegalArgumentException("probcut must be on, off or a model file, got '" + text + "'");
        }
        yield t;
      }
    };
  }

  /** ProbCut with BILL's model, none, or the model read from a file; an explicit probcut wins over selective=off. */
  private static SearchConfig<OthelloState> withProbCut(SearchConfig<OthelloState> config, String value) {
    OthelloProbCut model = switch (value) {
      case "on" -> OthelloProbCut.bill();
      case "off" -> null;
      default -> OthelloProbCut.read(java.nio.file.Path.of(value));
    };
    return config.withProbCut(model).withSelectivity(config.selectivity().withProbCut(model != null));
  }

  /** Match records are also written as GGF, one game a line ({@code OUT.ggf}). */
  @Override
  public String extension() {
    return "ggf";
  }

  @Override
  public String format(OthelloState start, List<Integer> moves, List<String> players, Outcome outcome) {
    OthelloState s = start.copy();
    for (int move : moves) {
      s.play(move);
    }
    return Notation.toGgf(s, players.get(OthelloState.BLACK), players.get(OthelloState.WHITE),
        outcome == null ? "?" : Notation.ggfResult(outcome)) + "\n"; // "?": a game still in progress
  }

  /** Adds the {@link BoardView} (how the browser board draws positions) to the capabilities the class implements. */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    return type == BoardView.class ? java.util.Optional.of(type.cast(OthelloBoardView.INSTANCE))
        : Game.super.capability(type);
  }
}
