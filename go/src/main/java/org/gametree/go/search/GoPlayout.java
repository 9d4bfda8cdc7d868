package org.gametree.go.search;

import java.util.SplittableRandom;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.go.GoBoard;
import org.gametree.go.GoGame;
import org.gametree.go.GoPlayoutBoard;
import org.gametree.go.GoState;
import org.gametree.go.GoTactics;

/**
 * Go rollouts on a per-thread {@link GoPlayoutBoard} (no history, simple ko only, no suicide), allocation-free.
 * Three strengths:
 *
 * <ul>
 *   <li>{@code light}: a uniformly random legal point from the sparse empty-point set that does not fill an own
 *       eye-like point, else pass;
 *   <li>{@code heavy}: before the random move, capture a chain next to the opponent's last move that is in atari, or
 *       save an own chain there that the last move put in atari (by extending on its liberty when that gives it
 *       more room);
 *   <li>{@code patterns} (the default): as heavy, then a random one of the last move's eight neighbours that has a
 *       {@link GoPatterns} shape and is not a self-atari; the random move avoids self-ataris of two or more stones.
 * </ul>
 */
public final class GoPlayout implements RolloutPolicy<GoState> {
  /** Random moves only. */
  public static final int LIGHT = 0;
  /** Tactical answers to the last two moves first. */
  public static final int HEAVY = 1;
  /** Tactical answers, then 3×3 shapes, and no big self-ataris. */
  public static final int PATTERNS = 2;

  private final int level;
  private final int[] ring;
  private final ThreadLocal<GoPlayoutBoard> scratch;

  /** Rollouts of strength {@code level} ({@link #LIGHT}, {@link #HEAVY} or {@link #PATTERNS}) for {@code game}. */
  public GoPlayout(GoGame game, int level) {
    if (level < LIGHT || level > PATTERNS) {
      throw new IllegalArgumentException("no playout level " + level);
    }
    this.level = level;
    this.ring = GoPatterns.ringOffsets(game.size() + 2);
    this.scratch = ThreadLocal.withInitial(() -> new GoPlayoutBoard(game));
  }

  @Override
  public double rollout(GoState state, SplittableRandom random, MoveRecorder recorder) {
    GoPlayoutBoard s = scratch.get();
    s.load(state);
    GoBoard b = s.board();
    GoTactics t = s.tactics();
    int n = b.size();
    int pass = n * n;
    int maxPlies = 3 * n * n + 20;
    int lastMove = state.lastMove();
    int last = lastMove < 0 || lastMove == pass ? -1 : b.point(lastMove);
    int beforeLast = state.moveBeforeLast();
    int prev = beforeLast < 0 || beforeLast == pass ? -1 : b.point(beforeLast);
    boolean filter = level >= PATTERNS;
    for (int ply = 0; ply < maxPlies && s.passes() < 2; ply++) {
      int c = s.player() + 1;
      int p = -1;
      if (level >= HEAVY && last > 0) {
        p = tactical(t, last, prev, c, random);
        if (p < 0 && level >= PATTERNS) {
          p = patternMove(t, last, c, ring, random);
        }
      }
      if (p < 0) {
        p = s.randomPoint(c, random, filter);
      }
      recorder.record(s.player(), p < 0 ? pass : b.moveOf(p));
      s.play(p);
      prev = last;
      last = p;
    }
    double diff = b.areaDifference() - state.game().komi();
    return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  }

  /** A uniformly random one of the last move's neighbours that has a shape and is safe to play there, or -1. */
  private static int patternMove(GoTactics t, int last, int c, int[] ring, SplittableRandom random) {
    GoBoard b = t.board();
    int chosen = -1;
    int found = 0;
    for (int i = 0; i < 8; i++) {
      int p = last + ring[i];
      if (b.color(p) == GoBoard.EMPTY && GoPatterns.matches(b, p, ring) && !t.isEyeLike(p, c)
          && b.isPlayable(p, c) && t.selfAtariStones(p, c) == 0 && random.nextInt(++found) == 0) {
        chosen = p;
      }
    }
    return chosen;
  }

  /**
   * A random one of the tactical answers to the last two moves, or -1: capture the opponent's last chain when it is
   * in atari; save an own chain that the last move put in atari, by capturing a neighbouring chain that is itself in
   * atari or by extending on its liberty when that gives two liberties; capture an opponent chain next to our own
   * previous move that was left in atari (the opponent played elsewhere). MoGo's first rule, with Pachi's
   * capture-to-save and the answer to a tenuki added.
   */
  private static int tactical(GoTactics t, int last, int prev, int c, SplittableRandom random) {
    GoBoard b = t.board();
    int opp = 3 - c;
    int chosen = -1;
    int found = 0;
    if (b.color(last) == opp && b.chainInAtari(last)) {
      int lib = b.atariLiberty(last);
      if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    for (int i = 0; i < 4; i++) {
      int q = last + b.direction(i);
      if (b.color(q) != c || !b.chainInAtari(q)) {
        continue;
      }
      // Capturing a neighbour in atari saves the chain (the neighbour is often the stone that gave the atari).
      int root = b.chainRoot(q);
      int stone = root;
      do {
        for (int k = 0; k < 4; k++) {
          int r = stone + b.direction(k);
          if (b.color(r) == opp && b.chainInAtari(r)) {
            int lib = b.atariLiberty(r);
            if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
              chosen = lib;
            }
          }
        }
        stone = b.nextStone(stone);
      } while (stone != root);
      int lib = b.atariLiberty(q);
      if (b.isPlayable(lib, c) && t.selfAtariStones(lib, c) == 0 && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    if (prev > 0) {
      for (int i = 0; i < 4; i++) {
        int q = prev + b.direction(i);
        if (b.color(q) == opp && b.chainInAtari(q)) {
          int lib = b.atariLiberty(q);
          if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
            chosen = lib;
          }
        }
      }
    }
    return chosen;
  }
}
