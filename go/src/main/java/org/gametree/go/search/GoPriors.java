package org.gametree.go.search;

import org.gametree.core.mcts.PriorPolicy;
import org.gametree.go.GoBoard;
import org.gametree.go.GoState;
import org.gametree.go.GoTactics;

/**
 * Priors from the same knowledge as the rollouts: captures and escapes from atari are likely, filling an own
 * eye-like point and passing (while placements remain) unlikely, the first line slightly unlikely; with shapes, a
 * {@link GoPatterns} shape makes a move likelier and a self-atari of two or more stones unlikely, and ladders are
 * read ({@link GoLadders}): an extension that runs into a working ladder is unlikely, an atari that captures the
 * opponent's last chain in a ladder likely.
 */
public final class GoPriors implements PriorPolicy<GoState> {
  private final boolean shapes;
  private final int[] ring;

  /** Priors for boards of side {@code size}; {@code shapes} adds 3×3 shapes, self-ataris and ladders. */
  public GoPriors(int size, boolean shapes) {
    this.shapes = shapes;
    this.ring = GoPatterns.ringOffsets(size + 2);
  }

  @Override
  public void priors(GoState state, int[] moves, int n, double[] out) {
    GoBoard b = state.board();
    GoTactics t = state.tactics();
    int pass = state.game().passMove();
    int c = state.currentPlayer() + 1;
    int opp = 3 - c;
    int ladderA = -1;
    int ladderB = -1;
    int last = state.lastMove();
    if (shapes && last >= 0 && last != pass && b.color(b.point(last)) == opp) {
      int stone = b.point(last);
      int libs = t.fewLiberties(stone);
      if (GoTactics.libertyCount(libs) == 2) {
        int first = GoTactics.firstLiberty(libs);
        int second = GoTactics.secondLiberty(libs);
        ladderA = GoLadders.atariCaptures(state, stone, first) ? first : -1;
        ladderB = GoLadders.atariCaptures(state, stone, second) ? second : -1;
      }
    }
    double sum = 0;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      double w;
      if (m == pass) {
        w = n == 1 ? 1 : 0.05;
      } else {
        int p = b.point(m);
        if (t.isEyeLike(p, c)) {
          w = 0.02;
        } else {
          double bonus = 0;
          double factor = 1;
          for (int k = 0; k < 4; k++) {
            int q = p + b.direction(k);
            int cq = b.color(q);
            if (cq == opp && b.chainInAtari(q)) {
              bonus += 6;
            } else if (cq == c && b.chainInAtari(q)) {
              if (!shapes || GoLadders.extensionEscapes(state, q, p)) {
                bonus += 3;
              } else {
                factor *= 0.1;
              }
            } else if (cq == GoBoard.BORDER && b.size() >= 7) {
              factor *= 0.7;
            }
          }
          if (p == ladderA || p == ladderB) {
            bonus += 4;
          }
          if (shapes) {
            if (t.selfAtariStones(p, c) >= 2) {
              factor *= 0.1;
            } else if (GoPatterns.matches(b, p, ring)) {
              bonus += 2;
            }
          }
          w = (1 + bonus) * factor;
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
