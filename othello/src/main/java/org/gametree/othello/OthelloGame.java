package org.gametree.othello;

import java.util.List;
import java.util.Set;
import org.gametree.core.BoardView;
import org.gametree.core.Capabilities;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.Outcome;
import org.gametree.core.Perft;
import org.gametree.core.PositionFormatException;
import org.gametree.core.ScoreUnit;
import org.gametree.core.match.GameRecordFormat;
import org.gametree.othello.internal.Bits;

/**
 * Othello (8×8): rules on bitboards, OBF and GGF positions, perft with the standard convention (a pass is a ply, a
 * finished game is a leaf at every deeper depth), an exact endgame solver and BILL-style evaluators.
 */
public final class OthelloGame implements Game<OthelloState>, GameRecordFormat<OthelloState> {
  private final Capabilities<OthelloGame> capabilities;

  /**
   * The rules alone: evaluators, notation, records and the board view, but no exact solver or engine options (those
   * live in {@code org.gametree.othello.search}); {@code Games.byId("othello")} or {@code OthelloProvider.game()}
   * gives the game with them.
   */
  public OthelloGame() {
    this(Capabilities.none());
  }

  /** The game with {@code capabilities} besides the ones the class implements (as the module wires them). */
  public OthelloGame(Capabilities<OthelloGame> capabilities) {
    this.capabilities = java.util.Objects.requireNonNull(capabilities, "capabilities");
  }

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

  /**
   * The recommended Othello engine (measured in docs/othello.md): the core NegaScout with Othello's move ordering and
   * the core's late-move reductions, the pattern tables' evaluation with their ProbCut model, the exact solver for
   * every search from 16 empties and for none before (its work escapes the search's clock), a second a move.
   */
  public static final String RECOMMENDED_ENGINE =
      "negascout:time=1000,eval=pattern,probcut=pattern,solver=16,solver-midgame=0";

  /** {@link #RECOMMENDED_ENGINE}. */
  @Override
  public String defaultEngineSpec() {
    return RECOMMENDED_ENGINE;
  }

  @Override
  public Evaluator<OthelloState> defaultEvaluator() {
    return new BillEvaluator();
  }

  @Override
  public Set<String> evaluatorNames() {
    return Set.of("default", "bill", "pattern", "bayes", "linear", "margin", "signature", "samuel", "discs", "mobility");
  }

  @Override
  public Evaluator<OthelloState> evaluator(String name) {
    switch (name) {
      case "default":
      case "bill":
        return new BillEvaluator();
      case "pattern":
        return new PatternEvaluator();
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
        if (name.startsWith("file:") && name.endsWith(".gz")) {
          return new PatternEvaluator(PatternTables.read(java.nio.file.Path.of(name.substring(5))));
        }
        if (name.startsWith("file:")) {
          return LearnedEvaluators.read(java.nio.file.Path.of(name.substring(5)));
        }
        throw new IllegalArgumentException(
            "unknown evaluator '" + name + "' for othello; choose from " + evaluatorNames()
                + " or file:PATH (a parameter file written by gametree train othello; pattern tables: a .gz file written by "
                + "gametree train othello patterns)");
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

  /**
   * The {@link BoardView} (how the browser board draws positions), then the capabilities the game was built with
   * (the solver and engine options, see {@link #OthelloGame(Capabilities)}), then the ones the class implements.
   */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    return type == BoardView.class ? java.util.Optional.of(type.cast(OthelloBoardView.INSTANCE))
        : capabilities.find(type, this);
  }
}
