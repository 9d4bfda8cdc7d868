package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.search.MoveScorer;

/**
 * Orders the moves of one search thread: the hash move first, then the game's own scores ({@link MoveScorer}), then
 * the two killer moves of the ply, then the history heuristic. Moves and keys live in per-ply buffers allocated once
 * (lazily, the first time a ply is reached), and moves are handed out by selection: a cutoff after the first few
 * moves never pays for sorting the rest.
 */
final class MoveOrdering {
  private static final long HASH_MOVE_KEY = Long.MAX_VALUE;
  private static final int GAME_SCORE_LIMIT = 1 << 28;
  private static final long KILLER_1 = 3L << 30;
  private static final long KILLER_2 = 2L << 30;
  private static final int HISTORY_LIMIT = 1 << 29;

  private final int maxMoves;
  private final int moveSpace;
  private final int[][] moves;
  private final int[][] gameScores;
  private final long[][] keys;
  private final int[][] killers;
  private final int[] history; // [player * moveSpace + move]
  private final long noiseSeed;
  private long noise;

  /**
   * @param noiseSeed 0 for a deterministic order; otherwise a seed for small random tie-breaks (Lazy SMP helpers)
   */
  MoveOrdering(int maxPly, int maxMoves, int moveSpace, long noiseSeed) {
    this.maxMoves = maxMoves;
    this.moveSpace = moveSpace;
    this.moves = new int[maxPly][];
    this.gameScores = new int[maxPly][];
    this.keys = new long[maxPly][];
    this.killers = new int[maxPly][2];
    this.history = new int[2 * moveSpace];
    this.noiseSeed = noiseSeed;
    this.noise = noiseSeed;
    clearKillers();
  }

  /** The move buffer of {@code ply}; the caller writes the moves to order into it. */
  int[] buffer(int ply) {
    int[] b = moves[ply];
    if (b == null) {
      b = moves[ply] = new int[maxMoves];
      gameScores[ply] = new int[maxMoves];
      keys[ply] = new long[maxMoves];
    }
    return b;
  }

  /** Scores {@code buffer(ply)[0..count)} for handing out with {@link #next}. */
  void score(int ply, int count, GameState state, MoveScorer scorer, int hashMove) {
    int[] list = moves[ply];
    long[] key = keys[ply];
    int[] game = gameScores[ply];
    if (scorer != null) {
      scorer.scoreMoves(list, count, game);
    }
    int[] killer = killers[ply];
    int base = state.currentPlayer() * moveSpace;
    for (int i = 0; i < count; i++) {
      int move = list[i];
      if (move == hashMove) {
        key[i] = HASH_MOVE_KEY;
        continue;
      }
      long k = scorer == null ? 0 : (long) Math.max(-GAME_SCORE_LIMIT, Math.min(GAME_SCORE_LIMIT, game[i])) << 32;
      if (move == killer[0]) {
        k += KILLER_1;
      } else if (move == killer[1]) {
        k += KILLER_2;
      } else {
        k += history[base + move];
      }
      if (noiseSeed != 0) {
        noise ^= noise << 13;
        noise ^= noise >>> 7;
        noise ^= noise << 17;
        k += noise & 7;
      }
      key[i] = k;
    }
  }

  /** The move to search {@code index}-th at {@code ply}: the best-keyed of those not yet handed out. */
  int next(int ply, int index, int count) {
    int[] list = moves[ply];
    long[] key = keys[ply];
    int best = index;
    for (int i = index + 1; i < count; i++) {
      if (key[i] > key[best]) {
        best = i;
      }
    }
    int move = list[best];
    list[best] = list[index];
    list[index] = move;
    long k = key[best];
    key[best] = key[index];
    key[index] = k;
    return move;
  }

  /** Whether {@code move} is one of the two killer moves of {@code ply}. */
  boolean isKiller(int ply, int move) {
    int[] killer = killers[ply];
    return move == killer[0] || move == killer[1];
  }

  /** Records that {@code move} by {@code player} caused a beta cutoff at {@code ply} with {@code depth} to go. */
  void onCutoff(int ply, int player, int move, int depth) {
    int[] killer = killers[ply];
    if (killer[0] != move) {
      killer[1] = killer[0];
      killer[0] = move;
    }
    int at = player * moveSpace + move;
    history[at] += depth * depth;
    if (history[at] > HISTORY_LIMIT) {
      ageHistory();
    }
  }

  /** Halves the history so that recent cutoffs count more than old ones (called per search and on overflow). */
  void ageHistory() {
    for (int i = 0; i < history.length; i++) {
      history[i] >>= 1;
    }
  }

  void clearKillers() {
    for (int[] k : killers) {
      k[0] = -1;
      k[1] = -1;
    }
  }

  /** Forgets killers and history (new game). */
  void clear() {
    clearKillers();
    java.util.Arrays.fill(history, 0);
    noise = noiseSeed;
  }
}
