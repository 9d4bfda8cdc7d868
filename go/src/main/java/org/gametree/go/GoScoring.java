package org.gametree.go;

import java.util.SplittableRandom;

/**
 * Dead-stone judgement for scoring: light playouts from the position (passes forgotten) and, for every chain, how
 * often its points end up owned by its colour. A chain owned by the opponent in more than half of the playouts is
 * dead. Used by GTP {@code final_score} (except under {@code tt}) and {@code final_status_list}.
 */
public final class GoScoring {
  private GoScoring() {}

  /** For each move index, the fraction of playouts in which Black owns the point at the end. */
  public static double[] blackOwnership(GoState state, int playouts, long seed) {
    int n = state.size();
    double[] own = new double[n * n];
    GoPlayoutBoard s = new GoPlayoutBoard(state.game());
    GoBoard b = s.board();
    SplittableRandom random = new SplittableRandom(seed);
    for (int k = 0; k < playouts; k++) {
      s.load(state);
      s.forgetPasses();
      int maxPlies = 3 * n * n + 20;
      for (int ply = 0; ply < maxPlies && s.passes() < 2; ply++) {
        s.play(s.randomPoint(s.player() + 1, random, false));
      }
      for (int m = 0; m < n * n; m++) {
        int p = b.point(m);
        int c = b.color(p);
        if (c == GoBoard.EMPTY) {
          // An eye-like point after a no-eye-filling playout belongs to its surrounding colour.
          int reach = 0;
          for (int i = 0; i < 4; i++) {
            int cq = b.color(p + b.direction(i));
            if (cq == GoBoard.BLACK || cq == GoBoard.WHITE) {
              reach |= cq;
            }
          }
          c = reach == GoBoard.BLACK || reach == GoBoard.WHITE ? reach : 0;
        }
        if (c == GoBoard.BLACK) {
          own[m] += 1;
        }
        if (c == 0) {
          own[m] += 0.5;
        }
      }
    }
    for (int m = 0; m < n * n; m++) {
      own[m] /= playouts;
    }
    return own;
  }

  /**
   * The stones judged dead: true at each move index holding a dead stone. A chain lives or dies as a whole: its
   * stones' ownership is averaged, and the chain is dead when the opponent owns it in more than half the playouts.
   */
  public static boolean[] deadStones(GoState state, int playouts, long seed) {
    double[] own = blackOwnership(state, playouts, seed);
    int n = state.size();
    GoBoard b = state.board();
    double[] chainSum = new double[b.pointCount()];
    int[] chainStones = new int[b.pointCount()];
    for (int m = 0; m < n * n; m++) {
      int p = b.point(m);
      if (b.color(p) != GoBoard.EMPTY) {
        chainSum[b.chainRoot(p)] += own[m];
        chainStones[b.chainRoot(p)]++;
      }
    }
    boolean[] dead = new boolean[n * n];
    for (int m = 0; m < n * n; m++) {
      int p = b.point(m);
      int c = b.color(p);
      if (c == GoBoard.EMPTY) {
        continue;
      }
      double black = chainSum[b.chainRoot(p)] / chainStones[b.chainRoot(p)];
      dead[m] = (c == GoBoard.BLACK && black < 0.5) || (c == GoBoard.WHITE && black > 0.5);
    }
    return dead;
  }

  /** Area score with the dead stones removed (they count for the opponent's area), komi subtracted; Black's view. */
  public static double scoreWithoutDead(GoState state, boolean[] dead) {
    GoState s = state.game().newInitialState();
    int n = state.size();
    int count = 0;
    for (int m = 0; m < n * n; m++) {
      if (state.stoneAt(m) != GoState.EMPTY && !dead[m]) {
        count++;
      }
    }
    int[] black = new int[count];
    int[] white = new int[count];
    int nb = 0;
    int nw = 0;
    for (int m = 0; m < n * n; m++) {
      int c = state.stoneAt(m);
      if (c == GoState.BLACK && !dead[m]) {
        black[nb++] = m;
      } else if (c == GoState.WHITE && !dead[m]) {
        white[nw++] = m;
      }
    }
    try {
      s.setup(java.util.Arrays.copyOf(black, nb), java.util.Arrays.copyOf(white, nw), 0);
    } catch (IllegalArgumentException e) {
      return state.areaDifference() - state.game().komi();
    }
    return s.areaDifference() - state.game().komi();
  }

  /** A GTP/SGF result: {@code B+3.5}, {@code W+7}, {@code 0}. */
  public static String result(double blackMargin) {
    if (blackMargin == 0) {
      return "0";
    }
    return (blackMargin > 0 ? "B+" : "W+") + GoGame.formatKomi(Math.abs(blackMargin));
  }
}
