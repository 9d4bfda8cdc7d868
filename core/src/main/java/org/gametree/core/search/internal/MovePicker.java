package org.gametree.core.search.internal;

import java.util.Arrays;
import org.gametree.core.GameState;
import org.gametree.core.search.HashMoveCheck;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.search.Selection;

/**
 * Hands out the moves of one node of one search thread, in stages:
 * <ol>
 *   <li>the hash move, before any move is generated, where the state offers a {@link HashMoveCheck} (otherwise it is
 *       found in the generated list and keyed first);
 *   <li>the generated moves, by one key: the game's score ({@link MoveScorer}: captures by what they win, threats)
 *       first, then within equal game scores the two killers of the ply, the counter-move to the previous move, and
 *       the rest by butterfly history plus continuation history (the history of this move after the moves one and two
 *       plies back).
 * </ol>
 * Moves and keys live in per-ply buffers allocated once (lazily, the first time a ply is reached), and moves are
 * handed out by selection ({@link Selection}): a cutoff after the first few never pays for sorting the rest. The
 * histories are primitive arrays sized by the game's move space; the continuation tables fold the pair of moves into
 * at most {@link #CONTINUATION_SIZE} entries where the space is too large for a square table.
 */
final class MovePicker {
  /** Returned by {@link #next} once every move was handed out. */
  static final int NONE = -1;
  /** Generates a node's moves into a buffer and returns how many. */
  interface Generator {
    int generate(int ply, int[] out);
  }

  /** Largest continuation table, in entries (4 MB of ints). */
  static final int CONTINUATION_SIZE = 1 << 20;
  private static final long HASH_MOVE_KEY = Long.MAX_VALUE;
  private static final int GAME_SCORE_LIMIT = 1 << 28;
  private static final long KILLER_1 = 3L << 30;
  private static final long KILLER_2 = 2L << 30;
  private static final long COUNTER = 1L << 30;
  private static final int HISTORY_LIMIT = 1 << 29;
  private static final int CONTINUATION_LIMIT = 1 << 27;

  private static final int STAGE_HASH = 0;
  private static final int STAGE_GENERATE = 1;
  private static final int STAGE_PICK = 2;

  private final int maxMoves;
  private final int moveSpace;
  private final Generator generator;
  private final boolean counterMoves;
  private final boolean continuation;
  private final int[][] moves;
  private final int[][] gameScores;
  private final long[][] keys;
  private final int[] stage;
  private final int[] count;
  private final int[] index;
  private final int[] hash;
  /** Whether the hash move of the ply was handed out before generation. */
  private final boolean[] hashTried;
  /** The move last handed out at each ply (the one the child was reached by), or -1 after a null move. */
  private final int[] played;
  private final int[][] killers;
  private final int[] history; // [player * moveSpace + move]
  private final int[] counter; // [player * moveSpace + previous move]
  private final int[] continuation1; // [fold(move one ply back, move)]
  private final int[] continuation2; // [fold(move two plies back, move)]
  private final boolean square;
  private final long noiseSeed;
  private long noise;

  private GameState state;
  private MoveScorer scorer;
  private HashMoveCheck hashCheck;

  /**
   * @param noiseSeed 0 for a deterministic order; otherwise a seed for small random tie-breaks (Lazy SMP helpers)
   */
  MovePicker(int maxPly, int maxMoves, int moveSpace, long noiseSeed, Generator generator, boolean counterMoves,
      boolean continuation) {
    this.maxMoves = maxMoves;
    this.moveSpace = moveSpace;
    this.generator = generator;
    this.counterMoves = counterMoves;
    this.continuation = continuation;
    this.moves = new int[maxPly][];
    this.gameScores = new int[maxPly][];
    this.keys = new long[maxPly][];
    this.stage = new int[maxPly];
    this.count = new int[maxPly];
    this.index = new int[maxPly];
    this.hash = new int[maxPly];
    this.hashTried = new boolean[maxPly];
    this.played = new int[maxPly + 1];
    this.killers = new int[maxPly][2];
    this.history = new int[2 * moveSpace];
    this.counter = counterMoves ? new int[2 * moveSpace] : new int[0];
    long squareSize = (long) moveSpace * moveSpace;
    this.square = squareSize <= CONTINUATION_SIZE;
    int size = continuation ? (int) Math.min(squareSize, CONTINUATION_SIZE) : 0;
    this.continuation1 = new int[size];
    this.continuation2 = new int[size];
    this.noiseSeed = noiseSeed;
    this.noise = noiseSeed;
    clearKillers();
    Arrays.fill(counter, -1);
  }

