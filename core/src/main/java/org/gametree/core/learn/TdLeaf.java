package org.gametree.core.learn;

import java.util.Objects;
import org.gametree.core.Evaluator;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.TacticalMoves;

/**
 * TDLeaf(λ) (Baxter, Tridgell and Weaver's KnightCap, Li Cong): TD(λ) applied not to each position of a game but to
 * the leaf of the principal variation of a search from it, so the model learns the values the search actually
 * backs up. The leaf's features are taken from its mover's point of view and flipped by {@link TdLambda} to player 0's.
 * A PV that ends in a finished game is cut back to its last unfinished position.
 */
public final class TdLeaf<S extends GameState> {
  /** Finds a principal variation: writes its moves into {@code pv} and returns how many. */
  @FunctionalInterface
  public interface PrincipalVariation<S extends GameState> {
    /** The principal variation from {@code state} (which must be left unchanged). */
    int search(S state, int[] pv);
  }

  private final TdLambda td;
  private final FeatureExtractor<S> features;
  private final PrincipalVariation<S> search;
  private final double[] buffer;
  /** The line: the core search's nominal depth, its extensions and its quiescence fit. */
  private final int[] pv = new int[4 * SearchLimits.MAX_DEPTH];

  /** A TDLeaf learner feeding {@code td} with the leaves {@code search} finds. */
  public TdLeaf(TdLambda td, FeatureExtractor<S> features, PrincipalVariation<S> search) {
    this.td = Objects.requireNonNull(td, "td");
    this.features = Objects.requireNonNull(features, "features");
    this.search = Objects.requireNonNull(search, "search");
    this.buffer = new double[features.dimension()];
  }

  /** Begins a game. */
  public void startGame() {
    td.startGame();
  }

  /** Searches {@code state}, walks its principal variation and learns from the leaf; the state is restored. */
  @SuppressWarnings("unchecked")
  public void observe(S state) {
    int length = search.search(state, pv);
    int played = 0;
    for (int i = 0; i < length && !state.isTerminal(); i++) {
      state.playUnchecked(pv[i]);
      played++;
    }
    if (state.isTerminal() && played > 0) {
      state.undo();
      played--;
    }
    features.extract(state, buffer);
    int player = state.currentPlayer();
    for (int i = 0; i < played; i++) {
      state.undo();
    }
    td.observe(buffer, player);
  }

  /** Ends the game with outcome {@code z} from player 0's point of view. */
  public void endGame(double z) {
    td.endGame(z);
  }

  /**
   * A principal variation from the core search ({@link SearchResult#principalVariation()}). Where the game offers
   * {@link TacticalMoves}, the search's line goes on through its quiescence, so the leaf is the quiet position whose
   * evaluation is the value the search backed up, KnightCap's leaf.
   */
  public static <S extends GameState> PrincipalVariation<S> fromSearcher(Searcher<S> searcher, SearchLimits limits) {
    return (state, out) -> {
      int[] line = searcher.search(state, limits).principalVariation();
      int n = Math.min(line == null ? 0 : line.length, out.length);
      System.arraycopy(line == null ? new int[0] : line, 0, out, 0, n);
      return n;
    };
  }

  /**
   * {@code main}'s principal variation continued through a quiescence search from its last position, so the leaf
   * TDLeaf learns on is quiet, for a line that stops at its nominal depth ({@link #minimax}, a search of your own; the
   * core search's line needs nothing: it already runs through its quiescence). With a main line that finds nothing
   * it is the quiescence line of the position itself, empty when the position is quiet. In a game with captures a
   * leaf at the nominal depth can be half way through an exchange and its static evaluation a piece away from the
   * value backed up; KnightCap's leaf is the one whose evaluation is that value. The extension is a fail-soft
   * alpha-beta over the state's {@link TacticalMoves}
   * (all legal moves when {@link TacticalMoves#mustEvade()}) with the static evaluation as the stand-pat bound, at
   * most {@code maxPlies} deep, ordered by {@link MoveScorer} where the state has it. A state without {@link
   * TacticalMoves} gets {@code main}'s line unchanged. Not thread-safe.
   */
  public static <S extends GameState> PrincipalVariation<S> quiescent(
      PrincipalVariation<S> main, Evaluator<S> evaluator, int maxPlies, int maxLegalMoves) {
    return new Quiescent<>(main, evaluator, maxPlies, maxLegalMoves);
  }

  /**
   * A plain fixed-depth negamax principal variation with {@code evaluator} at the leaves, for small games and tests
   * (no pruning, first best move on ties). Not thread-safe.
   */
  public static <S extends GameState> PrincipalVariation<S> minimax(
      Evaluator<S> evaluator, int depth, int maxLegalMoves) {
    return new Minimax<>(evaluator, depth, maxLegalMoves);
  }

  /** The line at {@code ply} becomes {@code move} followed by the line found one ply deeper. */
  private static void extendLine(int[][] lines, int[] lineLength, int ply, int move) {
    lines[ply][0] = move;
    System.arraycopy(lines[ply + 1], 0, lines[ply], 1, lineLength[ply + 1]);
    lineLength[ply] = lineLength[ply + 1] + 1;
  }

