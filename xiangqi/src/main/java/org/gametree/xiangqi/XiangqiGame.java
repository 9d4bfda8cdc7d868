package org.gametree.xiangqi;

import java.util.List;
import java.util.Set;
import org.gametree.core.BoardView;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.Outcome;
import org.gametree.core.match.GameRecordFormat;

/**
 * Xiangqi (Chinese chess): id {@code xiangqi}, perpetual check loses and other repetitions draw; {@code
 * xiangqi(chase=asian)} adds the Asian rule that a perpetual chase loses too (see {@link XiangqiState#outcome}).
 * Positions are FEN (or EPD) or a PGN game ({@link Pgn}); match records are also written as PGN.
 */
public final class XiangqiGame implements Game<XiangqiState>, GameRecordFormat<XiangqiState> {
  /** The starting position. */
  public static final String START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  /**
   * The recommended Xiangqi engine (measured in docs/xiangqi.md): the core NegaScout, a second a move, with the
   * selective search's constants as SPSA tuned them for Xiangqi at 8,000 nodes a move (percent of the built-in
   * values; 59.5 % against the built-in values at 100 ms a move).
   */
  public static final String RECOMMENDED_ENGINE = "negascout:time=1000,futility-scale=75,razoring-scale=147,"
      + "lmr-scale=110,lmp-scale=145,singular-scale=79";

  private final boolean asianChase;

  /** The default rules: perpetual check loses, any other repetition draws. */
  public XiangqiGame() {
    this(false);
  }

  /** With {@code asianChase}, a perpetual chase also loses (the {@code chase=asian} option). */
  public XiangqiGame(boolean asianChase) {
    this.asianChase = asianChase;
  }

  /** Whether a perpetual chase loses under these rules. */
  public boolean asianChase() {
    return asianChase;
  }

  @Override
  public String id() {
    return asianChase ? "xiangqi(chase=asian)" : "xiangqi";
  }

  /** {@link #RECOMMENDED_ENGINE}. */
  @Override
  public String defaultEngineSpec() {
    return RECOMMENDED_ENGINE;
  }

  @Override
  public XiangqiState newInitialState() {
    return parsePosition(START_FEN);
  }

  /**
   * Parses FEN, an EPD line (FEN's first four fields and operations), or a PGN game ({@link Pgn}), which gives the
   * position after its moves with their history (so repetitions count).
   */
  @Override
  public XiangqiState parsePosition(String text) {
    XiangqiState state = Pgn.looksLikePgn(text) ? Pgn.read(text).end() : Fen.parse(text);
    state.asianChase = asianChase;
    return state;
  }

  @Override
  public String formatPosition(XiangqiState state) {
    return Fen.format(state);
  }

  @Override
  public String render(XiangqiState state) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      sb.append(rank).append("  ");
      for (int file = 0; file < 9; file++) {
        int p = state.board[rank * 9 + file];
        char c = p == 0 ? (Tables.inPalace(rank, file) ? '+' : '.') : " KABNRCP".charAt(p & 7);
        sb.append(p >= Tables.BLACK ? Character.toLowerCase(c) : c);
        sb.append(file < 8 ? " " : "\n");
      }
      if (rank == 5) {
        sb.append("   ~~~~~ river ~~~~~\n");
      }
    }
    sb.append("   a b c d e f g h i\n");
    sb.append(state.currentPlayer() == 0 ? "Red" : "Black").append(" to move (upper case Red)\n");
    return sb.toString();
  }

  @Override
  public int moveSpace() {
    return 90 * 90;
  }

  @Override
  public int maxLegalMoves() {
    return XiangqiState.MAX_MOVES;
  }

  /**
   * The weights TDLeaf(λ) learned against Fairy-Stockfish ({@code tdleaf}): at equal time they score 63.8 % against
   * the hand-set evaluation ({@code handset}) and do better against Fairy-Stockfish (docs/learning.md).
   */
  @Override
  public Evaluator<XiangqiState> defaultEvaluator() {
    return LearnedWeights.evaluator("tdleaf");
  }

  @Override
  public Set<String> evaluatorNames() {
    return Set.of("default", "handset", "material", "linear", "tdleaf", "tdleaf-selfplay", "fit", "full");
  }

  @Override
  public Evaluator<XiangqiState> evaluator(String name) {
    switch (name) {
      case "default":
        return defaultEvaluator();
      case "handset":
        return new XiangqiEvaluator();
      case "material":
        return Evaluator.withUnit(XiangqiEvaluator.CENTIPAWNS, XiangqiEvaluator::material);
      case "full":
        return FullEvaluator.handSet();
      case "linear":
        return new WeightedEvaluator(XiangqiFeatures.handSet());
      case "tdleaf":
      case "tdleaf-selfplay":
      case "fit":
        return LearnedWeights.evaluator(name);
      default:
        if (name.startsWith("file:")) {
          return LearnedWeights.readAny(java.nio.file.Path.of(name.substring(5)));
        }
        throw new IllegalArgumentException("unknown evaluator '" + name + "' for xiangqi; choose from "
            + evaluatorNames() + " or file:PATH (weights written by gametree train xiangqi)");
    }
  }

  /** Perft counts strictly legal moves (no repetition or move-count rules) with a dedicated generator. */
  @Override
  public long perft(XiangqiState state, int depth, boolean countPasses) {
    return MoveGen.perft(state.copy(), depth);
  }

  @Override
  public List<String> benchPositions() {
    return List.of(START_FEN, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");
  }

  @Override
  public int benchDepth() {
    return 6;
  }

  /** Match records are also written as PGN in ICCS, as Xiangqi programs exchange games ({@code OUT.pgn}). */
  @Override
  public String extension() {
    return "pgn";
  }

  @Override
  public String format(XiangqiState start, List<Integer> moves, List<String> players, Outcome outcome) {
    return Pgn.write(start, moves, players.get(0), players.get(1), outcome);
  }

  /** Adds the {@link BoardView} (how the browser board draws positions) to the capabilities the class implements. */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    return type == BoardView.class ? java.util.Optional.of(type.cast(XiangqiBoardView.INSTANCE))
        : Game.super.capability(type);
  }
}
