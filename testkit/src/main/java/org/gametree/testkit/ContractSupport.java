package org.gametree.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/** Counting and searching helpers behind {@link GameContract}. */
final class ContractSupport {
  /** States each try of the equal-hash property collects: five tries make a few thousand. */
  static final int HASHED_STATES_PER_TRY = 1000;

  /** The leaf count {@code b^d} the deepest agreement search aims at: a few thousand, so that a table is reused. */
  static final double AGREEMENT_NODES_LOW = 2000;

  static final double AGREEMENT_NODES_HIGH = 5000;

  /** Bounds of the agreement depth the branching factor chooses. */
  static final int MIN_AGREEMENT_DEPTH = 2;

  static final int MAX_AGREEMENT_DEPTH = 10;

  /** Walks (with fixed seeds, so the depth is the same on every run) that measure the branching factor. */
  private static final int BRANCHING_WALKS = 8;

  private ContractSupport() {}

  /** A state the equal-hash property saw: what its hash stands for, and the moves that reached it. */
  record Reached(String position, int player, int[] path) {
    boolean samePositionAs(Reached other) {
      return position.equals(other.position) && player == other.player;
    }
  }

  /**
   * The mean number of legal moves over the non-terminal states of a few fixed random walks of up to {@code plies}
   * plies from the start (at least the initial state).
   */
  static <S extends GameState> double meanBranching(Game<S> game, int plies) {
    int[] moves = new int[game.maxLegalMoves()];
    long total = 0;
    long states = 0;
    for (int walk = 0; walk < BRANCHING_WALKS; walk++) {
      Random random = new Random(walk);
      S state = game.newInitialState();
      for (int ply = 0; ply <= plies && !state.isTerminal(); ply++) {
        int n = state.legalMoves(moves);
        if (n == 0) {
          break;
        }
        total += n;
        states++;
        state.play(moves[random.nextInt(n)]);
      }
    }
    return states == 0 ? 1 : (double) total / states;
  }

  /**
   * The depth {@code d} whose {@code branching^d} comes nearest (on a log scale) to [{@code AGREEMENT_NODES_LOW},
   * {@code AGREEMENT_NODES_HIGH}], the shallower on a tie, within [{@code MIN_AGREEMENT_DEPTH},
   * {@code MAX_AGREEMENT_DEPTH}].
   */
  static int depthForBranching(double branching) {
    double low = Math.log(AGREEMENT_NODES_LOW);
    double high = Math.log(AGREEMENT_NODES_HIGH);
    int best = MIN_AGREEMENT_DEPTH;
    double bestDistance = Double.POSITIVE_INFINITY;
    for (int depth = MIN_AGREEMENT_DEPTH; depth <= MAX_AGREEMENT_DEPTH; depth++) {
      double leaves = depth * Math.log(branching);
      double distance = leaves < low ? low - leaves : Math.max(0, leaves - high);
      if (distance < bestDistance) {
        best = depth;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** {@code "at ply 3 after d3 c5 f6"}: the first {@code length} moves of {@code path} in the game's notation. */
  static <S extends GameState> String where(Game<S> game, int[] path, int length) {
    if (length == 0) {
      return "at ply 0 (the initial position)";
    }
    List<String> played = new ArrayList<>();
    try {
      S state = game.newInitialState();
      for (int i = 0; i < length; i++) {
        played.add(state.moveToString(path[i]));
        state.play(path[i]);
      }
    } catch (RuntimeException e) {
      return "at ply " + length + " after " + String.join(" ", played) + " (replaying them threw " + e + ")";
    }
    return "at ply " + length + " after " + String.join(" ", played);
  }

  /** Move sequences of exactly {@code depth} plies by play and undo; a finished game before the end counts nothing. */
  static long perftByUndo(GameState state, int depth, int maxLegalMoves) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return 0;
    }
    int[] moves = new int[maxLegalMoves];
    int n = state.legalMoves(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      state.playUnchecked(moves[i]);
      total += perftByUndo(state, depth - 1, maxLegalMoves);
      state.undo();
    }
    return total;
  }

  /** The same count, playing each move on a fresh copy and never undoing. */
  static long perftByCopy(GameState state, int depth, int maxLegalMoves) {
    if (depth == 0) {
      return 1;
    }
    if (state.isTerminal()) {
      return 0;
    }
    int[] moves = new int[maxLegalMoves];
    int n = state.legalMoves(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      GameState child = state.copy();
      child.play(moves[i]);
      total += perftByCopy(child, depth - 1, maxLegalMoves);
    }
    return total;
  }

  /** The score of a fresh searcher at a fixed depth, every selective technique off. */
  static <S extends GameState> int searchScore(Game<S> game, S root, Algorithm algorithm, int mb, int depth) {
    try (Searcher<S> searcher =
        Search.builder(game).algorithm(algorithm).hashMegabytes(mb).selective(false).threads(1).build()) {
      return searcher.search(root, SearchLimits.depth(depth)).score();
    }
  }
}