  /** Sets the hooks of the state searched next (looked up once per search). */
  void begin(GameState state, MoveScorer scorer, HashMoveCheck hashCheck) {
    this.state = state;
    this.scorer = scorer;
    this.hashCheck = hashCheck;
  }

  /** The move buffer of {@code ply}. */
  private int[] buffer(int ply) {
    int[] b = moves[ply];
    if (b == null) {
      b = moves[ply] = new int[maxMoves];
      gameScores[ply] = new int[maxMoves];
      keys[ply] = new long[maxMoves];
    }
    return b;
  }

  /**
   * Starts handing out the moves of the node at {@code ply}, the generator's, with {@code hashMove} (or -1) first.
   * With {@code early}, the hash move is tried before generation where the state can check it cheaply.
   */
  void start(int ply, int hashMove, boolean early) {
    hash[ply] = hashMove;
    hashTried[ply] = false;
    stage[ply] = early && hashMove >= 0 && hashCheck != null ? STAGE_HASH : STAGE_GENERATE;
  }

  /**
   * The buffer to write the node's moves into, for a caller that generates them itself (quiescence); then
   * {@link #startGenerated}.
   */
  int[] generatedBuffer(int ply) {
    return buffer(ply);
  }

  /** Starts handing out the {@code n} moves written into {@link #generatedBuffer}, by key. */
  void startGenerated(int ply, int n) {
    hash[ply] = -1;
    hashTried[ply] = false;
    score(ply, n);
    stage[ply] = STAGE_PICK;
  }

  /** The next move of the node at {@code ply}, or {@link #NONE}. */
  int next(int ply) {
    switch (stage[ply]) {
      case STAGE_HASH:
        stage[ply] = STAGE_GENERATE;
        if (hashCheck.hashMoveLegal(hash[ply])) {
          hashTried[ply] = true;
          played[ply] = hash[ply];
          return hash[ply];
        }
        // fall through: generate
      case STAGE_GENERATE: {
        int[] list = buffer(ply);
        int n = generator.generate(ply, list);
        boolean handedOut = hashTried[ply] && toFront(list, n, hash[ply]);
        score(ply, n);
        if (handedOut) {
          index[ply] = 1;
        }
        stage[ply] = STAGE_PICK;
      }
        // fall through: hand out
      default: {
        int i = index[ply];
        if (i >= count[ply]) {
          return NONE;
        }
        index[ply] = i + 1;
        int move = Selection.selectBest(keys[ply], moves[ply], i, count[ply]);
        played[ply] = move;
        return move;
      }
    }
  }

  /**
   * Whether the node at {@code ply} has no move at all: every stage ran and none handed out a move. Meaningful after
   * {@link #next} returned {@link #NONE}.
   */
  boolean noMoves(int ply) {
    return count[ply] == 0;
  }

  /**
   * Puts {@code move}, already handed out, at the front of {@code list[0..n)} as selection would have left it, and
   * returns whether it was there: the rest keep the order they would have had (it breaks ties between keys).
   */
  private static boolean toFront(int[] list, int n, int move) {
    for (int i = 0; i < n; i++) {
      if (list[i] == move) {
        list[i] = list[0];
        list[0] = move;
        return true;
      }
    }
    return false;
  }

