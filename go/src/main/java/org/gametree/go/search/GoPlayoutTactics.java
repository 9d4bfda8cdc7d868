package org.gametree.go.search;

import java.util.SplittableRandom;
import org.gametree.go.GoBoard;
import org.gametree.go.GoTactics;

/**
 * The answers that {@code rollout=tactics} adds to the pattern rollouts, each looking only at the chains and points
 * next to the opponent's last move, allocation-free: two-liberty defence and attack, the vital point of a three-point
 * eye space, fill-board on large boards, and a random move that lets a small self-atari through when it kills an eye.
 */
final class GoPlayoutTactics {
  /** Random points that fill-board tries before the random move. */
  static final int FILL_TRIES = 3;
  /** The smallest board on which fill-board is tried. */
  static final int FILL_SIZE = 13;
  /** The most stones of a self-atari that the random move allows when it kills an eye. */
  static final int NAKADE_STONES = 3;

  private GoPlayoutTactics() {}

  /**
   * A random one of the two-liberty answers to the last move {@code last}, for colour {@code c}, or -1. For an own
   * chain next to it with two liberties: capture an opponent chain in atari that touches it, or extend on a liberty
   * where the chain gets three or more. For an opponent chain at or next to it with two liberties: the atari on one
   * liberty that leaves our stone at least two liberties and after which the chain, extending on its other liberty,
   * has at most two.
   */
  static int twoLiberty(GoTactics t, int last, int c, SplittableRandom random) {
    GoBoard b = t.board();
    int opp = 3 - c;
    int chosen = -1;
    int found = 0;
    for (int i = -1; i < 4; i++) {
      int q = i < 0 ? last : last + b.direction(i);
      int cq = b.color(q);
      if (cq != c && cq != opp) {
        continue;
      }
      int libs = t.fewLiberties(q);
      if (GoTactics.libertyCount(libs) != 2) {
        continue;
      }
      int l1 = GoTactics.firstLiberty(libs);
      int l2 = GoTactics.secondLiberty(libs);
      if (cq == c) {
        int root = b.chainRoot(q);
        int s = root;
        do {
          for (int k = 0; k < 4; k++) {
            int r = s + b.direction(k);
            if (b.color(r) == opp && b.chainInAtari(r)) {
              int lib = b.atariLiberty(r);
              if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
                chosen = lib;
              }
            }
          }
          s = b.nextStone(s);
        } while (s != root);
        for (int k = 0; k < 2; k++) {
          int lib = k == 0 ? l1 : l2;
          if (b.isPlayable(lib, c) && t.libertiesAfter(lib, c, -1, 3) >= 3 && random.nextInt(++found) == 0) {
            chosen = lib;
          }
        }
      } else {
        for (int k = 0; k < 2; k++) {
          int lib = k == 0 ? l1 : l2;
          int other = k == 0 ? l2 : l1;
          if (b.isPlayable(lib, c) && t.libertiesAfter(lib, c, -1, 2) >= 2
              && t.libertiesAfter(other, opp, lib, 3) <= 2 && random.nextInt(++found) == 0) {
            chosen = lib;
          }
        }
      }
    }
    return chosen;
  }

  /**
   * The vital point of a three-point eye space (of either colour) that an empty neighbour of the last move belongs
   * to, when colour {@code c} may play it, or -1: the last move shrank or surrounded the space, and whoever takes its
   * middle point first decides one eye or two.
   */
  static int nakade(GoTactics t, int last, int c) {
    GoBoard b = t.board();
    for (int i = 0; i < 4; i++) {
      int e = last + b.direction(i);
      if (b.color(e) != GoBoard.EMPTY) {
        continue;
      }
      int v = t.threeSpaceVital(e);
      if (v > 0 && b.isPlayable(v, c)) {
        return v;
      }
    }
    return -1;
  }

  /**
   * On boards of {@link #FILL_SIZE} and more, a random empty point whose eight neighbours are all empty (so off the
   * edge), out of {@link #FILL_TRIES} tries, or -1 (Pachi's fill-board: it takes open space before the random move
   * plays inside someone's area).
   */
  static int fillBoard(GoBoard b, int[] ring, SplittableRandom random) {
    int n = b.emptyCount();
    if (b.size() < FILL_SIZE || n == 0) {
      return -1;
    }
    for (int k = 0; k < FILL_TRIES; k++) {
      int p = b.emptyPoint(random.nextInt(n));
      boolean open = true;
      for (int i = 0; i < 8 && open; i++) {
        open = b.color(p + ring[i]) == GoBoard.EMPTY;
      }
      if (open) {
        return p;
      }
    }
    return -1;
  }
}
