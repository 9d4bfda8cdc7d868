package org.gametree.go;

import org.gametree.core.mcts.PriorPolicy;

/**
 * Priors from the same knowledge as the rollouts: captures and escapes from atari are likely, filling an own
 * eye-like point and passing (while placements remain) unlikely, the first line slightly unlikely; with shapes, a
 * {@link GoPatterns} shape makes a move likelier and a self-atari of two or more stones unlikely.
 */
final class GoPriors implements PriorPolicy<GoState> {
  private final boolean shapes;
  private final int[] ring;

  GoPriors(int size, boolean shapes) {
    this.shapes = shapes;
    this.ring = GoPatterns.ringOffsets(size + 2);
  }

  @Override
  public void priors(GoState s, int[] moves, int n, double[] out) {
    int c = s.toMove + 1;
    int opp = 3 - c;
    double sum = 0;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      double w;
      if (m == s.pass) {
        w = n == 1 ? 1 : 0.05;
      } else {
        int p = s.point(m);
        w = 1;
        if (s.isEyeLike(p, c)) {
          w = 0.02;
        } else {
          for (int k = 0; k < 4; k++) {
            int q = p + s.direction(k);
            int cq = s.color[q];
            if (cq == opp && s.chainInAtari(q)) {
              w += 6;
            } else if (cq == c && s.chainInAtari(q)) {
              w += 3;
            } else if (cq == GoState.BORDER && s.n >= 7) {
              w *= 0.7;
            }
          }
          if (shapes) {
            if (s.selfAtariStones(p, c) >= 2) {
              w *= 0.1;
            } else if (GoPatterns.matches(s, p, ring)) {
              w += 2;
            }
          }
        }
      }
      out[i] = w;
      sum += w;
    }
    for (int i = 0; i < n; i++) {
      out[i] /= sum;
    }
  }
}
