package org.gametree.go;

import java.util.Arrays;

/**
 * The stones of a Go position on a 1-D board with a border ring, and their chains. Each stone stores its chain's
 * root and the next stone of a circular list; each root keeps the chain's pseudo-liberty count, sum and sum of
 * squares, so a chain is in atari when all its pseudo-liberties are one point (libEGo's trick), updated
 * incrementally on merge and capture. A sparse set of the empty points serves random playouts.
 *
 * <p>Points are indices {@code (row + 1) * width + column + 1}, row 0 at the top, in {@code 0 .. pointCount() - 1}
 * ({@link #point} and {@link #moveOf} convert from and to moves). Everything public here reads; only the owners in
 * this package ({@link GoState}, {@link GoPlayoutBoard}) change a board, so one handed out stays theirs.
 */
public final class GoBoard {
  /** A point without a stone. */
  public static final int EMPTY = 0;
  /** A Black stone (Black is player 0, so the colour of player {@code p} is {@code p + 1}). */
  public static final int BLACK = 1;
  /** A White stone. */
  public static final int WHITE = 2;
  /** A point of the ring around the board. */
  public static final int BORDER = 3;

  private final long[][] zobrist;
  private final int n;
  private final int w;
  private final int points;
  private final int[] dirs;
  private final int[] color;
  private final int[] chain;
  private final int[] next;
  private final int[] libs;
  private final int[] libSum;
  private final int[] libSumSq;
  private final int[] emptyList;
  private final int[] emptyIdx;
  private int emptyCount;
  private int koPoint = -1;
  private int capB;
  private int capW;
  private long stoneHash;
  // Generation marks for the superko hash of a placement; never copied (scratch).
  private final int[] mark;
  private int markGen;
  private int[] regionScratch;
  private int[] stackScratch;

  /** An empty board of {@code game}'s size. */
  GoBoard(GoGame game) {
    this(game.zobrist(), game.size());
  }

