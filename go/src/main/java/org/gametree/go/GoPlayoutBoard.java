package org.gametree.go;

import java.util.SplittableRandom;

/**
 * A scratch board that plays forward fast: a position's stones are copied in ({@link #load}), then moves are played
 * with no snapshot and no history, simple ko only and no suicide, so nothing can be undone. Rollouts and dead-stone
 * judgement play on one of these, one per thread, reused from playout to playout without allocating.
 */
public final class GoPlayoutBoard {
  private final GoBoard board;
  private final GoTactics tactics;
  private int toMove;
  private int passes;

  /** A scratch board for positions of {@code game}. */
  public GoPlayoutBoard(GoGame game) {
    board = new GoBoard(game);
    tactics = new GoTactics(board);
  }

  /** Copies the stones, the side to move and the passes (not the history) of {@code state}, of the same game. */
  public void load(GoState state) {
    board.copyFrom(state.board());
    toMove = state.currentPlayer();
    passes = state.consecutivePasses();
  }

  /** Forgets the passes played, so that play goes on from a finished position. */
  public void forgetPasses() {
    passes = 0;
  }

  /** The stones. */
  public GoBoard board() {
    return board;
  }

  /** Local reading on these stones. */
  public GoTactics tactics() {
    return tactics;
  }

  /** The player to move: 0 Black, 1 White (its stone colour is one more). */
  public int player() {
    return toMove;
  }

  /** Consecutive passes just played: a playout ends at two. */
  public int passes() {
    return passes;
  }

  /**
   * Plays the side to move at point {@code p}, or passes when {@code p} is negative; the point must be
   * {@link GoBoard#isPlayable playable}.
   */
  public void play(int p) {
    if (p < 0) {
      passes++;
      board.clearKo();
    } else {
      passes = 0;
      board.place(p, toMove + 1);
    }
    toMove ^= 1;
  }

  /**
   * A uniformly random playable point for colour {@code c} that does not fill an own eye-like point, or -1; with
   * {@code filter}, also not a self-atari of two or more stones (single-stone throw-ins stay: they kill eyes). The
   * move of light playouts; scanning the empty set from a random start keeps it allocation-free.
   */
  public int randomPoint(int c, SplittableRandom random, boolean filter) {
    return randomPoint(c, random, filter, 1);
  }

  /**
   * As {@link #randomPoint(int, SplittableRandom, boolean)}, but the filter also lets through a self-atari of up to
   * {@code nakadeStones} stones that sits inside the opponent's eye space ({@link GoTactics#isEyeKillingSelfAtari});
   * 1 lets none through.
   */
  public int randomPoint(int c, SplittableRandom random, boolean filter, int nakadeStones) {
    int n = board.emptyCount();
    if (n == 0) {
      return -1;
    }
    int start = random.nextInt(n);
    for (int i = 0; i < n; i++) {
      int j = start + i;
      if (j >= n) {
        j -= n;
      }
      int p = board.emptyPoint(j);
      if (tactics.isEyeLike(p, c) || !board.isPlayable(p, c)) {
        continue;
      }
      int stones = filter ? tactics.selfAtariStones(p, c) : 0;
      if (stones < 2 || (stones <= nakadeStones && tactics.isEyeKillingSelfAtari(p, c, nakadeStones))) {
        return p;
      }
    }
    return -1;
  }
}
