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
  private final int[] region = new int[4];
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

  /**
   * The liberties, counted up to {@code cap}, of the chain that colour {@code c} would have after placing on the
   * empty point {@code p}, not counting {@code exclude} (a point the opponent is taken to have filled, or -1): the
   * empty neighbours of {@code p} and the liberties of the own chains it joins; an adjacent opponent chain in atari
   * that the stone captures adds the captured stone next to {@code p} as a liberty.
   */
  public int libertiesAfter(int p, int c, int exclude, int cap) {
    int gen = ++markGen;
    mark[p] = gen;
    if (exclude >= 0) {
      mark[exclude] = gen;
    }
    int opp = 3 - c;
    int count = 0;
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      int cq = b.color(q);
      if ((cq == GoBoard.EMPTY || (cq == opp && b.chainInAtari(q) && b.atariLiberty(q) == p)) && mark[q] != gen) {
        mark[q] = gen;
        if (++count >= cap) {
          return count;
        }
      }
    }
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      if (b.color(q) != c) {
        continue;
      }
      int root = b.chainRoot(q);
      // Chains are told apart by marking their root with the negated generation (roots are stones, never liberties).
      if (mark[root] == -gen) {
        continue;
      }
      mark[root] = -gen;
      int s = root;
      do {
        for (int k = 0; k < 4; k++) {
          int r = s + b.direction(k);
          if (b.color(r) == GoBoard.EMPTY && mark[r] != gen) {
            mark[r] = gen;
            if (++count >= cap) {
              return count;
            }
          }
        }
        s = b.nextStone(s);
      } while (s != root);
    }
    return count;
  }

  /**
   * The vital point of the empty region around the empty point {@code e} when that region has exactly three points
   * and the stones around it are all of one colour (a three-point eye space, straight or bent: whoever plays its
   * middle point first makes it two eyes or one), else -1.
   */
  public int threeSpaceVital(int e) {
    int gen = ++markGen;
    int size = 0;
    region[size++] = e;
    mark[e] = gen;
    int colour = 0;
    for (int i = 0; i < size; i++) {
      int x = region[i];
      for (int k = 0; k < 4; k++) {
        int y = x + b.direction(k);
        int cy = b.color(y);
        if (cy == GoBoard.EMPTY) {
          if (mark[y] != gen) {
            if (size == 3) {
              return -1;
            }
            mark[y] = gen;
            region[size++] = y;
          }
        } else if (cy != GoBoard.BORDER) {
          if (colour != 0 && cy != colour) {
            return -1;
          }
          colour = cy;
        }
      }
    }
    if (size != 3 || colour == 0) {
      return -1;
    }
    for (int i = 0; i < 3; i++) {
      int x = region[i];
      int inside = 0;
      for (int k = 0; k < 4; k++) {
        int y = x + b.direction(k);
        inside += y == region[0] || y == region[1] || y == region[2] ? 1 : 0;
      }
      if (inside == 2) {
        return x;
      }
    }
    return -1;
  }

  /**
   * Whether colour {@code c} on the empty point {@code p} is a self-atari of at most {@code maxStones} stones that
   * sits inside the opponent's eye space (a nakade or throw-in that kills an eye): the new chain's stones and its one
   * liberty touch only opponent stones, the board's edge, each other and that liberty.
   */
  public boolean isEyeKillingSelfAtari(int p, int c, int maxStones) {
    int stones = selfAtariStones(p, c);
    if (stones == 0 || stones > maxStones) {
      return false;
    }
    int gen = ++markGen;
    int opp = 3 - c;
    mark[p] = gen;
    int lib = -1;
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      int cq = b.color(q);
      if (cq == c && mark[q] != gen) {
        int root = b.chainRoot(q);
        int s = root;
        do {
          mark[s] = gen;
          s = b.nextStone(s);
        } while (s != root);
      }
    }
    // Every stone of the new chain (marked) and the liberty may touch only the chain, the liberty, opponent stones
    // and the edge.
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      if (b.color(q) == GoBoard.EMPTY) {
        lib = q;
      }
    }
    for (int i = 0; i < 4 && lib < 0; i++) {
      int q = p + b.direction(i);
      if (b.color(q) == c) {
        lib = chainLibertyOtherThan(q, p);
      }
    }
    if (lib < 0 || !touchesOnly(p, gen, lib, opp)) {
      return false;
    }
    mark[lib] = gen;
    if (!touchesOnly(lib, gen, -1, opp)) {
      return false;
    }
    for (int i = 0; i < 4; i++) {
      int q = p + b.direction(i);
      if (b.color(q) != c) {
        continue;
      }
      int s = q;
      do {
        if (!touchesOnly(s, gen, lib, opp)) {
          return false;
        }
        s = b.nextStone(s);
      } while (s != q);
    }
    return true;
  }

  private int chainLibertyOtherThan(int q, int p) {
    int s = q;
    do {
      for (int k = 0; k < 4; k++) {
        int r = s + b.direction(k);
        if (b.color(r) == GoBoard.EMPTY && r != p) {
          return r;
        }
      }
      s = b.nextStone(s);
    } while (s != q);
    return -1;
  }

  private boolean touchesOnly(int x, int gen, int lib, int opp) {
    for (int k = 0; k < 4; k++) {
      int y = x + b.direction(k);
      int cy = b.color(y);
      if (y != lib && mark[y] != gen && cy != opp && cy != GoBoard.BORDER) {
        return false;
      }
    }
    return true;
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