  private GoBoard(long[][] zobrist, int n) {
    this.zobrist = zobrist;
    this.n = n;
    w = n + 2;
    points = w * w;
    dirs = new int[] {-w, w, -1, 1};
    color = new int[points];
    chain = new int[points];
    next = new int[points];
    libs = new int[points];
    libSum = new int[points];
    libSumSq = new int[points];
    emptyList = new int[points];
    emptyIdx = new int[points];
    mark = new int[points];
    Arrays.fill(color, BORDER);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int p = (r + 1) * w + c + 1;
        color[p] = EMPTY;
        emptyIdx[p] = emptyCount;
        emptyList[emptyCount++] = p;
      }
    }
  }

  /** A deep copy (scratch buffers are not shared). */
  GoBoard copy() {
    GoBoard b = new GoBoard(zobrist, n);
    b.copyFrom(this);
    return b;
  }

  /** Board side length. */
  public int size() {
    return n;
  }

  /** The number of point indices, border ring included: points are {@code 0 .. pointCount() - 1}. */
  public int pointCount() {
    return points;
  }

  /** The point index of a move (not the pass). */
  public int point(int move) {
    return (move / n + 1) * w + move % n + 1;
  }

  /** The move of a point index on the board. */
  public int moveOf(int p) {
    return (p / w - 1) * n + p % w - 1;
  }

  /** The offset to neighbour {@code i} (0..3: up, down, left, right) of any point. */
  public int direction(int i) {
    return dirs[i];
  }

  /** What is on point {@code p}: {@link #EMPTY}, {@link #BLACK}, {@link #WHITE} or {@link #BORDER}. */
  public int color(int p) {
    return color[p];
  }

  /** The root of the chain of the stone on {@code p}: the same point for every stone of one chain. */
  public int chainRoot(int p) {
    return chain[p];
  }

  /** The next stone of the chain of the stone on {@code p}; following it from any stone visits the chain once. */
  public int nextStone(int p) {
    return next[p];
  }

  /** Whether the chain of the stone on {@code p} has exactly one liberty. */
  public boolean chainInAtari(int p) {
    return inAtari(chain[p]);
  }

  /** The single liberty of the chain of the stone on {@code p}, which must be in atari. */
  public int atariLiberty(int p) {
    int root = chain[p];
    return libSum[root] / libs[root];
  }

  /** The number of empty points. */
  public int emptyCount() {
    return emptyCount;
  }

  /** Empty point number {@code i} ({@code 0 .. emptyCount() - 1}) in an order that changes as stones come and go. */
  public int emptyPoint(int i) {
    return emptyList[i];
  }

  /** The point that may not be taken back at once (simple ko), or -1. */
  public int koPoint() {
    return koPoint;
  }

  /** Stones captured by Black so far (own stones lost by White's suicides included). */
  public int capturesByBlack() {
    return capB;
  }

  /** Stones captured by White so far. */
  public int capturesByWhite() {
    return capW;
  }

  /** The Zobrist hash of the stones alone. */
  public long stoneHash() {
    return stoneHash;
  }

  /**
   * Whether colour {@code c} may place a stone on {@code p} under simple ko with suicide forbidden: what playouts and
   * ladder reading play by, whatever the game's rules.
   */
  public boolean isPlayable(int p, int c) {
    return color[p] == EMPTY && p != koPoint && !isSuicide(p, c);
  }

  /** Whether a stone of colour {@code c} on the empty point {@code p} would have no liberty and capture nothing. */
  boolean isSuicide(int p, int c) {
    int opp = 3 - c;
    for (int d : dirs) {
      int q = p + d;
      int cq = color[q];
      if (cq == EMPTY || (cq == c && !inAtari(chain[q])) || (cq == opp && inAtari(chain[q]))) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code p} has a stone of colour {@code c} next to it. */
  boolean touches(int p, int c) {
    for (int d : dirs) {
      if (color[p + d] == c) {
        return true;
      }
    }
    return false;
  }

  /** Tromp-Taylor area score: Black's stones and territory minus White's, komi not subtracted. */
  public int areaDifference() {
    long area = countAreas();
    return (int) (area >>> 32) - (int) area;
  }

  /** Black's and White's Tromp-Taylor areas: stones plus empty regions reaching only that colour. */
  public int[] areas() {
    long area = countAreas();
    return new int[] {(int) (area >>> 32), (int) area};
  }

  /** Black's area in the high 32 bits, White's in the low ones: the rollouts' score, counted without allocating. */
  private long countAreas() {
    if (regionScratch == null) {
      regionScratch = new int[points];
      stackScratch = new int[points];
    }
    int[] region = regionScratch;
    int[] stack = stackScratch;
    Arrays.fill(region, 0);
    int black = 0;
    int white = 0;
    for (int p = 0; p < points; p++) {
      int c = color[p];
      if (c == BLACK) {
        black++;
      } else if (c == WHITE) {
        white++;
      } else if (c == EMPTY && region[p] == 0) {
        int sp = 0;
        stack[sp++] = p;
        region[p] = 1;
        int size = 0;
        int reach = 0;
        while (sp > 0) {
          int x = stack[--sp];
          size++;
          for (int d : dirs) {
            int q = x + d;
            int cq = color[q];
            if (cq == EMPTY) {
              if (region[q] == 0) {
                region[q] = 1;
                stack[sp++] = q;
              }
            } else if (cq != BORDER) {
              reach |= cq;
            }
          }
        }
        if (reach == BLACK) {
          black += size;
        } else if (reach == WHITE) {
          white += size;
        }
      }
    }
    return (long) black << 32 | white;
  }

  private boolean inAtari(int root) {
    int l = libs[root];
    return l > 0 && (long) libSum[root] * libSum[root] == (long) l * libSumSq[root];
  }

  /**
   * The stone hash after colour {@code c} places on {@code p} ({@code suicide}: the placement removes its own
   * chain, as {@link #isSuicide} says), without placing: what positional superko looks up.
   */
  long hashAfter(int p, int c, boolean suicide) {
    int gen = ++markGen;
    long h = stoneHash;
    if (suicide) {
      for (int d : dirs) {
        int q = p + d;
        if (color[q] == c && mark[chain[q]] != gen) {
          mark[chain[q]] = gen;
          h ^= chainHash(chain[q], c);
        }
      }
      return h;
    }
    h ^= zobrist[c][p];
    int opp = 3 - c;
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == opp && mark[chain[q]] != gen && inAtari(chain[q])) {
        mark[chain[q]] = gen;
        h ^= chainHash(chain[q], opp);
      }
    }
    return h;
  }

  private long chainHash(int root, int c) {
    long[] z = zobrist[c];
    long h = 0;
    int s = root;
    do {
      h ^= z[s];
      s = next[s];
    } while (s != root);
    return h;
  }

  /** Forgets the ko point (after a pass). */
  void clearKo() {
    koPoint = -1;
  }

  /** Copies every board array and scalar of {@code o}, a board of the same game (playout scratch). */
  void copyFrom(GoBoard o) {
    System.arraycopy(o.color, 0, color, 0, points);
    System.arraycopy(o.chain, 0, chain, 0, points);
    System.arraycopy(o.next, 0, next, 0, points);
    System.arraycopy(o.libs, 0, libs, 0, points);
    System.arraycopy(o.libSum, 0, libSum, 0, points);
    System.arraycopy(o.libSumSq, 0, libSumSq, 0, points);
    System.arraycopy(o.emptyList, 0, emptyList, 0, points);
    System.arraycopy(o.emptyIdx, 0, emptyIdx, 0, points);
    emptyCount = o.emptyCount;
    koPoint = o.koPoint;
    capB = o.capB;
    capW = o.capW;
    stoneHash = o.stoneHash;
  }

  /** Whether both boards hold the same stones. */
  boolean sameStones(GoBoard o) {
    return Arrays.equals(color, o.color);
  }

  /** The ints {@link #save} writes: eight arrays and four scalars (the hash is kept apart, as a long). */
  int snapshotLength() {
    return 8 * points + 4;
  }

  /** Writes the board into {@code s} from offset 0 (reused buffers keep undo allocation-free). */
  void save(int[] s) {
    System.arraycopy(color, 0, s, 0, points);
    System.arraycopy(chain, 0, s, points, points);
    System.arraycopy(next, 0, s, 2 * points, points);
    System.arraycopy(libs, 0, s, 3 * points, points);
    System.arraycopy(libSum, 0, s, 4 * points, points);
    System.arraycopy(libSumSq, 0, s, 5 * points, points);
    System.arraycopy(emptyList, 0, s, 6 * points, points);
    System.arraycopy(emptyIdx, 0, s, 7 * points, points);
    int b = 8 * points;
    s[b] = emptyCount;
    s[b + 1] = koPoint;
    s[b + 2] = capB;
    s[b + 3] = capW;
  }

  /** Reads back what {@link #save} wrote, with the stone hash saved beside it. */
  void restore(int[] s, long hash) {
    System.arraycopy(s, 0, color, 0, points);
    System.arraycopy(s, points, chain, 0, points);
    System.arraycopy(s, 2 * points, next, 0, points);
    System.arraycopy(s, 3 * points, libs, 0, points);
    System.arraycopy(s, 4 * points, libSum, 0, points);
    System.arraycopy(s, 5 * points, libSumSq, 0, points);
    System.arraycopy(s, 6 * points, emptyList, 0, points);
    System.arraycopy(s, 7 * points, emptyIdx, 0, points);
    int b = 8 * points;
    emptyCount = s[b];
    koPoint = s[b + 1];
    capB = s[b + 2];
    capW = s[b + 3];
    stoneHash = hash;
  }

  /** Places a stone (legality already checked), merges, captures, removes a suicided chain, sets the ko point. */
  void place(int p, int c) {
    int opp = 3 - c;
    color[p] = c;
    chain[p] = p;
    next[p] = p;
    libs[p] = 0;
    libSum[p] = 0;
    libSumSq[p] = 0;
    removeEmpty(p);
    stoneHash ^= zobrist[c][p];
    for (int d : dirs) {
      int q = p + d;
      int cq = color[q];
      if (cq == EMPTY) {
        addLib(p, q);
      } else if (cq != BORDER) {
        removeLib(chain[q], p);
      }
    }
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == c && chain[q] != chain[p]) {
        // Relabel the smaller ring (the new stone's chain is often a single stone).
        if (chain[p] == p && next[p] == p) {
          merge(chain[q], p);
        } else {
          merge(chain[p], chain[q]);
        }
      }
    }
    int captured = 0;
    int lastCaptured = -1;
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == opp && libs[chain[q]] == 0) {
        lastCaptured = q;
        captured += removeChain(chain[q], opp);
      }
    }
    if (c == BLACK) {
      capB += captured;
    } else {
      capW += captured;
    }
    int root = chain[p];
    koPoint = -1;
    if (libs[root] == 0) {
      int lost = removeChain(root, c);
      if (c == BLACK) {
        capW += lost;
      } else {
        capB += lost;
      }
    } else if (captured == 1 && next[p] == p && libs[p] == 1) {
      koPoint = lastCaptured;
    }
  }

  private void addLib(int root, int p) {
    libs[root]++;
    libSum[root] += p;
    libSumSq[root] += p * p;
  }

  private void removeLib(int root, int p) {
    libs[root]--;
    libSum[root] -= p;
    libSumSq[root] -= p * p;
  }

  private void removeEmpty(int p) {
    int i = emptyIdx[p];
    int last = emptyList[--emptyCount];
    emptyList[i] = last;
    emptyIdx[last] = i;
  }

  private void addEmpty(int p) {
    emptyIdx[p] = emptyCount;
    emptyList[emptyCount++] = p;
  }

  private void merge(int a, int b) {
    // Relabel b's stones as a, splice the rings, add pseudo-liberties.
    int s = b;
    do {
      chain[s] = a;
      s = next[s];
    } while (s != b);
    int t = next[a];
    next[a] = next[b];
    next[b] = t;
    libs[a] += libs[b];
    libSum[a] += libSum[b];
    libSumSq[a] += libSumSq[b];
  }

  private int removeChain(int root, int c) {
    long[] z = zobrist[c];
    int count = 0;
    int s = root;
    do {
      int nx = next[s];
      color[s] = EMPTY;
      stoneHash ^= z[s];
      addEmpty(s);
      count++;
      s = nx;
    } while (s != root);
    // Second pass: give liberties to neighbouring chains (after all stones are gone).
    s = root;
    do {
      int nx = next[s];
      for (int d : dirs) {
        int q = s + d;
        int cq = color[q];
        if (cq == BLACK || cq == WHITE) {
          addLib(chain[q], s);
        }
      }
      s = nx;
    } while (s != root);
    return count;
  }
}
