package org.gametree.go;

import java.util.SplittableRandom;
import org.gametree.core.mcts.RolloutPolicy;

/**
 * Go rollouts on a per-thread scratch board (no history, simple ko only, no suicide). Light: a uniformly random
 * legal point from the sparse empty-point set that does not fill an own eye-like point, else pass. Heavy: before
 * the random move, capture a chain next to the opponent's last move that is in atari, or save an own chain there
 * that the last move put in atari (by extending on its liberty when that gives it more room).
 */
final class GoPlayout implements RolloutPolicy<GoState> {
  private final boolean heavy;
  private final ThreadLocal<GoState> scratch;

  GoPlayout(GoGame game, boolean heavy) {
    this.heavy = heavy;
    this.scratch = ThreadLocal.withInitial(game::newInitialState);
  }

  @Override
  public double rollout(GoState state, SplittableRandom random, MoveRecorder recorder) {
    GoState s = scratch.get();
    s.loadBoard(state);
    int maxPlies = 3 * s.n * s.n + 20;
    int last = lastPoint(state);
    for (int ply = 0; ply < maxPlies && s.passes < 2; ply++) {
      int c = s.toMove + 1;
      int p = -1;
      if (heavy && last > 0) {
        p = tactical(s, last, c, random);
      }
      if (p < 0) {
        p = randomPoint(s, c, random);
      }
      recorder.record(s.toMove, p < 0 ? s.pass : s.moveOf(p));
      s.playFast(p, c);
      last = p;
    }
    double diff = s.areaDifference() - state.game().komi();
    return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  }

  private static int lastPoint(GoState state) {
    int[] moves = state.moves();
    if (moves.length == 0 || moves[moves.length - 1] == state.pass) {
      return -1;
    }
    return state.point(moves[moves.length - 1]);
  }

  static int randomPoint(GoState s, int c, SplittableRandom random) {
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
      if (!s.isEyeLike(p, c) && s.legalPoint(p, c, false)) {
        return p;
      }
    }
    return -1;
  }

  /** A capture or an escape around the last move, or -1. */
  private static int tactical(GoState s, int last, int c, SplittableRandom random) {
    int opp = 3 - c;
    // Capture the last-moved chain or a neighbour of it.
    if (s.color[last] == opp && s.chainInAtari(last)) {
      int lib = s.atariLiberty(last);
      if (s.legalPoint(lib, c, false)) {
        return lib;
      }
    }
    for (int i = 0; i < 4; i++) {
      int q = last + s.direction(i);
      if (s.color[q] == c && s.chainInAtari(q)) {
        int lib = s.atariLiberty(q);
        if (s.legalPoint(lib, c, false) && escapes(s, lib, c)) {
          return lib;
        }
      }
    }
    return -1;
  }

  /** Whether playing {@code p} leaves at least two empty neighbours around it (a cheap escape test). */
  private static boolean escapes(GoState s, int p, int c) {
    int empty = 0;
    for (int i = 0; i < 4; i++) {
      int cq = s.color[p + s.direction(i)];
      if (cq == GoState.EMPTY) {
        empty++;
      } else if (cq == c && !s.chainInAtari(p + s.direction(i))) {
        empty += 2;
      }
    }
    return empty >= 2;
  }
}