  private void score(int ply, int n) {
    int[] list = moves[ply];
    long[] key = keys[ply];
    int[] game = gameScores[ply];
    count[ply] = n;
    index[ply] = 0;
    if (scorer != null) {
      scorer.scoreMoves(list, n, game);
    }
    int hashMove = hash[ply];
    int[] killer = killers[ply];
    int player = state.currentPlayer();
    int base = player * moveSpace;
    int previous = ply >= 1 ? played[ply - 1] : -1;
    int before = ply >= 2 ? played[ply - 2] : -1;
    int counterMove = counterMoves && previous >= 0 ? counter[base + previous] : -1;
    boolean cont1 = continuation && previous >= 0;
    boolean cont2 = continuation && before >= 0;
    for (int i = 0; i < n; i++) {
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
      } else if (move == counterMove) {
        k += COUNTER;
      } else {
        k += history[base + move];
        if (cont1) {
          k += continuation1[fold(previous, move)];
        }
        if (cont2) {
          k += continuation2[fold(before, move)];
        }
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

  /** The continuation tables' index of {@code move} after {@code previous}. */
  private int fold(int previous, int move) {
    long pair = (long) previous * moveSpace + move;
    if (square) {
      return (int) pair;
    }
    long h = pair * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 44); // the top 20 bits
  }

  /** Records that the child of {@code ply} was reached by a null move (no continuation through it). */
  void playedNull(int ply) {
    played[ply] = -1;
  }

  /** Whether {@code move} is one of the two killer moves of {@code ply}. */
  /** The butterfly history of {@code move} by {@code player}. */
  int history(int player, int move) {
    return history[player * moveSpace + move];
  }

  boolean isKiller(int ply, int move) {
    int[] killer = killers[ply];
    return move == killer[0] || move == killer[1];
  }

  /** Records that {@code move} by {@code player} caused a beta cutoff at {@code ply} with {@code depth} to go. */
  void onCutoff(int ply, int player, int move, int depth, boolean tactical) {
    int[] killer = killers[ply];
    if (killer[0] != move) {
      killer[1] = killer[0];
      killer[0] = move;
    }
    int bonus = depth * depth;
    int at = player * moveSpace + move;
    history[at] += bonus;
    if (history[at] > HISTORY_LIMIT) {
      halve(history);
    }
    if (tactical) {
      return; // the game's score orders tactical moves; these tables order the quiet ones
    }
    int previous = ply >= 1 ? played[ply - 1] : -1;
    if (previous >= 0) {
      if (counterMoves) {
        counter[player * moveSpace + previous] = move;
      }
      if (continuation) {
        int c = fold(previous, move);
        continuation1[c] += bonus;
        if (continuation1[c] > CONTINUATION_LIMIT) {
          halve(continuation1);
        }
      }
    }
    int before = ply >= 2 ? played[ply - 2] : -1;
    if (continuation && before >= 0) {
      int c = fold(before, move);
      continuation2[c] += bonus;
      if (continuation2[c] > CONTINUATION_LIMIT) {
        halve(continuation2);
      }
    }
  }

  /** Halves the histories so that recent cutoffs count more than old ones (called per search and on overflow). */
  void ageHistory() {
    halve(history);
    halve(continuation1);
    halve(continuation2);
  }

  private static void halve(int[] table) {
    for (int i = 0; i < table.length; i++) {
      table[i] >>= 1;
    }
  }

  void clearKillers() {
    for (int[] k : killers) {
      k[0] = -1;
      k[1] = -1;
    }
  }

  /** Forgets killers, counter-moves and histories (new game). */
  void clear() {
    clearKillers();
    Arrays.fill(history, 0);
    Arrays.fill(counter, -1);
    Arrays.fill(continuation1, 0);
    Arrays.fill(continuation2, 0);
    noise = noiseSeed;
  }
}