  private static final class Minimax<S extends GameState> implements PrincipalVariation<S> {
    private final Evaluator<S> evaluator;
    private final int depth;
    private final int[][] moves;
    private final int[][] lines;
    private final int[] lineLength;

    Minimax(Evaluator<S> evaluator, int depth, int maxLegalMoves) {
      if (depth < 1) {
        throw new IllegalArgumentException("depth must be >= 1: " + depth);
      }
      this.evaluator = evaluator;
      this.depth = depth;
      this.moves = new int[depth + 1][maxLegalMoves];
      this.lines = new int[depth + 2][depth + 1];
      this.lineLength = new int[depth + 2];
    }

    @Override
    public int search(S state, int[] pv) {
      negamax(state, depth, 0);
      System.arraycopy(lines[0], 0, pv, 0, lineLength[0]);
      return lineLength[0];
    }

    private int negamax(S state, int remaining, int ply) {
      lineLength[ply] = 0;
      if (state.isTerminal()) {
        return Score.terminal(state.outcome(), state.currentPlayer(), ply, false);
      }
      if (remaining == 0) {
        return evaluator.evaluate(state);
      }
      int n = state.legalMoves(moves[ply]);
      int best = -Score.INFINITE;
      for (int i = 0; i < n; i++) {
        int move = moves[ply][i];
        int mover = state.currentPlayer();
        state.playUnchecked(move);
        int v = negamax(state, remaining - 1, ply + 1);
        if (state.currentPlayer() != mover) {
          v = -v;
        }
        state.undo();
        if (v > best) {
          best = v;
          extendLine(lines, lineLength, ply, move);
        }
      }
      return best;
    }
  }

  private static final class Quiescent<S extends GameState> implements PrincipalVariation<S> {
    private final PrincipalVariation<S> main;
    private final Evaluator<S> evaluator;
    private final int maxPlies;
    private final int[][] moves;
    private final int[][] scores;
    private final int[][] lines;
    private final int[] lineLength;

    Quiescent(PrincipalVariation<S> main, Evaluator<S> evaluator, int maxPlies, int maxLegalMoves) {
      if (maxPlies < 0) {
        throw new IllegalArgumentException("maxPlies must be >= 0: " + maxPlies);
      }
      this.main = Objects.requireNonNull(main, "main");
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      this.maxPlies = maxPlies;
      this.moves = new int[maxPlies + 1][maxLegalMoves];
      this.scores = new int[maxPlies + 1][maxLegalMoves];
      this.lines = new int[maxPlies + 2][maxPlies + 1];
      this.lineLength = new int[maxPlies + 2];
    }

    @Override
    public int search(S state, int[] pv) {
      int n = main.search(state, pv);
      int played = 0;
      while (played < n && !state.isTerminal()) {
        state.playUnchecked(pv[played++]);
      }
      int total = played;
      if (!state.isTerminal() && state instanceof TacticalMoves) {
        quiesce(state, -Score.INFINITE, Score.INFINITE, 0);
        int k = Math.min(lineLength[0], pv.length - played);
        System.arraycopy(lines[0], 0, pv, played, k);
        total += k;
      }
      for (int i = 0; i < played; i++) {
        state.undo();
      }
      return total;
    }

    private int quiesce(S state, int alpha, int beta, int ply) {
      lineLength[ply] = 0;
      if (state.isTerminal()) {
        return Score.terminal(state.outcome(), state.currentPlayer(), ply, false);
      }
      TacticalMoves tactical = (TacticalMoves) state;
      boolean evade = tactical.mustEvade();
      int best = -Score.INFINITE;
      if (!evade || ply == maxPlies) {
        best = evaluator.evaluate(state);
        if (best >= beta || ply == maxPlies) {
          return best;
        }
        alpha = Math.max(alpha, best);
      }
      int[] ms = moves[ply];
      int n = evade ? state.legalMoves(ms) : tactical.tacticalMoves(ms);
      if (evade && n == 0) {
        return evaluator.evaluate(state);
      }
      if (state instanceof MoveScorer scorer) {
        scorer.scoreMoves(ms, n, scores[ply]);
      }
      for (int i = 0; i < n; i++) {
        if (state instanceof MoveScorer) {
          pickBest(ms, scores[ply], i, n);
        }
        int move = ms[i];
        int mover = state.currentPlayer();
        state.playUnchecked(move);
        boolean flips = state.currentPlayer() != mover;
        int v = flips ? -quiesce(state, -beta, -alpha, ply + 1) : quiesce(state, alpha, beta, ply + 1);
        state.undo();
        if (v > best) {
          best = v;
          extendLine(lines, lineLength, ply, move);
          if (v > alpha) {
            alpha = v;
            if (v >= beta) {
              break;
            }
          }
        }
      }
      return best;
    }

    private static void pickBest(int[] ms, int[] sc, int from, int n) {
      int best = from;
      for (int j = from + 1; j < n; j++) {
        if (sc[j] > sc[best]) {
          best = j;
        }
      }
      int m = ms[from];
      ms[from] = ms[best];
      ms[best] = m;
      int s = sc[from];
      sc[from] = sc[best];
      sc[best] = s;
    }
  }
}
