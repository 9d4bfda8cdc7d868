package org.gametree.go;

import java.util.SplittableRandom;
import org.gametree.core.mcts.RolloutPolicy;

/**
 * Go rollouts on a per-thread scratch board (no history, simple ko only, no suicide), allocation-free. Three
 * strengths:
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
final class GoPlayout implements RolloutPolicy<GoState> {
  static final int LIGHT = 0;
  static final int HEAVY = 1;
  static final int PATTERNS = 2;

  private final int level;
  private final int[] ring;
  private final ThreadLocal<GoState> scratch;

  GoPlayout(GoGame game, int level) {
    this.level = level;
    this.ring = GoPatterns.ringOffsets(game.size() + 2);
    this.scratch = ThreadLocal.withInitial(game::newInitialState);
  }

  @Override
  public double rollout(GoState state, SplittableRandom random, MoveRecorder recorder) {
    GoState s = scratch.get();
    s.loadBoard(state);
    int maxPlies = 3 * s.n * s.n + 20;
    int lastMove = state.lastMove();
    int last = lastMove < 0 || lastMove == state.pass ? -1 : state.point(lastMove);
    int beforeLast = state.moveBeforeLast();
    int prev = beforeLast < 0 || beforeLast == state.pass ? -1 : state.point(beforeLast);
    boolean filter = level >= PATTERNS;
    for (int ply = 0; ply < maxPlies && s.passes < 2; ply++) {
      int c = s.toMove + 1;
      int p = -1;
      if (level >= HEAVY && last > 0) {
        p = tactical(s, last, prev, c, random);
        if (p < 0 && level >= PATTERNS) {
          p = patternMove(s, last, c, ring, random);
        }
      }
      if (p < 0) {
        p = randomPoint(s, c, random, filter);
      }
      recorder.record(s.toMove, p < 0 ? s.pass : s.moveOf(p));
      s.playFast(p, c);
      prev = last;
      last = p;
    }
    double diff = s.areaDifference() - state.game().komi();
    return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  }

  /** A uniformly random one of the last move's neighbours that has a shape and is safe to play there, or -1. */
  static int patternMove(GoState s, int last, int c, int[] ring, SplittableRandom random) {
    int chosen = -1;
    int found = 0;
    for (int i = 0; i < 8; i++) {
      int p = last + ring[i];
      if (s.color[p] == GoState.EMPTY && GoPatterns.matches(s, p, ring) && !s.isEyeLike(p, c)
          && s.legalPoint(p, c, false) && s.selfAtariStones(p, c) == 0 && random.nextInt(++found) == 0) {
        chosen = p;
      }
    }
    return chosen;
  }

  static int randomPoint(GoState s, int c, SplittableRandom random) {
    return randomPoint(s, c, random, false);
  }

  /**
   * A random legal point that does not fill an own eye-like point, or -1; with {@code filter}, also not a self-atari
   * of two or more stones (single-stone throw-ins stay: they kill eyes).
   */
  static int randomPoint(GoState s, int c, SplittableRandom random, boolean filter) {
    int n = s.emptyCount;
    if (n == 0) {
      return -1;
    }
    int start = random.nextInt(n);
    for (int i = 0; i < n; i++) {
      int j = start + i;
      if (j >= n) {
        j -= n;
      }
      int p = s.emptyList[j];
      if (!s.isEyeLike(p, c) && s.legalPoint(p, c, false) && (!filter || s.selfAtariStones(p, c) < 2)) {
        return p;
      }
    }
    return -1;
  }

  /**
   * A random one of the tactical answers to the last two moves, or -1: capture the opponent's last chain when it is
   * in atari; save an own chain that the last move put in atari, by capturing a neighbouring chain that is itself in
   * atari or by extending on its liberty when that gives two liberties; capture an opponent chain next to our own
   * previous move that was left in atari (the opponent played elsewhere). MoGo's first rule, with Pachi's
   * capture-to-save and the answer to a tenuki added.
   */
  private static int tactical(GoState s, int last, int prev, int c, SplittableRandom random) {
    int opp = 3 - c;
    int chosen = -1;
    int found = 0;
    if (s.color[last] == opp && s.chainInAtari(last)) {
      int lib = s.atariLiberty(last);
      if (s.legalPoint(lib, c, false) && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    for (int i = 0; i < 4; i++) {
      int q = last + s.direction(i);
      if (s.color[q] != c || !s.chainInAtari(q)) {
        continue;
      }
      // Capturing a neighbour in atari saves the chain (the neighbour is often the stone that gave the atari).
      int root = s.chain[q];
      int stone = root;
      do {
        for (int k = 0; k < 4; k++) {
          int r = stone + s.direction(k);
          if (s.color[r] == opp && s.chainInAtari(r)) {
            int lib = s.atariLiberty(r);
            if (s.legalPoint(lib, c, false) && random.nextInt(++found) == 0) {
              chosen = lib;
            }
          }
        }
        stone = s.next[stone];
      } while (stone != root);
      int lib = s.atariLiberty(q);
      if (s.legalPoint(lib, c, false) && s.selfAtariStones(lib, c) == 0 && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    if (prev > 0) {
      for (int i = 0; i < 4; i++) {
        int q = prev + s.direction(i);
        if (s.color[q] == opp && s.chainInAtari(q)) {
          int lib = s.atariLiberty(q);
          if (s.legalPoint(lib, c, false) && random.nextInt(++found) == 0) {
            chosen = lib;
          }
        }
      }
    }
    return chosen;
  }
}
