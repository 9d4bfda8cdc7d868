package org.gametree.go;

/**
 * Local reading on one {@link GoBoard} that rollouts, priors and ladder reading ask for at every candidate move:
 * eye-like points, self-ataris and the liberties of a short-of-liberties chain. It touches no board state and
 * allocates nothing: the walks mark visited points with a generation counter in an array of its own, so one
 * instance belongs to one board and one thread.
 */
public final class GoTactics {
  private final GoBoard b;
  private final int[] diagonals;
  private final int[] mark;
  private int markGen;

  /** Reading on {@code board}, which it follows as the board changes. */
  GoTactics(GoBoard board) {
    this.b = board;
    int w = board.size() + 2;
    this.diagonals = new int[] {-w - 1, -w + 1, w - 1, w + 1};
    this.mark = new int[board.pointCount()];
  }

  /** The board read. */
  public GoBoard board() {
    return b;
  }

  /** Whether {@code p} is an eye-like point of colour {@code c}: own stones around, few enemy diagonals. */
  public boolean isEyeLike(int p, int c) {
    for (int i = 0; i < 4; i++) {
      int cq = b.color(p + b.direction(i));
      if (cq != c && cq != GoBoard.BORDER) {
        return false;
      }
    }
    int enemy = 0;
    int border = 0;
    int opp = 3 - c;
    for (int d : diagonals) {
      int cq = b.color(p + d);
      if (cq == opp) {
        enemy++;
      } else if (cq == GoBoard.BORDER) {
        border = 1;
      }
    }
    return enemy + border < 2;
  }

  /**
   * Whether placing colour {@code c} on the empty point {@code p} leaves the new chain with a single liberty while
   * capturing nothing; if so, the number of stones in that chain, else 0.
   */
  public int selfAtariStones(int p, int c) {
    int gen = ++markGen;
    int opp = 3 - c;
    int libCount = 0;
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      int cq = b.color(q);
      if (cq == GoBoard.EMPTY) {
        if (++libCount >= 2) {
          return 0;
        }
        mark[q] = gen;
      } else if (cq == opp && b.chainInAtari(q)) {
        return 0;
      }
    }
    int stones = 1;
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      if (b.color(q) != c || mark[b.chainRoot(q)] == gen) {
        continue;
      }
      int root = b.chainRoot(q);
      mark[root] = gen;
      int s = root;
      do {
        stones++;
        for (int k = 0; k < 4; k++) {
          int r = s + b.direction(k);
          if (b.color(r) == GoBoard.EMPTY && r != p && mark[r] != gen) {
            if (++libCount >= 2) {
              return 0;
            }
            mark[r] = gen;
          }
        }
        s = b.nextStone(s);
      } while (s != root);
    }
    return stones;
  }

  /**
   * The liberties of the chain at stone {@code p} when it has at most two, packed as {@code count | first << 2 |
   * second << 12}; 3 when it has three or more. Packed so that ladder reading needs no buffer; read it with
   * {@link #libertyCount}, {@link #firstLiberty} and {@link #secondLiberty}.
   */
  public int fewLiberties(int p) {
    int gen = ++markGen;
    int root = b.chainRoot(p);
    int count = 0;
    int packed = 0;
    int s = root;
    do {
      for (int i = 0; i < 4; i++) {
        int q = s + b.direction(i);
        if (b.color(q) == GoBoard.EMPTY && mark[q] != gen) {
          if (count == 2) {
            return 3;
          }
          mark[q] = gen;
          packed |= q << (count == 0 ? 2 : 12);
          count++;
        }
      }
      s = b.nextStone(s);
    } while (s != root);
    return packed | count;
  }

  /** The number of liberties in a {@link #fewLiberties} answer (3 meaning three or more). */
  public static int libertyCount(int packed) {
    return packed & 3;
  }

  /** The first liberty in a {@link #fewLiberties} answer with at least one. */
  public static int firstLiberty(int packed) {
    return (packed >>> 2) & 1023;
  }

  /** The second liberty in a {@link #fewLiberties} answer with two. */
  public static int secondLiberty(int packed) {
    return (packed >>> 12) & 1023;
  }
}
