package org.gametree.go;

import java.util.Arrays;
import java.util.List;

/**
 * Cheap whole-board features of a Go position for the side to move, the inputs of the learned leaf value
 * ({@link LearnedValue}): an estimated score, the same estimate weighted by how full the board is, the exact
 * Tromp-Taylor margin, the stones in chains with one and with two liberties (own and the opponent's) and the
 * eye-like points.
 *
 * <p>The estimate is a distance (Voronoi) count: each empty point belongs to the colour whose nearest stone is
 * closer, walking over empty points only (a wall cuts a region off); points at equal distance, or reached by
 * neither colour, belong to nobody. An empty point reached from one colour only is that colour's Tromp-Taylor
 * territory. Every feature is invariant under the 8 symmetries of the board.
 *
 * <p>One instance is single-threaded and allocates nothing per call: two breadth-first walks over preallocated
 * queues and a generation-marked walk of each chain.
 */
public final class GoValueFeatures {
  /** Index of the estimated score: own stones and nearer empty points less the opponent's, komi counted. */
  public static final int SCORE = 0;
  /** Index of {@link #SCORE} × stones on the board / points of the board. */
  public static final int SCORE_LATE = 1;
  /** Index of the Tromp-Taylor margin: stones and regions reaching only one colour, komi counted. */
  public static final int TROMP_TAYLOR = 2;
  /** Index of the number of own stones in chains with one liberty. */
  public static final int ATARI_OWN = 3;
  /** Index of the number of the opponent's stones in chains with one liberty. */
  public static final int ATARI_OPP = 4;
  /** Index of the number of own stones in chains with two liberties. */
  public static final int TWO_LIBS_OWN = 5;
  /** Index of the number of the opponent's stones in chains with two liberties. */
  public static final int TWO_LIBS_OPP = 6;
  /** Index of own eye-like points less the opponent's. */
  public static final int EYES = 7;
  /** The number of features. */
  public static final int COUNT = 8;

  private static final List<String> NAMES = List.of("score", "score-late", "tromp-taylor", "atari-own", "atari-opp",
      "two-libs-own", "two-libs-opp", "eyes");
  private static final int FAR = Integer.MAX_VALUE / 2;

  private final int size;
  private final int[] distOwn;
  private final int[] distOpp;
  private final int[] queue;
  private final int[] mark;
  private int gen;

  /** Features for boards of side {@code size}. */
  public GoValueFeatures(int size) {
    this.size = size;
    int points = (size + 2) * (size + 2);
    distOwn = new int[points];
    distOpp = new int[points];
    queue = new int[points];
    mark = new int[points];
  }

  /** The board side these features are for. */
  public int size() {
    return size;
  }

  /** The feature names, in index order (the names in value-model files). */
  public static List<String> names() {
    return NAMES;
  }

  /** Writes the {@link #COUNT} features of {@code s}, seen by the side to move, into {@code out}. */
  public void extract(GoState s, double[] out) {
    GoBoard b = s.board();
    if (b.size() != size) {
      throw new IllegalArgumentException("features for " + size + "x" + size + ", not " + b.size());
    }
    int own = s.currentPlayer() + 1;
    int opp = 3 - own;
    distances(b, own, distOwn);
    distances(b, opp, distOpp);
    int stonesOwn = 0;
    int stonesOpp = 0;
    int nearOwn = 0;
    int nearOpp = 0;
    int onlyOwn = 0;
    int onlyOpp = 0;
    int eyes = 0;
    int atariOwn = 0;
    int atariOpp = 0;
    int twoOwn = 0;
    int twoOpp = 0;
    int g = ++gen;
    for (int r = 1; r <= size; r++) {
      for (int p = r * (size + 2) + 1, end = p + size; p < end; p++) {
        int c = b.color(p);
        if (c == GoBoard.EMPTY) {
          int dOwn = distOwn[p];
          int dOpp = distOpp[p];
          nearOwn += dOwn < dOpp ? 1 : 0;
          nearOpp += dOpp < dOwn ? 1 : 0;
          onlyOwn += dOpp == FAR && dOwn < FAR ? 1 : 0;
          onlyOpp += dOwn == FAR && dOpp < FAR ? 1 : 0;
          eyes += s.tactics().isEyeLike(p, own) ? 1 : s.tactics().isEyeLike(p, opp) ? -1 : 0;
          continue;
        }
        if (c == own) {
          stonesOwn++;
        } else {
          stonesOpp++;
        }
        int root = b.chainRoot(p);
        if (root != p) {
          continue; // each chain is walked once, from its root
        }
        int stones = 0;
        int libs = 0;
        int q = root;
        do {
          stones++;
          for (int i = 0; i < 4; i++) {
            int x = q + b.direction(i);
            if (b.color(x) == GoBoard.EMPTY && mark[x] != g) {
              mark[x] = g;
              libs++;
            }
          }
          q = b.nextStone(q);
        } while (q != root);
        g = ++gen; // fresh liberty marks for the next chain
        if (libs == 1) {
          if (c == own) {
            atariOwn += stones;
          } else {
            atariOpp += stones;
          }
        } else if (libs == 2) {
          if (c == own) {
            twoOwn += stones;
          } else {
            twoOpp += stones;
          }
        }
      }
    }
    double komi = s.game().komi();
    double komiForMover = own == GoBoard.BLACK ? -komi : komi;
    double score = stonesOwn - stonesOpp + nearOwn - nearOpp + komiForMover;
    out[SCORE] = score;
    out[SCORE_LATE] = score * (stonesOwn + stonesOpp) / (double) (size * size);
    out[TROMP_TAYLOR] = stonesOwn - stonesOpp + onlyOwn - onlyOpp + komiForMover;
    out[ATARI_OWN] = atariOwn;
    out[ATARI_OPP] = atariOpp;
    out[TWO_LIBS_OWN] = twoOwn;
    out[TWO_LIBS_OPP] = twoOpp;
    out[EYES] = eyes;
  }

  /** Breadth-first distance over empty points from every stone of colour {@code c} ({@link #FAR}: unreached). */
  private void distances(GoBoard b, int c, int[] dist) {
    Arrays.fill(dist, FAR);
    int head = 0;
    int tail = 0;
    for (int r = 1; r <= size; r++) {
      for (int p = r * (size + 2) + 1, end = p + size; p < end; p++) {
        if (b.color(p) == c) {
          dist[p] = 0;
          queue[tail++] = p;
        }
      }
    }
    while (head < tail) {
      int p = queue[head++];
      int d = dist[p] + 1;
      for (int i = 0; i < 4; i++) {
        int q = p + b.direction(i);
        if (b.color(q) == GoBoard.EMPTY && dist[q] > d) {
          dist[q] = d;
          queue[tail++] = q;
        }
      }
    }
  }
}
