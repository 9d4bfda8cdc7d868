package org.gametree.examples.hexapawn;

import static org.gametree.examples.hexapawn.HexapawnState.BLACK;
import static org.gametree.examples.hexapawn.HexapawnState.WHITE;

import java.time.Duration;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.MoveFormatException;
import org.gametree.core.PositionFormatException;
import org.gametree.core.Score;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Solvable;

/**
 * Hexapawn, the tutorial's game (docs/adding-a-game.md).
 *
 * <p>Position format: the ranks from 3 down to 1 separated by {@code /}, squares {@code P} (White), {@code p}
 * (Black) or {@code .}, then the side to move, {@code w} or {@code b}: the start is {@code ppp/.../PPP w}.
 * {@link #parsePosition} also accepts moves from the start separated by spaces ({@code b1b2 a3b2}); the empty text
 * is the start.
 *
 * <p>The game is small enough to solve, so it offers {@link Solvable} (found by {@code capability(Solvable.class)},
 * which {@code gametree solve} asks for).
 */
public final class HexapawnGame implements Game<HexapawnState>, Solvable<HexapawnState> {
  /** No game lasts longer from any position: see {@code HexapawnState.MAX_PLIES}. */
  static final int LONGEST_GAME = 8;

  private final HexapawnEvaluator evaluator = new HexapawnEvaluator();

  @Override
  public String id() {
    return "hexapawn";
  }

  @Override
  public HexapawnState newInitialState() {
    return new HexapawnState();
  }

  @Override
  public HexapawnState parsePosition(String text) {
    return text.indexOf('/') >= 0 ? parseBoard(text) : parseMoves(text);
  }

  private HexapawnState parseMoves(String text) {
    HexapawnState state = new HexapawnState();
    int i = 0;
    while (i < text.length()) {
      if (Character.isWhitespace(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      String word = text.substring(start, i);
      int move;
      try {
        move = state.parseMove(word);
      } catch (MoveFormatException e) {
        throw new PositionFormatException(text,
            "expected a move such as b1b2 or a board with '/', found '" + word + "'", 1, start + 1);
      }
      if (!state.isLegal(move)) {
        throw new PositionFormatException(text,
            "illegal move " + word + (state.isTerminal() ? " after the game ended" : ""), 1, start + 1);
      }
      state.playUnchecked(move);
    }
    return state;
  }

  private HexapawnState parseBoard(String text) {
    int start = 0;
    while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
      start++;
    }
    int end = text.length();
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    int[] pawns = new int[2];
    int rank = 2;
    int file = 0;
    int i = start;
    for (; i < end && text.charAt(i) != ' '; i++) {
      char ch = text.charAt(i);
      if (ch == '/') {
        if (file != 3) {
          throw new PositionFormatException(text, "rank " + (rank + 1) + " has " + file + " squares, expected 3", 1,
              i + 1);
        }
        if (rank == 0) {
          throw new PositionFormatException(text, "more than 3 ranks", 1, i + 1);
        }
        rank--;
        file = 0;
        continue;
      }
      if (file == 3) {
        throw new PositionFormatException(text, "rank " + (rank + 1) + " has more than 3 squares", 1, i + 1);
      }
      int bit = 1 << (3 * rank + file);
      if (ch == 'P') {
        pawns[WHITE] |= bit;
      } else if (ch == 'p') {
        pawns[BLACK] |= bit;
      } else if (ch != '.') {
        throw new PositionFormatException(text, "unexpected '" + ch + "' (squares are P, p or .)", 1, i + 1);
      }
      file++;
    }
    if (rank != 0 || file != 3) {
      throw new PositionFormatException(text, "expected 3 ranks of 3 squares", 1, i + 1);
    }
    while (i < end && text.charAt(i) == ' ') {
      i++;
    }
    if (i == end) {
      throw new PositionFormatException(text, "missing the side to move, w or b, after the board", 1, end + 1);
    }
    String side = text.substring(i, end);
    if (!side.equals("w") && !side.equals("b")) {
      throw new PositionFormatException(text, "the side to move is w or b, found '" + side + "'", 1, i + 1);
    }
    int mover = side.equals("w") ? WHITE : BLACK;
    // Positions no game reaches would break the rules' invariants (a mover's pawn on its far rank has nowhere to go).
    for (int p = WHITE; p <= BLACK; p++) {
      if (Integer.bitCount(pawns[p]) > 3) {
        throw new PositionFormatException(text, name(p) + " has more than 3 pawns", 1, start + 1);
      }
    }
    if ((pawns[mover] & (mover == WHITE ? HexapawnState.RANK_3 : HexapawnState.RANK_1)) != 0) {
      throw new PositionFormatException(text,
          name(mover) + " is to move but already reached the far rank, which ended the game", 1, i + 1);
    }
    if (pawns[mover ^ 1] == 0) {
      throw new PositionFormatException(text, name(mover ^ 1) + " made the last move but has no pawns", 1, i + 1);
    }
    return HexapawnState.of(pawns[WHITE], pawns[BLACK], mover);
  }

  private static String name(int player) {
    return player == WHITE ? "White" : "Black";
  }

  @Override
  public String formatPosition(HexapawnState state) {
    StringBuilder b = new StringBuilder(13);
    for (int rank = 2; rank >= 0; rank--) {
      for (int file = 0; file < 3; file++) {
        b.append(symbol(state, 3 * rank + file, 'P', 'p'));
      }
      b.append(rank > 0 ? '/' : ' ');
    }
    return b.append(state.currentPlayer() == WHITE ? 'w' : 'b').toString();
  }

  private static char symbol(HexapawnState state, int square, char white, char black) {
    int bit = 1 << square;
    return (state.pawns(WHITE) & bit) != 0 ? white : (state.pawns(BLACK) & bit) != 0 ? black : '.';
  }

  @Override
  public String render(HexapawnState state) {
    StringBuilder b = new StringBuilder();
    for (int rank = 2; rank >= 0; rank--) {
      b.append(rank + 1);
      for (int file = 0; file < 3; file++) {
        b.append(' ').append(symbol(state, 3 * rank + file, 'P', 'p'));
      }
      b.append('\n');
    }
    b.append("  a b c\n");
    if (state.isTerminal()) {
      b.append(name(state.outcome().winner())).append(" wins\n");
    } else {
      b.append(name(state.currentPlayer())).append(" to move\n");
    }
    return b.toString();
  }

  @Override
  public int moveSpace() {
    return HexapawnState.MOVE_SPACE;
  }

  @Override
  public int maxLegalMoves() {
    return HexapawnState.MAX_LEGAL_MOVES;
  }

  @Override
  public Evaluator<HexapawnState> defaultEvaluator() {
    return evaluator;
  }

  @Override
  public int benchDepth() {
    return LONGEST_GAME;
  }

  /**
   * Solves by searching to the end of every game: with every selective technique off, NegaScout's value at a depth
   * no game outlasts is the game-theoretic one, and Hexapawn has no draws, so it is always decisive.
   */
  @Override
  public SolveResult solve(HexapawnState state, SearchLimits limits) {
    if (state.isTerminal()) {
      return new SolveResult(-1, -1, 0, Duration.ZERO, true);
    }
    try (Searcher<HexapawnState> searcher = Search.builder(this).selective(false).build()) {
      SearchResult r = searcher.search(state, limits.withDepth(LONGEST_GAME));
      boolean proven = Score.isDecisive(r.score());
      return new SolveResult(proven ? Integer.signum(r.score()) : 0, r.bestMove(), r.nodes(), r.elapsed(), proven);
    }
  }
}
